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
}
