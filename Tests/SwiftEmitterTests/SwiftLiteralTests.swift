import SwiftEmitter
import Testing

struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#), (#"quote " mark"#, #""quote \" mark""#), (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#), (#"""" triple"#, #""\"\"\" triple""#),
        (##""# raw"##, ##""\"# raw""##), ("line\nbreak\r\n", #""line\nbreak\r\n""#), ("tab\there", #""tab\there""#),
        ("nul\0", #""nul\0""#), ("bell\u{07}", #""bell\u{7}""#),
        ("sep\u{2028}par\u{2029}", #""sep\u{2028}par\u{2029}""#),
        ("bidi\u{202E}x", #""bidi\u{202E}x""#), ("é😀", "\"é😀\""), ("", "\"\""),
    ])
    func stringLiterals(text: String, expected: String) {
        #expect(SwiftLiteral.string(text) == expected)
    }

    @Test func docCommentPrefixesEveryLine() {
        #expect(
            Documentation([.spec("First line.\n\nSecond */ line\r\nthird\u{2028}fourth  \n\n")]).lines == [
                "/// First line.", "///", "/// Second */ line", "/// third", "/// fourth",
            ]
        )
    }

    @Test func docCommentCannotEscapeOrHideCode() {
        let lines = Documentation([.spec("x\u{0B}y\u{85}z\u{0}w\u{202E}v")]).lines
        #expect(lines == ["/// x", "/// y", "/// z\\u{0}w\\u{202E}v"])
        #expect(lines.allSatisfy { $0.hasPrefix("///") && !$0.contains("\n") })
    }

    /// ASCII text is cut at its breaks; only a line with a tab or a control character is rewritten.
    @Test func asciiDocCommentLines() {
        #expect(
            DocComment.lines("\na\tb  \r\nc\u{1B}d \n\u{7F}\ne\rf\n\n") == ["a    b", "c\\u{1B}d", "\\u{7F}", "e", "f"]
        )
        #expect(DocComment.lines("plain text  ") == ["plain text"])
    }

    @Test func emptyDescriptionGivesNoLines() {
        #expect(DocComment.lines("  \n \n").isEmpty)
        #expect(DocComment.inline("GET /a\nb") == "GET /a b")
    }

    /// A docstring's indentation is removed as Python's `inspect.cleandoc` removes it; Markdown's is kept.
    @Test(arguments: [
        // Ceph: every line after the first indented.
        (
            "Delete an image from trash.\n        If its time has not expired,\n\n        use force.\n            (indented)",
            ["Delete an image from trash.", "If its time has not expired,", "", "use force.", "    (indented)"]
        ),
        // Pydantic's field descriptions in Prefect's document: every line indented.
        (
            "\n        The maximum number of retries.\n        Defaults to 5.\n        ",
            ["The maximum number of retries.", "Defaults to 5."]
        ),
        // A code block after a paragraph, a nested list, a continuation indented less than four: as written.
        ("Example:\n\n    let a = 1", ["Example:", "", "    let a = 1"]),
        ("- a\n    - b", ["- a", "    - b"]),
        ("1. a\n    1. b", ["1. a", "    1. b"]),
        ("Values:\n  * a\n  * b", ["Values:", "  * a", "  * b"]),
        ("A\n    B\nC", ["A", "    B", "C"]),
    ])
    func docstringIndentation(text: String, expected: [String]) {
        #expect(DocComment.lines(text) == expected)
    }

    /// A code span holds any text: its fence is longer than any run of backticks inside, as CommonMark reads it.
    @Test func codeSpans() {
        #expect(DocComment.code("20") == "`20`")
        #expect(DocComment.code(#""a`b""#) == #"``"a`b"``"#)
        #expect(DocComment.code("`x``") == "``` `x`` ```")
        #expect(DocComment.code("a\nb") == "`a b`")
    }

    /// Integers of a million and more are grouped by three, as swift-format's lint asks of hand-written code.
    @Test(arguments: [
        (0, "0"), (999_999, "999999"), (-999_999, "-999999"), (1_000_000, "1_000_000"), (4_000_000, "4_000_000"),
        (-1_500_000, "-1_500_000"), (12_345_678, "12_345_678"), (Int64.max, "9_223_372_036_854_775_807"),
        (Int64.min, "-9_223_372_036_854_775_808"),
    ])
    func integerLiterals(number: Int64, expected: String) {
        #expect(SwiftValue.int(number).description == expected)
    }
}
