import Testing

@testable import OpenAPIModel

struct SchemaIDTableTests {
    @Test func holdsWhatWasSetByIdAndNothingElse() {
        var table = SchemaIDTable<String>()
        #expect(table[SchemaID(3)] == nil)
        table[SchemaID(3)] = "three"
        table[SchemaID(0)] = "zero"
        table[SchemaID(-2)] = "a placeholder's id is never a schema's"
        #expect(table[SchemaID(3)] == "three")
        #expect(table[SchemaID(0)] == "zero")
        #expect(table[SchemaID(1)] == nil)
        #expect(table[SchemaID(-2)] == nil)
        #expect(table[SchemaID(100)] == nil)
        table[SchemaID(3)] = nil
        #expect(table[SchemaID(3)] == nil)
    }
}
