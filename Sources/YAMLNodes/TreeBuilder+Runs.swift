/// A run of key–value pairs built apart from the rest of its mapping (``SplitReader``): one builder builds the
/// run's nodes from its events, another takes them in where the run's events would have come.
extension TreeBuilder {
    /// The run's nodes and what building them changed that the builder of the whole stream carries on with.
    struct Run: Sendable {
        /// Key, value, key, value…
        var nodes: [Node]
        var hasMergeKey: Bool
        /// The nodes with aliases expanded (the run has no alias, so the nodes themselves).
        var expandedSize: Int
        /// How many collections deep the run goes below its mapping.
        var depth: Int
        var gapStart: Int
        var lastScalarWasEmptyPoint: Bool
    }

    /// Opens the mapping a run of pairs belongs to, its first key at `position`; the run's inner events
    /// follow, then ``takeRun(depth:)``.
    mutating func beginRun(at position: YAMLEvent.Position) {
        let mark = Mark(line: Int32(position.line) + 1, column: Int32(position.column) + 1)
        stack.append(Frame(kind: .mapping, tag: nil, anchor: nil, mark: mark, isFlow: false, start: children.count))
        blockColumns.append(position.column)
        gapStart = position.index
    }

    /// The run ``beginRun(at:)`` opened, with its events handled; `depth` is how deep its events went.
    mutating func takeRun(depth: Int) -> Run? {
        guard stack.count == 1, let frame = stack.popLast() else { return nil }
        blockColumns.removeLast()
        return Run(
            nodes: children.popSequence(from: frame.start),
            hasMergeKey: frame.hasMergeKey,
            expandedSize: frame.expandedSize - 1,
            depth: depth,
            gapStart: gapStart,
            lastScalarWasEmptyPoint: lastScalarWasEmptyPoint
        )
    }

    /// Takes in `run` as the next pairs of the innermost open collection, a block mapping waiting for a key
    /// whose first key the run's starts at `position`; false when it cannot go there within the limits (the
    /// caller reads the stream in one piece, which reports it).
    mutating func splice(_ run: Run, at position: YAMLEvent.Position) -> Bool {
        guard let top = stack.indices.last, stack[top].kind == .mapping, !stack[top].isFlow,
            (children.count - stack[top].start) % 2 == 0, stack.count + run.depth <= options.maxDepth,
            expandedNodes + run.expandedSize <= options.maxExpandedNodes
        else { return false }
        // The text between the last event and the run's first key.
        checkGap(before: YAMLEvent.Span(start: position, end: position))
        for node in run.nodes { children.push(node) }
        expandedNodes += run.expandedSize
        stack[top].expandedSize += run.expandedSize
        stack[top].hasMergeKey = stack[top].hasMergeKey || run.hasMergeKey
        // The comments in the run were checked with it; the next gap's check steps past them.
        gapStart = run.gapStart
        lastScalarWasEmptyPoint = run.lastScalarWasEmptyPoint
        return true
    }
}
