import ClientGenTemplates
import Diagnostics
import Foundation
import Mustache
import OpenAPIModel
import OutputWriter
import SwiftEmitter
import YAMLNodes

/// `clientgen generate SPEC --output DIR`: the whole pipeline, from a spec to a folder of Swift files.
enum GenerateCommand: Command {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate a Swift client from an OpenAPI spec.",
        usage:
            "generate (<spec> --output <dir> [--module <name>] [--access <level>] [--templates <dir>] [--conformances <set>] [--filter-tag <tag>] [--filter-operation <id>] [--filter-path <glob>] | --config <file> [--client <name>]...) [--check] [--timings]",
        arguments: [.init(name: "<spec>", help: "An OpenAPI 3.x or Swagger 2.0 file, YAML or JSON.")],
        options: [
            .init(name: "--output", valueName: "dir", help: "The folder the client's files go to."),
            .init(
                name: "--module",
                valueName: "name",
                help: "The enum the request builders live in (default: from the spec's file name)."
            ),
            .init(
                name: "--access",
                valueName: "level",
                help: "public (default), package or internal.",
                allowed: AccessLevel.allCases.map(\.rawValue)
            ),
            .init(
                name: "--templates",
                valueName: "dir",
                help: "Override built-in templates with the same-named .mustache files in this folder."
            ),
            .init(
                name: "--group-by",
                valueName: "grouping",
                help: "spec (default): builders in the module's enum; tag: in an enum per operation tag.",
                allowed: ClientTranslator.Options.Grouping.allCases.map(\.rawValue)
            ),
            .init(
                name: "--layout",
                valueName: "layout",
                help: "files (default): a file per schema and operation; shards: ClientGen0…7.swift (build plugins).",
                allowed: ["files", "shards"]
            ),
            .init(
                name: "--conformances",
                valueName: "set",
                help:
                    "hashable (default): models are Codable, Hashable, Sendable; codable: not Hashable (quicker builds).",
                allowed: ModelConformances.allCases.map(\.rawValue)
            ),
            .init(
                name: "--filter-tag",
                valueName: "tag",
                help: "Only operations with this tag, and the schemas they reach (repeatable)."
            ),
            .init(
                name: "--filter-operation",
                valueName: "id",
                help: "Only the operation with this operationId, and the schemas it reaches (repeatable)."
            ),
            .init(
                name: "--filter-path",
                valueName: "glob",
                help: "Only operations whose path matches, such as '/v1/users/**' (repeatable)."
            ),
            .init(
                name: "--config",
                valueName: "file",
                help: "Generate every client listed in a clientgen.yaml instead of one spec."
            ),
            .init(
                name: "--client",
                valueName: "name",
                help: "With --config: only this client (its module, output folder or spec); repeatable."
            ),
            .init(name: "--check", help: "Write nothing; fail with a diff when the folder is out of date."),
            .init(name: "--timings", help: "Print how long each phase took (parse, model, translate, render, write)."),
        ],
        discussion: """
            Files are written only when their content changes; generated files that are no longer produced are
            removed; files ClientGen did not write are never touched. Nothing is written when the spec has errors.
            A clientgen.yaml lists clients as 'clients: [{spec, output, module, access, templates, group-by, layout,
            conformances, filter}]', paths relative to the file; --layout overrides every client's layout, and --output the output
            folder of the one client selected. Filters keep the operations matching any tag, operation id or path glob
            given, and exactly the schemas those operations reach. A run whose spec files, options and output folder
            are as the last run left them is skipped; the record of it is kept in ~/.cache/clientgen
            ($CLIENTGEN_CACHE_DIR; empty keeps none). Exit status: 0 done (or up to date with --check), 1 errors or
            out of date, 2 bad usage.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let isCheck = arguments.flags.contains("--check")
        let printsTimings = arguments.flags.contains("--timings")
        let diagnostics = DiagnosticBag()
        defer {
            for diagnostic in diagnostics.diagnostics { console.writeError(diagnostic.description + "\n") }
        }
        let jobs: [ClientConfiguration.Client]
        if let configPath = arguments.value("--config") {
            if let extra = arguments.positionals.first {
                throw CLIError.unexpectedArgument(extra, command: "generate")
            }
            let clients: [ClientConfiguration.Client]
            do {
                let source = SourceFile(path: configPath, bytes: try console.read(configPath))
                clients = try ClientConfiguration.load(source, diagnostics: diagnostics).clients
            } catch is DiagnosticError {
                return .failure
            }
            jobs = try selected(clients, arguments: arguments)
        } else {
            guard let specPath = arguments.positionals.first else {
                throw CLIError.missingArgument("<spec>", command: "generate")
            }
            if arguments.positionals.count > 1 {
                throw CLIError.unexpectedArgument(arguments.positionals[1], command: "generate")
            }
            guard let output = arguments.value("--output") else {
                throw CLIError.missingArgument("--output <dir>", command: "generate")
            }
            jobs = [
                .init(
                    spec: specPath,
                    output: output,
                    module: arguments.value("--module"),
                    access: arguments.value("--access"),
                    templates: arguments.value("--templates"),
                    groupBy: arguments.value("--group-by"),
                    layout: arguments.value("--layout"),
                    conformances: arguments.value("--conformances"),
                    filter: OperationFilter(
                        tags: arguments.values["--filter-tag"] ?? [],
                        operationIDs: arguments.values["--filter-operation"] ?? [],
                        paths: arguments.values["--filter-path"] ?? []
                    )
                )
            ]
        }
        var result = ExitCode.success
        for job in jobs {
            let outcome = run(
                job,
                isCheck: isCheck,
                printsTimings: printsTimings,
                regenerate: regenerateCommand(arguments, job: job),
                console: console,
                diagnostics: diagnostics
            )
            if outcome != .success { result = outcome }
        }
        return result
    }

    /// Generates one client, or checks its folder; prints the summary or the diff.
    private static func run(
        _ job: ClientConfiguration.Client,
        isCheck: Bool,
        printsTimings: Bool,
        regenerate: String,
        console: Console,
        diagnostics: DiagnosticBag
    ) -> ExitCode {
        let clock = ContinuousClock()
        let started = clock.now
        var timings = GenerationTimings()
        defer { if printsTimings { console.writeError("\(job.output): \(timings.line)\n") } }
        // A run whose inputs and output folder are exactly as the last run left them has nothing to do.
        let fingerprintLocation =
            isCheck || job.templates != nil || job.spec == "-"
            ? nil : console.cacheDirectory.map { RunFingerprint.location(for: job.output, in: $0) }
        let jobIdentity = fingerprintIdentity(of: job)
        if let fingerprintLocation, let last = RunFingerprint.load(from: fingerprintLocation),
            last.executable == RunFingerprint.executableIdentity, last.job == jobIdentity,
            last.isCurrent(output: job.output, read: console.read)
        {
            let summary = WriteSummary(written: [], unchanged: last.outputs.map(\.path), removed: [])
            console.write("\(job.output): " + summary.line(elapsed: clock.now - started) + "\n")
            for message in last.messages { console.writeError(message + "\n") }
            return .success
        }
        let earlierDiagnostics = diagnostics.diagnostics.count
        if let fingerprintLocation { RunFingerprint.remove(at: fingerprintLocation) }
        let sources = RecordingSpecSources(ConsoleSpecSources(console: console))
        let files: [GeneratedFile]
        var declarations: [String: String] = [:]
        do {
            files = try generate(
                job,
                sources: sources,
                diagnostics: diagnostics,
                timings: &timings,
                declarations: &declarations
            )
        } catch let error as DiagnosticError {
            record(error, in: diagnostics)
            return .failure
        } catch let error as MustacheError {
            diagnostics.emit(error.diagnostic)
            return .failure
        } catch {
            diagnostics.emit(Diagnostic(.error, "cli.generate", "\(error)", at: nil))
            return .failure
        }
        let directory = URL(fileURLWithPath: job.output, isDirectory: true)
        let writeStarted = clock.now
        defer { timings.write = clock.now - writeStarted }
        do {
            if isCheck {
                let report = try OutputWriter().check(files, against: directory, diagnostics: diagnostics)
                console.write(report.message(regenerateCommand: regenerate))
                return report.isStale ? .failure : .success
            }
            let summary = try OutputWriter().write(files, to: directory, diagnostics: diagnostics)
            if let fingerprintLocation, let outputs = RunFingerprint.outputs(files.map(\.path), in: job.output) {
                let printed = diagnostics.diagnostics.dropFirst(earlierDiagnostics).map(\.description)
                RunFingerprint(
                    executable: RunFingerprint.executableIdentity,
                    job: jobIdentity,
                    inputs: sources.inputs,
                    outputs: outputs,
                    messages: printed.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
                        .map(String.init)
                ).save(to: fingerprintLocation)
            }
            console.write("\(job.output): " + summary.line(elapsed: clock.now - started) + "\n")
            for line in DeclarationChanges(summary, declarations: declarations).lines() {
                console.write(line + "\n")
            }
            return .success
        } catch {
            record(error, in: diagnostics)
            return .failure
        }
    }

    /// How many files the shard layout always writes.
    static let shardCount = 8

    /// Loads, translates and renders one client, all in memory; `declarations` gets what each file declares
    /// (`struct Pet`) by path.
    static func generate(
        _ job: ClientConfiguration.Client,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticBag,
        timings: inout GenerationTimings,
        declarations: inout [String: String]
    ) throws -> [GeneratedFile] {
        let clock = ContinuousClock()
        var loadTimings = LoadTimings()
        defer { timings.add(loadTimings) }
        let loaded = try OpenAPILoader().load(
            path: job.spec,
            sources: sources,
            diagnostics: diagnostics,
            timings: &loadTimings
        )
        let translationStarted = clock.now
        let document = loaded.filtered(by: job.filter)
        let namespace =
            job.module ?? SwiftNaming.typeName(URL(fileURLWithPath: job.spec).deletingPathExtension().lastPathComponent)
        let grouping = job.groupBy.flatMap(ClientTranslator.Options.Grouping.init(rawValue:)) ?? .spec
        let templates = try TemplateSet(
            builtIn: BuiltInTemplates.all,
            overrideDirectory: job.templates.map { URL(fileURLWithPath: $0, isDirectory: true) }
        )
        let access = job.access.flatMap(AccessLevel.init(rawValue:)) ?? .public
        let conformances = job.conformances.flatMap(ModelConformances.init(rawValue:)) ?? .hashable
        let renderer = SwiftFileRenderer(templates: templates, access: access, conformances: conformances)
        // The second core renders declarations while the first translates the rest.
        let bodies = BodyRenderer(renderer)
        let planned = ClientTranslator(options: .init(namespace: namespace, grouping: grouping)).translate(
            document,
            diagnostics: diagnostics,
            declared: bodies.declare
        )
        for warning in templates.unknownOverrideWarnings { diagnostics.emit(warning) }
        let renderStarted = clock.now
        timings.translate = renderStarted - translationStarted
        defer { timings.render = clock.now - renderStarted }
        if job.layout == "shards" {
            return try renderer.renderShards(
                planned,
                count: shardCount,
                specPath: headerPath(job.spec),
                bodies: bodies
            ).map { GeneratedFile(path: $0.path, contents: $0.contents) }
        }
        // A file is described by its first declaration, the owner of any inline types after it.
        for file in planned.reversed() { declarations[file.path] = DeclarationChanges.describe(file.declaration) }
        return try renderer.render(planned, specPath: headerPath(job.spec), bodies: bodies).map {
            GeneratedFile(path: $0.path, contents: $0.contents)
        }
    }

    /// Everything about a job that changes its output, besides the spec files and the executable.
    private static func fingerprintIdentity(of job: ClientConfiguration.Client) -> String {
        let fields: [String] = [
            FileManager.default.currentDirectoryPath, job.spec, job.output, job.module ?? "-", job.access ?? "-",
            job.groupBy ?? "-", job.layout ?? "-", job.conformances ?? "-", job.filter.tags.joined(separator: ","),
            job.filter.operationIDs.joined(separator: ","), job.filter.paths.joined(separator: ","),
        ]
        return fields.map { String(RunFingerprint.hash(Array($0.utf8)), radix: 16) }.joined(separator: " ")
    }

    private static func record(_ error: DiagnosticError, in diagnostics: DiagnosticBag) {
        for diagnostic in error.diagnostics where !diagnostics.diagnostics.contains(diagnostic) {
            diagnostics.emit(diagnostic)
        }
    }
}
