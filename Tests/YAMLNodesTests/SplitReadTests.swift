import CYAML
import Diagnostics
import Foundation
import Testing

@testable import YAMLNodes

/// Large block-style inputs are read by two libyaml parsers at once, split at a run of key–value pairs; the
/// events, the documents and every diagnostic must be exactly those of reading the stream in one piece, and a
/// split that does not hold must be noticed (the stream is then read in one piece).
struct SplitReadTests {
    /// Block scalars, indentless sequences, empty values, flow collections over several lines, comments at any
    /// indentation, text that is not ASCII, and a second document.
    static let sample = """
        openapi: 3.0.0
        info:
          title: Café ☕ API
          description: |
            Some text
              indented more
            # not a comment

          version: "1"
        paths:
          /a:
            get:
              responses:
                '200':
                  description: ok
          /b:
            post:
              parameters:
              - name: id
                in: path
              - name: q
                in: query
                schema: {type: string,
                  format: uuid}
        components:
          schemas:
            A:
              type: object
              properties:
                x:
                  type: string
                  description: >-
                    folded
                    text

                y:
            B:
              enum:
              - a
              - b
            C:
              description: "quoted
                over two lines"
              example: [1,
                2]
            D: plain value
              continued
            E: # a comment
              type: integer   # trailing
        # a comment at column 0
            F:
              $ref: '#/components/schemas/A'
            G: |+
              kept

            H: ~
            I:
              - x
              -
          responses:
            R:
              description: é
        ---
        second: document

        """

    /// Each line that starts with a key, as a split's cut: the split holds for most, and whenever it holds its
    /// events are the whole stream's.
    /// (Cuts at the first key of a mapping are refused, and so are those whose run would take in the second
    /// document; without it, cuts at the top level hold too.)
    @Test(arguments: [sample, sample.components(separatedBy: "---\n")[0]])
    func everyCutGivesTheWholeStreamsEventsOrIsRefused(text: String) throws {
        let bytes = Array(text.utf8)
        let whole = try #require(events(bytes))
        let held = try splitsAtEveryKey(bytes) { split in
            let stitched = splitEvents(bytes, split: split)
            if let stitched { expectSame(stitched, whole, "cut at byte \(split.cut), column \(split.indent)") }
            return stitched != nil
        }
        #expect(held >= 19)
    }

    /// The same cuts through the whole builder: the same documents and diagnostics as one parse.
    @Test func everyCutBuildsTheSameDocuments() throws {
        let text = Self.sample + "dup: 1\ndup: 2\nbad: \"x\"#y\n"
        let bytes = Array(text.utf8)
        let (whole, wholeDiagnostics) = readWhole(bytes)
        #expect(wholeDiagnostics.count == 2)
        let held = try splitsAtEveryKey(bytes) { split in
            let (documents, diagnostics) = buildSplit(bytes, split)
            guard let documents else { return false }
            #expect(dump(documents) == whole, "cut at byte \(split.cut)")
            #expect(diagnostics == wholeDiagnostics, "cut at byte \(split.cut)")
            return true
        }
        #expect(held >= 19)
    }

    static let problems: [(String, String)] = [
        ("duplicate keys in the run and across it", "a:\n  k: 1\n  m: 2\n  k: 3\n  n: {x: 1, x: 2}\n  m: 4\nb: 5\n"),
        ("a comment without space in the run", "a:\n  k: 1\n  m: \"v\"#c\n  n: 2\nb: 3\n"),
        ("a comment without space before the run", "a:\n  k: \"v\"#c\n  m: 1\nb: 3\n"),
        ("a syntax error in the run", "a:\n  k: 1\n  m: [unclosed\n  n: 2\nb: 3\n"),
        ("a syntax error after the run", "a:\n  k: 1\n  m: 2\nb: [unclosed\n"),
        ("an alias in the run to an anchor before it", "a:\n  k: &x 1\n  m: *x\nb: 3\n"),
        ("an alias after the run to an anchor in it", "a:\n  k: 1\n  m: &x 2\nb: *x\n"),
        ("a tag in the run", "a:\n  k: 1\n  m: !!str 2\nb: 3\n"),
        ("a merge key in the run", "base: &b {x: 1}\na:\n  k: 1\n  <<: *b\n  m: 2\n"),
        ("a run that a flow mapping crosses", "a: {k: 1,\n  m: 2}\nb: 3\n"),
        ("a run inside a quoted scalar", "a:\n  k: \"one\n  m: two\"\n  n: 3\nb: 4\n"),
        ("a run inside a block scalar", "a: |\n  k: 1\n  m: 2\nb: 3\n"),
        ("checks after non-ASCII text in the run", "a:\n  é: ☕\n  k: [é, -]\n  m: \"☕\"#c\n  n: 2\nb: 3\n"),
        ("checks after non-ASCII text before the run", "a: é☕\nb:\n  k: [é, -]\n  m: 1\nc: >#x\n  y\n"),
        ("a run deeper than the limit allows", "a:\n  k: 1\n  m: " + String(repeating: "[", count: 600) + "\n"),
    ]

