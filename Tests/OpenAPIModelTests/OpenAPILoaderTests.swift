import Diagnostics
import OpenAPIModel
import Testing

struct OpenAPILoaderTests {
    private let petstore = """
        openapi: 3.1.0
        info: {title: Pets, version: '2.0', x-audience: internal}
        servers:
          - url: 'https://{region}.example.com/v1'
            variables:
              region: {default: eu, enum: [eu, us]}
        security: [{apiKey: []}]
        tags: [{name: pets, description: Everything about pets}]
        paths:
          /pets/{petId}:
            parameters:
              - {name: petId, in: path, required: true, schema: {type: string}}
              - {name: verbose, in: query, schema: {type: boolean}}
            get:
              operationId: showPet
              x-swift-name: pet
              tags: [pets]
              parameters:
                - {name: verbose, in: query, schema: {type: integer}, x-swift-name: isVerbose}
                - {name: X-Trace, in: header, schema: {type: string}}
              responses:
                '200':
                  description: The pet
                  headers: {X-Rate: {schema: {type: integer}}}
                  content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                2XX: {description: Other success}
                default: {description: Problem}
            delete:
              deprecated: true
              security: []
              servers: [{url: 'https://admin.example.com'}]
              responses: {'204': {description: Deleted}}
        components:
          securitySchemes:
            apiKey: {type: apiKey, name: X-API-Key, in: header}
          schemas:
            Pet:
              type: object
              x-swift-name: Animal
              required: [id]
              properties:
                id: {type: integer, format: int64, x-swift-name: identifier}
                kind: {type: string, enum: [dog, cat], default: dog}
                tag: {type: [string, 'null']}
                big: {type: integer, const: 123456789012345678901234567890}

        """

    @Test func operationsCarryWhatTheEmitterNeeds() throws {
        let document = try document(petstore)
        #expect(document.dialect == .openAPI31)
        #expect(document.info.title == "Pets")
        #expect(document.info.extensions["x-audience"] == .string("internal"))
        #expect(document.servers.first?.variables["region"]?.enumValues == ["eu", "us"])
        #expect(document.paths.names == ["/pets/{petId}"])
        let operations = document.operations
        #expect(operations.map(\.method) == [.get, .delete])

        let get = operations[0]
        #expect(get.operationId == "showPet")
        #expect(get.extensions["x-swift-name"] == .string("pet"))
        #expect(get.pointer == "#/paths/~1pets~1{petId}/get")
        #expect(get.tags == ["pets"])
        // Path-level parameters first, the operation's own override by name and location.
        #expect(get.parameters.map(\.name) == ["petId", "verbose", "X-Trace"])
        let verbose = try #require(get.parameters.first { $0.name == "verbose" })
        #expect(document[try #require(verbose.schema)].types == [.integer])
        #expect(verbose.extensions["x-swift-name"] == .string("isVerbose"))
        #expect(get.parameters[0].location == .path && get.parameters[0].required)
        #expect(get.responses.map(\.status) == [.code(200), .range(2), .default])
        #expect(get.responses[0].headers.names == ["X-Rate"])
        #expect(get.security.first?.schemes.names == ["apiKey"])
        #expect(!get.overridesSecurity)
        #expect(get.servers.first?.url == "https://{region}.example.com/v1")
        #expect(get.sourceLocation == SourceLocation(file: "spec.yaml", line: 15, column: 7))

        let delete = operations[1]
        #expect(delete.operationId == nil)
        #expect(delete.deprecated)
        #expect(delete.security.isEmpty && delete.overridesSecurity)
        #expect(delete.servers.map(\.url) == ["https://admin.example.com"])
    }

