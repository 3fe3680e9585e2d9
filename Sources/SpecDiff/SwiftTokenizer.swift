/// One token of Swift source as ``GeneratedCodeScanner`` needs it: words, string literals, punctuation and
/// `///` doc lines; other comments and the insides of literals are dropped.
struct SwiftToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// An identifier or keyword; a backticked identifier without its backticks.
        case word
        /// A string literal; `text` is its contents when it has no escapes or interpolations, else empty.
        case string
        /// A number literal.
        case number
        /// One punctuation character, or `->`.
        case symbol
        /// A `///` doc comment line; `text` is what follows the slashes.
        case documentation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Whether a line break comes between this token and the one before it.
    var startsLine: Bool

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isWord(_ word: String) -> Bool { kind == .word && text == word }
}

/// Splits Swift source into ``SwiftToken``s. Comments (nested block comments included) and string literals
/// (multi-line, raw and interpolated ones included) are read whole, so the braces and keywords inside them are
/// never mistaken for code.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var sawLineBreak = true
    private(set) var tokens: [SwiftToken] = []

    /// The tokens of `source`.
    static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func startsWith(_ text: String) -> Bool {
        var offset = 0
        for byte in text.utf8 {
            guard self.byte(at: offset) == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
            sawLineBreak = true
        }
        index += 1
    }

    private mutating func append(_ kind: SwiftToken.Kind, _ text: String, from start: Int, line startLine: Int) {
        let column = start - lineStart + 1
        tokens.append(SwiftToken(kind: kind, text: text, line: startLine, column: column, startsLine: sawLineBreak))
        sawLineBreak = false
    }

    private mutating func run() {
        while index < bytes.count {
            let current = bytes[index]
            let start = index
            let startLine = line
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")
                || current == UInt8(ascii: "\r")
            {
                advance()
            } else if startsWith("///") && byte(at: 3) != UInt8(ascii: "/") {
                index += 3
                let textStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                let text = String(decoding: bytes[textStart..<index], as: UTF8.self)
                append(.documentation, text, from: start, line: startLine)
            } else if startsWith("//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if startsWith("/*") {
                skipBlockComment()
            } else if Self.isIdentifierStart(current) {
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                append(.word, String(decoding: bytes[start..<index], as: UTF8.self), from: start, line: startLine)
            } else if current == UInt8(ascii: "`") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                append(.word, name, from: start, line: startLine)
            } else if current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9") {
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                append(.number, String(decoding: bytes[start..<index], as: UTF8.self), from: start, line: startLine)
            } else if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && isRawStringStart()) {
                let contents = readString()
                append(.string, contents ?? "", from: start, line: startLine)
            } else if startsWith("->") {
                index += 2
                append(.symbol, "->", from: start, line: startLine)
            } else {
                let scalarLength = Self.utf8Length(leading: current)
                index = min(bytes.count, index + scalarLength)
                append(.symbol, String(decoding: bytes[start..<index], as: UTF8.self), from: start, line: startLine)
            }
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0xC0
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    private static func utf8Length(leading byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// `/* … */`, nested ones inside it included.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if startsWith("/*") {
                depth += 1
                index += 2
            } else if startsWith("*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    /// Reads a string literal from its opening delimiter past its closing one: `"…"`, `"""…"""`, with any number
    /// of `#` around it. Returns its contents when it is plain text, nil when it has escapes or interpolations.
    private mutating func readString() -> String? {
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = startsWith("\"\"\"")
        index += isMultiline ? 3 : 1
        let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        let contentStart = index
        var isPlain = true
        while index < bytes.count {
            if startsWith(closing) {
                let contents = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += closing.utf8.count
                return isPlain ? contents : nil
            }
            if startsWith(escape) {
                isPlain = false
                index += escape.utf8.count
                if byte(at: 0) == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if index < bytes.count {
                    advance()
                }
                continue
            }
            if !isMultiline && bytes[index] == UInt8(ascii: "\n") { return nil }
            advance()
        }
        return nil
    }

    /// `(…)` of an interpolation, whose expression may hold parentheses and string literals of its own.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && isRawStringStart()) {
                _ = readString()
                continue
            }
            if current == UInt8(ascii: "(") { depth += 1 }
            if current == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            advance()
        }
    }
}
