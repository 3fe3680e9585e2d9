import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel

/// A document a real server serves about itself (or is built from), kept in `SwiftEmitterTests/Fixtures` exactly
/// as served, and the client `ClientGenerator` makes of it, as its golden target holds it.
struct ServedDocument {
    /// The file name in `SwiftEmitterTests/Fixtures`.
    var fileName: String
    var module: String
    var filter = OperationFilter()
    /// OpenAPI Overlays in `SwiftEmitterTests/Fixtures` applied to it, by file name.
    var overlays: [String] = []

    var url: URL { Self.fixture(fileName) }

    private static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftEmitterTests/Fixtures/\(name)")
    }

    /// The generated files by path, and the diagnostics.
    func generate() throws -> (files: [String: String], diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticBag()
        var sources: [String: String] = [:]
        for name in [fileName] + overlays {
            sources[name] = try String(contentsOf: Self.fixture(name), encoding: .utf8)
        }
        let client = try ClientGenerator.generate(
            GeneratorConfiguration(spec: fileName, module: module, filter: filter, overlays: overlays),
            sources: InMemorySpecSources(sources),
            diagnostics: diagnostics
        )
        var files: [String: String] = [:]
        for file in client.files { files[file.path] = file.contents }
        return (files, diagnostics.diagnostics)
    }
}
