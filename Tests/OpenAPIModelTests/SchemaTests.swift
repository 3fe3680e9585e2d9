import Diagnostics
import Testing

@testable import OpenAPIModel

struct SchemaTests {
    /// Every stored field of `schema` as text, read from its storage by reflection, so a field added later is
    /// covered without changing this test.
    private func fields(_ schema: Schema) throws -> [String: String] {
        let storage = try #require(Mirror(reflecting: schema).children.first).value
        let fields = try #require(Mirror(reflecting: storage).children.first).value
        let children = Mirror(reflecting: fields).children
        #expect(children.count > 40)
        return Dictionary(uniqueKeysWithValues: children.map { ($0.label ?? "", String(describing: $0.value)) })
    }

    private func filledSchema() -> Schema {
        var schema = Schema(id: SchemaID(3), pointer: "#/components/schemas/Pet")
        schema.sourceLocation = SourceLocation(file: "spec.yaml", line: 4, column: 5)
        schema.title = "Pet"
        schema.description = "A pet."
        schema.types = [.object, .null]
        schema.nullable = true
        schema.properties.set("name", SchemaID(4))
        schema.required = ["name"]
        schema.additionalProperties = .schema(SchemaID(5))
        schema.allOf = [SchemaID(6)]
        schema.oneOf = [SchemaID(7), SchemaID(8)]
        schema.items = SchemaID(9)
        schema.minimum = 1
        schema.maxLength = 20
        schema.enumValues = [.string("a")]
        schema.examples = [.int(1)]
        schema.deprecated = true
        schema.discriminator = Schema.Discriminator(propertyName: "kind")
        schema.extensions.set("x-swift-name", .string("Animal"))
        schema.hasKeywordsBesideReference = true
        return schema
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = filledSchema()
        var copy = original
        copy.title = "Changed"
        copy.properties.set("age", SchemaID(10))
        copy.allOf.append(SchemaID(11))
        #expect(original.title == "Pet")
        #expect(original.properties.names == ["name"])
        #expect(original.allOf == [SchemaID(6)])
        #expect(copy.title == "Changed")
        #expect(copy.properties.names == ["name", "age"])
        #expect(copy.allOf == [SchemaID(6), SchemaID(11)])
    }

    @Test func aChangedCopyKeepsEveryOtherField() throws {
        let original = filledSchema()
        var copy = original
        copy.title = "Changed"
        var expected = try fields(original)
        expected["title"] = String(describing: Optional("Changed"))
        #expect(try fields(copy) == expected)
    }
}
