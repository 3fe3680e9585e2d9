import Diagnostics
import OpenAPIModel

/// `clientgen bundle SPEC`: the spec with every external `$ref` pulled into one document, on standard output.
enum BundleCommand: Command {
    static let spec = CommandSpec(
        name: "bundle",
        abstract: "Write a spec with every external $ref pulled into one document.",
        synopsis: "bundle <spec>",
        arguments: [.init(name: "<spec>", help: "The root OpenAPI file; files it references are read beside it.")],
        options: [
            .overlay("Apply this OpenAPI Overlay to the spec first (repeatable, in order): the bundle is the result."),
            .init(
                name: "--allow-outside-references",
                help: "Let $ref read absolute paths and files outside the spec's folder."
            ),
        ],
        discussion: """
            Schemas from other files become components named after them; other objects are copied in place.
            The bundle is written to standard output as JSON, which every YAML reader also reads:
            'clientgen bundle Specs/api.yaml > api.bundled.json'.
            Exit status: 0 bundled, 1 the spec has errors, 2 bad usage.
            """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let path = arguments.positionals.first else {
            throw CLIError.missingArgument("<spec>", command: "bundle")
        }
        if arguments.positionals.count > 1 {
            throw CLIError.unexpectedArgument(arguments.positionals[1], command: "bundle")
        }
        let bag = DiagnosticBag()
        let text: String
        _ = try console.read(path)  // an unreadable spec is a command-line error, like for the other commands
        do {
            var options = OpenAPILoader.Options()
            options.allowsReferencesOutsideSpecFolder = arguments.flags.contains("--allow-outside-references")
            options.overlays = arguments.values["--overlay"] ?? []
            text = try SpecBundler(options: options).bundle(
                path: path,
                sources: ConsoleSpecSources(console: console),
                diagnostics: bag
            )
        } catch {
            var diagnostics = OpenAPILoader.ordered(bag.diagnostics)
            // Writing the bundle as JSON throws its problem (a key JSON cannot hold, the output limit) without
            // emitting it.
            if let error = error as? DiagnosticError {
                diagnostics += error.diagnostics.filter { !diagnostics.contains($0) }
            }
            for diagnostic in diagnostics { console.writeError(diagnostic.description + "\n") }
            return .failure
        }
        for diagnostic in OpenAPILoader.ordered(bag.diagnostics) { console.writeError(diagnostic.description + "\n") }
        console.write(text)
        return .success
    }
}
