import Foundation
import PackagePlugin

/// Embeds the package's top-level `Templates/*.mustache` files into the target as `BuiltInTemplates.all`.
///
/// A build command may read files outside its target, so the command reads `Templates/` directly and declares the
/// folder and each template as inputs: editing a template reruns it. SwiftPM plans plugin commands again only when
/// the package's structure changes, so the target holds an excluded symbolic link `Templates -> ../../Templates`:
/// adding or removing a template changes the target's structure, and the next build plans with the new file list.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates", directoryHint: .isDirectory)
        let templates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates+All.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/*.mustache into \(target.name)",
                executable: try context.tool(named: "clientgen-embed-templates").url,
                arguments: [output.path(percentEncoded: false), folder.path(percentEncoded: false)],
                inputFiles: [folder] + templates,
                outputFiles: [output]
            )
        ]
    }
}
