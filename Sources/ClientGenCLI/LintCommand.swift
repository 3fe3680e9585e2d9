import ClientGenerator
import Diagnostics
import OpenAPIModel
import YAMLNodes

/// `clientgen lint SPEC… [--format text|json]`: every problem of each spec, located; exactly what `generate` prints
/// for it, since both run the same library code (``ClientGenerator/lint(_:sources:)``), and a few notes only a spec's
/// author can act on.
enum LintCommand: Command {
    /// How the diagnostics are written (`--format`).
    enum Format: String, CaseIterable {
        case text, json
    }

    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check OpenAPI specs and print every problem with its file:line:col.",
        synopsis: "lint (<spec>... | --config <file> [--client <name>]...)",
        arguments: [.init(name: "<spec>...", help: "OpenAPI 3.0/3.1/3.2 or Swagger 2.0 files, YAML or JSON.")],
        options: [
            .init(
                name: "--format",
                valueName: "format",
                help: "text (default) or json.",
                allowed: Format.allCases.map(\.rawValue)
            ),
            .init(
                name: "--config",
                valueName: "file",
                help: "Check the specs of a clientgen.yaml as generate reads them (module, filter, strict)."
            ),
            .init(
                name: "--client",
                valueName: "name",
                help: "With --config: only this client (its module, output folder or spec); repeatable."
            ),
            .overlay("Apply this OpenAPI Overlay to each spec first (repeatable, in order), as generate does."),
            .init(name: "--strict", help: "Treat every warning as an error, as generate --strict does."),
            .init(
                name: "--allow-outside-references",
                help: "Let $ref read absolute paths and files outside the spec's folder."
            ),
        ],
        discussion: """
            Prints every diagnostic 'generate' prints for the same spec and options, warnings included (what
            generation works around, and how), then notes on what changes nothing in the client: operations
            without an operationId, schemas no operation uses. Files a spec references with a relative '$ref' are
            read too; URLs and files outside the spec's folder are refused.
            Exit status: 0 no errors (warnings and notes allowed), 1 a spec has errors, 2 bad usage.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let isStrict = arguments.flags.contains("--strict")
        let allowsOutside = arguments.flags.contains("--allow-outside-references")
        var configurations: [GeneratorConfiguration] = []
        if let configPath = arguments.value("--config") {
            if let extra = arguments.positionals.first { throw CLIError.unexpectedArgument(extra, command: "lint") }
            let diagnostics = DiagnosticBag()
            do {
                let source = SourceFile(path: configPath, bytes: try console.read(configPath))
                let clients = try ClientConfiguration.load(source, diagnostics: diagnostics).clients
                configurations = try selected(clients, names: arguments.values["--client"]).map(\.configuration)
            } catch is DiagnosticError {
                write(
                    diagnostics.diagnostics,
                    format: arguments.choice("--format", as: Format.self) ?? .text,
                    console: console
                )
                return .failure
            }
        } else {
            guard !arguments.positionals.isEmpty else {
                throw CLIError.missingArgument("<spec>", command: "lint")
            }
            configurations = arguments.positionals.map { GeneratorConfiguration(spec: $0) }
        }
        var all: [Diagnostic] = []
        for var configuration in configurations {
            configuration.isStrict = configuration.isStrict || isStrict
            configuration.overlays += arguments.values["--overlay"] ?? []
            configuration.allowsReferencesOutsideSpecFolder =
                configuration.allowsReferencesOutsideSpecFolder || allowsOutside
            all += ClientGenerator.lint(configuration, sources: ConsoleSpecSources(console: console))
        }
        write(all, format: arguments.choice("--format", as: Format.self) ?? .text, console: console)
        return all.contains(where: \.isError) ? .failure : .success
    }

    /// The clients `names` names, all when it is nil.
    private static func selected(
        _ clients: [ClientConfiguration.Client],
        names: [String]?
    ) throws -> [ClientConfiguration.Client] {
        guard let names else { return clients }
        for name in names where !clients.contains(where: { $0.isNamed(name) }) {
            throw CLIError.unknownClient(name, known: clients.map { $0.configuration.module ?? $0.output })
        }
        return clients.filter { client in names.contains { client.isNamed($0) } }
    }

    /// The diagnostics as JSON, or as text followed by the count of each id and of each severity.
    private static func write(_ diagnostics: [Diagnostic], format: Format, console: Console) {
        if format == .json {
            console.write(DiagnosticJSON.render(diagnostics))
            return
        }
        for diagnostic in diagnostics { console.write(diagnostic.description + "\n") }
        let summary = DiagnosticSummary(diagnostics)
        for line in summary.tallyLines { console.write(line + "\n") }
        func counted(_ severity: Diagnostic.Severity) -> String {
            let count = summary.count(of: severity)
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let notes = summary.count(of: .note) > 0 ? ", " + counted(.note) : ""
        console.write(counted(.error) + ", " + counted(.warning) + notes + "\n")
    }
}
