import Diagnostics
import OpenAPIModel

/// `clientgen lint SPEC… [--format text|json]`: every problem of each spec, located.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check OpenAPI specs and print every problem with its file:line:col.",
        usage: "lint <spec>... [--format text|json] [--allow-outside-references]",
        arguments: [.init(name: "<spec>...", help: "OpenAPI 3.0/3.1/3.2 or Swagger 2.0 files, YAML or JSON.")],
        options: [
            .init(
                name: "--format",
                valueName: "format",
                help: "text (default) or json.",
                allowed: ["text", "json"]
            ),
            .init(
                name: "--allow-outside-references",
                help: "Let $ref read absolute paths and files outside the spec's folder."
            ),
        ],
        discussion: """
            Files a spec references with a relative '$ref' are read too; URLs and files outside the spec's folder
            are refused. Warnings mark what is legal but will be skipped or read leniently by generation.
            Exit status: 0 no errors (warnings allowed), 1 a spec has errors, 2 bad usage.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw CLIError.missingArgument("<spec>", command: "lint")
        }
        var options = OpenAPILoader.Options()
        options.allowsReferencesOutsideSpecFolder = arguments.flags.contains("--allow-outside-references")
        let loader = OpenAPILoader(options: options)
        var all: [Diagnostic] = []
        for path in arguments.positionals {
            _ = try console.read(path)  // an unreadable spec is a command-line error, like for the other commands
            all += loader.lint(path: path, sources: ConsoleSpecSources(console: console))
        }
        if arguments.value("--format") == "json" {
            console.write(DiagnosticJSON.render(all))
        } else {
            for diagnostic in all { console.write(diagnostic.description + "\n") }
            let errors = all.filter(\.isError).count
            let warnings = all.filter { $0.severity == .warning }.count
            console.write("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
        }
        return all.contains(where: \.isError) ? .failure : .success
    }
}
