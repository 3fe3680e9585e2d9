import CYAML
import Diagnostics
import Foundation
import Parallel

/// The two readers of a split stream (``SplitPoint``): one reads the run of pairs as a document of its own,
/// the other the stream without it, each on its own thread, and both check that the split holds.
///
/// The events of the whole are the rest's events up to the cut, the run's inner events (without its stream,
/// document and mapping around them) and the rest's remaining events, with every position moved to where it
/// is in the whole stream. A reader that finds the split does not hold stops with ``EventReader/Outcome/stopped``
/// and the caller reads the stream in one piece.
enum SplitReader {
    /// The documents of the whole stream: the rest's nodes built on this thread as its reader reads them, the
    /// run's on a thread of their own, taken in at the splice. Nil when the split does not hold or the stream
    /// has an error, for the caller to read it in one piece (which reports it); what the building reports
    /// reaches `diagnostics` only with the documents.
    static func build(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        split: SplitPoint,
        options: YAMLParser.Options,
        diagnostics: DiagnosticCollector
    ) -> [YAMLDocument]? {
        let maxDepth = options.maxDepth
        // The rest's reader first: it has the most to read, and a thread started while both cores are busy may
        // wait milliseconds for one. It never waits for this thread, which shares a core with the run's builder.
        // On two cores, the reader gets the core this thread is not on and the run's builder joins this thread,
        // which waits for the reader's events: left to itself, the scheduler starts both on the other core.
        let placement = Self.placement()
        let rest = EventPipeline(
            maxScalarBytes: options.maxScalarBytes,
            queueLimit: .max,
            placement: placement.reader
        ) { sink in
            source.bytes.withUnsafeBufferPointer { readRest(source, $0, split: split, maxDepth: maxDepth, into: &sink) }
        }
        let run = RunBuilding(source, split: split, options: options, placement: placement.run)
        defer {
            rest.cancel()
            run.cancel()
        }
        // Made once both readers have started: finding the comments takes a while.
        let reported = DiagnosticBag()
        var builder = TreeBuilder(file: source.path, source: buffer, options: options, diagnostics: reported)
        var hasSpliced = false
        while true {
            switch rest.next() {
            case .batch(let events):
                // A run that failed early (an anchor in it, say) ends the split early too.
                guard !run.hasFailed else { return nil }
                do {
                    for index in 0..<events.count { _ = try builder.handle(events.event(at: index)) }
                } catch {
                    return nil
                }
            case .splice:
                guard !hasSpliced, let (nodes, runReported) = run.result(), builder.splice(nodes, at: split.runStart)
                else { return nil }
                for diagnostic in runReported { reported.emit(diagnostic) }
                hasSpliced = true
            case .end(.finished):
                guard hasSpliced else { return nil }
                for diagnostic in reported.diagnostics { diagnostics.emit(diagnostic) }
                return builder.documents
            case .end:
                return nil
            }
        }
    }

    /// Where the rest's reader and the run's builder should start (``ThreadPlacement``), from the CPU the
    /// calling thread runs on.
    static func placement(
        currentCPU: Int? = ThreadPlacement.currentCPU,
        hasTwoCPUs: Bool = ThreadPlacement.hasTwoCPUs
    ) -> (reader: ThreadPlacement, run: ThreadPlacement) {
        guard hasTwoCPUs, let currentCPU else { return (.anywhere, .anywhere) }
        return (.awayFrom(currentCPU), .onto(currentCPU))
    }

    /// Reads `buffer` without the run; its sink gets a splice where the run's events go.
    static func readRest(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        split: SplitPoint,
        maxDepth: Int,
        into sink: inout EventPipeline.Sink
    ) -> EventReader.Outcome {
        var tracker = Tracker(split: split)
        var isValid = true
        let outcome = EventReader.read(source, buffer, skipping: split.cut..<split.end, maxDepth: maxDepth) {
            event in
            guard let placed = tracker.place(event) else {
                isValid = false
                return false
            }
            if placed.splicesBefore, !sink.splice() { return false }
            return sink.append(event, start: placed.start, end: placed.end)
        }
        guard case .finished = outcome else { return outcome }
        return isValid && tracker.hasSpliced ? .finished : .stopped
    }

