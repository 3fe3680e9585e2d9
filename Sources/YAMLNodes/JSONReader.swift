import Diagnostics

/// Reads a JSON text (RFC 8259) into the nodes a YAML 1.2 reading of it gives, without libyaml.
///
/// YAML 1.2 reads every JSON text as JSON does, but libyaml 0.2.5 does not: it refuses surrogate-pair escapes
/// (`"\ud83d\udc4d"`, which Python's `json.dump` writes for every emoji), keys longer than 1024 characters, a key
/// whose `:` is on the next line, tabs before or after the top-level value, and raw DEL, C1 controls, U+FFFE and
/// U+FFFF in strings; and it counts raw U+0085, U+2028 and U+2029 in strings as line breaks, folding U+0085 into a
/// space, so every location after one is wrong. JSON's grammar is small enough to read here instead.
///
/// The nodes are those libyaml builds for the same text: strings are double-quoted scalars; numbers, `true`,
/// `false` and `null` are plain scalars with their source text, so the core schema types them as it types YAML.
/// Marks are libyaml's: a collection at its bracket, a string at its quote, columns counting characters.
/// Duplicate keys are reported as in YAML. A text that is not JSON is left to libyaml, with the reason, so that
/// YAML reads exactly as before.
struct JSONReader {
    /// Why the text is not JSON, and where.
    struct NotJSON: Error {
        let message: String
        let mark: Mark
    }

    private let bytes: [UInt8]
    private let file: String
    private let options: YAMLParser.Options
    private var index = 0
    private var line: Int32 = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between ``lineStart`` and ``index``: columns count characters, not bytes.
    private var continuations = 0
    private var nodeCount = 0
    private var diagnostics: [Diagnostic] = []

    init(bytes: [UInt8], file: String, options: YAMLParser.Options) {
        self.bytes = bytes
        self.file = file
        self.options = options
    }

