import TestSupport
import Testing

/// The document a real C server serves about itself: Netdata 1.37.1's agent API (OpenAPI 3.0), as Debian's
/// `netdata-web` installs it in the web root its `netdata` serves, at `/netdata-swagger.yaml`; kept in
/// `SwiftEmitterTests/Fixtures/netdata-server.yaml`. With the overlay a user of it would write for what the agent
/// answers otherwise (`Fixtures/netdata-fixes.yaml`), it generates the golden target `Tests/GoldenNetdata`, which
/// `NetdataServerTests` drives against that server.
struct NetdataSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(
            fileName: "netdata-server.yaml",
            module: "Netdata",
            overlays: ["netdata-fixes.yaml"]
        ).generate()
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
        // Optional parameters with a `default` leave it to the server: `chart` is documented as `system.cpu` by
        // default, and sending it beside a `context` finds nothing.
        let data = try #require(files["Operations/Netdata+GetData.swift"])
        #expect(data.contains("        chart: String? = nil,\n        context: String? = nil,\n"))
        #expect(data.contains("///     Server default: `\"system.cpu\"`.\n"))
        try Snapshot.assertMatches(files, directory: "Tests/GoldenNetdata")
    }
}
