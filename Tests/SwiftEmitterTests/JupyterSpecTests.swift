import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The API document a real third-party server serves (Jupyter Server's `/api/spec.yaml`, Swagger 2.0, kept in
/// `Fixtures/jupyter-server.yaml` exactly as served) generates the golden target `Tests/GoldenJupyter`, which
/// `JupyterServerTests` drives against that server; they also check the server still serves this document.
struct JupyterSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/jupyter-server.yaml")

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try TranslatedClient(String(contentsOf: Self.fixture, encoding: .utf8), namespace: "Jupyter")
        #expect(client.diagnostics.filter(\.isError).isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenJupyter")
    }
}
