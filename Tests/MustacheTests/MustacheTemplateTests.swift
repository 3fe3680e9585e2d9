import Mustache
import Testing

/// Cases modelled on the sections of the official Mustache spec, written for this engine.
struct MustacheTemplateTests {
    @Test(arguments: [
        RenderCase("text without tags is copied", "Hello from {Mustache}!\n", expected: "Hello from {Mustache}!\n"),
        RenderCase("a name is replaced", "Hello, {{subject}}!", ["subject": "world"], expected: "Hello, world!"),
        RenderCase(
            "no form escapes HTML",
            "{{v}} {{{v}}} {{&v}}",
            ["v": "& \" < >"],
            expected: "& \" < > & \" < > & \" < >"
        ),
        RenderCase(
            "Swift-escaped text passes untouched",
            "let s = {{literal}}",
            ["literal": #""a\n\"b\"""#],
            expected: #"let s = "a\n\"b\"""#
        ),
        RenderCase(
            "flags render as true and false",
            "{{yes}}/{{no}}",
            ["yes": true, "no": false],
            expected: "true/false"
        ),
        RenderCase("a missing name renders nothing", "I ({{cannot}}) be seen!", expected: "I () be seen!"),
        RenderCase("null renders nothing", "[{{gone}}]", ["gone": nil], expected: "[]"),
        RenderCase(
            "dotted names reach into objects",
            "{{person.name}} is {{person.age.years}}",
            ["person": ["name": "Joe", "age": ["years": "42"]]],
            expected: "Joe is 42"
        ),
        RenderCase(
            "a broken chain renders nothing",
            "[{{a.b.c.name}}]",
            ["a": ["b": [:]], "c": ["name": "Jim"]],
            expected: "[]"
        ),
        RenderCase(
            "a dotted name's first part is found once, then the rest strictly",
            "{{#a}}[{{b.c}}]{{/a}}",
            ["a": ["b": [:]], "b": ["c": "ERROR"]],
            expected: "[]"
        ),
        RenderCase("the implicit iterator is the top of the stack", "({{.}})", "top", expected: "(top)"),
        RenderCase("whitespace around a variable is kept", "| {{string}} |", ["string": "---"], expected: "| --- |"),
        RenderCase(
            "a variable alone on its line keeps the line",
            "  {{string}}\n",
            ["string": "---"],
            expected: "  ---\n"
        ),
        RenderCase(
            "spaces inside tags are ignored",
            "|{{ string }}|{{{ string }}}|{{& string }}|",
            ["string": "---"],
            expected: "|---|---|---|"
        ),
    ])
    func interpolation(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test(arguments: [
        RenderCase(
            "true renders once",
            "{{#b}}This should be rendered.{{/b}}",
            ["b": true],
            expected: "This should be rendered."
        ),
        RenderCase("false skips", "[{{#b}}no{{/b}}]", ["b": false], expected: "[]"),
        RenderCase("null skips", "[{{#b}}no{{/b}}]", ["b": nil], expected: "[]"),
        RenderCase("a missing name skips", "[{{#b}}no{{/b}}]", expected: "[]"),
        RenderCase("the empty string skips", "[{{#doc}}/// {{doc}}{{/doc}}]", ["doc": ""], expected: "[]"),
        RenderCase("a string is pushed", "{{#doc}}/// {{.}}{{/doc}}", ["doc": "Hi"], expected: "/// Hi"),
        RenderCase(
            "an object is pushed once",
            "{{#context}}Hi {{name}}.{{/context}}",
            ["context": ["name": "Joe"]],
            expected: "Hi Joe."
        ),
        RenderCase(
            "names not in the section's object come from outer contexts",
            "{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}",
            ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]],
            expected: "foo, bar, baz"
        ),
        RenderCase(
            "a list renders once per item",
            "{{#list}}{{item}}{{/list}}",
            ["list": [["item": "1"], ["item": "2"], ["item": "3"]]],
            expected: "123"
        ),
        RenderCase("an empty list skips", "[{{#list}}x{{/list}}]", ["list": []], expected: "[]"),
        RenderCase(
            "the implicit iterator walks a list",
            "{{#list}}({{.}}){{/list}}",
            ["list": ["a", "b"]],
            expected: "(a)(b)"
        ),
        RenderCase(
            "a section named dot iterates nested lists",
            "{{#list}}({{#.}}{{.}}{{/.}}){{/list}}",
            ["list": [["1", "2"], ["3"]]],
            expected: "(12)(3)"
        ),
        RenderCase(
            "dotted section names",
            "{{#a.b.c}}Here{{/a.b.c}}",
            ["a": ["b": ["c": true]]],
            expected: "Here"
        ),
        RenderCase(
            "nested sections",
            "| A {{#b}}B {{#b}}C{{/b}} D{{/b}} E |",
            ["b": true],
            expected: "| A B C D E |"
        ),
        RenderCase(
            "doubled sections",
            "{{#b}}\n* first\n{{/b}}\n* {{two}}\n{{#b}}\n* third\n{{/b}}\n",
            ["b": true, "two": "second"],
            expected: "* first\n* second\n* third\n"
        ),
        RenderCase(
            "whitespace around an inline section is kept",
            " | {{#b}}\t|\t{{/b}} | \n",
            ["b": true],
            expected: " | \t|\t | \n"
        ),
        RenderCase(
            "whitespace inside a section is kept",
            " | {{#b}} {{! note }}\n {{/b}} | \n",
            ["b": true],
            expected: " |  \n  | \n"
        ),
        RenderCase(
            "indented inline sections keep their line",
            " {{#b}}YES{{/b}}\n {{#b}}GOOD{{/b}}\n",
            ["b": true],
            expected: " YES\n GOOD\n"
        ),
        RenderCase(
            "standalone section tags remove their lines",
            "| This Is\n{{#b}}\n|\n{{/b}}\n| A Line\n",
            ["b": true],
            expected: "| This Is\n|\n| A Line\n"
        ),
        RenderCase(
            "indented standalone section tags remove their lines",
            "| This Is\n  {{#b}}\n|\n  {{/b}}\n| A Line\n",
            ["b": true],
            expected: "| This Is\n|\n| A Line\n"
        ),
        RenderCase("standalone lines end with CRLF too", "|\r\n{{#b}}\r\n{{/b}}\r\n|", ["b": true], expected: "|\r\n|"),
        RenderCase("standalone on the first line", "  {{#b}}\n#{{/b}}\n/", ["b": true], expected: "#\n/"),
        RenderCase("standalone on the last line", "#{{#b}}\n/\n  {{/b}}", ["b": true], expected: "#\n/\n"),
        RenderCase(
            "a Swift struct from a list of properties",
            "public struct {{name}} {\n    {{#properties}}\n    public var {{name}}: {{type}}\n    {{/properties}}\n}\n",
            [
                "name": "Lock",
                "properties": [["name": "id", "type": "UUID"], ["name": "nickname", "type": "String?"]],
            ],
            expected: "public struct Lock {\n    public var id: UUID\n    public var nickname: String?\n}\n"
        ),
    ])
    func sections(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test(arguments: [
        RenderCase(
            "false renders",
            "{{^b}}This should be rendered.{{/b}}",
            ["b": false],
            expected: "This should be rendered."
        ),
        RenderCase("true skips", "[{{^b}}no{{/b}}]", ["b": true], expected: "[]"),
        RenderCase("null renders", "[{{^b}}yes{{/b}}]", ["b": nil], expected: "[yes]"),
        RenderCase("a missing name renders", "[{{^b}}yes{{/b}}]", expected: "[yes]"),
        RenderCase("an object skips", "[{{^o}}no{{/o}}]", ["o": ["x": "1"]], expected: "[]"),
        RenderCase("a list skips", "[{{^list}}no{{/list}}]", ["list": ["a"]], expected: "[]"),
        RenderCase("an empty list renders", "[{{^list}}yes{{/list}}]", ["list": []], expected: "[yes]"),
        RenderCase(
            "inverted and normal sections pair up",
            "{{#list}}{{.}}{{/list}}{{^list}}none{{/list}}",
            ["list": []],
            expected: "none"
        ),
        RenderCase(
            "standalone inverted tags remove their lines",
            "| This Is\n  {{^b}}\n|\n  {{/b}}\n| A Line\n",
            ["b": false],
            expected: "| This Is\n|\n| A Line\n"
        ),
    ])
    func invertedSections(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test(arguments: [
        RenderCase("an inline comment vanishes", "12345{{! Comment Block! }}67890", expected: "1234567890"),
        RenderCase(
            "a comment may span lines",
            "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n",
            expected: "1234567890\n"
        ),
        RenderCase(
            "a standalone comment removes its line",
            "Begin.\n{{! Comment }}\nEnd.\n",
            expected: "Begin.\nEnd.\n"
        ),
        RenderCase(
            "an indented standalone comment removes its line",
            "Begin.\n  {{! Comment }}\nEnd.\n",
            expected: "Begin.\nEnd.\n"
        ),
        RenderCase("a standalone comment line ends with CRLF", "|\r\n{{! Standalone }}\r\n|", expected: "|\r\n|"),
        RenderCase("a standalone comment on the first line", "  {{! Still standalone }}\n!", expected: "!"),
        RenderCase("a standalone comment on the last line", "!\n  {{! Still standalone }}", expected: "!\n"),
        RenderCase(
            "a multi-line standalone comment",
            "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n",
            expected: "Begin.\nEnd.\n"
        ),
        RenderCase("a comment after text keeps the line", "  12 {{! 34 }}\n", expected: "  12 \n"),
        RenderCase("whitespace around a comment is kept", "12345 {{! Comment }} 67890", expected: "12345  67890"),
    ])
    func comments(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test(arguments: [
        RenderCase("new delimiters take effect", "{{=<% %>=}}(<%text%>)", ["text": "Hey!"], expected: "(Hey!)"),
        RenderCase("brackets as delimiters", "({{=[ ]=}}[text])", ["text": "It worked!"], expected: "(It worked!)"),
        RenderCase(
            "sections with new delimiters",
            "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
            ["section": true, "data": "I got interpolated."],
            expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"
        ),
        RenderCase(
            "partials keep the default delimiters",
            "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n",
            ["value": "yes"],
            partials: ["include": ".{{value}}."],
            expected: "[ .yes. ]\n[ .yes. ]\n"
        ),
        RenderCase(
            "delimiters set in a partial stay in it",
            "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n",
            ["value": "yes"],
            partials: ["include": ".{{value}}. {{= | | =}} .|value|."],
            expected: "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n"
        ),
        RenderCase("triple mustache with new delimiters", "{{=<% %>=}}<%{text}%>", ["text": "<b>"], expected: "<b>"),
        RenderCase("whitespace around the tag is kept", "| {{=@ @=}} |", expected: "|  |"),
        RenderCase("text before the tag keeps the line", " | {{=@ @=}}\n", expected: " | \n"),
        RenderCase("a standalone tag removes its line", "Begin.\n{{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        RenderCase(
            "an indented standalone tag removes its line",
            "Begin.\n  {{=@ @=}}\nEnd.\n",
            expected: "Begin.\nEnd.\n"
        ),
        RenderCase("a standalone tag line ends with CRLF", "|\r\n{{= @ @ =}}\r\n|", expected: "|\r\n|"),
        RenderCase("a standalone tag on the first line", "  {{=@ @=}}\n=", expected: "="),
        RenderCase("a standalone tag on the last line", "=\n  {{=@ @=}}", expected: "=\n"),
        RenderCase("padding inside the tag", "|{{= @   @ =}}|", expected: "||"),
    ])
    func delimiters(_ example: RenderCase) throws {
        #expect(try example.render() == example.expected)
    }

    @Test func rendersManyTimesFromOneCompile() throws {
        let template = try MustacheTemplate("case {{name}}\n")
        #expect(try template.render(["name": "locked"]) == "case locked\n")
        #expect(try template.render(["name": "unlocked"]) == "case unlocked\n")
    }

    @Test func aTemplateAloneReportsItsPartialsAsUnknown() {
        #expect(throws: MustacheError(.unknownPartial("p"), file: "t.mustache", position: .init(line: 1, column: 3))) {
            try MustacheTemplate("x {{>p}}", file: "t.mustache").render([:])
        }
    }
}
