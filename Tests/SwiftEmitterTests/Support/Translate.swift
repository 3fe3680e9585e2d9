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
    /// Each top-level model's declaration part with the types nested in it, by name, wherever it is written: a
    /// model only one file uses is written into that file.
    private var models: [String: String] = [:]
    /// Each file's own declarations, without the models written into it.
    private var owned: [String: String] = [:]

    init(
        _ yaml: String,
        files otherFiles: [String: String] = [:],
        namespace: String = "API",
        grouping: ClientTranslator.Options.Grouping = .spec,
        maximumDeclarations: Int = 25_000,
        formArrays: ClientTranslator.Options.FormArrays = .brackets,
        numbers: ClientTranslator.Options.Numbers = .double,
        overrides: Overrides = Overrides()
    ) throws {
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(otherFiles.merging(["spec.yaml": yaml]) { $1 }),
            diagnostics: bag
        )
        let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all))
        let options = ClientTranslator.Options(
            namespace: namespace,
            grouping: grouping,
            maximumDeclarations: maximumDeclarations,
            formArrays: formArrays,
            numbers: numbers,
            overrides: overrides
        )
        let planned = try ClientTranslator(options: options).translate(document, diagnostics: bag)
        let rendered = try renderer.render(planned, specPath: "spec.yaml")
        var files: [String: String] = [:]
        for file in rendered {
            files[file.path] = file.contents
        }
        self.files = files
        self.diagnostics = bag.diagnostics
        // Each run of declarations that starts at a top-level one: a file's own declarations come first; each
        // model written there because only that file uses it starts a run of its own.
        let declarations = planned.map(\.declaration)
        var runs: [Range<Int>] = []
        var start = 0
        for index in planned.indices.dropFirst() + [planned.endIndex] where !planned.isEmpty {
            guard
                index == planned.endIndex || declarations[index].parent == nil
                    || planned[index].path != planned[start].path
            else { continue }
            runs.append(start..<index)
            start = index
        }
        var own: [String: [Declaration]] = [:]
        for run in runs {
            let declaration = declarations[run.lowerBound]
            let path = planned[run.lowerBound].path
            let isFirst = run.lowerBound == 0 || planned[run.lowerBound - 1].path != path
            let isTopLevelModel = declaration.isModel && declaration.parent == nil
            if isTopLevelModel {
                let text = try renderer.render(Array(declarations[run]), specPath: "spec.yaml", client: declarations)
                models[declaration.name] = Self.declarationPart(of: text)
            }
            if isFirst || !isTopLevelModel { own[path, default: []] += declarations[run] }
        }
        for (path, declarations) in own {
            owned[path] = Self.declarationPart(
                of: try renderer.render(declarations, specPath: "spec.yaml", client: planned.map(\.declaration))
            )
        }
    }

    /// The declaration part of the file declaring the top-level model `name`, and of the types nested in it: the
    /// file `Models/<name>.swift` would hold if nothing else used it.
    subscript(model name: String) -> String? { models[name] }

    private static func declarationPart(of text: String) -> String {
        guard let range = text.range(of: "import Foundation\n\n") else { return text }
        return String(text[range.upperBound...])
    }

    /// The declaration part of a file, what follows the header and imports, without the models written there
    /// because only that file uses them (``subscript(model:)`` has those; ``files`` the whole file).
    subscript(path: String) -> String? { owned[path] }
}

/// An OpenAPI 3.1 document with these schemas under `components` and these paths.
func spec(schemas: String = "", paths: String = "") -> String {
    var text = "openapi: 3.1.0\ninfo:\n  title: Test\n  version: '1'\n"
    text += paths.isEmpty ? "paths: {}\n" : "paths:\n" + indented(paths, by: 2)
    if !schemas.isEmpty { text += "components:\n  schemas:\n" + indented(schemas, by: 4) }
    return text
}

/// A spec whose model `Holder` has the one member `value` of schema `member`, beside `schemas`, and is sent as a
/// request body, as a PATCH's model is.
func holderSpec(member: String, isRequired: Bool, schemas: String = "") -> String {
    spec(
        schemas: schemas + """

            Holder:
              type: object
              required: [\(isRequired ? "value" : "")]
              properties:
                value: \(member)
            """,
        paths: """
            /holders:
              patch:
                operationId: updateHolder
                requestBody:
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Holder'}
                responses:
                  '204': {description: Updated.}
            """
    )
}

func indented(_ text: String, by spaces: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }
        .joined(separator: "\n") + "\n"
}