    /// Reads the run alone and hands over its inner events with their places in the whole stream; the
    /// outcome, and how many collections deep the events went below the run's mapping.
    static func readRun(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        split: SplitPoint,
        maxDepth: Int,
        deliver: (yaml_event_t, YAMLEvent.Position, YAMLEvent.Position) -> Bool
    ) -> (EventReader.Outcome, depth: Int) {
        let run = UnsafeBufferPointer(rebasing: buffer[split.cut..<split.end])
        var depth = 0
        var deepest = 0
        var documents = 0
        var isValid = true
        let outcome = EventReader.read(source, run, maxDepth: maxDepth) { event in
            func fail() -> Bool {
                isValid = false
                return false
            }
            let start = event.start_mark
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                let data = event.data.document_start
                let hasDirectives =
                    data.version_directive != nil || data.tag_directives.start != data.tag_directives.end
                return documents == 1 && data.implicit != 0 && !hasDirectives ? true : fail()
            case YAML_ALIAS_EVENT:
                return fail()
            case YAML_MAPPING_START_EVENT where depth == 0:
                // The run's own mapping: block style, plain, its first key where the run starts.
                let data = event.data.mapping_start
                guard data.style == YAML_BLOCK_MAPPING_STYLE, data.tag == nil, data.anchor == nil,
                    start.line == 0, Int(start.column) == split.indent, Int(start.index) == split.indent
                else { return fail() }
                depth = 1
                return true
            case YAML_MAPPING_END_EVENT where depth == 1:
                depth = 0
                return true
            default:
                guard depth > 0, !hasProperties(event) else { return fail() }
            }
            switch event.type {
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                depth += 1
                deepest = max(deepest, depth - 1)
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                depth -= 1
            default:
                break
            }
            let isEnd = event.type == YAML_MAPPING_END_EVENT || event.type == YAML_SEQUENCE_END_EVENT
            return deliver(
                event,
                split.positionInWhole(ofRun: event.start_mark, isCollectionEnd: isEnd),
                split.positionInWhole(ofRun: event.end_mark, isCollectionEnd: isEnd)
            )
        }
        guard case .finished = outcome else { return (outcome, deepest) }
        return (isValid && documents == 1 ? .finished : .stopped, deepest)
    }

    /// An anchor or a tag: the run's may mean something else in the whole stream (an anchor the rest uses,
    /// a tag handle its directives define), so a run with one is not split off.
    private static func hasProperties(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT: event.data.scalar.anchor != nil || event.data.scalar.tag != nil
        case YAML_SEQUENCE_START_EVENT: event.data.sequence_start.anchor != nil || event.data.sequence_start.tag != nil
        case YAML_MAPPING_START_EVENT: event.data.mapping_start.anchor != nil || event.data.mapping_start.tag != nil
        default: false
        }
    }

    /// Follows the rest's events: checks at the cut that the run can go there and places each event.
    ///
    /// Before the cut, no event may reach past it. At the cut, the innermost open block mapping at the run's
    /// column is the one the run continues; the collections inside it close there (in the whole stream, where
    /// the run's first key is), then the run goes in while that mapping waits for a key, and every later event
    /// moves past the run.
    struct Tracker {
        struct Placed {
            var start: YAMLEvent.Position
            var end: YAMLEvent.Position
            /// Whether the run's events go before this one.
            var splicesBefore = false
        }

        private struct Frame {
            var isMapping: Bool
            var isFlow: Bool
            var column: Int
            var children = 0
        }

        private enum Phase {
            case beforeCut
            /// At the cut, closing what is inside the mapping at this depth.
            case closing(depth: Int)
            case afterRun
        }

        let split: SplitPoint
        private var stack: [Frame] = []
        private var phase = Phase.beforeCut

        init(split: SplitPoint) {
            self.split = split
        }

        var hasSpliced: Bool {
            if case .afterRun = phase { return true }
            return false
        }

        /// Where `event` goes in the whole stream; nil when the split does not hold.
        mutating func place(_ event: yaml_event_t) -> Placed? {
            let start = YAMLEvent.Position(event.start_mark)
            let end = YAMLEvent.Position(event.end_mark)
            let cut = split.charactersBefore
            switch phase {
            case .beforeCut:
                if start.index < cut {
                    guard end.index <= cut else { return nil }
                    follow(event)
                    return Placed(start: start, end: end)
                }
                let column = split.indent
                guard let depth = stack.lastIndex(where: { $0.isMapping && !$0.isFlow && $0.column == column }),
                    stack[(depth + 1)...].allSatisfy({
                        !$0.isFlow && ($0.column > column || (!$0.isMapping && $0.column == column))
                    })
                else { return nil }
                phase = .closing(depth: depth)
                return place(event)
            case .closing(let depth):
                if stack.count == depth + 1, stack[depth].children % 2 == 0 {
                    phase = .afterRun
                    var placed = Placed(
                        start: split.positionInWhole(ofRest: start),
                        end: split.positionInWhole(ofRest: end)
                    )
                    placed.splicesBefore = true
                    return placed
                }
                let isEmpty = event.type == YAML_SCALAR_EVENT && start.index == end.index
                guard event.type == YAML_MAPPING_END_EVENT || event.type == YAML_SEQUENCE_END_EVENT || isEmpty else {
                    return nil
                }
                follow(event)
                // In the whole stream the run's first key closes them.
                return Placed(start: split.runStart, end: split.runStart)
            case .afterRun:
                return Placed(start: split.positionInWhole(ofRest: start), end: split.positionInWhole(ofRest: end))
            }
        }

        private mutating func follow(_ event: yaml_event_t) {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                stack.removeAll()
            case YAML_MAPPING_START_EVENT:
                let isFlow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                stack.append(Frame(isMapping: true, isFlow: isFlow, column: Int(event.start_mark.column)))
            case YAML_SEQUENCE_START_EVENT:
                let isFlow = event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                stack.append(Frame(isMapping: false, isFlow: isFlow, column: Int(event.start_mark.column)))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                stack.removeLast()
                if !stack.isEmpty { stack[stack.count - 1].children += 1 }
            case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
                if !stack.isEmpty { stack[stack.count - 1].children += 1 }
            default:
                break
            }
        }
    }
}

