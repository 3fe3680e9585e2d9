import Diagnostics
import YAMLNodes

/// `clientgen convert FILE [--to json]`: prints what ClientGen reads, after anchors and merges, as JSON.
enum ConvertCommand: Command {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Print a YAML or JSON file as JSON, exactly as ClientGen reads it.",
        synopsis: "convert <file>",
        arguments: [.init(name: "<file>", help: "The YAML or JSON file to read; '-' reads standard input.")],
        options: [
            .init(name: "--to", valueName: "format", help: "The output format (default: json).", allowed: ["json"]),
            .init(name: "--compact", help: "Write each document on one line instead of indenting."),
        ],
        discussion: """
            Each document of the stream is printed as one JSON value, keys in document order, with aliases
            expanded and '<<' merge keys applied. Integers keep every digit; .inf and .nan become strings.
            Exit status: 0 converted, 1 the input has errors (printed as file:line:col diagnostics), 2 bad usage.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let path = arguments.positionals.first else {
            throw CLIError.missingArgument("<file>", command: "convert")
        }
        if arguments.positionals.count > 1 {
            throw CLIError.unexpectedArgument(arguments.positionals[1], command: "convert")
        }
        let source = SourceFile(path: path == "-" ? "<stdin>" : path, bytes: try console.read(path))
        let diagnostics = DiagnosticBag()
        let writer = JSONWriter(isPretty: !arguments.flags.contains("--compact"))
        var output: [UInt8] = []
        do {
            let documents = try YAMLParser().parse(source, diagnostics: diagnostics)
            if !diagnostics.hasErrors {
                output = try writer.encode(documents, capacity: source.bytes.count)
            }
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics where !diagnostics.diagnostics.contains(diagnostic) {
                diagnostics.emit(diagnostic)
            }
        }
        for diagnostic in diagnostics.diagnostics {
            console.writeError(diagnostic.description + "\n")
        }
        guard !diagnostics.hasErrors else { return .failure }
        console.write(utf8: output)
        return .success
    }
}
