import Diagnostics
import Testing
import YAMLNodes

struct JSONWriterTests {
    private func json(_ yaml: String, pretty: Bool = false) throws -> String {
        let bag = DiagnosticBag()
        let documents = try YAMLParser().parse(SourceFile(path: "t.yaml", text: yaml), diagnostics: bag)
        return try JSONWriter(isPretty: pretty).write(try #require(documents.first))
    }

    @Test(arguments: [
        ("a: 1", #"{"a":1}"#),
        ("z: 1\na: 2", #"{"z":1,"a":2}"#),
        ("[~, true, 0x10, 1.5, 1e3, str]", #"[null,true,16,1.5,1000.0,"str"]"#),
        ("big: 123456789012345678901234567890", #"{"big":123456789012345678901234567890}"#),
        ("[.inf, -.inf, .nan]", #"[".inf","-.inf",".nan"]"#),
        ("'q\"\\\\'", #""q\"\\\\""#),
        ("\"tab\\tnl\\ncr\\rnul\\0bell\\a\"", #""tab\tnl\ncr\rnul\u0000bell\u0007""#),
        ("\"\\u2028é😀\"", "\"\u{2028}é😀\""),
        ("{}", "{}"), ("[]", "[]"), ("---", "null"),
        ("1: one\n~: none\ntrue: yes", #"{"1":"one","~":"none","true":"yes"}"#),
        ("base: &b {x: 1}\nuse:\n  <<: *b\n  y: 2", #"{"base":{"x":1},"use":{"x":1,"y":2}}"#),
    ])
    func compact(yaml: String, expected: String) throws {
        #expect(try json(yaml) == expected)
    }

    @Test func prettyIndentsTwoSpaces() throws {
        #expect(
            try json("a:\n  - 1\n  - {b: c}\nd: []\n", pretty: true) == """
                {
                  "a": [
                    1,
                    {
                      "b": "c"
                    }
                  ],
                  "d": []
                }
                """
        )
    }

    @Test func collectionKeyIsALocatedError() throws {
        let bag = DiagnosticBag()
        let documents = try YAMLParser().parse(
            SourceFile(path: "t.yaml", text: "x:\n  ? [a]\n  : b\n"),
            diagnostics: bag
        )
        let error = #expect(throws: DiagnosticError.self) { try JSONWriter().write(documents[0]) }
        #expect(error?.diagnostics.map(\.id) == [.yamlJSONKey])
        #expect(error?.diagnostics.first?.location == SourceLocation(file: "t.yaml", line: 2, column: 5))
    }

    /// Each string used to be appended through `unicodeScalars`, which copied the whole text written so far, so the
    /// work grew with the square of the output and a large spec never finished; written in one pass, this list is
    /// far inside the limit even in a debug build.
    @Test(.timeLimit(.minutes(1)))
    func manyStringsAreWrittenInOnePass() throws {
        let items = (0..<400_000).map { Node(.scalar(Scalar("item \($0) \"quoted\"", style: .doubleQuoted))) }
        let text = try JSONWriter(isPretty: false).write(YAMLDocument(root: Node(.sequence(items)), file: "t.yaml"))
        #expect(text.hasPrefix(#"["item 0 \"quoted\"","item 1 \"quoted\"","#))
        #expect(text.hasSuffix(#","item 399999 \"quoted\""]"#))
    }

    @Test func documentsAreWrittenOnePerLine() throws {
        let documents = try YAMLParser().parse(
            SourceFile(path: "t.yaml", text: "--- a\n--- [1]\n"),
            diagnostics: DiagnosticBag()
        )
        #expect(try JSONWriter(isPretty: false).write(documents) == "\"a\"\n[1]\n")
    }

    /// A few hundred bytes of aliases stand for far more JSON; the writer stops at its limit, at the node that
    /// crossed it (an alias shares its anchor's node, so that is where it points).
    @Test func aliasesBeyondTheOutputLimitAreALocatedError() throws {
        let yaml =
            "a: &x '\(String(repeating: "y", count: 1000))'\nb: [\(repeatElement("*x", count: 100).joined(separator: ", "))]\n"
        let documents = try YAMLParser().parse(SourceFile(path: "t.yaml", text: yaml), diagnostics: DiagnosticBag())
        #expect(try JSONWriter(maxOutputBytes: 200_000).write(documents).count > 100_000)
        let error = #expect(throws: DiagnosticError.self) { try JSONWriter(maxOutputBytes: 50_000).write(documents) }
        #expect(error?.diagnostics.map(\.id) == [.yamlJSONSize])
        #expect(error?.diagnostics.first?.location == SourceLocation(file: "t.yaml", line: 1, column: 4))
    }
}
