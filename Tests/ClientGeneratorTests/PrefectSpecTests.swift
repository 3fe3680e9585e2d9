import OpenAPIModel
import TestSupport
import Testing

/// The document a real FastAPI server serves (Prefect's `/api/openapi.json`, OpenAPI 3.1, kept in
/// `SwiftEmitterTests/Fixtures/prefect-server.json` exactly as served) generates the golden target
/// `Tests/GoldenPrefect`, for the operations of six of its tags, which `PrefectServerTests` drives against that
/// server; they also check the server still serves this document.
struct PrefectSpecTests {
    /// The tags the golden target is generated for: flows, their runs, variables and concurrency limits, and the
    /// server's own calls.
    static let tags = ["Root", "Admin", "Flows", "Flow Runs", "Variables", "Concurrency Limits V2"]

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let document = ServedDocument(
            fileName: "prefect-server.json",
            module: "Prefect",
            filter: OperationFilter(tags: Self.tags)
        )
        let (files, diagnostics) = try document.generate()
        // FastAPI's spec as served needs no workaround.
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty)
        try Snapshot.assertMatches(files, directory: "Tests/GoldenPrefect")
    }
}
