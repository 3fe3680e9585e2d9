import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
#endif

/// Generates a client at build time for a target that holds a `clientgen.yaml` naming one spec.
///
/// SwiftPM needs a build command's output names before it runs, so the client is written as the fixed shard files
/// `ClientGen0.swift` … `ClientGen7.swift` (`clientgen generate --layout shards`). The command reruns only when the
/// configuration or a file it reaches changes (``inputs(configuration:text:)``), and prints only diagnostics.
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
        let inputs: [URL]
        do {
            inputs = try Self.inputs(configuration: configuration, text: text)
        } catch let error as ConfigurationOutline.Unreadable {
            // The tool reads the whole of YAML; what this reader refuses is watched as the folder it is in.
            Diagnostics.warning(
                "\(configuration.path(percentEncoded: false)):\(error.line): ClientGenPlugin reads block and flow "
                    + "collections and plain or quoted scalars, not anchors, tags or block scalars; it reruns when a "
                    + "file in this folder changes instead of when the files the configuration names change"
            )
            inputs = files(under: configuration.deletingLastPathComponent(), extensions: watchedExtensions)
        } catch {
            inputs = []
        }
        return .buildCommand(
            displayName: "Generating the \(target) client with ClientGen",
            executable: tool,
            arguments: [
                "generate", "--config", configuration.path(percentEncoded: false),
                "--output", output.path(percentEncoded: false), "--layout", "shards", "--quiet",
            ],
            inputFiles: [configuration] + inputs.filter { $0 != configuration },
            outputFiles: (0..<shardCount).map { output.appending(path: "ClientGen\($0).swift") }
        )
    }

    /// The files a spec's `$ref`s can reach, its overlays and its templates are in.
    static let watchedExtensions: Set<String> = ["yaml", "yml", "json", "mustache"]

    /// What the build command reads, so SwiftPM reruns it exactly when one of them changes: the files the
    /// configuration names (read by the same rules as the tool, ``ConfigurationFiles``), every YAML and JSON file
    /// in a spec's folder and below (where its `$ref`s may point: the tool refuses one that leaves the folder), and
    /// the `.mustache` files of a template folder.
    static func inputs(configuration: URL, text: String) throws -> [URL] {
        let folder = configuration.deletingLastPathComponent().path(percentEncoded: false)
        let named = try ConfigurationFiles.named(in: text, folder: folder)
        func url(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL }
        var inputs = Set(named.specs.map(url) + named.overlays.map(url))
        for spec in named.specs {
            inputs.formUnion(files(under: url(spec).deletingLastPathComponent(), extensions: ["yaml", "yml", "json"]))
        }
        for folder in named.templateFolders {
            inputs.formUnion(files(under: url(folder), extensions: ["mustache"]))
        }
        return inputs.sorted { $0.path < $1.path }
    }

    /// The files with one of `extensions` in `folder` and its subfolders, leaving out hidden ones (`.build`, `.git`).
    static func files(under folder: URL, extensions: Set<String>) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder,
                includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles, .skipsPackageDescendants]
            )
        else { return [] }
        return enumerator.compactMap { item in
            guard let file = item as? URL, extensions.contains(file.pathExtension) else { return nil }
            return file.standardizedFileURL
        }
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
