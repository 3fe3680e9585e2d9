import Diagnostics

/// Turns libyaml events into nodes: resolves anchors and aliases, merge keys and duplicate keys,
/// and enforces the depth and alias-expansion limits as the events arrive.
struct TreeBuilder {
    struct Frame {
        enum Kind { case sequence, mapping }

        let kind: Kind
        let tag: String?
        let anchor: String?
        let mark: Mark
        let isFlow: Bool
        /// A flow pair that libyaml opened for `?x` (see ``TreeBuilder/isQuestionPair(at:)``).
        var isQuestionPair = false
        /// Where this collection's children start in ``TreeBuilder/children``.
        let start: Int
        var hasMergeKey = false
        /// The number of nodes in this collection with aliases expanded, itself included.
        var expandedSize = 1
    }

    private enum Anchored {
        /// The anchored collection has started but not ended: an alias to it would be a cycle.
        case open(Mark)
        case done(Node, expandedSize: Int)
    }

    private(set) var documents: [YAMLDocument] = []
    private let file: String
    private let options: YAMLParser.Options
    private let diagnostics: DiagnosticCollector
    var source: SourceText
    var stack: [Frame] = []
    /// The children of the open collections; a mapping's are key, value, key, value….
    private let children = NodeStack()
    /// How many of the open collections are flow collections; inside one, every nested one is too.
    var flowDepth = 0
    /// The 0-based columns of the open block collections, innermost last.
    var blockColumns: [Int] = []
    /// Where the text between the previous event and the next one starts (a character index).
    var gapStart = 0
    /// Every `#` in the source (character indexes, like libyaml's marks) and the first one not yet passed
    /// by ``checkGap(before:)``.
    let hashIndexes: [Int]
    var nextHash = 0
    var previousDocumentEndWasImplicit: Bool?
    var lastScalarWasEmptyPoint = false
    private var anchors: [String: Anchored] = [:]
    private var root: Node?
    private var expandedNodes = 0

    init(
        file: String,
        source: UnsafeBufferPointer<UInt8>,
        options: YAMLParser.Options,
        diagnostics: DiagnosticCollector
    ) {
        self.file = file
        self.source = SourceText(source)
        self.hashIndexes = self.source.characterIndexes(of: UInt8(ascii: "#"))
        self.options = options
        self.diagnostics = diagnostics
    }

    /// Handles one event; returns true at the end of the stream.
    mutating func handle(_ event: consuming YAMLEvent) throws -> Bool {
        // The checks read only where the event is; its kind, with its strings, is taken apart without a copy.
        let span = event.span
        let kind = (consume event).kind
        let mark = Mark(line: Int32(span.start.line) + 1, column: Int32(span.start.column) + 1)
        switch kind {
        case .streamStart, .streamEnd: break
        default: checkGap(before: span)
        }
        switch consume kind {
        case .streamStart:
            break
        case .streamEnd:
            return true
        case .documentStart(let hasDirectives):
            checkDirectives(hasDirectives: hasDirectives, mark: mark)
            root = nil
            anchors.removeAll(keepingCapacity: true)
        case .documentEnd(let isImplicit):
            previousDocumentEndWasImplicit = isImplicit
            documents.append(YAMLDocument(root: root ?? Node(.scalar(Scalar("")), mark: mark), file: file))
        case .scalar(let text, let style, let tag, let anchor):
            try scalar(text, style: style, tag: tag, anchor: anchor, span: span, mark: mark)
        case .oversizedScalar(let length):
            throw fatal(.yamlScalarLimit, YAMLMessage.scalarSize(length, options.maxScalarBytes), mark)
        case .alias(let anchor):
            try alias(anchor, mark: mark)
        case .sequenceStart(let tag, let anchor, let isFlow):
            try open(.sequence, tag: tag, anchor: anchor, mark: mark, isFlow: isFlow, span: span)
        case .mappingStart(let tag, let anchor, let isFlow):
            try open(.mapping, tag: tag, anchor: anchor, mark: mark, isFlow: isFlow, span: span)
        case .sequenceEnd, .mappingEnd:
            try close()
        }
        return false
    }

    private mutating func scalar(
        _ text: consuming String,
        style: Scalar.Style,
        tag: String?,
        anchor: String?,
        span: YAMLEvent.Span,
        mark: Mark
    ) throws {
        var text = consume text
        var anchor = anchor
        lastScalarWasEmptyPoint = span.isEmptyPoint
        switch style {
        case .plain:
            if lostQuestionMark(before: span) { text = "?" + text }
            if let name = anchor, let mended = mendedAnchor(name, text: text, span: span) {
                (anchor, text) = mended
            }
            checkPlainStart(text, span, mark: mark)
        case .literal, .folded:
            checkBlockScalarHeader(span, mark: mark)
        case .singleQuoted, .doubleQuoted:
            break
        }
        let scalar = Scalar(consume text, style: style)
        if let tag, !scalar.fits(tag: tag) {
            emit(.yamlTagMismatch, YAMLMessage.tagMismatch(scalar.text, tag), mark)
        }
        let node = Node(.scalar(consume scalar), tag: tag, mark: mark)
        if let anchor {
            anchors[anchor] = .done(node, expandedSize: 1)
        }
        try add(consume node, expandedSize: 1)
    }

