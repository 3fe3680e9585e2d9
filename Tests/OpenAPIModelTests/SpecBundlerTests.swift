import Diagnostics
import OpenAPIModel
import Testing

struct SpecBundlerTests {
    private let files = [
        "api/spec.yaml": """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              parameters: [{$ref: 'common.yaml#/components/parameters/limit'}]
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {type: array, items: {$ref: 'schemas/Pet.yaml'}}}}
        components:
          schemas:
            Error: {type: string}

        """,
        "api/schemas/Pet.yaml": """
        type: object
        properties:
          error: {$ref: '../common.yaml#/components/schemas/Error'}
          friends: {type: array, items: {$ref: 'Pet.yaml'}}

        """,
        "api/common.yaml": """
        components:
          parameters:
            limit: {name: limit, in: query, schema: {type: integer}}
          schemas:
            Error: {type: object, properties: {code: {type: integer}}}

        """,
    ]

    @Test func externalReferencesBecomeLocalComponents() throws {
        let bag = DiagnosticBag()
        let text = try SpecBundler().bundle(
            path: "api/spec.yaml",
            sources: InMemorySpecSources(files),
            diagnostics: bag
        )
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        #expect(!text.contains(".yaml"))
        // The bundle loads on its own, with the same operations and the imported schemas named.
        let bundled = try document(text, path: "bundle.json")
        #expect(bundled.components.schemas.names == ["Error", "Pet", "Error2"])
        #expect(bundled.components.parameters.names == ["limit"])
        let pet = try #require(bundled.schema(named: "Pet"))
        #expect(bundled.isRecursive(pet))
        let error = try #require(bundled[pet].properties["error"])
        #expect(bundled.componentName(of: bundled.resolved(error).id) == "Error2")
        #expect(bundled.operations.first?.parameters.first?.reference == "limit")
    }

    @Test func aSpecWithErrorsIsNotBundled() {
        var broken = files
        broken["api/schemas/Pet.yaml"] = "type: object\nproperties: {a: {$ref: 'https://example.com/a.yaml'}}\n"
        let bag = DiagnosticBag()
        #expect(throws: DiagnosticError.self) {
            try SpecBundler().bundle(path: "api/spec.yaml", sources: InMemorySpecSources(broken), diagnostics: bag)
        }
        #expect(bag.diagnostics.map(\.id) == [.openAPIReferenceURL])
    }
}

extension SpecBundlerTests {
    @Test func swaggerDefinitionsKeepTheirNamesFree() throws {
        let files = [
            "spec.yaml": """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /pets:
                get:
                  responses: {'200': {description: OK, schema: {$ref: 'models.yaml#/definitions/Pet'}}}
            definitions:
              Pet: {type: string}

            """,
            "models.yaml": "definitions:\n  Pet: {type: object, properties: {name: {type: string}}}\n",
        ]
        let text = try SpecBundler().bundle(
            path: "spec.yaml",
            sources: InMemorySpecSources(files),
            diagnostics: DiagnosticBag()
        )
        let bundled = try document(text, path: "bundle.json")
        #expect(bundled.components.schemas.names == ["Pet", "Pet2"])
        let schema = try #require(bundled.operations.first?.responses.first?.content.first?.schema)
        #expect(bundled.componentName(of: bundled.resolved(schema).id) == "Pet2")
    }
}
