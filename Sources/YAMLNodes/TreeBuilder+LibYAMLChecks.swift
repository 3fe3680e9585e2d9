import Diagnostics

/// Where libyaml 0.2.5 accepts what YAML 1.2 rejects, or reads a valid document wrongly, these checks
/// look at the source text around each event and report the error or mend the node.
extension TreeBuilder {
    /// A `#` starts a comment only after white space; libyaml also takes `]#`, `,#` and `"x"#` as comments.
    mutating func checkGap(before span: YAMLEvent.Span) {
        let gapEnd = span.start.index
        defer { gapStart = max(gapStart, span.end.index) }
        while nextHash < hashIndexes.count, hashIndexes[nextHash] < gapStart { nextHash += 1 }
        while nextHash < hashIndexes.count, hashIndexes[nextHash] < gapEnd {
            let offset = source.byteOffset(ofCharacter: hashIndexes[nextHash])
            nextHash += 1
            guard offset > 0, !isCommentSeparator(source.bytes[offset - 1], at: offset - 1) else {
                skipHashes(inCommentFrom: offset)
                continue
            }
            emitAtByte(.yamlCommentSpacing, YAMLMessage.commentSpacing, offset)
            return
        }
    }

    /// A comment runs to the end of its line, so a `#` in it (`# see https://example.com/docs#auth`) is text.
    private mutating func skipHashes(inCommentFrom offset: Int) {
        var end = offset
        while end < source.count, !SourceText.isBreakOrEnd(source.bytes[end]) { end += 1 }
        while nextHash < hashIndexes.count, source.byteOffset(ofCharacter: hashIndexes[nextHash]) < end {
            nextHash += 1
        }
    }

    private func isCommentSeparator(_ byte: UInt8, at offset: Int) -> Bool {
        SourceText.isBlank(byte) || SourceText.isBreakOrEnd(byte) || (offset == 2 && byte == 0xBF)  // after a BOM
    }

    /// `%YAML` and `%TAG` may only follow a document that ended with `...`.
    func checkDirectives(hasDirectives: Bool, mark: Mark) {
        if hasDirectives, previousDocumentEndWasImplicit == true {
            emit(.yamlDirectiveWithoutEnd, YAMLMessage.directiveWithoutEnd, mark)
        }
    }

    /// A plain scalar cannot start with `-`, `?` or `:` unless a safe character follows (`[-]` is an error).
    /// The source decides, not the text: in `::` the scalar `:` is followed by a safe `:`.
    mutating func checkPlainStart(_ text: String, _ span: YAMLEvent.Span, mark: Mark) {
        guard let head = text.utf8.first,
            head == UInt8(ascii: "-") || head == UInt8(ascii: "?") || head == UInt8(ascii: ":")
        else { return }
        guard !span.isEmptyPoint else { return }  // an implied empty value
        let start = source.byteOffset(of: span.start)
        guard let first = source[start],
            first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == UInt8(ascii: ":")
        else { return }
        let next = source[start + 1]
        let isInFlow = flowDepth > 0
        if SourceText.isBlank(next) || SourceText.isBreakOrEnd(next) || (isInFlow && SourceText.isFlowIndicator(next)) {
            emit(.yamlPlainIndicator, YAMLMessage.plainIndicator(Character(Unicode.Scalar(first))), mark)
        }
    }

    /// In flow context libyaml reads `?x` as the key indicator and `x`, where YAML 1.2 reads the plain scalar `?x`.
    mutating func lostQuestionMark(before span: YAMLEvent.Span) -> Bool {
        guard flowDepth > 0 else { return false }
        let start = source.byteOffset(of: span.start)
        return start > 0 && source[start - 1] == UInt8(ascii: "?")
    }

    /// libyaml ends an anchor name at `:`, so `&an:chor value` becomes anchor `an` on `:chor value`;
    /// YAML 1.2 ends it only at white space or a flow indicator. Returns the anchor and text as 1.2 reads them.
    mutating func mendedAnchor(_ anchor: String, text: String, span: YAMLEvent.Span) -> (String, String)? {
        var offset = source.byteOffset(of: span.start)
        guard source[offset] == UInt8(ascii: "&") else { return nil }
        offset += 1
        let nameStart = offset
        while let byte = source[offset], !SourceText.isBlank(byte), !SourceText.isBreakOrEnd(byte),
            !SourceText.isFlowIndicator(byte)
        {
            offset += 1
        }
        let name = String(decoding: source.bytes[nameStart..<offset], as: UTF8.self)
        guard name != anchor, name.hasPrefix(anchor) else { return nil }
        let lost = name.dropFirst(anchor.count)
        guard text.hasPrefix(lost) else { return nil }
        let rest = text.dropFirst(lost.count).drop { $0 == " " || $0 == "\t" }
        return (name, String(rest))
    }

    /// Whether a flow mapping starts at a `?` glued to its key: the pair libyaml opens for `[?x]`.
    mutating func isQuestionPair(at span: YAMLEvent.Span) -> Bool {
        let start = source.byteOffset(of: span.start)
        guard source[start] == UInt8(ascii: "?") else { return false }
        let next = source[start + 1]
        return !SourceText.isBlank(next) && !SourceText.isBreakOrEnd(next)
    }

    /// A block scalar's header needs white space before a comment, and its leading empty lines may not be
    /// indented more than its first content line when the indentation is detected.
    mutating func checkBlockScalarHeader(_ span: YAMLEvent.Span, mark: Mark) {
        var offset = source.byteOffset(of: span.start)
        // The indicator follows the node's properties on the same line.
        while let byte = source[offset], byte != UInt8(ascii: "|"), byte != UInt8(ascii: ">") {
            guard !SourceText.isBreakOrEnd(byte) else { return }
            offset += 1
        }
        offset += 1
        var hasExplicitIndentation = false
        while let byte = source[offset],
            byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (0x31...0x39).contains(byte)
        {
            hasExplicitIndentation = hasExplicitIndentation || (0x31...0x39).contains(byte)
            offset += 1
        }
        if source[offset] == UInt8(ascii: "#") {
            emitAtByte(.yamlCommentSpacing, YAMLMessage.commentSpacing, offset)
            return
        }
        guard !hasExplicitIndentation else { return }
        while offset < source.count, source[offset] != UInt8(ascii: "\n") { offset += 1 }
        var widestEmpty: (spaces: Int, offset: Int)?
        while offset < source.count {
            offset += 1
            let lineStart = offset
            while source[offset] == UInt8(ascii: " ") { offset += 1 }
            let spaces = offset - lineStart
            if SourceText.isBreakOrEnd(source[offset]) {
                if spaces > (widestEmpty?.spaces ?? -1) { widestEmpty = (spaces, lineStart) }
                while offset < source.count, source[offset] != UInt8(ascii: "\n") { offset += 1 }
                continue
            }
            if let widestEmpty, spaces > blockIndentation, widestEmpty.spaces > spaces {
                emitAtByte(.yamlBlockScalarIndentation, YAMLMessage.blockScalarIndentation, widestEmpty.offset)
            }
            return
        }
    }

    /// The column of the innermost block collection, which a block scalar's content must be indented past.
    private var blockIndentation: Int {
        blockColumns.last ?? -1
    }

    private mutating func emitAtByte(_ id: DiagnosticID, _ message: String, _ offset: Int) {
        let (line, column) = source.lineAndColumn(ofByte: offset)
        emit(id, message, Mark(line: Int32(line), column: Int32(column)))
    }
}