    private mutating func alias(_ name: String, mark: Mark) throws {
        switch anchors[name] {
        case .done(let node, let size):
            try add(node, expandedSize: size)
        case .open(let anchorMark):
            emit(
                .yamlCyclicAlias,
                YAMLMessage.cyclicAlias(name),
                mark,
                notes: [note(YAMLMessage.anchorHere, anchorMark)]
            )
            try add(Node(.scalar(Scalar("")), mark: mark), expandedSize: 1)
        case nil:
            emit(.yamlUndefinedAlias, YAMLMessage.undefinedAlias(name), mark)
            try add(Node(.scalar(Scalar("")), mark: mark), expandedSize: 1)
        }
    }

    private mutating func open(
        _ kind: Frame.Kind,
        tag: String?,
        anchor: String?,
        mark: Mark,
        isFlow: Bool,
        span: YAMLEvent.Span
    ) throws {
        if stack.count >= options.maxDepth {
            throw fatal(.yamlDepthLimit, YAMLMessage.depth(options.maxDepth), mark)
        }
        if let anchor { anchors[anchor] = .open(mark) }
        var frame = Frame(kind: kind, tag: tag, anchor: anchor, mark: mark, isFlow: isFlow, start: children.count)
        frame.isQuestionPair = kind == .mapping && isFlow && isQuestionPair(at: span)
        stack.append(frame)
        if isFlow {
            flowDepth += 1
        } else {
            blockColumns.append(Int(mark.column) - 1)
        }
        try count(1)
    }

    private mutating func close() throws {
        guard let frame = stack.popLast() else { return }
        if frame.isFlow {
            flowDepth -= 1
        } else {
            blockColumns.removeLast()
        }
        let node: Node
        switch frame.kind {
        case .sequence:
            node = Node(.sequence(children.popSequence(from: frame.start)), tag: frame.tag, mark: frame.mark)
        case .mapping:
            var pairs = children.popPairs(from: frame.start)
            reportDuplicateKeys(in: pairs)
            if frame.hasMergeKey { pairs = merged(pairs) }
            if frame.isQuestionPair, pairs.count == 1, lastScalarWasEmptyPoint {
                node = pairs[0].key  // `[?x]` is the scalar "?x", not the pair `? x`
            } else {
                node = Node(.mapping(pairs), tag: frame.tag, mark: frame.mark)
            }
        }
        if let anchor = frame.anchor {
            anchors[anchor] = .done(node, expandedSize: frame.expandedSize)
        }
        attach(consume node, expandedSize: frame.expandedSize)
    }

    /// Adds a finished node that the events just produced (or an alias) to its parent.
    private mutating func add(_ node: consuming Node, expandedSize: Int) throws {
        try count(expandedSize)
        attach(node, expandedSize: expandedSize)
    }

