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

    var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftEmitterTests/Fixtures/\(fileName)")
    }

    /// The generated files by path, and the diagnostics.
    func generate() throws -> (files: [String: String], diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticBag()
        let client = try ClientGenerator.generate(
            GeneratorConfiguration(spec: fileName, module: module, filter: filter),
            sources: InMemorySpecSources([fileName: try String(contentsOf: url, encoding: .utf8)]),
            diagnostics: diagnostics
        )
        var files: [String: String] = [:]
        for file in client.files { files[file.path] = file.contents }
        return (files, diagnostics.diagnostics)
    }
}
