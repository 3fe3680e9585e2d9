import ClientGenTemplates
import Diagnostics
import Foundation
import Mustache
import OpenAPIModel
import OutputWriter
import SpecDiff
import SwiftEmitter

/// The whole pipeline as one library: a spec and a ``GeneratorConfiguration`` in; the client's files, what each
/// declares and how long each phase took out, with every diagnostic emitted on the way. `clientgen generate`,
/// `lint` and `diff`, and through them both SwiftPM plugins, call it; reading the spec goes through a
/// ``SpecSourceProvider`` and writing the files is the caller's (``OutputWriter``).
///
/// Fatal problems (YAML that does not parse, a document that is not OpenAPI, a limit hit, a `$ref` out of the
/// spec's folder, a template that does not render) are errors, thrown as a ``DiagnosticError``; everything else is
/// worked around with a warning that says how, or is an error too when the configuration ``GeneratorConfiguration/isStrict``.
public enum ClientGenerator {
    /// How many files ``GeneratorConfiguration/Layout/shards`` always writes.
    public static let shardCount = 8

    /// Loads, translates and renders one client, all in memory.
    public static func generate(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> GeneratedClient {
        let clock = ContinuousClock()
        var timings = GenerationTimings()
        let prepared = try prepare(configuration, sources: sources, diagnostics: diagnostics, timings: &timings)
        try failIfStrict(prepared.strict)
        let renderStarted = clock.now
        let (files, declarations) = try render(prepared, configuration, diagnostics: diagnostics)
        timings.render = clock.now - renderStarted
        return GeneratedClient(files: files, declarations: declarations, timings: timings)
    }

    /// Every change from `folder`, a client generated earlier (by this or an older ClientGen), to the client
    /// `configuration` generates now, as callers of the old code see it: both are read as code, so renames
    /// the generator made are reported as well as those the spec made. Worst first.
    public static func compare(
        folder: CodeSurface,
        with configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> [APIChange] {
        var timings = GenerationTimings()
        let prepared = try prepare(configuration, sources: sources, diagnostics: diagnostics, timings: &timings)
        try failIfStrict(prepared.strict)
        let files = try render(prepared, configuration, diagnostics: diagnostics).files
        let generated = CodeSurface(files: files.map { ($0.path, $0.contents) })
        return SpecDiff.compare(folder: folder, generated: generated, document: prepared.plan.document)
    }

    /// The files of a prepared plan, and what each declares for the one-file-per-declaration layout.
    private static func render(
        _ prepared: (plan: ClientPlan, templates: TemplateSet, strict: WarningsAsErrors?),
        _ configuration: GeneratorConfiguration,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> (files: [GeneratedFile], declarations: [String: DeclarationSummary]) {
        let (plan, templates) = (prepared.plan, prepared.templates)
        let renderer = SwiftFileRenderer(
            templates: templates,
            access: configuration.access,
            conformances: configuration.conformances
        )
        let rendered: [(path: String, contents: String)]
        var declarations: [String: DeclarationSummary] = [:]
        do throws(MustacheError) {
            switch configuration.layout {
            case .shards:
                rendered = try renderer.renderShards(
                    plan.files,
                    count: shardCount,
                    specPath: configuration.specFileName
                )
            case .files:
                // A file is described by its first declaration, the owner of the types written after it.
                for file in plan.files.reversed() { declarations[file.path] = DeclarationSummary(file.declaration) }
                rendered = try renderer.render(plan.files, specPath: configuration.specFileName)
            }
        } catch {
            throw failure(error.diagnostic, diagnostics)
        }
        return (rendered.map { GeneratedFile(path: $0.path, contents: $0.contents) }, declarations)
    }

    /// The resolved spec, filtered, and every declaration of its client with the file it goes in: the pipeline up
    /// to rendering, which `diff` compares.
    public static func plan(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> ClientPlan {
        var timings = GenerationTimings()
        let strict = configuration.isStrict ? WarningsAsErrors(diagnostics) : nil
        let plan = try plan(configuration, sources: sources, diagnostics: strict ?? diagnostics, timings: &timings)
        try failIfStrict(strict)
        return plan
    }

    /// Every diagnostic ``generate(_:sources:diagnostics:)`` emits for the same configuration, from the same run
    /// up to rendering, so the two cannot differ; then, as notes, what only the spec's author can act on
    /// (``SpecChecks``). Ordered by file, line and column.
    public static func lint(_ configuration: GeneratorConfiguration, sources: any SpecSourceProvider) -> [Diagnostic] {
        let bag = DiagnosticBag()
        var timings = GenerationTimings()
        do {
            let prepared = try prepare(configuration, sources: sources, diagnostics: bag, timings: &timings)
            SpecChecks.run(on: prepared.plan.document, diagnostics: bag)
        } catch {
            for diagnostic in error.diagnostics where !bag.diagnostics.contains(diagnostic) { bag.emit(diagnostic) }
        }
        return OpenAPILoader.ordered(bag.diagnostics)
    }

    /// The templates and the plan: everything `generate` and `lint` share, every diagnostic of the spec emitted
    /// (through `strict` when the configuration is strict; the caller fails when it passed any warning on).
    private static func prepare(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector,
        timings: inout GenerationTimings
    ) throws(DiagnosticError) -> (plan: ClientPlan, templates: TemplateSet, strict: WarningsAsErrors?) {
        let strict = configuration.isStrict ? WarningsAsErrors(diagnostics) : nil
        let diagnostics = strict ?? diagnostics
        let templates: TemplateSet
        do throws(MustacheError) {
            templates = try TemplateSet(
                builtIn: BuiltInTemplates.all,
                overrideDirectory: configuration.templates.map { URL(fileURLWithPath: $0, isDirectory: true) }
            )
        } catch {
            throw failure(error.diagnostic, diagnostics)
        }
        let plan = try plan(configuration, sources: sources, diagnostics: diagnostics, timings: &timings)
        for warning in templates.unknownOverrideWarnings { diagnostics.emit(warning) }
        return (plan, templates, strict)
    }

    /// Fails with every warning a strict run passed on as an error, when there is one. A note says so first: each
    /// message still tells how ClientGen would have worked around the problem, which it does only when not strict.
    private static func failIfStrict(_ strict: WarningsAsErrors?) throws(DiagnosticError) {
        guard let strict, !strict.promoted.isEmpty else { return }
        let count = strict.promoted.count
        let errors = count == 1 ? "its warning is an error" : "its \(count) warnings are errors"
        strict.emit(
            Diagnostic(
                .note,
                .generatorStrict,
                "the client is strict, so \(errors) and nothing was generated; without strict, ClientGen would "
                    + "work around each as it says",
                at: nil
            )
        )
        throw DiagnosticError(strict.promoted)
    }

    private static func plan(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector,
        timings: inout GenerationTimings
    ) throws(DiagnosticError) -> ClientPlan {
        let clock = ContinuousClock()
        var loadTimings = LoadTimings()
        defer { timings.add(loadTimings) }
        var options = OpenAPILoader.Options()
        options.allowsReferencesOutsideSpecFolder = configuration.allowsReferencesOutsideSpecFolder
        options.overlays = configuration.overlays
        let loaded: OpenAPIDocument
        do {
            loaded = try OpenAPILoader(options: options).load(
                path: configuration.spec,
                sources: sources,
                diagnostics: diagnostics,
                timings: &loadTimings
            )
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw failure(Diagnostic(.error, .generatorFailed, "\(error)", at: nil), diagnostics)
        }
        let translationStarted = clock.now
        defer { timings.translate = clock.now - translationStarted }
        // Against the whole spec: what a filter leaves out is still there to be named.
        let overrideErrors = configuration.overrides.check(against: loaded)
        if !overrideErrors.isEmpty {
            for error in overrideErrors { diagnostics.emit(error) }
            throw DiagnosticError(overrideErrors)
        }
        let document = loaded.filtered(by: configuration.filter)
        let translator = ClientTranslator(
            options: .init(
                namespace: configuration.namespace,
                grouping: configuration.grouping,
                formArrays: configuration.formArrays,
                numbers: configuration.numbers,
                overrides: configuration.overrides
            )
        )
        return ClientPlan(document: document, files: try translator.translate(document, diagnostics: diagnostics))
    }

    /// Every change from `old` to `new` as a caller of the generated client and the wire see it, worst first.
    public static func compare(_ old: ClientPlan, _ new: ClientPlan) -> [APIChange] {
        SpecDiff.compare(old, new)
    }

    private static func failure(_ diagnostic: Diagnostic, _ diagnostics: DiagnosticCollector) -> DiagnosticError {
        diagnostics.emit(diagnostic)
        return DiagnosticError(diagnostic)
    }
}

/// One client's generated files, in memory.
public struct GeneratedClient: Sendable {
    /// Sorted by path.
    public var files: [GeneratedFile]
    /// What each file declares, by path; empty for the shard layout, whose files hold many declarations.
    public var declarations: [String: DeclarationSummary]
    public var timings: GenerationTimings
}

extension DiagnosticID {
    public static let generatorFailed: DiagnosticID = "generator.failed"
    /// A strict run failed on its warnings, made errors.
    public static let generatorStrict: DiagnosticID = "generator.strict"
}
