import ClientGenTemplates
import Diagnostics
import Mustache
import OpenAPIModel
import Testing

@testable import SwiftEmitter

/// A spec translated and rendered as `clientgen generate` does: relative path → file contents.
struct TranslatedClient {
    var files: [String: String]
    var diagnostics: [Diagnostic]

    init(
        _ yaml: String,
        namespace: String = "API",
        grouping: ClientTranslator.Options.Grouping = .spec,
        maximumDeclarations: Int = 25_000
    ) throws {
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": yaml]),
            diagnostics: bag
        )
        let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all))
        let options = ClientTranslator.Options(
            namespace: namespace,
            grouping: grouping,
            maximumDeclarations: maximumDeclarations
        )
        let planned = try ClientTranslator(options: options).translate(document, diagnostics: bag)
        let rendered = try renderer.render(planned, specPath: "spec.yaml")
        var files: [String: String] = [:]
        for file in rendered {
            files[file.path] = file.contents
        }
        self.files = files
        self.diagnostics = bag.diagnostics
    }

    /// The declaration part of a file: what follows the header and imports.
    subscript(path: String) -> String? {
        guard let text = files[path] else { return nil }
        guard let range = text.range(of: "import Foundation\n\n") else { return text }
        return String(text[range.upperBound...])
    }
}

/// An OpenAPI 3.1 document with these schemas under `components` and these paths.
func spec(schemas: String = "", paths: String = "") -> String {
    var text = "openapi: 3.1.0\ninfo:\n  title: Test\n  version: '1'\n"
    text += paths.isEmpty ? "paths: {}\n" : "paths:\n" + indented(paths, by: 2)
    if !schemas.isEmpty { text += "components:\n  schemas:\n" + indented(schemas, by: 4) }
    return text
}

private func indented(_ text: String, by spaces: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }
        .joined(separator: "\n") + "\n"
}
