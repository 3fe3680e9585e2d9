import Mustache
import Testing

struct MustacheValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: MustacheValue = ["name": "Lock", "isPublic": true, "cases": ["a", "b"], "doc": nil]
        #expect(
            value
                == .object([
                    "name": .string("Lock"), "isPublic": .bool(true), "cases": .list([.string("a"), .string("b")]),
                    "doc": .null,
                ])
        )
    }

    @Test func interpolatedLiteralIsAString() {
        let count = 3
        let value: MustacheValue = "\(count) cases"
        #expect(value == .string("3 cases"))
    }

    @Test func repeatedKeyInALiteralKeepsTheLast() {
        let value: MustacheValue = ["a": "1", "a": "2"]
        #expect(value == .object(["a": "2"]))
    }

    private struct Property: MustacheValueConvertible {
        var name: String
        var documentation: String?
        var mustacheValue: MustacheValue { ["name": name.mustacheValue, "documentation": documentation.mustacheValue] }
    }

    @Test func emitterTypesRenderThroughTheProtocol() throws {
        let properties = [Property(name: "id", documentation: "The lock."), Property(name: "nickname")]
        let template = try MustacheTemplate(
            "{{#properties}}{{#documentation}}/// {{.}}\n{{/documentation}}var {{name}}\n{{/properties}}"
        )
        #expect(
            try template.render(["properties": properties.mustacheValue]) == "/// The lock.\nvar id\nvar nickname\n"
        )
    }

    @Test func dictionariesOfConvertiblesBecomeObjects() {
        #expect(["k": true].mustacheValue == .object(["k": .bool(true)]))
    }
}
