import Foundation
import TestSupport
import Testing

/// Adding an operation or a schema to a spec renames nothing already generated: a client's calls and types keep
/// their names when the API grows.
struct NameStabilityTests {
    static let specs = ["eto.yaml", "ims.yaml", "intdash.yaml", "sesame.yaml"]

    static let specsFolder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Specs")

    /// The spec with a schema no operation uses and two operations without an id: one on a path of its own, and,
    /// beside the first path that ends in a parameter, one on that path's parent, whose name the existing
    /// operation's must not depend on.
    static func grown(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let paths = lines.filter { $0.hasPrefix("  /") && $0.hasSuffix(":") }.map { $0.dropFirst(2).dropLast() }
        var added = """
              /clientgen-added/{addedId}:
                delete:
                  parameters: [{name: addedId, in: path, required: true, schema: {type: string}}]
                  responses: {'204': {description: Deleted}}

            """
        if let parameterized = paths.first(where: { $0.hasSuffix("}") }),
            let slash = parameterized.lastIndex(of: "/"), slash != parameterized.startIndex,
            !paths.contains(parameterized[..<slash])
        {
            added += "  \(parameterized[..<slash]):\n    delete:\n      responses: {'204': {description: Deleted}}\n"
        }
        let schema = "    ClientgenAdded:\n      type: object\n      properties:\n        added: {type: string}\n"
        return
            text
            .replacingOccurrences(of: "\npaths:\n", with: "\npaths:\n" + added)
            .replacingOccurrences(of: "\n  schemas:\n", with: "\n  schemas:\n" + schema)
    }

    /// The files of a client that growing its spec left out or changed: none, since nothing already generated may
    /// be renamed or change.
    static func changedFiles(before: TranslatedClient, after: TranslatedClient) -> [String] {
        before.files.keys.filter { after.files[$0] != before.files[$0] }.sorted()
    }

    @Test(arguments: specs)
    func growingASpecRenamesNothing(_ name: String) throws {
        let text = try String(contentsOf: Self.specsFolder.appending(path: name), encoding: .utf8)
        let grown = Self.grown(text)
        #expect(grown.contains("ClientgenAdded") && grown.contains("clientgen-added"))
        let before = try TranslatedClient(text)
        let after = try TranslatedClient(grown)
        #expect(after.files.keys.contains { $0.contains("ClientgenAdded") })
        #expect(Self.changedFiles(before: before, after: after) == [])
    }

    /// Public specs whose operations have ids (PagerDuty's, Box's) and one whose new operation is named by its path.
    static let corpusSpecs = [
        "m01-pagerduty-jira-service.json", "m03-box-v2025.json", "s02-oai-petstore-expanded-3.0.yaml",
    ]

    /// A JSON spec grown as ``grown(_:)`` grows a YAML one; both versions written with sorted keys, so only the
    /// additions tell them apart.
    static func grownJSON(_ data: Data) throws -> (before: String, after: String) {
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        let before = try #require(
            String(data: try JSONSerialization.data(withJSONObject: object, options: options), encoding: .utf8)
        )
        var paths = object["paths"] as? [String: Any] ?? [:]
        paths["/clientgen-added/{addedId}"] = [
            "delete": [
                "parameters": [["name": "addedId", "in": "path", "required": true, "schema": ["type": "string"]]],
                "responses": ["204": ["description": "Deleted"]],
            ]
        ]
        object["paths"] = paths
        var components = object["components"] as? [String: Any] ?? [:]
        var schemas = components["schemas"] as? [String: Any] ?? [:]
        schemas["ClientgenAdded"] = ["type": "object", "properties": ["added": ["type": "string"]]]
        components["schemas"] = schemas
        object["components"] = components
        let after = try #require(
            String(data: try JSONSerialization.data(withJSONObject: object, options: options), encoding: .utf8)
        )
        return (before, after)
    }

    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage), arguments: corpusSpecs)
    func growingAPublicSpecRenamesNothing(_ name: String) throws {
        let url = try SharedFolder.require("corpus/specs").appending(path: name)
        let (text, grown): (String, String)
        if name.hasSuffix(".json") {
            (text, grown) = try Self.grownJSON(try Data(contentsOf: url))
        } else {
            text = try String(contentsOf: url, encoding: .utf8)
            grown = Self.grown(text)
        }
        let before = try TranslatedClient(text)
        let after = try TranslatedClient(grown)
        #expect(after.files.keys.contains { $0.contains("ClientgenAdded") })
        #expect(Self.changedFiles(before: before, after: after) == [])
    }

    /// FastAPI's operation ids are shortened to their function's name; a later operation of a function of the same
    /// name (in another router) keeps its whole id, and the first keeps the name it had.
    @Test func aFastAPIOperationKeepsItsNameWhenAnotherSharesItsFunction() throws {
        func client(paths: String) throws -> TranslatedClient {
            try TranslatedClient(spec(paths: paths))
        }
        let first = """
            /items:
              get:
                operationId: read_items_items_get
                responses: {'204': {description: ok}}
            """
        let second = """

            /v2/items:
              get:
                operationId: read_items_v2_items_get
                responses: {'204': {description: ok}}
            """
        let before = try client(paths: first)
        let after = try client(paths: first + second)
        #expect(before.files.keys.contains("Operations/API+ReadItems.swift"))
        #expect(Self.changedFiles(before: before, after: after) == [])
        #expect(after["Operations/API+ReadItemsV2ItemsGet.swift"]?.contains("func readItemsV2ItemsGet()") == true)
    }
}
