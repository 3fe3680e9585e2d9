/// Everything that can go wrong on the command line itself; all its text is produced here.
public enum CLIError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(String, command: String)
    case missingValue(option: String, command: String)
    case missingArgument(String, command: String)
    case unexpectedArgument(String, command: String)
    case invalidValue(String, option: String, allowed: [String])
    case cannotRead(path: String, reason: String)
    case unknownClient(String, known: [String])
    case outputNeedsOneClient(count: Int)

    public var description: String {
        switch self {
        case .unknownCommand(let name):
            "unknown command '\(name)'; see 'clientgen --help'"
        case .unknownOption(let option, let command):
            "unknown option '\(option)' for 'clientgen \(command)'; see 'clientgen help \(command)'"
        case .missingValue(let option, let command):
            "option '\(option)' of 'clientgen \(command)' needs a value"
        case .missingArgument(let name, let command):
            "'clientgen \(command)' needs \(name); see 'clientgen help \(command)'"
        case .unexpectedArgument(let argument, let command):
            "unexpected argument '\(argument)' for 'clientgen \(command)'"
        case .invalidValue(let value, let option, let allowed):
            "'\(value)' is not a value of '\(option)'; use one of: \(allowed.joined(separator: ", "))"
        case .cannotRead(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .unknownClient(let name, let known):
            "no client '\(name)' in the configuration; it has: \(known.joined(separator: ", "))"
        case .outputNeedsOneClient(let count):
            "--output with --config needs exactly one client (select it with --client); \(count) selected"
        }
    }

    /// Usage mistakes exit with 2, unreadable input with 1.
    public var exitCode: ExitCode {
        if case .cannotRead = self { return .failure }
        return .usage
    }
}
