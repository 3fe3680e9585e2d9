import Diagnostics
import OpenAPIModel

/// The document in `files` at `path` and every diagnostic; the document is nil when loading threw.
func load(_ files: [String: String], path: String = "spec.yaml") -> (OpenAPIDocument?, [Diagnostic]) {
    let bag = DiagnosticBag()
    let document = try? OpenAPILoader().load(path: path, sources: InMemorySpecSources(files), diagnostics: bag)
    return (document, bag.diagnostics)
}

/// The document of a spec that must load without errors.
func document(_ text: String, path: String = "spec.yaml") throws -> OpenAPIDocument {
    try OpenAPILoader().load(path: path, sources: InMemorySpecSources([path: text]), diagnostics: DiagnosticBag())
}

/// A 3.1 document around `paths` and `components` given as YAML text indented by two spaces.
func spec31(paths: String = "  {}", components: String = "  {}") -> String {
    "openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n\(paths)\ncomponents:\n\(components)\n"
}
