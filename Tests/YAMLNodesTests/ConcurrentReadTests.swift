import Diagnostics
import Foundation
import TestSupport
import Testing
import YAMLNodes

/// Large inputs are read by libyaml on a second thread while the tree is built; the result and every
/// diagnostic must be exactly those of reading on one thread.
struct ConcurrentReadTests {
    // JSON is read without libyaml unless told otherwise; these tests are about libyaml's reading.
    private static let concurrent: YAMLParser.Options = {
        var options = YAMLParser.Options()
        options.concurrentReadThreshold = 0
        options.readsJSONDirectly = false
        return options
    }()

    private static let sequential: YAMLParser.Options = {
        var options = YAMLParser.Options()
        options.concurrentReadThreshold = .max
        options.readsJSONDirectly = false
        return options
    }()

    /// Both ways of reading: documents as JSON (nil when parsing threw) and the diagnostics.
    private func both(_ text: String) throws -> (String?, [Diagnostic], String?, [Diagnostic]) {
        func read(_ options: YAMLParser.Options) throws -> (String?, [Diagnostic]) {
            let (documents, diagnostics) = parse(text, options: options)
            let json = try documents.map {
                try $0.map { try JSONWriter(isPretty: false).write($0) }.joined(separator: "\n")
            }
            return (json, diagnostics)
        }
        let (one, oneDiagnostics) = try read(Self.sequential)
        let (two, twoDiagnostics) = try read(Self.concurrent)
        return (one, oneDiagnostics, two, twoDiagnostics)
    }

    /// Many more batches than the queue holds, so the reader also waits for the builder.
    static let large: String = {
        var text = "components:\n  schemas:\n"
        for index in 0..<600 {
            text += "    Model\(index):\n      type: object\n      description: &d\(index) \"Model number \(index)\"\n"
            text += "      properties:\n        id: {type: integer, format: int64}\n        note: *d\(index)\n"
            text += "      example: !!str \(index)\n      default: ['é\(index)', \"\\u00e9\"]\n"
        }
        return text + "---\nsecond: [1, 2, 3]\n"
    }()

    @Test func largeStreamGivesTheSameDocuments() throws {
        let (one, oneDiagnostics, two, twoDiagnostics) = try both(Self.large)
        #expect(one != nil)
        #expect(one == two)
        #expect(oneDiagnostics.isEmpty && twoDiagnostics.isEmpty)
        // Tags, anchors and text that is not ASCII survive the trip between the threads.
        #expect(two?.contains(#""note":"Model number 7"}"#) == true)
        #expect(two?.contains(#""example":"7","default":["é7","é"]"#) == true)
    }

    static let problems: [(String, String)] = [
        ("syntax error at the end", large + "bad: [unclosed\n"),
        ("duplicate keys", large + "second: again\n"),
        ("undefined alias in the middle", "a: *nowhere\n" + large),
        ("deep nesting", String(repeating: "[", count: 10_000)),
        ("alias bomb", billionLaughs),
        ("oversized scalar", "a: " + String(repeating: "x", count: 17 * 1024 * 1024) + "\n"),
    ]

    @Test(arguments: problems)
    func problemsAreReportedTheSameWay(name: String, text: String) throws {
        let (one, oneDiagnostics, two, twoDiagnostics) = try both(text)
        #expect(one == two)
        #expect(!oneDiagnostics.isEmpty)
        #expect(oneDiagnostics == twoDiagnostics)
    }

    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage))
    func corpusSpecsGiveTheSameTrees() throws {
        let folder = try SharedFolder.require("corpus/specs")
        for name in ["l06-plaid.yml", "l01-discord.json"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let (one, _, two, _) = try both(text)
            #expect(one != nil && one == two, "\(name)")
        }
    }

    static let billionLaughs: String = {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }()
}
