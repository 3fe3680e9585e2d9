import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
import TestSupport
import Testing

/// The document a real Go server is built from (Prometheus Alertmanager 0.25.0's, Swagger 2.0, made with
/// go-swagger, which validates every request against it): the `SwaggerJSON` constant of its
/// `api/v2/restapi/embedded_spec.go`, as Debian's `golang-github-prometheus-alertmanager-dev` 0.25.0 ships it and
/// its `prometheus-alertmanager` is compiled from, kept in `SwiftEmitterTests/Fixtures/alertmanager-server.json`.
/// It generates the golden target `Tests/GoldenAlertmanager`, which `AlertmanagerServerTests` drives against that
/// server.
struct AlertmanagerSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/alertmanager-server.json")

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let diagnostics = DiagnosticBag()
        let client = try ClientGenerator.generate(
            GeneratorConfiguration(spec: "alertmanager-server.json", module: "Alertmanager"),
            sources: InMemorySpecSources(
                ["alertmanager-server.json": try String(contentsOf: Self.fixture, encoding: .utf8)]
            ),
            diagnostics: diagnostics
        )
        // go-swagger's document needs no workaround.
        #expect(diagnostics.diagnostics.filter { $0.severity != .note }.isEmpty)
        var files: [String: String] = [:]
        for file in client.files { files[file.path] = file.contents }
        try Snapshot.assertMatches(files, directory: "Tests/GoldenAlertmanager")
    }
}
