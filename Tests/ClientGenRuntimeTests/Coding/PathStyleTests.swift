import ClientGenRuntime
import Testing

extension RuntimeTests {
    /// Path parameters in each style OpenAPI defines, with the values of its style examples table: `color` as
    /// `blue`, as `[blue, black, brown]` and as `{R: 100, G: 200, B: 150}` (members sorted by name, as a dictionary
    /// has no order of its own).
    @Suite struct PathStyleTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var style: PathStyle
            var kind: String
            var expected: String

            var testDescription: String { "\(style) \(kind) → \(expected)" }
        }

        static let cases: [Case] = [
            Case(style: .simple(explode: false), kind: "primitive", expected: "blue"),
            Case(style: .simple(explode: true), kind: "primitive", expected: "blue"),
            Case(style: .simple(explode: false), kind: "array", expected: "blue,black,brown"),
            Case(style: .simple(explode: true), kind: "array", expected: "blue,black,brown"),
            Case(style: .simple(explode: false), kind: "object", expected: "B,150,G,200,R,100"),
            Case(style: .simple(explode: true), kind: "object", expected: "B=150,G=200,R=100"),
            Case(style: .label(explode: false), kind: "primitive", expected: ".blue"),
            Case(style: .label(explode: true), kind: "primitive", expected: ".blue"),
            Case(style: .label(explode: false), kind: "array", expected: ".blue,black,brown"),
            Case(style: .label(explode: true), kind: "array", expected: ".blue.black.brown"),
            Case(style: .label(explode: false), kind: "object", expected: ".B,150,G,200,R,100"),
            Case(style: .label(explode: true), kind: "object", expected: ".B=150.G=200.R=100"),
            Case(style: .matrix("color", explode: false), kind: "primitive", expected: ";color=blue"),
            Case(style: .matrix("color", explode: true), kind: "primitive", expected: ";color=blue"),
            Case(style: .matrix("color", explode: false), kind: "array", expected: ";color=blue,black,brown"),
            Case(
                style: .matrix("color", explode: true),
                kind: "array",
                expected: ";color=blue;color=black;color=brown"
            ),
            Case(style: .matrix("color", explode: false), kind: "object", expected: ";color=B,150,G,200,R,100"),
            Case(style: .matrix("color", explode: true), kind: "object", expected: ";B=150;G=200;R=100"),
        ]

        @Test(arguments: cases)
        func stylesWriteTheSpecsExamples(_ example: Case) {
            let path =
                switch example.kind {
                case "primitive": "/\(segment: "blue", style: example.style)"
                case "array": "/\(segment: ["blue", "black", "brown"], style: example.style)"
                default: "/\(segment: ["R": 100, "G": 200, "B": 150], style: example.style)"
                }
            #expect(path == "/" + example.expected)
        }

        @Test(arguments: [
            (PathStyle.matrix("id", explode: false), ";id"),
            (.label(explode: false), "."),
            (.simple(explode: false), ""),
        ])
        func anEmptyValueKeepsItsPrefix(style: PathStyle, expected: String) {
            #expect(PathSegment("", style: style).description == expected)
        }

        @Test(arguments: [PathStyle.matrix("id", explode: true), .label(explode: true), .simple(explode: false)])
        func anEmptyListWritesNothing(style: PathStyle) {
            #expect(PathSegment([Int](), style: style).description == "")
        }

        @Test func namesValuesAndDotsAreEncodedButSeparatorsAreNot() {
            #expect("\(segment: "a;b=c", style: .matrix("x y", explode: false))" == ";x%20y=a%3Bb%3Dc")
            #expect("\(segment: ["a.b", "c/d"], style: .label(explode: true))" == ".a.b.c%2Fd")
            #expect("\(segment: "..", style: .label(explode: false))" == ".%2E%2E")
        }
    }
}
