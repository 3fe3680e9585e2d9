import ClientGenerator
import Diagnostics
import Foundation
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
            "generate (<spec> --output <dir> [--module <name>] [--access <level>] [--templates <dir>] [--conformances <set>] [--filter-tag <tag>] [--filter-operation <id>] [--filter-path <glob>] | --config <file> [--client <name>]...) [--overlay <file>]... [--strict] [--check] [--timings]",
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
                allowed: GeneratorConfiguration.Layout.allCases.map(\.rawValue)
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
            .overlay(
                "Apply this OpenAPI Overlay to the spec first (repeatable, in order; with --config, to each client)."
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
            .init(
                name: "--strict",
                help: "Treat every warning as an error, so nothing is written while the spec needs a workaround."
            ),
            .init(name: "--check", help: "Write nothing; fail with a diff when the folder is out of date."),
            .init(name: "--timings", help: "Print how long each phase took (parse, model, translate, render, write)."),
        ],
        discussion: """
            Files are written only when their content changes; generated files that are no longer produced are
            removed; files ClientGen did not write are never touched. Nothing is written when the spec has errors:
            YAML that does not parse, a document that is not OpenAPI, a limit hit, or a '$ref' that leaves the
            spec's folder. Anything else is worked around with a located warning that says how (an unresolved
            '$ref' is treated as JSONValue, an untyped path parameter typed as String, ...), and the warnings are
            counted by id at the end. With --strict (or 'strict: true' for a client) every warning is an error.
            A clientgen.yaml lists clients as 'clients: [{spec, output, module, access, templates, group-by, layout,
            conformances, strict, filter, overlays, form-arrays, numbers}]', paths relative to the file; --layout overrides every client's layout, and --output the output
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
        var report = DiagnosticReport()
        defer {
            for line in report.lines { console.writeError(line + "\n") }
        }
        let jobs: [ClientConfiguration.Client]
        if let configPath = arguments.value("--config") {
            if let extra = arguments.positionals.first {
                throw CLIError.unexpectedArgument(extra, command: "generate")
            }
            let clients: [ClientConfiguration.Client]
            let diagnostics = DiagnosticBag()
            do {
                let source = SourceFile(path: configPath, bytes: try console.read(configPath))
                clients = try ClientConfiguration.load(source, diagnostics: diagnostics).clients
            } catch is DiagnosticError {
                // The configuration's own errors, which the summary of the specs' diagnostics does not count.
                report.add(lines: diagnostics.diagnostics.map(\.description), counted: [])
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
            let configuration = GeneratorConfiguration(
                spec: specPath,
                module: arguments.value("--module"),
                access: arguments.choice("--access", as: AccessLevel.self) ?? .public,
                grouping: arguments.choice("--group-by", as: ClientTranslator.Options.Grouping.self) ?? .spec,
                layout: arguments.choice("--layout", as: GeneratorConfiguration.Layout.self) ?? .files,
                conformances: arguments.choice("--conformances", as: ModelConformances.self) ?? .hashable,
                templates: arguments.value("--templates"),
                filter: OperationFilter(
                    tags: arguments.values["--filter-tag"] ?? [],
                    operationIDs: arguments.values["--filter-operation"] ?? [],
                    paths: arguments.values["--filter-path"] ?? []
                ),
                overlays: arguments.values["--overlay"] ?? [],
                isStrict: arguments.flags.contains("--strict")
            )
            jobs = [ClientConfiguration.Client(configuration: configuration, output: output)]
        }
        var result = ExitCode.success
        for job in jobs {
            let outcome = run(
                job,
                isCheck: isCheck,
                printsTimings: printsTimings,
                regenerate: regenerateCommand(arguments, job: job),
                console: console,
                report: &report
            )
            if outcome != .success { result = outcome }
        }
        return result
    }

    /// Generates one client, or checks its folder; prints the summary or the diff, and adds what it found about
    /// the spec to `report`.
    private static func run(
        _ job: ClientConfiguration.Client,
        isCheck: Bool,
        printsTimings: Bool,
        regenerate: String,
        console: Console,
        report: inout DiagnosticReport
    ) -> ExitCode {
        let clock = ContinuousClock()
        let started = clock.now
        var timings = GenerationTimings()
        defer { if printsTimings { console.writeError("\(job.output): \(timings.line)\n") } }
        // A run whose inputs and output folder are exactly as the last run left them has nothing to do.
        let configuration = job.configuration
        let fingerprintLocation =
            isCheck || configuration.templates != nil || configuration.spec == "-"
            ? nil : console.cacheDirectory.map { RunFingerprint.location(for: job.output, in: $0) }
        let jobIdentity = fingerprintIdentity(of: job)
        if let fingerprintLocation, let last = RunFingerprint.load(from: fingerprintLocation),
            last.executable == RunFingerprint.executableIdentity, last.job == jobIdentity,
            last.isCurrent(output: job.output, read: console.read)
        {
            let summary = WriteSummary(written: [], unchanged: last.outputs.map(\.path), removed: [])
            console.write("\(job.output): " + summary.line(elapsed: clock.now - started) + "\n")
            report.add(lines: last.messages, counted: last.diagnostics)
            return .success
        }
        // Each job's diagnostics are printed together, in the order of their places, as `lint` prints them.
        let diagnostics = DiagnosticBag()
        defer { report.add(OpenAPILoader.ordered(diagnostics.diagnostics)) }
        if let fingerprintLocation { RunFingerprint.remove(at: fingerprintLocation) }
        let sources = RecordingSpecSources(ConsoleSpecSources(console: console))
        let client: GeneratedClient
        do {
            client = try ClientGenerator.generate(configuration, sources: sources, diagnostics: diagnostics)
        } catch {
            record(error, in: diagnostics)
            return .failure
        }
        timings = client.timings
        let directory = URL(fileURLWithPath: job.output, isDirectory: true)
        let writeStarted = clock.now
        defer { timings.write = clock.now - writeStarted }
        do {
            if isCheck {
                let check = try OutputWriter().check(client.files, against: directory, diagnostics: diagnostics)
                console.write(check.message(regenerateCommand: regenerate))
                return check.isStale ? .failure : .success
            }
            let summary = try OutputWriter().write(client.files, to: directory, diagnostics: diagnostics)
            if let fingerprintLocation, let outputs = RunFingerprint.outputs(client.files.map(\.path), in: job.output) {
                let printed = OpenAPILoader.ordered(diagnostics.diagnostics)
                RunFingerprint(
                    executable: RunFingerprint.executableIdentity,
                    job: jobIdentity,
                    inputs: sources.inputs,
                    outputs: outputs,
                    messages: printed.map(\.description)
                        .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map(String.init),
                    diagnostics: printed
                ).save(to: fingerprintLocation)
            }
            console.write("\(job.output): " + summary.line(elapsed: clock.now - started) + "\n")
            for line in DeclarationChanges(summary, declarations: client.declarations).lines() {
                console.write(line + "\n")
            }
            return .success
        } catch {
            record(error, in: diagnostics)
            return .failure
        }
    }

    /// Everything about a job that changes its output, besides the spec files and the executable.
    private static func fingerprintIdentity(of job: ClientConfiguration.Client) -> String {
        let configuration = job.configuration
        let filter = configuration.filter
        let fields: [String] = [
            FileManager.default.currentDirectoryPath, configuration.spec, job.output, configuration.module ?? "-",
            configuration.access.rawValue, configuration.grouping.rawValue, configuration.layout.rawValue,
            configuration.conformances.rawValue, filter.tags.joined(separator: ","),
            filter.operationIDs.joined(separator: ","), filter.paths.joined(separator: ","),
            String(configuration.allowsReferencesOutsideSpecFolder), String(configuration.isStrict),
            configuration.overlays.joined(separator: "\n"), configuration.formArrays.rawValue,
            configuration.numbers.rawValue,
        ]
        return fields.map { String(RunFingerprint.hash(Array($0.utf8)), radix: 16) }.joined(separator: " ")
    }

    private static func record(_ error: DiagnosticError, in diagnostics: DiagnosticBag) {
        for diagnostic in error.diagnostics where !diagnostics.diagnostics.contains(diagnostic) {
            diagnostics.emit(diagnostic)
        }
    }
}
