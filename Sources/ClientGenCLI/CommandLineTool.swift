/// The `clientgen` command line: picks the subcommand, prints help and errors, returns the exit code.
public enum CommandLineTool {
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [GenerateCommand.self, DiffCommand.self, LintCommand.self, BundleCommand.self, ConvertCommand.self]
    }

    static var overview: String {
        var text = """
            OVERVIEW: ClientGen turns OpenAPI specs into typed Swift clients.

            USAGE: clientgen <command> [options]

            COMMANDS:

            """
        for command in commands {
            let name = command.spec.name
            text += "  \(name)\(String(repeating: " ", count: max(1, 12 - name.count)))\(command.spec.abstract)\n"
        }
        text += """
              help        Show help for a command: 'clientgen help <command>'.

            OPTIONS:
              -h, --help  Show this help.
              --version   Show the version.

            """
        return text
    }

    /// Runs `arguments` (without the program name) and returns the process exit code.
    public static func main(arguments: [String], console: Console) -> Int32 {
        do {
            return try run(arguments, console: console).rawValue
        } catch let error as CLIError {
            console.writeError("error: \(error)\n")
            return error.exitCode.rawValue
        } catch {
            console.writeError("error: \(error)\n")
            return ExitCode.failure.rawValue
        }
    }

    private static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        guard let first = arguments.first else {
            console.writeError(overview)
            return .usage
        }
        if first == "-h" || first == "--help" {
            console.write(overview)
            return .success
        }
        if first == "--version" {
            console.write("clientgen \(version)\n")
            return .success
        }
        if first == "help" {
            guard let name = arguments.dropFirst().first else {
                console.write(overview)
                return .success
            }
            console.write(try command(named: name).spec.helpText)
            return .success
        }
        let command = try command(named: first)
        let parsed = try command.spec.parse(Array(arguments.dropFirst()))
        if parsed.wantsHelp {
            console.write(command.spec.helpText)
            return .success
        }
        return try command.run(parsed, console: console)
    }

    private static func command(named name: String) throws -> any Command.Type {
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            throw CLIError.unknownCommand(name)
        }
        return command
    }
}
