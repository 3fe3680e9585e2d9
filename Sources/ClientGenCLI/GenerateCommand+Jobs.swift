/// Which clients a `generate` run covers, how generated files name their spec, and the command that regenerates.
extension GenerateCommand {
    /// The clients `--client` names (all when it is absent), with `--output` and `--layout` applied.
    static func selected(
        _ clients: [ClientConfiguration.Client],
        arguments: ParsedArguments
    ) throws -> [ClientConfiguration.Client] {
        var jobs = clients
        if let names = arguments.values["--client"] {
            for name in names where !clients.contains(where: { $0.isNamed(name) }) {
                throw CLIError.unknownClient(name, known: clients.map { $0.module ?? $0.output })
            }
            jobs = clients.filter { client in names.contains { client.isNamed($0) } }
        }
        if let output = arguments.value("--output") {
            guard jobs.count == 1 else { throw CLIError.outputNeedsOneClient(count: jobs.count) }
            jobs[0].output = output
        }
        if let layout = arguments.value("--layout") {
            for index in jobs.indices { jobs[index].layout = layout }
        }
        if let client = jobs.first(where: { $0.output.isEmpty }) {
            throw CLIError.missingArgument("an 'output' for '\(client.spec)' in the configuration", command: "generate")
        }
        return jobs
    }

    /// The spec as generated files name it: its file name, so the output is the same whether the spec was given
    /// by a relative or an absolute path, from any folder, by the CLI or a plugin.
    static func headerPath(_ spec: String) -> String {
        String(spec.split(separator: "/").last ?? Substring(spec))
    }

    /// The command that brings the folder up to date: this one without `--check`.
    static func regenerateCommand(_ arguments: ParsedArguments, job: ClientConfiguration.Client) -> String {
        if let config = arguments.value("--config") {
            var words = ["clientgen", "generate", "--config", config]
            for name in arguments.values["--client"] ?? [] { words += ["--client", name] }
            for option in ["--output", "--layout"] {
                if let value = arguments.value(option) { words += [option, value] }
            }
            return words.map(shellQuoted).joined(separator: " ")
        }
        var words = ["clientgen", "generate", job.spec, "--output", job.output]
        let options = [
            ("--module", job.module), ("--access", job.access), ("--templates", job.templates),
            ("--group-by", job.groupBy), ("--layout", job.layout), ("--conformances", job.conformances),
        ]
        for (option, value) in options {
            if let value { words += [option, value] }
        }
        words += job.filter.tags.flatMap { ["--filter-tag", $0] }
        words += job.filter.operationIDs.flatMap { ["--filter-operation", $0] }
        words += job.filter.paths.flatMap { ["--filter-path", $0] }
        return words.map(shellQuoted).joined(separator: " ")
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
