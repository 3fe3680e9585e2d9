import Diagnostics
import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// Schemas that contain themselves in every way a type alias cannot say (`Fixtures/recursive.yaml`) generate code
/// that compiles — the golden target `Tests/GoldenRecursive`, whose values `GoldenRecursiveTests` round-trip — and
/// never send the translation round in circles.
struct RecursiveSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recursive.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Recursive")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.filter(\.isError).isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenRecursive")
    }

    /// An alias that would refer to itself is a struct holding its value; one that does not stays an alias.
    @Test(arguments: [
        ("Pets", "public nonisolated struct Pets: ", "public var value: [Pets]"),
        ("Tree", "public nonisolated struct Tree: ", "public var value: [String: Tree]"),
        ("Outline", "public nonisolated struct Outline: ", "public var value: [Section]"),
        ("Section", "public nonisolated struct Section: ", "public var value: [String: Outline]"),
        (
            "Maybe", "public nonisolated struct Maybe: ",
            "public var value: Many {\n        get { _value.wrappedValue }"
        ),
        // `Maybe` allows null, so its uses are optional, as an item here.
        ("Many", "public nonisolated struct Many: ", "public var value: [Maybe?]"),
        (
            "Wrapper", "public nonisolated struct Wrapper: ",
            "public var value: Wrapped {\n        get { _value.wrappedValue }"
        ),
        ("Square", "public typealias Square = [String: Int]", "public typealias Square"),
        (
            "Node", "public nonisolated struct Node: ",
            "public var value: Branches {\n        get { _value.wrappedValue }"
        ),
    ])
    func aliasesThatReferToThemselvesAreStructs(name: String, declaration: String, member: String) throws {
        let text = try #require(try Self.client()[model: name])
        #expect(text.contains(declaration))
        #expect(text.contains(member))
    }

    /// An inline array whose items are that very array has no name to refer to: it is free-form, with a warning.
    @Test func anInlineSchemaThatContainsItselfIsFreeForm() throws {
        let client = try Self.client()
        #expect(client["Operations/Recursive+ListPets.swift"]?.contains("-> Request<Pets> {") == true)
        #expect(client["Operations/Recursive+ListLoops.swift"]?.contains("-> Request<[[JSONValue]]> {") == true)
        #expect(
            client.diagnostics.map(\.message) == [
                "this schema contains itself without a name to refer to; it is typed as JSONValue"
            ]
        )
        #expect(client.diagnostics.first?.location?.line == 24)
    }

    /// A spec whose YAML aliases repeat a tree of schemas, four times wider at each level, is refused with a
    /// located error once it would declare more types than the limit, instead of writing them all.
    @Test func aSchemaTreeRepeatedByAliasesIsRefusedPastTheLimit() throws {
        var inner = "&l0 {type: object, properties: {x: {type: string}}}"
        for level in 1...4 {
            inner = "&l\(level) {type: object, properties: {a: \(inner), b: *l\(level - 1), c: *l\(level - 1)}}"
        }
        let yaml = """
            openapi: 3.0.3
            info: {title: Big, version: '1'}
            paths: {}
            components:
              schemas:
                Big: \(inner)
            """
        let error = try #require(throws: DiagnosticError.self) {
            _ = try TranslatedClient(yaml, maximumDeclarations: 50)
        }
        #expect(error.diagnostics.map(\.id) == [.emitterTooLarge])
        #expect(error.diagnostics.first?.location?.line == 6)
        let allowed = try TranslatedClient(yaml, maximumDeclarations: 500)
        #expect(allowed.files["Models/Big.swift"] != nil)
    }
}
