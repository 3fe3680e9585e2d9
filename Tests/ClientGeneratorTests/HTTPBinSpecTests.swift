import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
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
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/httpbin-server.json")

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let diagnostics = DiagnosticBag()
        let client = try ClientGenerator.generate(
            GeneratorConfiguration(spec: "httpbin-server.json", module: "HTTPBin"),
            sources: InMemorySpecSources(
                ["httpbin-server.json": try String(contentsOf: Self.fixture, encoding: .utf8)]
            ),
            diagnostics: diagnostics
        )
        #expect(diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty)
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics.diagnostics where diagnostic.severity == .warning {
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
        var files: [String: String] = [:]
        for file in client.files { files[file.path] = file.contents }
        try Snapshot.assertMatches(files, directory: "Tests/GoldenHTTPBin")
    }
}
