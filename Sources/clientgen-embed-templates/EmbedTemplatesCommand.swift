import Foundation

/// `clientgen-embed-templates [OUTPUT FOLDER]`: writes `OUTPUT`, a Swift file embedding each `FOLDER/*.mustache`.
///
/// Without arguments, run from the package folder, it rewrites `Sources/ClientGenTemplates/BuiltInTemplates+All.swift`
/// from `Templates/`. The output is rewritten only when its text changes, so an unchanged template set does not
/// recompile the module.
@main
struct EmbedTemplatesCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty { arguments = [EmbeddedTemplatesFile.defaultOutput, "Templates"] }
        guard arguments.count == 2, let output = arguments.first, let folder = arguments.last else {
            fail("usage: clientgen-embed-templates [OUTPUT.swift TEMPLATES-FOLDER]")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            fail("\(folder): error: cannot list templates: \(error.localizedDescription)")
        }
        var templates: [String: String] = [:]
        for fileName in names where fileName.hasSuffix(".mustache") && !fileName.hasPrefix(".") {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(fileName).path
            guard let data = FileManager.default.contents(atPath: path) else {
                fail("\(path): error: cannot read template")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                fail("\(path): error: template is not UTF-8 text")
            }
            templates[String(fileName.dropLast(".mustache".count))] = text
        }
        let source = Data(EmbeddedTemplatesFile(templates: templates).source.utf8)
        if FileManager.default.contents(atPath: output) == source { return }
        do {
            try source.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("\(output): error: cannot write embedded templates: \(error.localizedDescription)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
