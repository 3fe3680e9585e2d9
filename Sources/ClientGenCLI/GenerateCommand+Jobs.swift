import ClientGenerator

/// Which clients a `generate` run covers, how generated files name their spec, and the command that regenerates.
extension GenerateCommand {
    /// The clients `--client` names (all when it is absent), with `--output`, `--layout`, `--overlay` and
    /// `--strict` applied.
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
        if let layout = arguments.choice("--layout", as: GeneratorConfiguration.Layout.self) {
            for index in jobs.indices { jobs[index].configuration.layout = layout }
        }
        if arguments.flags.contains("--strict") {
            for index in jobs.indices { jobs[index].configuration.isStrict = true }
        }
        for index in jobs.indices { jobs[index].configuration.overlays += arguments.values["--overlay"] ?? [] }
        if let client = jobs.first(where: { $0.output.isEmpty }) {
            throw CLIError.missingArgument(
                "an 'output' for '\(client.configuration.spec)' in the configuration",
                command: "generate"
            )
        }
        return jobs
    }

    /// The command that brings the folder up to date: this one without `--check`.
    static func regenerateCommand(_ arguments: ParsedArguments, job: ClientConfiguration.Client) -> String {
        if let config = arguments.value("--config") {
            var words = ["clientgen", "generate", "--config", config]
            for name in arguments.values["--client"] ?? [] { words += ["--client", name] }
            for option in ["--output", "--layout"] {
                if let value = arguments.value(option) { words += [option, value] }
            }
            for overlay in arguments.values["--overlay"] ?? [] { words += ["--overlay", overlay] }
            if arguments.flags.contains("--strict") { words.append("--strict") }
            return words.map(shellQuoted).joined(separator: " ")
        }
        let configuration = job.configuration
        var words = ["clientgen", "generate", configuration.spec, "--output", job.output]
        // Options at their defaults are left out, as a user would leave them out.
        let defaults = GeneratorConfiguration(spec: configuration.spec)
        let options: [(String, String?)] = [
            ("--module", configuration.module),
            ("--access", configuration.access == defaults.access ? nil : configuration.access.rawValue),
            ("--templates", configuration.templates),
            ("--group-by", configuration.grouping == defaults.grouping ? nil : configuration.grouping.rawValue),
            ("--layout", configuration.layout == defaults.layout ? nil : configuration.layout.rawValue),
            (
                "--conformances",
                configuration.conformances == defaults.conformances ? nil : configuration.conformances.rawValue
            ),
        ]
        for (option, value) in options {
            if let value { words += [option, value] }
        }
        words += configuration.filter.tags.flatMap { ["--filter-tag", $0] }
        words += configuration.filter.operationIDs.flatMap { ["--filter-operation", $0] }
        words += configuration.filter.paths.flatMap { ["--filter-path", $0] }
        words += configuration.overlays.flatMap { ["--overlay", $0] }
        if configuration.isStrict { words.append("--strict") }
        return words.map(shellQuoted).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
