import Mustache
import Testing

struct TemplateSetTests {
    @Test(arguments: [
        RenderCase(
            "a partial is inserted",
            "\"{{>text}}\"",
            partials: ["text": "from partial"],
            expected: "\"from partial\""
        ),
        RenderCase(
            "a partial sees the current context",
            "\"{{>partial}}\"",
            ["text": "content"],
            partials: ["partial": "*{{text}}*"],
            expected: "\"*content*\""
        ),
        RenderCase(
            "a partial may include itself",
            "{{>node}}",
            ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
            partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"],
            expected: "X<Y<>>"
        ),
        RenderCase(
            "partials nest",
            "{{>outer}}",
            ["a": "hello", "b": "world"],
            partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"],
            expected: "*hello world!*"
        ),
        RenderCase(
            "whitespace around an inline partial is kept",
            "| {{>partial}} |",
            partials: ["partial": "\t|\t"],
            expected: "| \t|\t |"
        ),
        RenderCase(
            "an inline partial is not indented",
            "  {{data}}  {{> partial}}\n",
            ["data": "|"],
            partials: ["partial": ">\n>"],
            expected: "  |  >\n>\n"
        ),
        RenderCase(
            "a standalone partial line ends with CRLF",
            "|\r\n{{>partial}}\r\n|",
            partials: ["partial": ">"],
            expected: "|\r\n>|"
        ),
        RenderCase(
            "a standalone partial on the first line is indented",
            "  {{>partial}}\n>",
            partials: ["partial": ">\n>"],
            expected: "  >\n  >>"
        ),
        RenderCase(
            "a standalone partial on the last line is indented",
            ">\n  {{>partial}}",
            partials: ["partial": ">\n>"],
            expected: ">\n  >\n  >"
        ),
        RenderCase(
            "indentation goes on the partial's lines, not inside inserted values",
            "\\\n {{>partial}}\n/\n",
            ["content": "<\n->"],
            partials: ["partial": "|\n{{{content}}}\n|\n"],
            expected: "\\\n |\n <\n->\n |\n/\n"
        ),
        RenderCase(
            "spaces inside the tag are ignored",
            "|{{> partial }}|",
            partials: ["partial": "[]"],
            expected: "|[]|"
        ),
        RenderCase(
            "indentation adds up through nested standalone partials",
            "{{>outer}}",
            partials: ["outer": "  {{>inner}}\n", "inner": "a\n  {{>leaf}}\nb\n", "leaf": "x\ny\n"],
            expected: "  a\n    x\n    y\n  b\n"
        ),
        RenderCase(
            "standalone lines inside an indented partial still vanish",
            "  {{>partial}}\n",
            ["on": true],
            partials: ["partial": "{{#on}}\nyes\n{{/on}}\n{{^on}}\nno\n{{/on}}\n"],
            expected: "  yes\n"
        ),
        RenderCase(
            "a member partial indented inside a type",
            "struct S {\n{{#properties}}\n    {{>property}}\n{{/properties}}\n}\n",
            ["properties": [["doc": "The lock.", "name": "id"], ["doc": "Its name.", "name": "name"]]],
            partials: ["property": "/// {{doc}}\nvar {{name}}: String\n"],
            expected: "struct S {\n    /// The lock.\n    var id: String\n    /// Its name.\n    var name: String\n}\n"
        ),
    ])
    func partials(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test func anUnknownPartialFailsWhenTheSetIsMade() {
        #expect(
            throws: MustacheError(
                .unknownPartial("missing"),
                file: "model.mustache",
                position: .init(line: 2, column: 3)
            )
        ) {
            try TemplateSet(sources: ["model": "a\n  {{> missing }}", "other": ""])
        }
    }

    @Test func endlessRecursionIsAnErrorNotACrash() throws {
        let set = try TemplateSet(sources: ["loop": "x\n{{>loop}}"])
        let error = #expect(throws: MustacheError.self) { try set.render("loop", [:]) }
        #expect(
            error?.description
                == "loop.mustache:2:1: error: partial 'loop' is included more than 100 levels deep; "
                + "does it include itself without end?"
        )
    }

    @Test func recursionUpToTheLimitRenders() throws {
        let set = try TemplateSet(sources: [
            "main": "{{#child}}{{>node}}{{/child}}", "node": "+{{#child}}{{>node}}{{/child}}",
        ])
        let limit = TemplateSet.maximumPartialDepth
        #expect(try set.render("main", Self.chain(depth: limit)) == String(repeating: "+", count: limit))
        #expect(throws: MustacheError.self) { try set.render("main", Self.chain(depth: limit + 1)) }
    }

    /// Each level renders the next twice: the depth limit alone let this run for 2^60 levels' worth of steps.
    @Test func aPartialIncludedTwicePerLevelStopsWithAnError() throws {
        var set = try TemplateSet(sources: [
            "main": "{{#child}}{{>node}}{{/child}}", "node": "+{{#child}}{{>node}}{{>node}}{{/child}}",
        ])
        set.minimumStepLimit = 10_000
        #expect(try set.render("main", Self.chain(depth: 10)) == String(repeating: "+", count: 1023))
        let error = #expect(throws: MustacheError.self) { try set.render("main", Self.chain(depth: 60)) }
        #expect(
            error?.description
                == "node.mustache:1:21: error: rendering takes more than 10000 steps, far more than the templates "
                + "and their values need; does a template include a partial more than once for each level it descends?"
        )
        #expect(error?.id == "template.render-too-long")
    }

    /// Sections nested over one list need no partial to multiply the work.
    @Test func sectionsNestedOverOneListStopWithAnError() throws {
        let nested = String(repeating: "{{#items}}", count: 12) + "x" + String(repeating: "{{/items}}", count: 12)
        var set = try TemplateSet(sources: ["main": nested])
        set.minimumStepLimit = 10_000
        let items: MustacheValue = .list(Array(repeating: true, count: 10))
        let error = #expect(throws: MustacheError.self) { try set.render("main", ["items": items]) }
        #expect(error?.description.hasPrefix("main.mustache: error: rendering takes more than 10000 steps") == true)
    }

    /// A context that needs more steps than the minimum renders: the limit grows with the values given.
    @Test func aLargeContextRendersPastTheMinimumSteps() throws {
        var set = try TemplateSet(sources: ["main": "{{#items}}<{{.}}>{{/items}}"])
        set.minimumStepLimit = 1000
        let items: MustacheValue = .list(Array(repeating: "i", count: 2000))
        #expect(try set.render("main", ["items": items]) == String(repeating: "<i>", count: 2000))
    }

    /// Objects nested `depth` deep under `child`; the innermost says `child: false` so lookup stops there.
    private static func chain(depth: Int) -> MustacheValue {
        var tree: MustacheValue = ["child": false]
        for _ in 1..<depth { tree = ["child": tree] }
        return ["child": tree]
    }

    @Test func renderingAnUnknownTemplateNamesIt() throws {
        let set = try TemplateSet(sources: ["model": ""])
        #expect(throws: MustacheError(.unknownTemplate("enum"), file: "")) { try set.render("enum", [:]) }
        #expect(MustacheError(.unknownTemplate("enum"), file: "").description == "error: no template named 'enum'")
    }

    @Test func namesAreSorted() throws {
        #expect(try TemplateSet(sources: ["b": "", "a": "", "c": ""]).names == ["a", "b", "c"])
    }
}
