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
public enum ClientGenerator {
    /// How many files ``GeneratorConfiguration/Layout/shards`` always writes.
    public static let shardCount = 8

    /// Loads, translates and renders one client, all in memory. Fatal problems (the spec has errors, a template
    /// does not render) are emitted and thrown as a ``DiagnosticError``; what can be worked around is emitted as
    /// a warning.
    public static func generate(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> GeneratedClient {
        let clock = ContinuousClock()
        var timings = GenerationTimings()
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
        let renderStarted = clock.now
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
                // A file is described by its first declaration, the owner of any inline types after it.
                for file in plan.files.reversed() { declarations[file.path] = DeclarationSummary(file.declaration) }
                rendered = try renderer.render(plan.files, specPath: configuration.specFileName)
            }
        } catch {
            throw failure(error.diagnostic, diagnostics)
        }
        timings.render = clock.now - renderStarted
        return GeneratedClient(
            files: rendered.map { GeneratedFile(path: $0.path, contents: $0.contents) },
            declarations: declarations,
            timings: timings
        )
    }

    /// The resolved spec, filtered, and every declaration of its client with the file it goes in: the pipeline up
    /// to rendering, which `diff` compares.
    public static func plan(
        _ configuration: GeneratorConfiguration,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> ClientPlan {
        var timings = GenerationTimings()
        return try plan(configuration, sources: sources, diagnostics: diagnostics, timings: &timings)
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
        let document = loaded.filtered(by: configuration.filter)
        let translator = ClientTranslator(
            options: .init(namespace: configuration.namespace, grouping: configuration.grouping)
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
}
