import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
import TestSupport
import Testing

/// The document a real FastAPI server serves (Prefect's `/api/openapi.json`, OpenAPI 3.1, kept in
/// `SwiftEmitterTests/Fixtures/prefect-server.json` exactly as served) generates the golden target
/// `Tests/GoldenPrefect`, for the operations of six of its tags, which `PrefectServerTests` drives against that
/// server; they also check the server still serves this document.
struct PrefectSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/prefect-server.json")

    /// The tags the golden target is generated for: flows, their runs, variables and concurrency limits, and the
    /// server's own calls.
    static let tags = ["Root", "Admin", "Flows", "Flow Runs", "Variables", "Concurrency Limits V2"]

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let diagnostics = DiagnosticBag()
        let client = try ClientGenerator.generate(
            GeneratorConfiguration(
                spec: "prefect-server.json",
                module: "Prefect",
                filter: OperationFilter(tags: Self.tags)
            ),
            sources: InMemorySpecSources(["prefect-server.json": try String(contentsOf: Self.fixture, encoding: .utf8)]
            ),
            diagnostics: diagnostics
        )
        // FastAPI's spec as served needs no workaround.
        #expect(diagnostics.diagnostics.filter { $0.severity != .note }.isEmpty)
        var files: [String: String] = [:]
        for file in client.files { files[file.path] = file.contents }
        try Snapshot.assertMatches(files, directory: "Tests/GoldenPrefect")
    }
}
