import TestSupport
import Testing

/// The document a real C++ server serves about itself (PowerDNS Authoritative 4.7.3's `/api/docs`, hand-written
/// Swagger 2.0), kept in `SwiftEmitterTests/Fixtures/powerdns-server.yaml` exactly as served. With the overlay a user
/// would write for it (`powerdns-fixes.yaml`: record sets the server answers have no `changetype`, which is one of
/// two values; the export is an object) it generates the golden target `Tests/GoldenPowerDNS`, which
/// `PowerDNSServerTests` drives against that server.
///
/// Its operations share their error responses through a YAML anchor and merge keys (`<<: *commonErrors`), which
/// are read as YAML 1.1 defines them: keys the operation writes itself win. Its statistics response lists three
/// schemas under `items`, which is a warning and reads as `prefixItems`.
struct PowerDNSSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let document = ServedDocument(
            fileName: "powerdns-server.yaml",
            module: "PowerDNS",
            overlays: ["powerdns-fixes.yaml"]
        )
        let (files, diagnostics) = try document.generate()
        #expect(diagnostics.map(\.id.rawValue) == ["openapi.wrong-type"])
        #expect(diagnostics.first?.location?.line == 451)
        // The overlay's fixes.
        let zone = try #require(files["Models/Zone.swift"])
        #expect(zone.contains("    public var changetype: Changetype?\n"))
        #expect(zone.contains("        case replace\n        case delete\n"))
        let export = try #require(files["Operations/PowerDNS+AxfrExportZone.swift"])
        #expect(export.contains("-> Request<AxfrExportZone.Response> {"))
        #expect(export.contains("        public var zone: String\n"))
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
