import Diagnostics
import OpenAPIModel
import Testing

/// A few lines of YAML aliases can stand for a schema tree millions of nodes wide; the model refuses a document
/// past `maximumSchemas`, each alias's copy counted, with a located error, before decoding the rest.
struct SchemaLimitTests {
    /// `Big` nests objects five levels deep, each level three copies (one written, two aliases) of the one
    /// below: 3^5 leaves and about 600 schemas, from eight lines.
    static let spec: String = {
        var inner = "&l0 {type: object, properties: {x: {type: string}}}"
        for level in 1...5 {
            inner = "&l\(level) {type: object, properties: {a: \(inner), b: *l\(level - 1), c: *l\(level - 1)}}"
        }
        return """
            openapi: 3.0.3
            info: {title: Big, version: '1'}
            paths: {}
            components:
              schemas:
                Big: \(inner)
            """
    }()

    private func load(maximumSchemas: Int) throws -> OpenAPIDocument {
        var options = OpenAPILoader.Options()
        options.maximumSchemas = maximumSchemas
        return try OpenAPILoader(options: options).load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": Self.spec]),
            diagnostics: DiagnosticBag()
        )
    }

    @Test func aTreeOfAliasesPastTheLimitIsRefusedWhereItCrossesIt() throws {
        let error = try #require(throws: DiagnosticError.self) { try load(maximumSchemas: 100) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.id == .openAPITooManySchemas && diagnostic.isError)
        #expect(diagnostic.message.contains("more than 100 schemas"))
        #expect(diagnostic.location?.file == "spec.yaml" && diagnostic.location?.line == 6)
    }

    @Test func theSameTreeWithinTheLimitLoads() throws {
        let document = try load(maximumSchemas: 1000)
        #expect(document.schemas.count > 600 && document.schemas.count < 1000)
        #expect(document.components.schemas.count == 1)
    }
}
