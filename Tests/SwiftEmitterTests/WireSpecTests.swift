import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// A spec of every rule of what goes on the wire (`Fixtures/wire.yaml`) generates the golden target
/// `Tests/GoldenWire`, which `WireClientTests` sends against a loopback server.
struct WireSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Wire")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        // Its notes list is paged by the `Link` header it documents.
        #expect(client.diagnostics.map(\.id) == [.emitterPaged])
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenWire")
    }

    /// One success type for every status keeps the plain builder; different bodies make an enum of answers.
    @Test func severalSuccessStatusesWithDifferentBodiesAreAnEnum() throws {
        let client = try Self.client()
        let create = try #require(client["Operations/Wire+CreateNote.swift"])
        #expect(create.contains("-> Request<CreateNote.Output> {"))
        #expect(create.contains("case created(Note)"))
        #expect(create.contains("case accepted(Job)"))
        #expect(client["Operations/Wire+GetNote.swift"]?.contains("-> Request<Note> {") == true)
    }
}
