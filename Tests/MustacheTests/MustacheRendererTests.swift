import Mustache
import Testing

struct MustacheRendererTests {
    @Test func tenThousandItemsRenderInOrderWithNothingLostOrRepeated() throws {
        let cases = (0..<10_000).map { MustacheValue.object(["name": "case\($0)", "wire": "value-\($0)"]) }
        let set = try TemplateSet(sources: [
            "enum": "public enum Big: String {\n{{#cases}}\n    {{>case}}\n{{/cases}}\n}\n",
            "case": "case {{name}} = \"{{wire}}\"\n",
        ])
        let output = try set.render("enum", ["cases": .list(cases)])
        var expected = "public enum Big: String {\n"
        for index in 0..<10_000 { expected += "    case case\(index) = \"value-\(index)\"\n" }
        expected += "}\n"
        #expect(output == expected)
    }

    @Test func lookupWalksOutwardThroughEveryEnclosingSection() throws {
        let template = try MustacheTemplate("{{#a}}{{#b}}{{#c}}{{x}}{{y}}{{z}}{{/c}}{{/b}}{{/a}}")
        let context: MustacheValue = ["x": "1", "a": ["y": "2", "b": ["z": "3", "c": true]]]
        #expect(try template.render(context) == "123")
    }

    @Test func innerNamesHideOuterOnes() throws {
        let template = try MustacheTemplate("{{name}}:{{#items}}{{name}},{{/items}}")
        let context: MustacheValue = ["name": "outer", "items": [["name": "a"], [:]]]
        #expect(try template.render(context) == "outer:a,outer,")
    }

    @Test func listsAndObjectsHaveNoText() throws {
        let template = try MustacheTemplate("[{{list}}][{{object}}]")
        #expect(try template.render(["list": ["a"], "object": ["k": "v"]]) == "[][]")
    }
}