    /// Problems are reported as one parse reports them, whether the split holds or the stream is read again.
    @Test(arguments: problems)
    func problemsAreReportedTheSameWay(name: String, text: String) throws {
        var split = YAMLParser.Options()
        split.splitReadThreshold = 0
        let (whole, wholeDiagnostics) = readWhole(Array(text.utf8))
        let bag = DiagnosticBag()
        let documents = try? YAMLParser(options: split).parse(
            SourceFile(path: "test.yaml", text: text),
            diagnostics: bag
        )
        #expect(documents.map(dump) == whole)
        #expect(bag.diagnostics == wholeDiagnostics)
        // Every cut, through the split readers alone.
        let bytes = Array(text.utf8)
        _ = try splitsAtEveryKey(bytes) { split in
            let (documents, diagnostics) = buildSplit(bytes, split)
            if let documents {
                #expect(dump(documents) == whole, "\(name): cut at byte \(split.cut)")
                #expect(diagnostics == wholeDiagnostics, "\(name): cut at byte \(split.cut)")
            }
            return documents != nil
        }
    }

    /// A spec large enough to be split whose run has an anchor: the parser gives up the split (as soon as the
    /// run's builder fails) and reads it in one piece, with the same result; without the anchor the split holds.
    @Test func aLargeSpecWhoseRunHasAnAnchorIsReadInOnePiece() throws {
        var text = "openapi: 3.0.0\ncomponents:\n  schemas:\n"
        for index in 0..<16_000 {
            text += "    Model\(index):\n      type: object\n      description: Model number \(index)\n"
        }
        let anchored = text.replacingOccurrences(
            of: "    Model15000:\n      type: object\n",
            with: "    Model15000:\n      type: &t object\n      format: *t\n"
        )
        for text in [text, anchored] {
            let bytes = Array(text.utf8)
            #expect(bytes.count > YAMLParser.Options().splitReadThreshold)
            let (whole, wholeDiagnostics) = readWhole(bytes)
            let (documents, diagnostics) = parse(bytes: bytes)
            #expect(documents.map(dump) == whole)
            #expect(diagnostics == wholeDiagnostics)
            let split = try #require(bytes.withUnsafeBufferPointer { SplitPoint.find(in: $0) })
            let anchorLine = try #require(text.range(of: "    Model15000:")).lowerBound.utf16Offset(in: text)
            #expect(split.cut < anchorLine && anchorLine < split.end, "the run takes in Model15000")
            #expect((buildSplit(bytes, split).documents == nil) == (text == anchored))
        }
    }

