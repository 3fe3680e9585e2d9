import Testing

@testable import clientgen_embed_templates

struct EmbeddedTemplatesFileTests {
    struct LiteralCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var text: String
        var literal: String
    }

    @Test(arguments: [
        LiteralCase(testDescription: "plain text", text: "a {{b}}\n", literal: "#\"\"\"\na {{b}}\n\n\"\"\"#"),
        LiteralCase(
            testDescription: "quote-hash cannot close the literal",
            text: "x \"#",
            literal: "##\"\"\"\nx \"#\n\"\"\"##"
        ),
        LiteralCase(
            testDescription: "backslash-hash cannot start an escape",
            text: "\\##(y)",
            literal: "###\"\"\"\n\\##(y)\n\"\"\"###"
        ),
        LiteralCase(
            testDescription: "triple quote is kept",
            text: "\"\"\"",
            literal: "#\"\"\"\n\"\"\"\n\"\"\"#"
        ),
        LiteralCase(
            testDescription: "carriage returns are escaped so CRLF survives",
            text: "a\r\nb",
            literal: "#\"\"\"\na\\#r\nb\n\"\"\"#"
        ),
    ])
    func rawLiteralUsesMoreHashesThanTheText(_ example: LiteralCase) {
        #expect(EmbeddedTemplatesFile.rawLiteral(example.text) == example.literal)
    }

    @Test func sortsTemplatesByNameWhateverTheInputOrder() {
        let source = EmbeddedTemplatesFile(templates: ["b": "2", "a": "1"]).source
        let a = source.range(of: "\"a\": ")
        let b = source.range(of: "\"b\": ")
        #expect(a != nil && b != nil && a!.lowerBound < b!.lowerBound)
    }

    @Test func anEmptyFolderStillDeclaresAnEmptyDictionary() {
        let source = EmbeddedTemplatesFile(templates: [:]).source
        #expect(source.contains("public static let all: [String: String] = [\n        :\n    ]"))
    }
}
