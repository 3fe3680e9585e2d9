import Foundation
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

    @Test(arguments: specs)
    func growingASpecRenamesNothing(_ name: String) throws {
        let text = try String(contentsOf: Self.specsFolder.appending(path: name), encoding: .utf8)
        let grown = Self.grown(text)
        #expect(grown.contains("ClientgenAdded") && grown.contains("clientgen-added"))
        let before = try TranslatedClient(text)
        let after = try TranslatedClient(grown)
        #expect(after.files.keys.contains { $0.contains("ClientgenAdded") })
        let renamed = Set(before.files.keys).subtracting(after.files.keys).sorted()
        #expect(renamed.isEmpty, "renamed or gone: \(renamed)")
    }
}
