import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

/// `swift package --allow-writing-to-package-directory generate-clients`: regenerates every client listed in
/// `Specs/clientgen.yaml` (the checked-in `Generated/` folders) with the `clientgen` tool.
///
/// Options: `--client NAME` / `--target NAME` / `--spec PATH` (repeatable) regenerate only those clients,
/// `--config FILE` reads another configuration, `--check` writes nothing and fails when a folder is out of date,
/// `--strict` treats every warning as an error (as `strict: true` does for one client). Diagnostics arrive as
/// `file:line:col: error: …` from the tool; nothing is written when any spec has errors.
/// In an Xcode project the command runs from the project's folder, with the same options but `--target`.
@main
struct GenerateClients: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        try Self.generate(
            arguments: &extractor,
            clients: targets,
            tool: try context.tool(named: "clientgen").url,
            folder: context.package.directoryURL
        )
    }

    /// Runs `clientgen generate` in `folder` with the options left in `arguments`, plus `clients` to select.
    static func generate(arguments: inout ArgumentExtractor, clients: [String], tool: URL, folder: URL) throws {
        let names =
            clients + arguments.extractOption(named: "client") + arguments.extractOption(named: "spec")
        let config = arguments.extractOption(named: "config").last ?? "Specs/clientgen.yaml"
        let isCheck = arguments.extractFlag(named: "check") > 0
        let isStrict = arguments.extractFlag(named: "strict") > 0
        guard arguments.remainingArguments.isEmpty else {
            throw GenerateClientsError.unexpectedArguments(arguments.remainingArguments)
        }
        var toolArguments = ["generate", "--config", config]
        for name in names { toolArguments += ["--client", name] }
        if isCheck { toolArguments.append("--check") }
        if isStrict { toolArguments.append("--strict") }

        let process = Process()
        process.executableURL = tool
        process.arguments = toolArguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateClientsError.failed(status: process.terminationStatus, isCheck: isCheck)
        }
    }
}

#if canImport(XcodeProjectPlugin)
extension GenerateClients: XcodeCommandPlugin {
    /// Xcode adds `--target NAME` for each target picked in its dialog. Those name the project's targets, not
    /// clients, so they select nothing here: `--client` and `--spec` do.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try Self.generate(
            arguments: &extractor,
            clients: [],
            tool: try context.tool(named: "clientgen").url,
            folder: context.xcodeProject.directoryURL
        )
    }
}
#endif

/// Why `generate-clients` stopped; the tool has already printed the details.
enum GenerateClientsError: Error, CustomStringConvertible {
    case unexpectedArguments([String])
    case failed(status: Int32, isCheck: Bool)

    var description: String {
        switch self {
        case .unexpectedArguments(let arguments):
            "unexpected arguments \(arguments.joined(separator: " ")); use --client NAME, --spec PATH, "
                + "--config FILE, --check or --strict"
        case .failed(_, true):
            "generated clients are out of date; run "
                + "'swift package --allow-writing-to-package-directory generate-clients'"
        case .failed(let status, false):
            "clientgen failed (exit status \(status)); see the diagnostics above"
        }
    }
}
