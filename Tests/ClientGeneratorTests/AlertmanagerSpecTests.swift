import TestSupport
import Testing

/// The document a real Go server is built from (Prometheus Alertmanager 0.25.0's, Swagger 2.0, made with
/// go-swagger, which validates every request against it): the `SwaggerJSON` constant of its
/// `api/v2/restapi/embedded_spec.go`, as Debian's `golang-github-prometheus-alertmanager-dev` 0.25.0 ships it and
/// its `prometheus-alertmanager` is compiled from, kept in `SwiftEmitterTests/Fixtures/alertmanager-server.json`.
/// It generates the golden target `Tests/GoldenAlertmanager`, which `AlertmanagerServerTests` drives against that
/// server.
struct AlertmanagerSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "alertmanager-server.json", module: "Alertmanager")
            .generate()
        // go-swagger's document needs no workaround.
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty)
        try Snapshot.assertMatches(files, directory: "Tests/GoldenAlertmanager")
    }
}