extension SplitPoint {
    /// Where the run's first key is in the whole stream.
    var runStart: YAMLEvent.Position {
        YAMLEvent.Position(index: charactersBefore + indent, line: linesBefore, column: indent)
    }

    /// A position the run's own reader gave, in the whole stream. The collections still open at the run's end
    /// close there; in the whole stream, at the first token after it.
    func positionInWhole(ofRun mark: yaml_mark_t, isCollectionEnd: Bool) -> YAMLEvent.Position {
        let atEnd = isCollectionEnd && Int(mark.index) == characters
        return YAMLEvent.Position(
            index: Int(mark.index) + charactersBefore + (atEnd ? indentAfter : 0),
            line: Int(mark.line) + linesBefore,
            column: atEnd ? indentAfter : Int(mark.column)
        )
    }

    /// A position at or after the cut that the rest's reader gave, in the whole stream.
    func positionInWhole(ofRest position: YAMLEvent.Position) -> YAMLEvent.Position {
        YAMLEvent.Position(index: position.index + characters, line: position.line + lines, column: position.column)
    }
}

/// Builds a split's run (``TreeBuilder/beginRun(at:)``) on a thread of its own while the caller builds the rest.
///
/// `@unchecked Sendable`: `outcome` and `isCancelled` are read and written only while `condition` (an
/// `NSCondition`) is locked.
private final class RunBuilding: @unchecked Sendable {
    private let condition = NSCondition()
    /// Nil while the thread builds; then the run and what building it reported, or nil when it failed.
    private var outcome: (TreeBuilder.Run, [Diagnostic])??
    private var isCancelled = false

    /// Starts building on a new thread, moved as `placement` says.
    init(_ source: SourceFile, split: SplitPoint, options: YAMLParser.Options, placement: ThreadPlacement) {
        let thread = Thread { [self] in
            placement.apply()
            let built = source.bytes.withUnsafeBufferPointer { buffer in
                build(source, buffer, split: split, options: options)
            }
            condition.lock()
            outcome = .some(built)
            condition.broadcast()
            condition.unlock()
        }
        // A run's values nest as deep as the parser allows.
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// The run and what building it reported, once built; nil when it failed.
    func result() -> (TreeBuilder.Run, [Diagnostic])? {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome ?? nil
    }

    /// Whether the run is built and building it failed (the split does not hold, or the run has an error): then
    /// the caller need not read the rest any further.
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .some(.none) = outcome { return true }
        return false
    }

    /// Stops the thread soon; its result is not wanted.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.unlock()
    }

    private var cancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isCancelled
    }

    private func build(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        split: SplitPoint,
        options: YAMLParser.Options
    ) -> (TreeBuilder.Run, [Diagnostic])? {
        let reported = DiagnosticBag()
        // Its checks look at the run's text only.
        let hashIndexes = SourceText(buffer).characterIndexes(
            of: UInt8(ascii: "#"),
            in: split.cut..<split.end,
            firstCharacter: split.charactersBefore
        )
        var builder = TreeBuilder(
            file: source.path,
            source: buffer,
            options: options,
            diagnostics: reported,
            hashIndexes: hashIndexes
        )
        builder.beginRun(at: split.runStart)
        builder.source.placeCursor(character: split.charactersBefore, byte: split.cut)
        var event = EventBatch(capacity: 1)
        var handled = 0
        var failed = false
        let (outcome, depth) = SplitReader.readRun(source, buffer, split: split, maxDepth: options.maxDepth) {
            next,
            start,
            end in
            event.removeAll()
            event.append(next, maxScalarBytes: options.maxScalarBytes, start: start, end: end)
            handled += 1
            do {
                _ = try builder.handle(event.event(at: 0))
            } catch {
                failed = true
            }
            return !failed && (handled % 512 != 0 || !cancelled)
        }
        guard case .finished = outcome, !failed, let run = builder.takeRun(depth: depth) else { return nil }
        return (run, reported.diagnostics)
    }
}
