import Diagnostics
import Foundation

extension TemplateSet {
    /// The built-in templates, each replaced by the file of the same name in `overrideDirectory` if there is one.
    ///
    /// Built-ins are named `Templates/<name>.mustache` in errors, overrides by their path. An override file with
    /// no built-in counterpart joins the set, so overrides may share partials of their own; when nothing includes
    /// it, it is listed in ``unknownOverrides``.
    public init(builtIn: [String: String], overrideDirectory: URL?) throws(MustacheError) {
        var templates: [String: MustacheTemplate] = [:]
        var addedOverrides: [(name: String, file: String)] = []
        if let overrideDirectory {
            for (name, url) in try Self.overrideFiles(in: overrideDirectory) {
                templates[name] = try MustacheTemplate(Self.read(url), file: url.relativePath)
                if builtIn[name] == nil { addedOverrides.append((name, url.relativePath)) }
            }
        }
        for name in builtIn.keys.sorted() where templates[name] == nil {
            templates[name] = try MustacheTemplate(builtIn[name] ?? "", file: "Templates/\(name).mustache")
        }
        let included = Set(templates.values.flatMap { $0.partialReferences.map(\.name) })
        try self.init(
            templates: templates,
            unknownOverrides: addedOverrides.filter { !included.contains($0.name) }.map(\.file)
        )
    }

    /// The `.mustache` files of a folder by name, sorted; their relative paths keep the folder as the user gave it.
    private static func overrideFiles(in directory: URL) throws(MustacheError) -> [(name: String, url: URL)] {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw MustacheError(.unreadable(reason: "no template folder here"), file: directory.relativePath)
        }
        return fileNames.sorted()
            .filter { $0.hasSuffix(".mustache") && !$0.hasPrefix(".") }
            .map { (String($0.dropLast(".mustache".count)), directory.appendingPathComponent($0)) }
    }

    private static func read(_ url: URL) throws(MustacheError) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw MustacheError(.unreadable(reason: "cannot read the file"), file: url.relativePath)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MustacheError(.unreadable(reason: "the file is not UTF-8 text"), file: url.relativePath)
        }
        return text
    }

    /// One warning per ``unknownOverrides`` file, for the CLI to print before it renders.
    public var unknownOverrideWarnings: [Diagnostic] {
        unknownOverrides.map { file in
            Diagnostic(
                .warning,
                "template.unknown-override",
                "no built-in template has this name and no template includes it; is the file name misspelt?",
                at: SourceLocation(file: file, line: 1, column: 1)
            )
        }
    }
}
