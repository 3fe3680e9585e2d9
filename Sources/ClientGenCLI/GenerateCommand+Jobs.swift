import ClientGenerator

/// Which clients a `generate` run covers, how generated files name their spec, and the command that regenerates.
extension GenerateCommand {
    /// The clients `--client` names (all when it is absent), with `--output` and every setting's option applied.
    static func selected(
        _ clients: [ClientConfiguration.Client],
        arguments: ParsedArguments
    ) throws -> [ClientConfiguration.Client] {
        var jobs = clients
        if let names = arguments.values["--client"] {
            for name in names where !clients.contains(where: { $0.isNamed(name) }) {
                throw CLIError.unknownClient(name, known: clients.map { $0.configuration.module ?? $0.output })
            }
            jobs = clients.filter { client in names.contains { client.isNamed($0) } }
        }
        if let output = arguments.value("--output") {
            guard jobs.count == 1 else { throw CLIError.outputNeedsOneClient(count: jobs.count) }
            jobs[0].output = output
        }
        for index in jobs.indices { jobs[index].configuration = applying(arguments, to: jobs[index].configuration) }
        if let client = jobs.first(where: { $0.output.isEmpty }) {
            throw CLIError.missingArgument(
                "an 'output' for '\(client.configuration.spec)' in the configuration",
                command: "generate"
            )
        }
        return jobs
    }

    /// The command that brings the folder up to date: this one without `--check`, its options in help's order.
    static func regenerateCommand(_ arguments: ParsedArguments) -> String {
        var words = ["clientgen", "generate"] + arguments.positionals
        for option in spec.options where !runOptions.contains(where: { $0.name == option.name }) {
            if option.valueName == nil {
                if arguments.flags.contains(option.name) { words.append(option.name) }
            } else {
                words += (arguments.values[option.name] ?? []).flatMap { [option.name, $0] }
            }
        }
        return words.map(shellQuoted).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