    @Test func schemasKeepKeywordsValuesAndExtensions() throws {
        let document = try document(petstore)
        let petID = try #require(document.schema(named: "Pet"))
        let pet = document[petID]
        #expect(document.componentName(of: petID) == "Pet")
        #expect(pet.pointer == "#/components/schemas/Pet")
        #expect(pet.extensions["x-swift-name"] == .string("Animal"))
        #expect(pet.properties.names == ["id", "kind", "tag", "big"])
        #expect(pet.required == ["id"])
        let id = document[try #require(pet.properties["id"])]
        #expect(id.format == "int64")
        #expect(id.extensions["x-swift-name"] == .string("identifier"))
        let kind = document[try #require(pet.properties["kind"])]
        #expect(kind.enumValues == [.string("dog"), .string("cat")])
        #expect(kind.defaultValue == .string("dog"))
        #expect(document[try #require(pet.properties["tag"])].isNullable)
        #expect(document[try #require(pet.properties["big"])].constValue == .bigInt("123456789012345678901234567890"))
        #expect(!document.isRecursive(petID))
    }

    @Test func inlineSchemasKnowTheirPointer() throws {
        let document = try document(petstore)
        let get = try #require(document.operations.first)
        let verbose = try #require(get.parameters.first { $0.name == "verbose" }?.schema)
        #expect(document[verbose].pointer == "#/paths/~1pets~1{petId}/get/parameters/0/schema")
        let body = try #require(get.responses.first?.content.first?.schema)
        #expect(document[body].pointer == "#/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema")
        #expect(document.resolved(body).pointer == "#/components/schemas/Pet")
        let rate = try #require(get.responses.first?.headers["X-Rate"]?.schema)
        #expect(document[rate].pointer == "#/paths/~1pets~1{petId}/get/responses/200/headers/X-Rate/schema")
    }

    @Test func referenceSiblingsAnnotateOrRefine() throws {
        let document = try document(
            spec31(
                components: """
                      schemas:
                        Base: {type: object}
                        Annotated: {$ref: '#/components/schemas/Base', description: 'Same type, other words'}
                        Refined: {$ref: '#/components/schemas/Base', required: [id]}
                    """
            )
        )
        let annotated = document[try #require(document.schema(named: "Annotated"))]
        #expect(annotated.isPureReference)
        #expect(annotated.description == "Same type, other words")
        #expect(document.resolved(annotated.id).id == document.schema(named: "Base"))
        let refined = document[try #require(document.schema(named: "Refined"))]
        #expect(!refined.isPureReference)
        #expect(document.resolved(refined.id).required == ["id"])
    }

    @Test func openAPI30DialectIsNormalised() throws {
        let document = try document(
            """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths: {}
            components:
              schemas:
                Maybe: {$ref: '#/components/schemas/Price', nullable: true}
                Price:
                  type: number
                  nullable: true
                  minimum: 0
                  exclusiveMinimum: true
                  example: 9.5
                Shape:
                  oneOf: [{$ref: '#/components/schemas/Circle'}, {$ref: '#/components/schemas/Square'}]
                  discriminator:
                    propertyName: kind
                    mapping: {circle: Circle, square: '#/components/schemas/Square'}
                Circle: {type: object, properties: {kind: {type: string}}, additionalProperties: false}
                Square:
                  allOf: [{$ref: '#/components/schemas/Circle'}]
                  additionalProperties: {type: integer}
                  readOnly: true

            """
        )
        let price = document[try #require(document.schema(named: "Price"))]
        #expect(price.types == [.number, .null])
        #expect(price.minimum == nil && price.exclusiveMinimum == 0)
        #expect(price.examples == [.double(9.5)])
        let maybe = document[try #require(document.schema(named: "Maybe"))]
        #expect(maybe.isPureReference && maybe.isNullable && maybe.types == nil)
        let shape = document[try #require(document.schema(named: "Shape"))]
        let discriminator = try #require(shape.discriminator)
        #expect(discriminator.propertyName == "kind")
        #expect(discriminator.mapping["circle"] == document.schema(named: "Circle"))
        #expect(discriminator.mapping["square"] == document.schema(named: "Square"))
        #expect(
            shape.oneOf.map { document.resolved($0).id } == [
                document.schema(named: "Circle"), document.schema(named: "Square"),
            ]
        )
        let circle = document[try #require(document.schema(named: "Circle"))]
        #expect(circle.additionalProperties == .allowed(false))
        let square = document[try #require(document.schema(named: "Square"))]
        #expect(square.readOnly)
        guard case .schema(let extra)? = square.additionalProperties else {
            Issue.record("additionalProperties is not a schema")
            return
        }
        #expect(document[extra].types == [.integer])
    }

    @Test func openAPI32QueryMethodItemSchemaAndWebhooks() throws {
        let document = try document(
            """
            openapi: 3.2.0
            info: {title: T, version: '1'}
            paths:
              /search:
                query:
                  requestBody: {content: {application/json: {schema: {type: object}}}}
                  responses: {'200': {description: OK}}
              /events:
                get:
                  responses:
                    '200':
                      description: A stream
                      content:
                        application/jsonl: {itemSchema: {$ref: '#/components/schemas/Event'}}
                        text/event-stream:
                          itemSchema:
                            type: object
                            properties:
                              data: {type: string, contentMediaType: application/json, contentSchema: {$ref: '#/components/schemas/Event'}}
                additionalOperations:
                  PURGE: {responses: {'204': {description: Gone}}}
            webhooks:
              newPet:
                post: {operationId: newPet, responses: {'200': {description: OK}}}
            components:
              schemas:
                Event: {type: object}

            """
        )
        #expect(document.operations.map(\.method) == [.query, .get, HTTPMethod(rawValue: "PURGE")])
        let stream = try #require(document.operations[1].responses.first?.content)
        #expect(stream.map(\.isSequential) == [true, true])
        #expect(stream[0].itemSchema.map { document.resolved($0).id } == document.schema(named: "Event"))
        #expect(stream.map(\.isEventStream) == [false, true])
        let event = try #require(stream[1].itemSchema.map { document.resolved($0) })
        let data = try #require(event.properties["data"].map { document.resolved($0) })
        #expect(data.contentMediaType == "application/json")
        #expect(data.contentSchema.map { document.resolved($0).id } == document.schema(named: "Event"))
        #expect(document.webhookOperations.map(\.operationId) == ["newPet"])
        #expect(document.webhookOperations.first?.isWebhook == true)
    }

    @Test func sharedComponentsAreResolvedAndNamed() throws {
        let document = try document(
            """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /items:
                $ref: '#/components/x-paths/items'
            components:
              parameters:
                limit: {name: limit, in: query, schema: {type: integer, maximum: 100}}
              requestBodies:
                Item: {required: true, content: {application/json: {schema: {type: object}}}}
              responses:
                NotFound: {description: Not found}
              x-paths:
                items:
                  post:
                    parameters: [{$ref: '#/components/parameters/limit'}]
                    requestBody: {$ref: '#/components/requestBodies/Item'}
                    responses: {'404': {$ref: '#/components/responses/NotFound'}}

            """
        )
        let operation = try #require(document.operations.first)
        #expect(operation.parameters.first?.reference == "limit")
        #expect(operation.requestBody?.reference == "Item")
        #expect(operation.requestBody?.required == true)
        #expect(operation.responses.first?.reference == "NotFound")
        #expect(operation.responses.first?.status == .code(404))
        #expect(document.paths["/items"]?.reference == "items")
    }

    @Test func jsonInputReadsTheSame() throws {
        let document = try document(
            #"{"openapi": "3.1.0", "info": {"title": "J", "version": "1"}, "paths": {"/a": {"get": "#
                + #"{"responses": {"200": {"description": "OK"}}}}}}"#,
            path: "spec.json"
        )
        #expect(document.operations.first?.path == "/a")
    }
}
