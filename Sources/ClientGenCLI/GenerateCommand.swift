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
        synopsis: "generate (<spec> --output <dir> | --config <file> [--client <name>]...)",
        arguments: [.init(name: "<spec>", help: GeneratorConfiguration.settings[0].help)],
        options: [
            .init(name: "--output", valueName: "dir", help: "The folder the client's files go to."),
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
        ] + settingOptions + runOptions,
        discussion: """
            Files are written only when their content changes; generated files that are no longer produced are
            removed; files ClientGen did not write are never touched. Nothing is written when the spec has errors:
            YAML that does not parse, a document that is not OpenAPI, a limit hit, or a '$ref' that leaves the
            spec's folder. Anything else is worked around with a located warning that says how (an unresolved
            '$ref' is treated as JSONValue, an untyped path parameter typed as String, ...), and the warnings are
            counted by id at the end. With --strict (or 'strict: true' for a client) every warning is an error.
            A clientgen.yaml lists clients as 'clients: [{spec, output, module, ...}]', a key for each option
            above, paths relative to the file; with --config, an option given overrides every client's (a repeatable
            one adds to it), and --output sets the output folder of the one client selected. Filters keep the operations matching any tag, operation id or path glob
            given, and exactly the schemas those operations reach. A run whose spec files, options and output folder
            are as the last run left them is skipped; the record of it is kept in ~/.cache/clientgen
            ($CLIENTGEN_CACHE_DIR; empty keeps none). Exit status: 0 done (or up to date with --check), 1 errors or
            out of date, 2 bad usage.
            """
    )

    /// The options of ``GeneratorConfiguration/settings``: every one a `clientgen.yaml` client can set.
    static let settingOptions: [CommandSpec.Option] = GeneratorConfiguration.settings.compactMap { setting in
        setting.option.map { option in
            CommandSpec.Option(
                name: option,
                valueName: setting.kind == .flag ? nil : setting.valueName,
                help: setting.help,
                allowed: setting.allowed,
                isRepeatable: setting.isRepeatable
            )
        }
    }

    /// The options of the run rather than of a client.
    static let runOptions: [CommandSpec.Option] = [
        .init(name: "--check", help: "Write nothing; fail with a diff when the folder is out of date."),
        .init(name: "--quiet", help: "Print diagnostics only, not what was written (for build plugins)."),
        .init(name: "--timings", help: "Print how long each phase took (parse, model, translate, render, write)."),
    ]

    /// `configuration` with the settings `arguments` gives applied: a list added to, anything else replaced.
    static func applying(_ arguments: ParsedArguments, to configuration: GeneratorConfiguration)
        -> GeneratorConfiguration
    {
        var configuration = configuration
        for setting in GeneratorConfiguration.settings {
            guard let option = setting.option else { continue }
            if setting.kind == .flag {
                if arguments.flags.contains(option) { setting.apply(&configuration, ["true"]) }
            } else if let values = arguments.values[option] {
                setting.apply(&configuration, values)
            }
        }
        return configuration
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let isCheck = arguments.flags.contains("--check")
        let printsTimings = arguments.flags.contains("--timings")
        let isQuiet = arguments.flags.contains("--quiet")
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
            let configuration = applying(arguments, to: GeneratorConfiguration(spec: specPath))
            jobs = [ClientConfiguration.Client(configuration: configuration, output: output)]
        }
        var result = ExitCode.success
        for job in jobs {
            let outcome = run(
                job,
                isCheck: isCheck,
                printsTimings: printsTimings,
                isQuiet: isQuiet,
                regenerate: regenerateCommand(arguments),
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
        isQuiet: Bool,
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
            if !isQuiet { console.write("\(job.output): " + summary.line(elapsed: clock.now - started) + "\n") }
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
            guard !isQuiet else { return .success }
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

    /// Everything about a job that changes its output, besides the spec files and the executable: the folder it
    /// runs in, the output folder and the whole configuration, encoded, so that no option can be left out.
    static func fingerprintIdentity(of job: ClientConfiguration.Client) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let configuration = (try? encoder.encode(job.configuration)).map { [UInt8]($0) } ?? []
        let fields = [Array(FileManager.default.currentDirectoryPath.utf8), Array(job.output.utf8), configuration]
        return fields.map { String(RunFingerprint.hash($0), radix: 16) }.joined(separator: " ")
    }

    private static func record(_ error: DiagnosticError, in diagnostics: DiagnosticBag) {
        for diagnostic in error.diagnostics where !diagnostics.diagnostics.contains(diagnostic) {
            diagnostics.emit(diagnostic)
        }
    }
}