    private mutating func attach(_ node: consuming Node, expandedSize: Int) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].expandedSize += expandedSize
        if stack[top].kind == .mapping, (children.count - stack[top].start) % 2 == 0, options.resolvesMergeKeys,
            Self.isMergeKey(node)
        {
            stack[top].hasMergeKey = true
        }
        children.push(node)
    }

    private mutating func count(_ nodes: Int) throws {
        expandedNodes += nodes
        if expandedNodes > options.maxExpandedNodes {
            let mark = stack.last?.mark ?? Mark(line: 1, column: 1)
            throw fatal(.yamlAliasLimit, YAMLMessage.aliasExpansion(options.maxExpandedNodes), mark)
        }
    }

    // MARK: Keys

    private func reportDuplicateKeys(in pairs: [Node.Pair]) {
        guard pairs.count > 1 else { return }
        if pairs.count <= 16 {
            // Small mappings: compare texts without allocating; resolve values only when a key could equal
            // another key written differently (`0x10` and `16`).
            pairs.withUnsafeBufferPointer { pairs in
                if reportDuplicateTexts(in: pairs) { return }
                for index in 1..<pairs.count where pairs[index].key.scalar != nil {
                    for earlier in 0..<index where pairs[earlier].key.scalar != nil {
                        guard KeyIdentity(pairs[index].key) == KeyIdentity(pairs[earlier].key) else { continue }
                        reportDuplicate(pairs[index].key, first: pairs[earlier].key)
                        break
                    }
                }
            }
            return
        }
        // Each key's index by its identity, hashed once; a duplicate puts the first one back.
        var seen: [KeyIdentity: Int] = [:]
        seen.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            guard let key = KeyIdentity(pair.key) else { continue }
            if let first = seen.updateValue(index, forKey: key) {
                seen[key] = first
                reportDuplicate(pair.key, first: pairs[first].key)
            }
        }
    }

    /// The duplicates among a few keys when each is a plain text or a collection: then the same key is the same
    /// text, and texts are compared only when their lengths are equal (each key read once). False, reporting
    /// nothing, when a key is tagged or may equal one written differently (`0x10` and `16`).
    private func reportDuplicateTexts(in pairs: UnsafeBufferPointer<Node.Pair>) -> Bool {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: pairs.count) { lengths in
            for index in pairs.indices {
                let key = pairs[index].key
                guard case .scalar(let scalar) = key.content else {
                    lengths.initializeElement(at: index, to: -1)
                    continue
                }
                guard key.tag == nil, !KeyIdentity.mayBeSpecial(scalar) else { return false }
                lengths.initializeElement(at: index, to: scalar.text.utf8.count)
            }
            for index in 1..<pairs.count where lengths[index] >= 0 {
                for earlier in 0..<index where lengths[earlier] == lengths[index] {
                    guard pairs[earlier].key.scalar?.text == pairs[index].key.scalar?.text else { continue }
                    reportDuplicate(pairs[index].key, first: pairs[earlier].key)
                    break
                }
            }
            return true
        }
    }

    private func reportDuplicate(_ key: Node, first: Node) {
        emit(
            .yamlDuplicateKey,
            YAMLMessage.duplicateKey(key.scalar?.text ?? key.kindName),
            key.mark,
            notes: [note(YAMLMessage.firstKey, first.mark)]
        )
    }

    /// The pairs with each `<<` replaced by the pairs it merges that the mapping does not set itself.
    private func merged(_ pairs: [Node.Pair]) -> [Node.Pair] {
        var taken = Set(pairs.compactMap { Self.isMergeKey($0.key) ? nil : KeyIdentity($0.key) })
        var result: [Node.Pair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard Self.isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            let sources: [Node]
            switch pair.value.content {
            case .mapping: sources = [pair.value]
            case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }): sources = items
            default:
                emit(.yamlInvalidMerge, YAMLMessage.invalidMerge(pair.value.kindName), pair.value.mark)
                continue
            }
            for source in sources {
                for merged in source.mapping ?? [] {
                    guard let key = KeyIdentity(merged.key) else {
                        result.append(merged)
                        continue
                    }
                    if taken.insert(key).inserted { result.append(merged) }
                }
            }
        }
        return result
    }

    private static func isMergeKey(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style.isPlain, scalar.text == "<<" else { return false }
        return node.tag == nil || node.tag == Scalar.mergeTag
    }

    // MARK: Helpers

    func emit(_ id: DiagnosticID, _ message: String, _ mark: Mark, notes: [Diagnostic.Note] = []) {
        diagnostics.emit(Diagnostic(.error, id, message, at: location(mark), notes: notes))
    }

    private func fatal(_ id: DiagnosticID, _ message: String, _ mark: Mark) -> DiagnosticError {
        let diagnostic = Diagnostic(.error, id, message, at: location(mark))
        diagnostics.emit(diagnostic)
        return DiagnosticError(diagnostic)
    }

    private func note(_ message: String, _ mark: Mark) -> Diagnostic.Note {
        Diagnostic.Note(message, at: location(mark))
    }

    private func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line), column: Int(mark.column))
    }

}

/// What makes two mapping keys the same key: equal scalar values (so `1` and `"1"` differ).
///
/// Most keys are plain words or quoted strings; those compare by text without resolving the schema.
private enum KeyIdentity: Hashable {
    case string(String)
    case other(ScalarValue)

    init?(_ node: Node) {
        guard let scalar = node.scalar else { return nil }
        if node.tag == nil, !Self.mayBeSpecial(scalar) {
            self = .string(scalar.text)
        } else {
            switch scalar.resolved(tag: node.tag) {
            case .string(let text): self = .string(text)
            case let value: self = .other(value)
            }
        }
    }

    /// Whether a scalar could resolve to something other than a string: plain, and a number's first
    /// character or one of the null and boolean words.
    static func mayBeSpecial(_ scalar: Scalar) -> Bool {
        guard scalar.style.isPlain else { return false }
        let utf8 = scalar.text.utf8
        guard let first = utf8.first else { return true }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"):
            return (utf8.count == 4 || utf8.count == 5) && Scalar.resolvePlain(scalar.text) != .string(scalar.text)
        default:
            return false
        }
    }
}
