import TestSupport
import Testing

/// The document a real Rust server serves about itself: Chroma 1.5.9's (`/openapi.json`, made by utoipa from its
/// Rust types, OpenAPI 3.1), kept in `SwiftEmitterTests/Fixtures/chroma-server.json`. With the overlay a user of it
/// would write (`Fixtures/chroma-fixes.yaml`: every Rust `Vec` is one schema `Vec` there, so the list of databases
/// reads as collections), it generates the golden target `Tests/GoldenChroma`, which `ChromaServerTests` drives
/// against that server.
struct ChromaSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(
            fileName: "chroma-server.json",
            module: "Chroma",
            overlays: ["chroma-fixes.yaml"]
        ).generate()
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
        let databases = try #require(files["Operations/Chroma+ListDatabases.swift"])
        #expect(databases.contains("-> Request<[Database]>"))
        try Snapshot.assertMatches(files, directory: "Tests/GoldenChroma")
    }
}
