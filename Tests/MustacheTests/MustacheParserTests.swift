import Mustache
import Testing

/// Syntax errors point at the tag, with the template's file, as an editor jumps to them.
struct MustacheParserTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var template: String
        var message: String
    }

    @Test(arguments: [
        ErrorCase(
            testDescription: "unclosed tag",
            template: "Hello {{name",
            message: "Templates/model.mustache:1:7: error: unclosed tag; expected '}}'"
        ),
        ErrorCase(
            testDescription: "unclosed triple mustache",
            template: "a\n {{{name}}",
            message: "Templates/model.mustache:2:2: error: unclosed tag; expected '}}}'"
        ),
        ErrorCase(
            testDescription: "unclosed tag after new delimiters",
            template: "{{=<% %>=}}\n\n  <%name}}",
            message: "Templates/model.mustache:3:3: error: unclosed tag; expected '%>'"
        ),
        ErrorCase(
            testDescription: "columns count characters, not bytes",
            template: "héllo {{#x}}",
            message: "Templates/model.mustache:1:7: error: section 'x' is never closed"
        ),
        ErrorCase(
            testDescription: "the innermost unclosed section",
            template: "{{#a}}\n  {{#b}}\n{{/b}}\n  {{^c}}\n",
            message: "Templates/model.mustache:4:3: error: section 'c' is never closed"
        ),
        ErrorCase(
            testDescription: "close tag for another section",
            template: "{{#a}}\n{{#b}}\n  {{/a}}",
            message: "Templates/model.mustache:3:3: error: 'a' closes a section, but the open section is 'b'"
        ),
        ErrorCase(
            testDescription: "close tag with nothing open",
            template: "x\nx {{/a}}",
            message: "Templates/model.mustache:2:3: error: 'a' closes a section that is not open"
        ),
        ErrorCase(
            testDescription: "one delimiter",
            template: "{{=<%=}}",
            message:
                "Templates/model.mustache:1:1: error: invalid delimiters '<%'; "
                + "expected two delimiters without spaces or '=', as in {{=<% %>=}}"
        ),
        ErrorCase(
            testDescription: "three delimiters",
            template: "ok\n{{=< > |=}}",
            message:
                "Templates/model.mustache:2:1: error: invalid delimiters '< > |'; "
                + "expected two delimiters without spaces or '=', as in {{=<% %>=}}"
        ),
        ErrorCase(
            testDescription: "empty part in a dotted name",
            template: "{{a..b}}",
            message: "Templates/model.mustache:1:1: error: invalid name 'a..b'"
        ),
        ErrorCase(
            testDescription: "empty variable",
            template: "x{{ }}",
            message: "Templates/model.mustache:1:2: error: invalid name ''"
        ),
        ErrorCase(
            testDescription: "empty partial name",
            template: "{{> }}",
            message: "Templates/model.mustache:1:1: error: invalid name ''"
        ),
    ])
    func syntaxErrorIsLocated(_ example: ErrorCase) {
        let error = #expect(throws: MustacheError.self) {
            try MustacheTemplate(example.template, file: "Templates/model.mustache")
        }
        #expect(error?.description == example.message)
    }

    @Test func errorWithoutFileStartsWithItsPosition() {
        #expect(throws: MustacheError(.unclosedSection("x"), file: "", position: .init(line: 1, column: 1))) {
            try MustacheTemplate("{{#x}}")
        }
        #expect(
            MustacheError(.unclosedSection("x"), file: "", position: .init(line: 1, column: 1)).description
                == "1:1: error: section 'x' is never closed"
        )
    }
}
