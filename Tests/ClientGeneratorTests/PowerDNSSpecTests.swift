import TestSupport
import Testing

/// The document a real C++ server serves about itself (PowerDNS Authoritative 4.7.3's `/api/docs`, hand-written
/// Swagger 2.0), kept in `SwiftEmitterTests/Fixtures/powerdns-server.yaml` exactly as served. It generates the golden
/// target `Tests/GoldenPowerDNS`, which `PowerDNSServerTests` drives against that server.
///
/// Its operations share their error responses through a YAML anchor and merge keys (`<<: *commonErrors`), which
/// are read as YAML 1.1 defines them: keys the operation writes itself win. Its statistics response lists three
/// schemas under `items`, which is a warning and reads as `prefixItems`.
struct PowerDNSSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "powerdns-server.yaml", module: "PowerDNS").generate()
        #expect(diagnostics.map(\.id.rawValue) == ["openapi.wrong-type"])
        #expect(diagnostics.first?.location?.line == 451)
        // The merged errors, with the operation's own 422 (no schema) in place of the shared one.
        let stats = try #require(files["Operations/PowerDNS+GetStats.swift"])
        #expect(
            stats.contains("ErrorResponse(400, ErrorModel.self),\n                ErrorResponse(404, ErrorModel.self),")
        )
        #expect(!stats.contains("ErrorResponse(422"))
        #expect(files["Operations/PowerDNS+PatchZone.swift"]?.contains("ErrorResponse(422, ErrorModel.self)") == true)
        try Snapshot.assertMatches(files, directory: "Tests/GoldenPowerDNS")
    }
}