    @Test func splitsThatCannotHoldAreRefused() throws {
        for text in [
            "a:\n  k: &x 1\n  m: *x\nb: 3\n", "a:\n  k: 1\n  m: !!str 2\nb: 3\n", "a: {k: 1,\n  m: 2}\nb: 3\n",
            "a: |\n  k: 1\n  m: 2\nb: 3\n",
        ] {
            let bytes = Array(text.utf8)
            let split = try #require(
                bytes.withUnsafeBufferPointer {
                    SplitPoint($0, cut: text.firstRange(of: "  m")!.lowerBound.utf16Offset(in: text), indent: 2)
                }
            )
            #expect(splitEvents(bytes, split: split) == nil, "\(text)")
        }
    }

    @Test func aSplitIsFoundNearTheShareAskedForInBlockStyleOnly() {
        var text = "openapi: 3.0.0\ncomponents:\n  schemas:\n"
        for index in 0..<2000 { text += "    Model\(index):\n      type: object\n      description: Model \(index)\n" }
        let bytes = Array(text.utf8)
        let split = bytes.withUnsafeBufferPointer { SplitPoint.find(in: $0, runShare: 0.3) }
        #expect(split?.indent == 4)
        #expect(split?.end == bytes.count)
        if let split {
            #expect(abs(Double(split.end - split.cut) / Double(bytes.count) - 0.3) < 0.01)
            #expect(split.charactersBefore == split.cut && split.characters == split.end - split.cut)
            #expect(split.linesBefore == bytes[..<split.cut].filter { $0 == 10 }.count)
        }
        // A last line of spaces without a break ends the run there (its end mark would differ): no split.
        let spaces = Array((text + "    ").utf8)
        #expect(spaces.withUnsafeBufferPointer { SplitPoint.find(in: $0, runShare: 0.3) } == nil)
        for refused in ["{\"a\": 1}\n" + text, text.replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + text] {
            #expect(Array(refused.utf8).withUnsafeBufferPointer { SplitPoint.find(in: $0) } == nil)
        }
    }

    @Test func countsCharactersAndBreaksLikeLibYAMLsMarks() {
        // Long enough for the counting lanes to be added up several times (every 255 steps of 16 bytes).
        let text = String(repeating: "é☕ab\ncd\n", count: 1_237) + "x"
        let bytes = Array(text.utf8)
        for range in [0..<bytes.count, 3..<bytes.count - 5, 0..<0, 1..<9, 7..<4_090, 1..<4_097, 5..<8_200] {
            let counts = bytes.withUnsafeBufferPointer { SplitPoint.characterAndBreakCounts(in: $0, range) }
            let slice = bytes[range]
            #expect(counts.characters == slice.filter { $0 & 0xC0 != 0x80 }.count)
            #expect(counts.breaks == slice.filter { $0 == 10 }.count)
        }
    }

    /// The corpus's YAML specs read split give what one parse gives, and a split is found and holds for those
    /// large enough to be split.
    @Test(.enabled(if: SharedFolder.path("corpus/specs") != nil, SharedFolder.absentMessage))
    func corpusSpecsGiveTheSameTrees() throws {
        let folder = try #require(SharedFolder.path("corpus/specs"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")
        }
        #expect(names.count >= 5)
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let (whole, wholeDiagnostics) = readWhole(bytes)
            guard let split = bytes.withUnsafeBufferPointer({ SplitPoint.find(in: $0) }) else {
                #expect(bytes.count < YAMLParser.Options().splitReadThreshold, "\(name): no split found")
                continue
            }
            let (documents, diagnostics) = buildSplit(bytes, split)
            // A small spec's split may fall on the first key of a mapping; those the parser splits must hold.
            if let documents {
                #expect(dump(documents) == whole, "\(name)")
                #expect(diagnostics == wholeDiagnostics, "\(name)")
            } else {
                #expect(bytes.count < YAMLParser.Options().splitReadThreshold, "\(name): the split does not hold")
            }
            if name.hasPrefix("m") {
                // Many more cuts in the medium ones, event by event.
                let events = try #require(self.events(bytes))
                var tried = 0
                _ = try splitsAtEveryKey(bytes, every: 601) { split in
                    tried += 1
                    let stitched = splitEvents(bytes, split: split)
                    if let stitched { expectSame(stitched, events, "\(name): cut at byte \(split.cut)") }
                    return stitched != nil
                }
                #expect(tried >= 3)
            }
        }
    }

    // MARK: Helpers

    /// The first event where the two lists differ, if any.
    private func expectSame(_ split: [String], _ whole: [String], _ comment: Comment) {
        let common = min(split.count, whole.count)
        let index = (0..<common).first { split[$0] != whole[$0] } ?? (split.count == whole.count ? nil : common)
        #expect(
            index == nil,
            "\(comment): event \(index ?? 0): \(split[safe: index ?? 0] ?? "none") instead of \(whole[safe: index ?? 0] ?? "none")"
        )
    }

    /// Calls `body` with a split at every `every`th line that starts with a key; how many held (`body`'s true).
    private func splitsAtEveryKey(
        _ bytes: [UInt8],
        every: Int = 1,
        _ body: (SplitPoint) throws -> Bool
    ) throws -> Int {
        var held = 0
        var keys = 0
        var line = 0
        while line < bytes.count {
            let next = (bytes[line...].firstIndex(of: 10) ?? bytes.count) + 1
            let split = bytes.withUnsafeBufferPointer { buffer in
                SplitPoint.keyIndent(at: line, in: buffer).flatMap { SplitPoint(buffer, cut: line, indent: $0) }
            }
            if let split {
                keys += 1
                if keys % every == 0, try body(split) { held += 1 }
            }
            line = next
        }
        return held
    }

    /// The documents of `bytes` read split at `split` (nil when the split does not hold), and the diagnostics.
    private func buildSplit(_ bytes: [UInt8], _ split: SplitPoint) -> (documents: [YAMLDocument]?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let documents = bytes.withUnsafeBufferPointer { buffer in
            SplitReader.build(
                SourceFile(path: "test.yaml", bytes: bytes),
                buffer,
                split: split,
                options: YAMLParser.Options(),
                diagnostics: bag
            )
        }
        return (documents, bag.diagnostics)
    }

    /// The events of the stream read in one piece, as the builder gets them.
    private func events(_ bytes: [UInt8]) -> [String]? {
        let source = SourceFile(path: "test.yaml", bytes: bytes)
        var events: [String] = []
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            EventReader.read(source, buffer, maxDepth: 512) { event in
                events.append(describe(event, start: nil, end: nil))
                return true
            }
        }
        guard case .finished = outcome else { return nil }
        return events
    }

    /// The events of the stream as the two split readers give them, spliced; nil when the split does not hold.
    private func splitEvents(_ bytes: [UInt8], split: SplitPoint) -> [String]? {
        let source = SourceFile(path: "test.yaml", bytes: bytes)
        var run: [String] = []
        let (outcome, _) = bytes.withUnsafeBufferPointer { buffer in
            SplitReader.readRun(source, buffer, split: split, maxDepth: 512) { event, start, end in
                run.append(describe(event, start: start, end: end))
                return true
            }
        }
        guard case .finished = outcome else { return nil }
        let rest = EventPipeline(maxScalarBytes: .max) { sink in
            source.bytes.withUnsafeBufferPointer {
                SplitReader.readRest(source, $0, split: split, maxDepth: 512, into: &sink)
            }
        }
        var stitched: [String] = []
        while true {
            switch rest.next() {
            case .batch(let events): stitched += (0..<events.count).map { "\(events.event(at: $0))" }
            case .splice: stitched += run
            case .end(.finished): return stitched
            case .end: return nil
            }
        }
    }

    private func describe(_ event: yaml_event_t, start: YAMLEvent.Position?, end: YAMLEvent.Position?) -> String {
        var batch = EventBatch(capacity: 1)
        batch.append(event, maxScalarBytes: .max, start: start, end: end)
        return "\(batch.event(at: 0))"
    }

    /// The documents and diagnostics of one parse on one thread.
    private func readWhole(_ bytes: [UInt8]) -> (String?, [Diagnostic]) {
        var options = YAMLParser.Options()
        options.splitReadThreshold = .max
        options.concurrentReadThreshold = .max
        let bag = DiagnosticBag()
        let documents = try? YAMLParser(options: options).parse(
            SourceFile(path: "test.yaml", bytes: bytes),
            diagnostics: bag
        )
        return (documents.map(dump), bag.diagnostics)
    }

    /// Every node with its mark, tag, style and text.
    private func dump(_ documents: [YAMLDocument]) -> String {
        var text = ""
        func write(_ node: Node, _ depth: Int) {
            text += String(repeating: " ", count: depth) + "\(node.mark) \(node.tag ?? "-") "
            switch node.content {
            case .scalar(let scalar):
                text += "\(scalar.style) \(scalar.text.debugDescription)\n"
            case .sequence(let items):
                text += "[\n"
                for item in items { write(item, depth + 1) }
            case .mapping(let pairs):
                text += "{\n"
                for pair in pairs {
                    write(pair.key, depth + 1)
                    write(pair.value, depth + 2)
                }
            }
        }
        for document in documents { write(document.root, 0) }
        return text
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
