import Diagnostics
import TestSupport
import Testing
import YAMLNodes

/// Input built to exhaust time or memory gets one located error, fast, and never a crash.
struct HostileInputTests {
    @Test func billionLaughsIsRejectedWithoutExpanding() {
        var lines = ["a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            lines.append("\(name): &\(name) [\(aliases)]")
        }
        let (documents, diagnostics) = parse(lines.joined(separator: "\n") + "\n")
        #expect(documents == nil)
        #expect(diagnostics.map(\.id) == [.yamlAliasLimit])
        #expect(diagnostics.first?.location?.line == 7, "g, the first level past 5,000,000 nodes")
    }

    @Test func aliasLimitIsAnOption() {
        var options = YAMLParser.Options()
        options.maxExpandedNodes = 25
        let (_, diagnostics) = parse("a: &a [1, 2, 3, 4, 5]\nb: [*a, *a, *a]\n", options: options)
        #expect(diagnostics.map(\.id) == [.yamlAliasLimit])
        let (_, fine) = parse("a: &a [1, 2, 3, 4, 5]\nb: [*a, *a]\n", options: options)
        #expect(fine.isEmpty)
    }

    @Test func cyclicAliasIsAnErrorNotARecursion() {
        let marked = MarkedText("‸&a [x, ‸*a]\n")
        let (_, diagnostics) = parse(marked.text)
        #expect(diagnostics.map(\.id) == [.yamlCyclicAlias])
        #expect(diagnostics.first?.location == marked.locations[1])
        #expect(diagnostics.first?.notes.first?.location == marked.locations[0])
    }

    @Test(arguments: [("[", 513), ("{", 513), ("- ", 1025)])
    func deepNestingStopsAtTheDepthLimit(opener: String, column: Int) {
        let text = String(repeating: opener, count: 100_000) + "x\n"
        let (documents, diagnostics) = parse(text)
        #expect(documents == nil)
        #expect(diagnostics.map(\.id) == [.yamlDepthLimit])
        #expect(diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 1, column: column))
        #expect(diagnostics.first?.message == "nesting is deeper than the limit of 512 levels")
    }

    @Test func depthLimitIsAnOption() {
        var options = YAMLParser.Options()
        options.maxDepth = 3
        #expect(parse("[[[x]]]", options: options).1.isEmpty)
        #expect(parse("[[[[x]]]]", options: options).1.map(\.id) == [.yamlDepthLimit])
    }

    @Test func fiftyMegabyteScalarIsRejectedBeforeParsing() {
        let bytes = Array("a: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 50 * 1024 * 1024)
        let (documents, diagnostics) = parse(bytes: bytes)
        #expect(documents == nil)
        #expect(diagnostics.map(\.id) == [.yamlSizeLimit])
        #expect(diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 1, column: 1))
    }

    @Test func longScalarIsRejectedWhereItStands() {
        var options = YAMLParser.Options()
        options.maxScalarBytes = 1024
        let text = "short: x\nlong: " + String(repeating: "y", count: 2048) + "\n"
        let (_, diagnostics) = parse(text, options: options)
        #expect(diagnostics.map(\.id) == [.yamlScalarLimit])
        #expect(diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 2, column: 7))
    }

    @Test(
        arguments: [
            ([0xFE, 0xFF, 0x00, 0x61, 0x00, 0x3A], "UTF-16"), ([0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00], "UTF-16"),
            ([0x00, 0x61, 0x00, 0x3A], "UTF-16"), ([0x61, 0x00, 0x3A, 0x00], "UTF-16"),
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32"),
        ] as [([UInt8], String)]
    )
    func wideEncodingsAreRejected(bytes: [UInt8], name: String) {
        let (documents, diagnostics) = parse(bytes: bytes)
        #expect(documents == nil)
        #expect(diagnostics.map(\.id) == [.yamlEncoding])
        #expect(diagnostics.first?.message == "the file is \(name); ClientGen reads UTF-8 only — save it as UTF-8")
    }

    @Test(
        arguments: [([0xC3, 0x28], 7), ([0xFF], 6), ([0xED, 0xA0, 0x80], 6), ([0xF8, 0x88, 0x80, 0x80, 0x80], 6)]
            as [([UInt8], Int)]
    )
    func invalidUTF8IsRejected(sequence: [UInt8], column: Int) {
        let (documents, diagnostics) = parse(bytes: Array("key: ".utf8) + sequence)
        #expect(documents == nil)
        #expect(diagnostics.map(\.id) == [.yamlSyntax])
        #expect(diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 1, column: column))
    }

    @Test func controlCharactersAreRejected() {
        let (documents, diagnostics) = parse(bytes: Array("a: b".utf8) + [0x01])
        #expect(documents == nil)
        #expect(diagnostics.first?.id == .yamlSyntax)
    }
}
