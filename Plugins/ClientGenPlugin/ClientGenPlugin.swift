import Foundation
import PackagePlugin

/// Generates a client at build time for a target that holds a `clientgen.yaml` naming one spec.
///
/// SwiftPM needs a build command's output names before it runs, so the client is written as the fixed shard files
/// `ClientGen0.swift` … `ClientGen7.swift` (`clientgen generate --layout shards`). The command reruns when the
/// configuration, the spec, or a YAML or JSON file beside the spec changes (where its `$ref`s usually point).
@main
struct ClientGenPlugin: BuildToolPlugin {
    /// How many files `--layout shards` writes; the same number as `ClientGenerator.shardCount`.
    static let shardCount = 8

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let config = module.directoryURL.appending(path: "clientgen.yaml")
        guard let text = try? String(contentsOf: config, encoding: .utf8) else {
            throw ClientGenPluginError.missingConfiguration(target: target.name, path: config.path)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedClient", directoryHint: .isDirectory)
        return [
            .buildCommand(
                displayName: "Generating the \(target.name) client with ClientGen",
                executable: try context.tool(named: "clientgen").url,
                arguments: [
                    "generate", "--config", config.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false), "--layout", "shards",
                ],
                inputFiles: [config] + Self.specInputs(configuration: text, folder: module.directoryURL),
                outputFiles: (0..<Self.shardCount).map { output.appending(path: "ClientGen\($0).swift") }
            )
        ]
    }

    /// The specs the configuration names, with the YAML and JSON files beside them.
    ///
    /// A light scan of `spec:` lines: the tool parses the file properly; this only tells SwiftPM what to watch.
    static func specInputs(configuration: String, folder: URL) -> [URL] {
        var inputs: Set<URL> = []
        for line in configuration.split(whereSeparator: \.isNewline) {
            var text = line.drop { $0 == " " || $0 == "-" }
            guard text.hasPrefix("spec:") else { continue }
            text = text.dropFirst("spec:".count)
            if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
            let path = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "'\"")
            )
            guard !path.isEmpty else { continue }
            let spec = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
            inputs.insert(spec.standardizedFileURL)
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

/// Why the plugin cannot plan a build command.
enum ClientGenPluginError: Error, CustomStringConvertible {
    case missingConfiguration(target: String, path: String)

    var description: String {
        switch self {
        case .missingConfiguration(let target, let path):
            "target '\(target)' uses ClientGenPlugin but has no clientgen.yaml (expected \(path)); add one with "
                + "'clients: [{spec: api.yaml, output: Generated, module: API}]'"
        }
    }
}
