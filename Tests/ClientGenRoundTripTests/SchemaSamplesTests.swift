import Diagnostics
import OpenAPIModel
import Testing

@testable import clientgen_roundtrip

/// The samples the round-trip check decodes are valid for their schema, and reach what models are known to lose.
struct SchemaSamplesTests {
    static func samples(_ schemas: String, of name: String = "S") throws -> [String] {
        let (samples, id) = try sampler(schemas, of: name)
        return samples.samples(for: id).map(\.text)
    }

    static func sampler(_ schemas: String, of name: String = "S") throws -> (SchemaSamples, SchemaID) {
        let yaml = """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths: {}
            components:
              schemas:
            \(schemas.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": yaml]),
            diagnostics: DiagnosticBag()
        )
        let id = try #require(document.components.schemas[name])
        return (SchemaSamples(document: document), id)
    }

    @Test(arguments: [
        ("int64 past a Double's digits", "S: {type: integer, format: int64}", [#"9007199254740993"#]),
        ("int32", "S: {type: integer, format: int32}", [#"2147483647"#]),
        ("bounded integer", "S: {type: integer, minimum: 1, maximum: 10}", [#"10"#]),
        ("decimal with cents", "S: {type: number, format: decimal}", [#"12345678901234567.89"#]),
        ("decimal as a string", "S: {type: string, format: decimal}", [#""12345678901234567.89""#]),
        ("date-time with microseconds", "S: {type: string, format: date-time}", [#""2024-02-29T12:34:56.123456Z""#]),
        ("uuid", "S: {type: string, format: uuid}", [#""3f2504e0-4f89-41d3-9a0c-0305e82c3301""#]),
        ("minLength", "S: {type: string, minLength: 6}", [#""textxx""#]),
        ("enum: first and last", "S: {enum: [a, b, c]}", [#""a""#, #""c""#]),
        ("const", "S: {const: 3}", [#"3"#]),
        ("nullable", "S: {type: [string, 'null']}", [#""text""#, "null"]),
        ("boolean", "S: {type: boolean}", ["true", "false"]),
        ("any", "S: {}", [#"{"text":"a","list":[1,true,null]}"#]),
        (
            "object: every member, the required ones, each other value",
            "S: {type: object, required: [id], properties: {id: {type: integer}, on: {type: boolean}}}",
            [#"{"id":42,"on":true}"#, #"{"id":42}"#, #"{"id":42,"on":false}"#]
        ),
        (
            "map", "S: {type: object, additionalProperties: {type: integer}}",
            [#"{"extra1":42}"#, "{}"]
        ),
        (
            "array of every variant",
            "S: {type: array, items: {oneOf: [{type: string}, {type: integer}]}}",
            [#"["text",42]"#]
        ),
        (
            "array split by maxItems",
            "S: {type: array, maxItems: 1, items: {oneOf: [{type: string}, {type: integer}]}}",
            [#"["text"]"#, "[42]"]
        ),
    ])
    func eachSchemaGivesValidSamples(id: String, schemas: String, expected: [String]) throws {
        #expect(try Self.samples(schemas) == expected)
    }

    /// Every variant of a union, each with the discriminator's value that names it, and the members beside it.
    @Test func everyVariantOfAUnionIsSampled() throws {
        let samples = try Self.samples(
            """
            S:
              oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
              discriminator: {propertyName: kind, mapping: {kitty: '#/components/schemas/Cat'}}
            Cat: {type: object, required: [kind], properties: {kind: {type: string}, meows: {type: boolean}}}
            Dog: {type: object, required: [kind], properties: {kind: {type: string}, barks: {type: integer}}}
            """
        )
        #expect(
            samples == [
                #"{"kind":"kitty","meows":true}"#, #"{"kind":"kitty"}"#, #"{"kind":"Dog","barks":42}"#,
                #"{"kind":"Dog"}"#,
            ]
        )
    }

    /// A part of `allOf` that only describes adds no members: the sample is the referenced schema's.
    @Test func aDescribingPartAddsNothing() throws {
        let samples = try Self.samples(
            """
            S: {allOf: [{$ref: '#/components/schemas/T'}, {description: The folder.}]}
            T: {type: object, required: [id], properties: {id: {type: string}}}
            """
        )
        #expect(samples == [#"{"id":"text"}"#])
    }

    /// A schema that contains itself stops at the depth limit: optional members are left out there.
    @Test func aRecursiveSchemaEnds() throws {
        let samples = try Self.samples("S: {type: object, properties: {next: {$ref: '#/components/schemas/S'}}}")
        #expect(samples.first?.hasPrefix(#"{"next":{"next":"#) == true)
        #expect(samples.contains("{}"))
    }

    /// What a model sends back leaves out its read-only members, at any depth: in items, in `allOf` parts and in
    /// maps' values, whether the member or the schema it refers to says `readOnly`.
    @Test func readOnlyMembersAreNotSentBack() throws {
        let (samples, id) = try Self.sampler(
            """
            S:
              allOf:
                - {$ref: '#/components/schemas/Base'}
                - type: object
                  properties:
                    items: {type: array, items: {$ref: '#/components/schemas/Base'}}
                    byName: {type: object, additionalProperties: {$ref: '#/components/schemas/Base'}}
            Base:
              type: object
              properties:
                id: {type: string, readOnly: true}
                created: {$ref: '#/components/schemas/Stamp'}
                name: {type: string}
            Stamp: {type: string, format: date-time, readOnly: true}
            """
        )
        let sample = JSONSample.object([
            ("id", .string("a")), ("name", .string("n")), ("created", .string("2024-01-01T00:00:00Z")),
            ("items", .array([.object([("id", .string("b")), ("name", .string("m"))])])),
            ("byName", .object([("x", .object([("id", .string("c")), ("name", .string("o"))]))])),
            ("other", .object([("id", .string("kept"))])),
        ])
        #expect(
            samples.sentBack(sample, as: id).text
                == #"{"name":"n","items":[{"name":"m"}],"byName":{"x":{"name":"o"}},"other":{"id":"kept"}}"#
        )
    }
}
