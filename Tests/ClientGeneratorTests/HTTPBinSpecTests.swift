import TestSupport
import Testing

/// The document a real Flask server serves about itself (httpbin's `/spec.json`, made by flasgger, Swagger 2.0,
/// kept in `SwiftEmitterTests/Fixtures/httpbin-server.json` exactly as served) generates the golden target
/// `Tests/GoldenHTTPBin`, which `HTTPBinServerTests` drives against that server; they also check the server still
/// serves this document.
///
/// The document is hand-written in the server's docstrings and has the defects of one: no operation ids, no
/// response schemas, parameters typed `int` or not at all, OpenAPI 3 keys, `trace`. Each is worked around with a
/// warning, and the client is sound.
struct HTTPBinSpecTests {
    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let (files, diagnostics) = try ServedDocument(fileName: "httpbin-server.json", module: "HTTPBin").generate()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            counts[diagnostic.id.rawValue, default: 0] += 1
        }
        #expect(
            counts == [
                // 41 path parameters without `required: true`, 10 parameters with no `type` (text)
                "openapi.missing-field": 51,
                "openapi.invalid-value": 18,  // `type: int`, read as integer
                "openapi.other-version": 18,  // `trace`, and a parameter's `schema`, `style`, `explode`
                "openapi.path-parameter": 7,  // `/anything/{anything}` without its parameter: a `String` argument
                "openapi.unknown-key": 3,  // `info.contact.responsibleDeveloper`, …
            ]
        )
        try Snapshot.assertMatches(files, directory: "Tests/GoldenHTTPBin")
    }
}