    /// Whether `bytes` may be JSON worth reading here: its first character after white space opens an object, an
    /// array or a string. Other JSON texts (a lone number or word) read the same through libyaml.
    static func mayBeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return false }
        return bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
            || bytes[index] == UInt8(ascii: "\"")
    }

    /// The document's root and the diagnostics found reading it (duplicate keys, lone surrogates).
    ///
    /// Throws ``NotJSON`` for a text that is not JSON, and a ``DiagnosticError`` (not yet emitted) when the text
    /// passes one of the limits in ``YAMLParser/Options``, as libyaml's reading would.
    mutating func read() throws -> (root: Node, diagnostics: [Diagnostic]) {
        if bytes.starts(with: Self.byteOrderMark) {
            // libyaml drops a byte-order mark before it counts columns.
            index = Self.byteOrderMark.count
            lineStart = index
        }
        // A loop over an explicit stack of open collections rather than recursion, so that nesting as deep as
        // the limit allows needs no more of the thread's stack than a flat document.
        var open: [Collection] = []
        while true {
            skipWhitespace()
            var node: Node
            switch try start(&open) {
            case .node(let value): node = value
            case .entered: continue
            }
            // The value ends every collection that closes after it.
            while let top = open.indices.last {
                open[top].append(node)
                skipWhitespace()
                if next == UInt8(ascii: ",") {
                    index += 1
                    if open[top].isMapping { open[top].key = try key(in: open[top].mark) }
                    break
                }
                guard next == (open[top].isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw notJSON(open[top].isMapping ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                index += 1
                node = close(open.removeLast())
            }
            if open.isEmpty {
                skipWhitespace()
                guard index == bytes.count else { throw notJSON("unexpected text after the JSON value") }
                return (node, diagnostics)
            }
        }
    }

    // MARK: Values

    /// An object or array being read, with the members read so far.
    private struct Collection {
        let mark: Mark
        let isMapping: Bool
        var items: [Node] = []
        var pairs: [Node.Pair] = []
        /// In a mapping, the key whose value comes next.
        var key: Node?

        mutating func append(_ node: Node) {
            if let key {
                pairs.append(Node.Pair(key: key, value: node))
                self.key = nil
            } else {
                items.append(node)
            }
        }
    }

    private enum Start {
        /// A scalar or an empty collection, complete.
        case node(Node)
        /// A collection with members, pushed on the stack; its first member comes next.
        case entered
    }

    /// Reads the value at ``index`` as far as its first member.
    private mutating func start(_ open: inout [Collection]) throws -> Start {
        guard let byte = next else { throw notJSON("expected a value") }
        let mark = currentMark
        let innermost = open.last?.mark
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // The limits count a collection when it opens, empty or not, as libyaml's reading does.
            if open.count >= options.maxDepth {
                throw fatal(.yamlDepthLimit, YAMLMessage.depth(options.maxDepth), mark)
            }
            try count(innermost: mark)
            index += 1
            skipWhitespace()
            let isMapping = byte == UInt8(ascii: "{")
            if next == (isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return .node(Node(isMapping ? .mapping([]) : .sequence([]), mark: mark))
            }
            open.append(Collection(mark: mark, isMapping: isMapping))
            if isMapping { open[open.count - 1].key = try key(in: mark) }
            return .entered
        case UInt8(ascii: "\""):
            return .node(try scalar(string(), style: .doubleQuoted, at: mark, innermost: innermost))
        case UInt8(ascii: "t"):
            return .node(try scalar(word("true"), style: .plain, at: mark, innermost: innermost))
        case UInt8(ascii: "f"):
            return .node(try scalar(word("false"), style: .plain, at: mark, innermost: innermost))
        case UInt8(ascii: "n"):
            return .node(try scalar(word("null"), style: .plain, at: mark, innermost: innermost))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .node(try scalar(number(), style: .plain, at: mark, innermost: innermost))
        default:
            throw notJSON("expected a value")
        }
    }

    /// A mapping's key and its `:`, from the white space before the key; `mapping` is where the mapping starts.
    private mutating func key(in mapping: Mark) throws -> Node {
        skipWhitespace()
        guard next == UInt8(ascii: "\"") else { throw notJSON("expected a string as the key") }
        let mark = currentMark
        let key = try scalar(string(), style: .doubleQuoted, at: mark, innermost: mapping)
        skipWhitespace()
        guard next == UInt8(ascii: ":") else { throw notJSON("expected ':' after the key") }
        index += 1
        return key
    }

    private mutating func close(_ collection: Collection) -> Node {
        guard collection.isMapping else { return Node(.sequence(collection.items), mark: collection.mark) }
        reportDuplicateKeys(in: collection.pairs)
        return Node(.mapping(collection.pairs), mark: collection.mark)
    }

    private mutating func scalar(_ text: String, style: Scalar.Style, at mark: Mark, innermost: Mark?) throws -> Node {
        let length = text.utf8.count
        if length > options.maxScalarBytes {
            throw fatal(.yamlScalarLimit, YAMLMessage.scalarSize(length, options.maxScalarBytes), mark)
        }
        try count(innermost: innermost)
        return Node(.scalar(Scalar(text, style: style)), mark: mark)
    }

    /// Counts a node against ``YAMLParser/Options/maxExpandedNodes``, reported at the innermost open collection
    /// as libyaml's reading reports it; JSON has no aliases, so only a huge text reaches it.
    private mutating func count(innermost: Mark?) throws {
        nodeCount += 1
        if nodeCount > options.maxExpandedNodes {
            let mark = innermost ?? Mark(line: 1, column: 1)
            throw fatal(.yamlAliasLimit, YAMLMessage.aliasExpansion(options.maxExpandedNodes), mark)
        }
    }

    // MARK: Tokens

    private mutating func word(_ word: String) throws -> String {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
            throw notJSON("expected a value")
        }
        index = end
        return word
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`, kept as written.
    private mutating func number() throws -> String {
        let start = index
        if next == UInt8(ascii: "-") { index += 1 }
        if next == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() else { throw notJSON("invalid number") }
        }
        if next == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw notJSON("invalid number") }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            index += 1
            if next == UInt8(ascii: "-") || next == UInt8(ascii: "+") { index += 1 }
            guard skipDigits() else { throw notJSON("invalid number") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips digits; false when there were none.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    /// The string whose opening quote is at ``index``, unescaped. Text without escapes is taken as it is;
    /// either way the result is checked to be UTF-8 once, at the end.
    private mutating func string() throws -> String {
        index += 1
        let start = index
        var segmentStart = index
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            guard let byte = next else { throw notJSON("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                let text: String?
                if hasEscapes {
                    unescaped.append(contentsOf: bytes[segmentStart..<index])
                    text = String(validating: unescaped, as: UTF8.self)
                } else {
                    text = String(validating: bytes[start..<index], as: UTF8.self)
                }
                guard let text else { throw notJSON("a string is not valid UTF-8") }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                hasEscapes = true
                unescaped.append(contentsOf: bytes[segmentStart..<index])
                try unescape(into: &unescaped)
                segmentStart = index
            case 0..<0x20:
                throw notJSON("a control character in a string must be escaped")
            default:
                if byte & 0xC0 == 0x80 { continuations += 1 }
                index += 1
            }
        }
    }

    /// Decodes the escape at ``index`` into `decoded`. A surrogate escape without its other half is replaced by
    /// U+FFFD with a warning: JSON's grammar allows it, no string can hold it, and refusing a whole spec over a
    /// character in a description would cost a user more than the replacement does.
    private mutating func unescape(into decoded: inout [UInt8]) throws {
        let mark = currentMark
        index += 1
        guard let letter = next else { throw notJSON("a string is not closed") }
        index += 1
        let scalar: Unicode.Scalar
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = Unicode.Scalar(letter)
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "u"):
            let code = try hexCode()
            if let plain = Unicode.Scalar(code) {
                scalar = plain
            } else if code < 0xDC00, let low = lowSurrogate() {
                scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            } else {
                scalar = "\u{FFFD}"
                let escape = "\\u" + String(decoding: bytes[index - 4..<index], as: UTF8.self)
                diagnostics.append(
                    Diagnostic(.warning, .yamlJSONLoneSurrogate, YAMLMessage.loneSurrogate(escape), at: location(mark))
                )
            }
        default:
            throw notJSON("invalid escape '\\\(Character(Unicode.Scalar(letter)))'")
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// The four hex digits after `\u`.
    private mutating func hexCode() throws -> UInt32 {
        guard let code = hexCode(at: index) else { throw notJSON("'\\u' needs four hex digits") }
        index += 4
        return code
    }

    private func hexCode(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var code: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    /// The low surrogate escaped right after a high one, consumed; nil, consuming nothing, when there is none.
    private mutating func lowSurrogate() -> UInt32? {
        guard next == UInt8(ascii: "\\"), bytes.count > index + 1, bytes[index + 1] == UInt8(ascii: "u"),
            let code = hexCode(at: index + 2), (0xDC00..<0xE000).contains(code)
        else { return nil }
        index += 6
        return code
    }

    /// Skips JSON's white space; a line break is `\n`, `\r\n` or a lone `\r`, as libyaml counts lines.
    private mutating func skipWhitespace() {
        while let byte = next {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                if byte == UInt8(ascii: "\r"), next == UInt8(ascii: "\n") { index += 1 }
                line += 1
                lineStart = index
                continuations = 0
            default:
                return
            }
        }
    }

    // MARK: Helpers

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private var next: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private var currentMark: Mark {
        Mark(line: line, column: Int32(index - lineStart - continuations + 1))
    }

    private func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line), column: Int(mark.column))
    }

    private func notJSON(_ message: String) -> NotJSON {
        NotJSON(message: message, mark: currentMark)
    }

    private func fatal(_ id: DiagnosticID, _ message: String, _ mark: Mark) -> DiagnosticError {
        DiagnosticError(Diagnostic(.error, id, message, at: location(mark)))
    }

    /// Keys are strings, so the same key is the same text, as libyaml's reading compares quoted keys.
    private mutating func reportDuplicateKeys(in pairs: [Node.Pair]) {
        guard pairs.count > 1 else { return }
        var first: [String: Node] = [:]
        first.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let text = pair.key.scalar?.text else { continue }
            guard let earlier = first[text] else {
                first[text] = pair.key
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .error,
                    .yamlDuplicateKey,
                    YAMLMessage.duplicateKey(text),
                    at: location(pair.key.mark),
                    notes: [Diagnostic.Note(YAMLMessage.firstKey, at: location(earlier.mark))]
                )
            )
        }
    }
}
