import Diagnostics
import OpenAPIModel
import TestSupport
import Testing

struct Swagger2ConversionTests {
    private let spec = """
        swagger: '2.0'
        info: {title: Pets, version: '1'}
        host: api.example.com
        basePath: /v1
        schemes: [https, http]
        consumes: [application/json]
        produces: [application/json]
        securityDefinitions:
          key: {type: apiKey, name: X-Key, in: header}
          oauth: {type: oauth2, flow: accessCode, authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes: {read: Read}}
        security: [{key: []}]
        parameters:
          limit: {name: limit, in: query, type: integer, maximum: 50}
        paths:
          /pets:
            get:
              operationId: listPets
              parameters:
                - $ref: '#/parameters/limit'
                - {name: tags, in: query, type: array, items: {type: string}, collectionFormat: multi}
              responses:
                '200': {description: OK, schema: {type: array, items: {$ref: '#/definitions/Pet'}}}
            post:
              parameters: [{name: pet, in: body, required: true, schema: {$ref: '#/definitions/Pet'}}]
              responses: {'201': {description: Created}}
          /pets/{id}/photo:
            put:
              consumes: [multipart/form-data]
              parameters:
                - {name: id, in: path, required: true, type: string}
                - {name: file, in: formData, type: file, required: true}
                - {name: caption, in: formData, type: string}
              responses: {'204': {description: Stored}}
        definitions:
          Pet:
            type: object
            discriminator: kind
            required: [kind]
            properties: {kind: {type: string}, parent: {$ref: '#/definitions/Pet'}}

        """

    @Test func convertsIntoTheOpenAPI3Model() throws {
        let document = try document(spec)
        #expect(document.dialect == .swagger20)
        #expect(document.servers.map(\.url) == ["https://api.example.com/v1", "http://api.example.com/v1"])
        #expect(document.components.schemas.names == ["Pet"])
        #expect(document.components.securitySchemes["key"]?.kind == .apiKey)
        #expect(document.components.securitySchemes["oauth"]?.flows.authorizationCode?.scopes["read"] == "Read")

        let list = try #require(document.operations.first { $0.operationId == "listPets" })
        #expect(list.parameters.map(\.name) == ["limit", "tags"])
        #expect(list.parameters[0].reference == "limit")
        #expect(document[try #require(list.parameters[0].schema)].maximum == 50)
        #expect(list.parameters[1].style == "form" && list.parameters[1].explode == true)
        let ok = try #require(list.responses.first)
        #expect(ok.content.map(\.contentType) == ["application/json"])
        let array = document[try #require(ok.content.first?.schema)]
        let pet = try #require(document.schema(named: "Pet"))
        #expect(array.items.map { document.resolved($0).id } == pet)

        let create = try #require(document.operations.first { $0.method == .post })
        #expect(create.parameters.isEmpty)
        #expect(create.requestBody?.required == true)
        #expect(create.requestBody?.content.first?.contentType == "application/json")

        let upload = try #require(document.operations.first { $0.method == .put })
        let form = try #require(upload.requestBody?.content.first)
        #expect(form.contentType == "multipart/form-data")
        let fields = document[try #require(form.schema)]
        #expect(fields.properties.names == ["file", "caption"])
        #expect(fields.required == ["file"])
        #expect(document[try #require(fields.properties["file"])].format == "binary")

        #expect(document[pet].discriminator?.propertyName == "kind")
        #expect(document.isRecursive(pet))
        #expect(document.componentName(of: pet) == "Pet")
    }

    /// Found by fuzzing: a nested `items` took the id its array had taken, so the parameter read as its innermost
    /// item (a string) and the array's own entry named another schema.
    @Test func nestedItemsOfAParameterKeepTheirShape() throws {
        let document = try document(
            """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /a:
                get:
                  parameters:
                    - {name: ids, in: query, type: array, items: {type: array, items: {type: string}}}
                    - {name: any, in: query, type: array, items: {}}
                  responses: {'204': {description: None}}

            """
        )
        let parameters = try #require(document.operations.first?.parameters)
        let outer = document[try #require(parameters[0].schema)]
        let inner = document[try #require(outer.items)]
        #expect(outer.types == [.array])
        #expect(inner.types == [.array])
        #expect(document[try #require(inner.items)].types == [.string])
        let any = document[try #require(parameters[1].schema)]
        #expect(any.types == [.array])
        #expect(document[try #require(any.items)].types == nil)
        for id in [parameters[0].schema, outer.items, inner.items, parameters[1].schema, any.items] {
            let id = try #require(id)
            #expect(document[id].id == id)
        }
    }

    /// A non-body parameter's or a response header's schema is written beside its own keys; its pointer is the
    /// parameter's or header's (it was empty, so generated types said "Generated from ``" and sat in files of
    /// their own instead of their operation's).
    @Test func simpleSchemasPointAtTheirParameterOrHeader() throws {
        let document = try document(
            """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /a/{id}:
                get:
                  parameters:
                    - {name: id, in: path, required: true, type: string}
                    - {name: ids, in: query, type: array, items: {type: string, enum: [x, y]}}
                  responses:
                    '200':
                      description: OK
                      headers: {X-Rate/Limit: {type: integer}}

            """
        )
        let operation = try #require(document.operations.first)
        let ids = document[try #require(operation.parameters[1].schema)]
        #expect(document[try #require(operation.parameters[0].schema)].pointer == "#/paths/~1a~1{id}/get/parameters/0")
        #expect(ids.pointer == "#/paths/~1a~1{id}/get/parameters/1")
        #expect(document[try #require(ids.items)].pointer == "#/paths/~1a~1{id}/get/parameters/1/items")
        let header = try #require(operation.responses.first?.headers["X-Rate/Limit"]?.schema)
        #expect(document[header].pointer == "#/paths/~1a~1{id}/get/responses/200/headers/X-Rate~1Limit")
    }

    /// A non-body parameter without its required `type` is text, with a warning there, as an OpenAPI 3 parameter
    /// without a `schema` is; one whose `schema` (OpenAPI 3's key) or `items` says more is not.
    @Test func aParameterWithoutATypeIsText() throws {
        let fixture = MarkedText(
            """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /etag/{etag}:
                get:
                  parameters:
                    - ‸{name: etag, in: path, required: true}
                    - ‸{name: If-None-Match, in: header}
                    - ‸{name: q, in: query}
                    - {name: n, in: query, schema: {type: integer}}
                  responses: {'200': {description: OK}}

            """
        )
        let diagnostics = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": fixture.text]),
            diagnostics: diagnostics
        )
        let missing = diagnostics.diagnostics.filter { $0.id == .openAPIMissingField }
        #expect(missing.map(\.location) == fixture.locations)
        #expect(missing.allSatisfy { $0.message.hasSuffix("is missing required 'type'; it is typed as `String`") })
        let parameters = try #require(document.operations.first?.parameters)
        #expect(parameters.map { document[$0.schema!].types } == [[.string], [.string], [.string], [.integer]])
    }

    @Test func problemsAreLocatedInTheSwaggerFile() throws {
        let fixture = MarkedText(
            """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /a:
                get:
                  parameters: [{name: q, in: ‸queries, type: string}]
                  responses: {'200': {description: OK, schema: {$ref: ‸'#/definitions/Missing'}}}

            """
        )
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": fixture.text])
        )
        #expect(diagnostics.map(\.id) == [.openAPIInvalidValue, .openAPIUnresolvedReference])
        #expect(diagnostics.map(\.location) == fixture.locations)
    }
}
