import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

/// Generates a client at build time for a target that holds a `clientgen.yaml` naming one spec.
///
/// SwiftPM needs a build command's output names before it runs, so the client is written as the fixed shard files
/// `ClientGen0.swift` … `ClientGen7.swift` (`clientgen generate --layout shards`). The command reruns when the
/// configuration, the spec, a YAML or JSON file beside the spec (where its `$ref`s usually point) or one of the
/// client's overlays changes.
/// Package targets and Xcode app targets get the same command; only where the configuration is found differs.
@main
struct ClientGenPlugin: BuildToolPlugin {
    /// How many files `--layout shards` writes; the same number as `ClientGenerator.shardCount`.
    static let shardCount = 8

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let configuration = module.directoryURL.appending(path: "clientgen.yaml")
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else {
            throw ClientGenPluginError.missingConfiguration(target: target.name, path: configuration.path)
        }
        return [
            Self.command(
                target: target.name,
                configuration: configuration,
                text: text,
                tool: try context.tool(named: "clientgen").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }

    /// The one build command: `clientgen generate` of the client `configuration` (whose contents are `text`)
    /// describes, into the shard files in `workDirectory`.
    static func command(target: String, configuration: URL, text: String, tool: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appending(path: "GeneratedClient", directoryHint: .isDirectory)
        return .buildCommand(
            displayName: "Generating the \(target) client with ClientGen",
            executable: tool,
            arguments: [
                "generate", "--config", configuration.path(percentEncoded: false),
                "--output", output.path(percentEncoded: false), "--layout", "shards",
            ],
            inputFiles: [configuration]
                + specInputs(configuration: text, folder: configuration.deletingLastPathComponent()),
            outputFiles: (0..<shardCount).map { output.appending(path: "ClientGen\($0).swift") }
        )
    }

    /// The specs the configuration names, with the YAML and JSON files beside them, and its overlays.
    ///
    /// A light scan of `spec:` and `overlays:` lines (`overlays: a.yaml`, `overlays: [a.yaml, b.yaml]`, or a list
    /// of `- a.yaml` lines under it): the tool parses the file properly; this only tells SwiftPM what to watch.
    static func specInputs(configuration: String, folder: URL) -> [URL] {
        var inputs: Set<URL> = []
        func file(_ text: Substring) -> URL? {
            var text = text
            if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
            let path = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "'\"")
            )
            guard !path.isEmpty else { return nil }
            return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)).standardizedFileURL
        }
        // The column of an `overlays:` key whose list follows on the next lines, while in that list.
        var overlayListColumn: Int?
        for line in configuration.split(whereSeparator: \.isNewline) {
            let text = line.drop { $0 == " " || $0 == "-" }
            if let column = overlayListColumn {
                let indent = line.prefix { $0 == " " }.count
                if indent >= column, line.dropFirst(indent).hasPrefix("-") {
                    if let overlay = file(line.dropFirst(indent + 1)) { inputs.insert(overlay) }
                    continue
                }
                overlayListColumn = nil
            }
            if text.hasPrefix("overlays:") {
                let value = text.dropFirst("overlays:".count).drop { $0 == " " }
                if value.isEmpty || value.hasPrefix("#") {
                    overlayListColumn = line.count - text.count
                } else {
                    let items = value.hasPrefix("[") ? value.dropFirst().prefix { $0 != "]" } : value
                    for item in items.split(separator: ",") {
                        if let overlay = file(item) { inputs.insert(overlay) }
                    }
                }
                continue
            }
            guard text.hasPrefix("spec:"), let spec = file(text.dropFirst("spec:".count)) else { continue }
            inputs.insert(spec)
            let siblings =
                (try? FileManager.default.contentsOfDirectory(
                    at: spec.deletingLastPathComponent(),
                    includingPropertiesForKeys: nil
                )) ?? []
            for file in siblings where ["yaml", "yml", "json"].contains(file.pathExtension) {
                inputs.insert(file.standardizedFileURL)
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
extension ClientGenPlugin: XcodeBuildToolPlugin {
    /// An Xcode target has no folder of its own, so its configuration is the `clientgen.yaml` among the target's
    /// files (added to the target like any resource); the spec it names is found from there, as in a package.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let configurations = target.inputFiles.map(\.url).filter { $0.lastPathComponent == "clientgen.yaml" }
        guard configurations.count == 1, let configuration = configurations.first,
            let text = try? String(contentsOf: configuration, encoding: .utf8)
        else {
            throw ClientGenPluginError.xcodeConfiguration(
                target: target.displayName,
                found: configurations.map { $0.path(percentEncoded: false) }
            )
        }
        return [
            Self.command(
                target: target.displayName,
                configuration: configuration,
                text: text,
                tool: try context.tool(named: "clientgen").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }
}
#endif

/// Why the plugin cannot plan a build command.
enum ClientGenPluginError: Error, CustomStringConvertible {
    case missingConfiguration(target: String, path: String)
    /// An Xcode target with no `clientgen.yaml` among its files, or several (`found`), or one that cannot be read.
    case xcodeConfiguration(target: String, found: [String])

    var description: String {
        switch self {
        case .missingConfiguration(let target, let path):
            "target '\(target)' uses ClientGenPlugin but has no clientgen.yaml (expected \(path)); add one with "
                + "'clients: [{spec: api.yaml, module: API}]'"
        case .xcodeConfiguration(let target, let found) where found.isEmpty:
            "target '\(target)' uses ClientGenPlugin but none of its files is a clientgen.yaml; add one to the "
                + "target with 'clients: [{spec: api.yaml, module: API}]'"
        case .xcodeConfiguration(let target, let found) where found.count > 1:
            "target '\(target)' has \(found.count) files named clientgen.yaml (\(found.joined(separator: ", "))); "
                + "ClientGenPlugin generates one client per target, so keep one"
        case .xcodeConfiguration(let target, let found):
            "target '\(target)': cannot read \(found.joined()); ClientGenPlugin needs it to generate the client"
        }
    }
}
