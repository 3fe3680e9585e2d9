/// One subcommand of `clientgen`.
protocol Command {
    static var spec: CommandSpec { get }
    /// Runs with arguments already split by ``spec``; returns the exit code.
    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}
