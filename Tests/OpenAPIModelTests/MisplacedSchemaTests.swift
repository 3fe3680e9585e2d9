import Diagnostics
import OpenAPIModel
import Testing

/// Schema keywords written beside a schema instead of in it, as documents converted from Swagger 2.0 keep them
/// (Ceph's official document has 255 media types of the form `application/json: {type: object}`), are read as the
/// schema's, each with a warning; so is a media type written as a `$ref` to a schema.
struct MisplacedSchemaTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              parameters:
                - {name: offset, in: query, default: 0, schema: {type: integer}}
                - {name: kind, in: query, type: string, enum: [cat, dog]}
                - {name: limit, in: query, maximum: 50, schema: {type: integer, maximum: 100}}
                - {name: filter, in: query, type: string, content: {application/json: {schema: {type: object}}}}
              responses:
                '200':
                  description: OK
                  content:
                    application/json: {$ref: '#/components/schemas/Pet'}
                    application/vnd.pets.v1+json: {type: object}
            post:
              requestBody:
                content:
                  application/json:
                    type: object
                    required: [name]
                    properties: {name: {type: string}}
                    example: {name: Rex}
              responses: {'204': {description: Created}}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}

        """

    @Test func keywordsBesideASchemaAreReadAsItsOwn() throws {
        let (loaded, diagnostics) = load(["spec.yaml": Self.spec])
        let document = try #require(loaded)
        let list = try #require(document.paths["/pets"]?.operations.first { $0.method == .get })
        let schemas = list.parameters.map { $0.schema.map { document[$0] } }
        // Added to the schema it is beside.
        #expect(schemas[0]?.defaultValue == .int(0))
        #expect(schemas[0]?.types == [.integer])
        // The whole schema, without one.
        #expect(schemas[1]?.types == [.string])
        #expect(schemas[1]?.enumValues == [.string("cat"), .string("dog")])
        // The schema's own keyword wins.
        #expect(schemas[2]?.maximum == 100)
        // A parameter described by `content` has no schema for it to join.
        #expect(schemas[3] == nil)

        let answers = try #require(list.responses.first?.content)
        let pet = try #require(answers[0].schema)
        #expect(document.resolved(pet).properties.names == ["name"])
        #expect(answers[1].schema.map { document[$0].types } == [.object])

        let create = try #require(document.paths["/pets"]?.operations.first { $0.method == .post })
        let body = try #require(create.requestBody?.content.first)
        let bodySchema = try #require(body.schema.map { document[$0] })
        #expect(bodySchema.types == [.object] && bodySchema.required == ["name"])
        #expect(bodySchema.properties.names == ["name"])
        #expect(body.example == .object([.init(key: "name", value: .string("Rex"))]))

        let misplaced = diagnostics.filter { $0.id == .openAPIMisplacedSchema }.map(\.message)
        #expect(misplaced.count == 8, "\(misplaced)")
        #expect(
            misplaced.contains("schema keyword 'default' in parameter, not in its 'schema'; it is read as the schema's")
        )
        #expect(
            misplaced.contains(
                "this media type is a '$ref' to a schema, not to a media type; it is read as the media type's 'schema'"
            )
        )
        // Ignored where it cannot join a schema, as any unknown key.
        let unknown = diagnostics.filter { $0.id == .openAPIUnknownKey }.map(\.message)
        #expect(
            unknown == [
                "unknown key 'maximum' in parameter; it is ignored", "unknown key 'type' in parameter; it is ignored",
            ]
        )
    }
}
