import Diagnostics
import TestSupport
import Testing
import YAMLNodes

/// Every YAML error is a diagnostic pinned to a line and column (the `‸` markers in each fixture).
struct YAMLErrorTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        var name: String
        var marked: String
        var ids: [DiagnosticID]
        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "malformed flow mapping", marked: "a: {b: c\n‸", ids: [.yamlSyntax]),
        Fixture(name: "bad indentation", marked: "a:\n  b: 1\n ‸c: 2\n", ids: [.yamlSyntax]),
        Fixture(name: "tab indentation", marked: "a:\n‸\tb: 1\n", ids: [.yamlSyntax]),
        Fixture(name: "duplicate key", marked: "name: a\nother: b\n‸name: c\n", ids: [.yamlDuplicateKey]),
        Fixture(name: "duplicate key in flow", marked: "{a: 1, ‸a: 2}", ids: [.yamlDuplicateKey]),
        Fixture(name: "undefined alias", marked: "a: ‸*nowhere\n", ids: [.yamlUndefinedAlias]),
        Fixture(name: "cyclic alias", marked: "&a [‸*a]\n", ids: [.yamlCyclicAlias]),
        Fixture(name: "glued comment", marked: "a: [b]‸#c\n", ids: [.yamlCommentSpacing]),
        Fixture(name: "glued comment after quote", marked: "a: \"b\"‸# c\n", ids: [.yamlCommentSpacing]),
        Fixture(name: "block scalar header comment", marked: "a: >‸#c\n  x\n", ids: [.yamlCommentSpacing]),
        Fixture(name: "dash in flow", marked: "[‸-]\n", ids: [.yamlPlainIndicator]),
        Fixture(
            name: "directive without document end",
            marked: "\"a\"\n‸%YAML 1.2\n---\nb\n",
            ids: [.yamlDirectiveWithoutEnd]
        ),
        Fixture(name: "overindented empty line", marked: "a: >\n‸  \n # c\n", ids: [.yamlBlockScalarIndentation]),
        // The checks find the source text of an event from libyaml's character index: multi-byte characters before
        // it must not move what they read.
        Fixture(name: "dash in flow after non-ASCII text", marked: "é: ☕\nb: [é, ‸-]\n", ids: [.yamlPlainIndicator]),
        Fixture(
            name: "glued comment after non-ASCII text",
            marked: "é☕: x\na: \"é\"‸#c\n",
            ids: [.yamlCommentSpacing]
        ),
        Fixture(
            name: "block scalar header comment after non-ASCII text",
            marked: "é☕: x\na: >‸#c\n  x\n",
            ids: [.yamlCommentSpacing]
        ),
    ]

    @Test(arguments: fixtures)
    func errorIsLocated(fixture: Fixture) {
        let marked = MarkedText(fixture.marked)
        let (_, diagnostics) = parse(marked.text)
        #expect(diagnostics.map(\.id) == fixture.ids)
        #expect(diagnostics.map(\.location) == marked.locations)
        #expect(diagnostics.allSatisfy { $0.isError })
    }

    /// A comment runs to the end of its line: a `#` inside it is text, on a line of its own, after a value and
    /// after non-ASCII text, while a glued `#` on the next line is still an error.
    @Test func aHashInsideACommentIsText() {
        let (_, diagnostics) = parse(
            "# see https://example.com/docs#auth\na: b # c#d ##\né: ☕ # ☕#x\nlist: [1] # [x]#y\n"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let marked = MarkedText("a: 1 # see #x\nb: [2]‸#c\n")
        let (_, glued) = parse(marked.text)
        #expect(glued.map(\.id) == [.yamlCommentSpacing])
        #expect(glued.map(\.location) == marked.locations)
    }

    @Test func duplicateKeyPointsAtBothPlaces() {
        let marked = MarkedText("‸x: 1\n‸x: 2\n")
        let (_, diagnostics) = parse(marked.text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == marked.locations[1])
        #expect(diagnostics.first?.notes.first?.location == marked.locations[0])
        #expect(
            diagnostics.first?.description == """
                test.yaml:2:1: error: duplicate key 'x' in mapping [yaml.duplicate-key]
                test.yaml:1:1: note: first given here
                """
        )
    }

    @Test func duplicatesInLargeMappingsAreFoundToo() {
        let keys = (0..<100).map { "k\($0): \($0)" } + ["k42: again"]
        let (_, diagnostics) = parse(keys.joined(separator: "\n"))
        #expect(diagnostics.map(\.location?.line) == [101])
        #expect(diagnostics.first?.notes.first?.location?.line == 43)
    }

    @Test func everyRepeatOfAKeyPointsAtTheFirst() {
        // A small mapping (keys compared by length, then text) and a large one (hashed).
        let small = "ab: 1\ncd: 2\nab: 3\nabc: 4\nab: 5\n"
        let large = ((0..<30).map { "k\($0): \($0)" } + ["k7: a", "k7: b"]).joined(separator: "\n")
        for (text, lines, first) in [(small, [3, 5], 1), (large, [31, 32], 8)] {
            let (_, diagnostics) = parse(text)
            #expect(diagnostics.map(\.location?.line) == lines)
            #expect(diagnostics.map { $0.notes.first?.location?.line } == lines.map { _ in first })
        }
    }

    @Test func nullAndBooleanKeysAreTheSameKeyHoweverWritten() {
        let (_, diagnostics) = parse("true: 1\ntype: 2\nTrue: 3\nnull: 4\n~: 5\nNULLS: 6\n")
        #expect(diagnostics.map(\.location?.line) == [3, 5])
    }

    @Test func keysOfDifferentTypesAreDifferentKeys() {
        let (_, diagnostics) = parse("1: a\n\"1\": b\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func everyRecoverableErrorIsReported() {
        let (documents, diagnostics) = parse("a: 1\na: 2\nb: *x\nc: *y\n")
        #expect(documents != nil)
        #expect(diagnostics.map(\.id) == [.yamlUndefinedAlias, .yamlUndefinedAlias, .yamlDuplicateKey])
    }

    @Test func syntaxErrorCarriesLibYAMLContextAsNote() {
        let (documents, diagnostics) = parse("key: [a, b\nother: c\n")
        #expect(documents == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == .yamlSyntax)
        #expect(diagnostics.first?.notes.first?.message == "while parsing a flow sequence")
        #expect(diagnostics.first?.notes.first?.location == SourceLocation(file: "test.yaml", line: 1, column: 6))
    }

    @Test func invalidUTF8IsLocatedByLineAndColumn() {
        let (documents, diagnostics) = parse(bytes: Array("a: ok\nb: é".utf8) + [0xFF, 0x0A])
        #expect(documents == nil)
        #expect(diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 2, column: 5))
        #expect(diagnostics.first?.message.hasPrefix("invalid UTF-8") == true)
    }
}
