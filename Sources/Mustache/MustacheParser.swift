/// Compiles template text into nodes in one pass, following the Mustache spec's rules for standalone lines.
///
/// A section, inverted section, close, comment, partial or set-delimiter tag alone on its line (with only spaces
/// or tabs around it) removes the whole line; a standalone partial keeps the removed indentation for its lines.
struct MustacheParser {
    /// An open section, or the template itself at the bottom of the stack.
    private struct Frame {
        var name: String
        var parsedName: MustacheName
        var isInverted: Bool
        var offset: Int
        var nodes: [MustacheNode] = []
    }

    private let bytes: [UInt8]
    private let file: String
    /// The offset at which each line begins, to turn offsets into positions.
    private let lineOffsets: [Int]
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var frames = [Frame(name: "", parsedName: MustacheName(parts: []), isInverted: false, offset: 0)]

    init(source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
        var lineOffsets = [0]
        for (offset, byte) in bytes.enumerated() where byte == .newline {
            lineOffsets.append(offset + 1)
        }
        self.lineOffsets = lineOffsets
    }

    /// The template's nodes, or the first error with its position.
    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        var textStart = 0
        while let tagStart = firstOffset(of: openDelimiter, from: textStart) {
            var contentStart = tagStart + openDelimiter.count
            let sigil = contentStart < bytes.count ? Sigil(rawValue: bytes[contentStart]) : nil
            if sigil != nil { contentStart += 1 }
            let closing: [UInt8] =
                switch sigil {
                case .tripleMustache: [.closingBrace] + closeDelimiter
                case .setDelimiters: [.equals] + closeDelimiter
                default: closeDelimiter
                }
            guard let contentEnd = firstOffset(of: closing, from: contentStart) else {
                throw error(.unclosedTag(expected: String(decoding: closing, as: UTF8.self)), at: tagStart)
            }
            let tagEnd = contentEnd + closing.count
            let content = trimmedText(contentStart..<contentEnd)

            var indentation: String?
            if let sigil, sigil.canStandAlone, let line = standaloneLine(tagStart: tagStart, tagEnd: tagEnd),
                line.lowerBound >= textStart
            {
                appendText(textStart..<line.lowerBound, lineStartAtEnd: false)
                indentation = text(line.lowerBound..<tagStart)
                textStart = line.upperBound
            } else {
                appendText(textStart..<tagStart, lineStartAtEnd: true)
                textStart = tagEnd
            }
            try handleTag(sigil, content, at: tagStart, indentation: indentation)
        }
        appendText(textStart..<bytes.count, lineStartAtEnd: false)
        if frames.count > 1, let innermost = frames.last {
            throw error(.unclosedSection(innermost.name), at: innermost.offset)
        }
        return frames[0].nodes
    }

    private mutating func handleTag(
        _ sigil: Sigil?,
        _ content: String,
        at offset: Int,
        indentation: String?
    ) throws(MustacheError) {
        switch sigil {
        case .comment:
            break
        case .setDelimiters:
            try setDelimiters(content, at: offset)
        case .section, .invertedSection:
            let parsedName = try parseName(content, at: offset)
            frames.append(
                Frame(name: content, parsedName: parsedName, isInverted: sigil == .invertedSection, offset: offset)
            )
        case .close:
            guard frames.count > 1 else { throw error(.unopenedSectionClose(content), at: offset) }
            let frame = frames.removeLast()
            guard frame.name == content else {
                throw error(.mismatchedSectionClose(opened: frame.name, closed: content), at: offset)
            }
            append(
                frame.isInverted
                    ? .invertedSection(frame.parsedName, frame.nodes) : .section(frame.parsedName, frame.nodes)
            )
        case .partial:
            guard !content.isEmpty else { throw error(.invalidName(content), at: offset) }
            append(.partial(content, indentation: indentation, position(of: offset)))
        case .unescaped, .tripleMustache, nil:
            append(.variable(try parseName(content, at: offset)))
        }
    }

    private mutating func setDelimiters(_ content: String, at offset: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(.invalidDelimiters(content), at: offset)
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }

    private func parseName(_ content: String, at offset: Int) throws(MustacheError) -> MustacheName {
        if content == "." { return MustacheName(parts: []) }
        let parts = content.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { throw error(.invalidName(content), at: offset) }
        return MustacheName(parts: parts)
    }

    // MARK: Text and lines

    /// Appends text, split at line starts with a `lineStart` marker before each line.
    ///
    /// `lineStartAtEnd` also marks the end of the range when a line starts there, because a tag that is not
    /// standalone begins that line.
    private mutating func appendText(_ range: Range<Int>, lineStartAtEnd: Bool) {
        var pieceStart = range.lowerBound
        for offset in range where isLineStart(offset) {
            if offset > pieceStart { append(.text(text(pieceStart..<offset))) }
            append(.lineStart)
            pieceStart = offset
        }
        if range.upperBound > pieceStart { append(.text(text(pieceStart..<range.upperBound))) }
        if lineStartAtEnd, range.upperBound < bytes.count, isLineStart(range.upperBound) { append(.lineStart) }
    }

    private func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == .newline
    }

    /// The whole line around a tag, newline included, when the tag stands alone on it.
    private func standaloneLine(tagStart: Int, tagEnd: Int) -> Range<Int>? {
        var start = tagStart
        while start > 0, bytes[start - 1].isSpaceOrTab { start -= 1 }
        guard isLineStart(start) else { return nil }
        var end = tagEnd
        while end < bytes.count, bytes[end].isSpaceOrTab { end += 1 }
        if end == bytes.count { return start..<end }
        if bytes[end] == .newline { return start..<(end + 1) }
        if bytes[end] == .carriageReturn, end + 1 < bytes.count, bytes[end + 1] == .newline {
            return start..<(end + 2)
        }
        return nil
    }

    private mutating func append(_ node: MustacheNode) {
        frames[frames.count - 1].nodes.append(node)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower].isWhitespace { lower += 1 }
        while upper > lower, bytes[upper - 1].isWhitespace { upper -= 1 }
        return text(lower..<upper)
    }

    private func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var offset = start
        while offset + pattern.count <= bytes.count {
            if bytes[offset] == first, bytes[offset..<(offset + pattern.count)].elementsEqual(pattern) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    // MARK: Positions

    private func position(of offset: Int) -> MustacheError.Position {
        var low = 0
        var high = lineOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return MustacheError.Position(line: low + 1, column: text(lineOffsets[low]..<offset).count + 1)
    }

    private func error(_ kind: MustacheError.Kind, at offset: Int) -> MustacheError {
        MustacheError(kind, file: file, position: position(of: offset))
    }
}

/// The character after the open delimiter that says what a tag is.
private enum Sigil: UInt8 {
    case section = 0x23  // #
    case invertedSection = 0x5E  // ^
    case close = 0x2F  // /
    case comment = 0x21  // !
    case partial = 0x3E  // >
    case unescaped = 0x26  // &
    case tripleMustache = 0x7B  // {
    case setDelimiters = 0x3D  // =

    /// Whether the tag removes its line when alone on it; variables never do.
    var canStandAlone: Bool { self != .unescaped && self != .tripleMustache }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let closingBrace = UInt8(ascii: "}")
    fileprivate static let equals = UInt8(ascii: "=")

    fileprivate var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    fileprivate var isWhitespace: Bool { isSpaceOrTab || self == .newline || self == .carriageReturn }
}
