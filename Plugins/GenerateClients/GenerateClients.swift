import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-clients`: regenerates every client listed in
/// `Specs/clientgen.yaml` (the checked-in `Generated/` folders) with the `clientgen` tool.
///
/// Options: `--target NAME` / `--spec PATH` (repeatable) regenerate only those clients, `--config FILE` reads
/// another configuration, `--check` writes nothing and fails when a folder is out of date, `--strict` treats every
/// warning as an error (as `strict: true` does for one client). Diagnostics arrive as `file:line:col: error: …`
/// from the tool; nothing is written when any spec has errors.
@main
struct GenerateClients: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target") + extractor.extractOption(named: "spec")
        let config = extractor.extractOption(named: "config").last ?? "Specs/clientgen.yaml"
        let isCheck = extractor.extractFlag(named: "check") > 0
        let isStrict = extractor.extractFlag(named: "strict") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateClientsError.unexpectedArguments(extractor.remainingArguments)
        }
        var toolArguments = ["generate", "--config", config]
        for name in names { toolArguments += ["--client", name] }
        if isCheck { toolArguments.append("--check") }
        if isStrict { toolArguments.append("--strict") }

        let process = Process()
        process.executableURL = try context.tool(named: "clientgen").url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateClientsError.failed(status: process.terminationStatus, isCheck: isCheck)
        }
    }
}

/// Why `generate-clients` stopped; the tool has already printed the details.
enum GenerateClientsError: Error, CustomStringConvertible {
    case unexpectedArguments([String])
    case failed(status: Int32, isCheck: Bool)

    var description: String {
        switch self {
        case .unexpectedArguments(let arguments):
            "unexpected arguments \(arguments.joined(separator: " ")); use --target NAME, --spec PATH, --config FILE, "
                + "--check or --strict"
        case .failed(_, true):
            "generated clients are out of date; run "
                + "'swift package --allow-writing-to-package-directory generate-clients'"
        case .failed(let status, false):
            "clientgen failed (exit status \(status)); see the diagnostics above"
        }
    }
}
