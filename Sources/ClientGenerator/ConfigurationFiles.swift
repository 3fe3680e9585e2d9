// This file is compiled twice: into ClientGenerator, and into the ClientGenPlugin build-tool plugin through the
// symbolic link Plugins/ClientGenPlugin/ConfigurationFiles.swift. A plugin cannot link the package's libraries (nor
// libyaml), so the rules for which files a `clientgen.yaml` names, and how its paths resolve, live here once, with
// a reader of the YAML a configuration is written in. It imports nothing, so both sides compile it as it is.

/// The keys of `clientgen.yaml` that name files, and the folder paths are relative to: what the tool reads and the
/// build plugin watches.
enum ConfigurationKey {
    static let clients = "clients"
    static let spec = "spec"
    static let overlays = "overlays"
    static let templates = "templates"
}

/// The files a `clientgen.yaml` names, as the tool resolves them: each client's spec, overlays and template folder.
struct ConfigurationFiles: Equatable {
    var specs: [String] = []
    var overlays: [String] = []
    var templateFolders: [String] = []

    /// The files `text`, the configuration in `folder`, names; throws ``ConfigurationOutline/Unreadable`` for YAML
    /// the outline reader does not read (anchors, tags, block scalars), which the tool's full reader does.
    static func named(in text: String, folder: String) throws -> ConfigurationFiles {
        var files = ConfigurationFiles()
        guard case .mapping(let root) = try ConfigurationOutline.parse(text),
            case .sequence(let clients)? = root.first(where: { $0.key == ConfigurationKey.clients })?.value
        else { return files }
        for case .mapping(let pairs) in clients {
            for pair in pairs {
                let paths = pair.value.strings.map { join(folder, $0) }
                switch pair.key {
                case ConfigurationKey.spec: files.specs += paths
                case ConfigurationKey.overlays: files.overlays += paths
                case ConfigurationKey.templates: files.templateFolders += paths
                default: break
                }
            }
        }
        return files
    }

    /// `path` resolved against `folder`, with `.` and `name/..` segments removed, so `Specs/../Generated/X`
    /// reads `Generated/X` in messages and file headers.
    static func join(_ folder: String, _ path: String) -> String {
        let joined = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
                continue
            }
            segments.append(segment)
        }
        let standardized = segments.joined(separator: "/")
        if joined.hasPrefix("/") { return "/" + standardized }
        return standardized.isEmpty ? "." : standardized
    }
}

/// A reader of the YAML configurations are written in: block and flow mappings and sequences, plain and quoted
/// scalars, comments and document markers. Anchors, aliases, tags, block scalars and explicit keys are refused
/// with ``Unreadable`` rather than misread.
struct ConfigurationOutline {
    indirect enum Node: Equatable {
        case scalar(String)
        case sequence([Node])
        case mapping([Pair])

        /// A scalar's text, or the texts of a sequence's non-empty scalars: a key that takes one path or a list.
        var strings: [String] {
            switch self {
            case .scalar(let text): text.isEmpty ? [] : [text]
            case .sequence(let items):
                items.flatMap { item -> [String] in
                    guard case .scalar = item else { return [] }
                    return item.strings
                }
            case .mapping: []
            }
        }
    }

    struct Pair: Equatable {
        var key: String
        var value: Node
    }

    /// YAML this reader does not read, with the line it is on.
    struct Unreadable: Error, Equatable {
        var line: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The first document of `text`; an empty document is an empty scalar.
    static func parse(_ text: String) throws -> Node {
        var reader = ConfigurationOutline(text)
        reader.skipBlankLines()
        if !reader.isAtEnd, reader.startsDocument, reader.current == UInt8(ascii: "-") {
            reader.index += 3
            reader.skipBlankLines()
        }
        guard !reader.isAtEnd, !reader.startsDocument else { return .scalar("") }
        let node = try reader.blockNode(column: reader.column)
        reader.skipBlankLines()
        guard reader.isAtEnd || reader.startsDocument else { throw Unreadable(line: reader.line) }
        return node
    }

    // MARK: Position

    private var isAtEnd: Bool { index >= bytes.count }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var column: Int { index - lineStart }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private static func isBlank(_ byte: UInt8?) -> Bool {
        byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether the line at `index` is `---` or `...`, a document's start or end.
    private var startsDocument: Bool {
        column == 0
            && (bytes[index...].starts(with: Array("---".utf8)) || bytes[index...].starts(with: Array("...".utf8)))
            && Self.isBlank(peek(3))
    }

    private mutating func skipSpaces() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { advance() }
    }

    /// Skips a comment, if one starts here, up to the end of its line.
    private mutating func skipComment() {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
    }

    /// Skips spaces, comments and empty lines, up to the next content.
    private mutating func skipBlankLines() {
        while true {
            skipSpaces()
            skipComment()
            if current == UInt8(ascii: "\r") || current == UInt8(ascii: "\n") {
                advance()
                continue
            }
            return
        }
    }

    /// Whether the rest of the line holds nothing but spaces and a comment.
    private var isAtLineEnd: Bool {
        var scan = index
        while scan < bytes.count, bytes[scan] == UInt8(ascii: " ") || bytes[scan] == UInt8(ascii: "\t") { scan += 1 }
        return scan >= bytes.count || [UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[scan])
    }

    // MARK: Block collections

    /// A node starting at `index`, in column `column`: a block sequence, a block mapping or an inline value.
    private mutating func blockNode(column: Int) throws -> Node {
        if current == UInt8(ascii: "-"), Self.isBlank(peek(1)) { return try blockSequence(column: column) }
        if try startsMappingEntry() { return try blockMapping(column: column) }
        return try inlineValue()
    }

    private mutating func blockSequence(column: Int) throws -> Node {
        var items: [Node] = []
        while !isAtEnd, self.column == column, current == UInt8(ascii: "-"), Self.isBlank(peek(1)) {
            advance()
            skipSpaces()
            if isAtLineEnd {
                skipBlankLines()
                items.append(!isAtEnd && self.column > column ? try blockNode(column: self.column) : .scalar(""))
            } else {
                items.append(try blockNode(column: self.column))
            }
            skipBlankLines()
        }
        if !isAtEnd, !startsDocument, self.column > column { throw Unreadable(line: line) }
        return .sequence(items)
    }

    private mutating func blockMapping(column: Int) throws -> Node {
        var pairs: [Pair] = []
        while !isAtEnd, !startsDocument, self.column == column, try startsMappingEntry() {
            let key = try scalar(inFlow: false, isKey: true)
            skipSpaces()
            advance()  // the ':'
            skipSpaces()
            let value: Node
            if isAtLineEnd {
                skipBlankLines()
                let isNested =
                    !isAtEnd && !startsDocument
                    && (self.column > column
                        || (self.column == column && current == UInt8(ascii: "-") && Self.isBlank(peek(1))))
                value = isNested ? try blockNode(column: self.column) : .scalar("")
            } else {
                value = try inlineValue()
            }
            pairs.append(Pair(key: key, value: value))
            skipBlankLines()
        }
        if !isAtEnd, !startsDocument, self.column > column { throw Unreadable(line: line) }
        return .mapping(pairs)
    }

    /// Whether the line from `index` is `key: …`, with a plain or quoted key.
    private mutating func startsMappingEntry() throws -> Bool {
        guard let first = current, ![UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-")].contains(first) else {
            return false
        }
        var probe = self
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            _ = try probe.quoted()
            probe.skipSpaces()
            return probe.current == UInt8(ascii: ":")
        }
        while let byte = probe.current, byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: ":"), Self.isBlank(probe.peek(1)) { return true }
            if byte == UInt8(ascii: "#"), probe.index > 0, Self.isBlank(probe.bytes[probe.index - 1]) { return false }
            probe.advance()
        }
        return false
    }

    /// A value on the rest of a line: a flow collection or a scalar, then nothing but a comment.
    private mutating func inlineValue() throws -> Node {
        let node: Node
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"): node = try flowCollection()
        default: node = .scalar(try scalar(inFlow: false, isKey: false))
        }
        skipSpaces()
        guard isAtLineEnd else { throw Unreadable(line: line) }
        return node
    }

    // MARK: Flow collections and scalars

    private mutating func flowCollection() throws -> Node {
        let isSequence = current == UInt8(ascii: "[")
        let close = isSequence ? UInt8(ascii: "]") : UInt8(ascii: "}")
        advance()
        var items: [Node] = []
        var pairs: [Pair] = []
        while true {
            skipBlankLines()
            if current == close {
                advance()
                return isSequence ? .sequence(items) : .mapping(pairs)
            }
            if isSequence {
                items.append(try flowValue())
            } else {
                let key = try scalar(inFlow: true, isKey: true)
                skipBlankLines()
                var value = Node.scalar("")
                if current == UInt8(ascii: ":") {
                    advance()
                    skipBlankLines()
                    if current != UInt8(ascii: ","), current != close { value = try flowValue() }
                }
                pairs.append(Pair(key: key, value: value))
            }
            skipBlankLines()
            if current == UInt8(ascii: ",") {
                advance()
            } else if current != close {
                throw Unreadable(line: line)
            }
        }
    }

    private mutating func flowValue() throws -> Node {
        if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") { return try flowCollection() }
        return .scalar(try scalar(inFlow: true, isKey: false))
    }

    /// A quoted or plain scalar; a plain one ends at a comment, the line's end, `: ` (a key) and, in a flow
    /// collection, at `,`, `]` and `}`.
    private mutating func scalar(inFlow: Bool, isKey: Bool) throws -> String {
        guard let first = current else { throw Unreadable(line: line) }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted() }
        // Anchors, aliases, tags, block scalars, explicit keys and directives.
        let refused: [UInt8] = ["&", "*", "!", "|", ">", "?", "%", "@", "`"].map { UInt8(ascii: $0) }
        if refused.contains(first) { throw Unreadable(line: line) }
        let start = index
        while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            if byte == UInt8(ascii: "#"), index > start, Self.isBlank(bytes[index - 1]) { break }
            if byte == UInt8(ascii: ":"),
                Self.isBlank(peek(1))
                    || (inFlow && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(peek(1) ?? 0))
            {
                break
            }
            if inFlow, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) { break }
            advance()
        }
        var end = index
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A single- or double-quoted scalar on one line.
    private mutating func quoted() throws -> String {
        let quote = bytes[index]
        advance()
        var text: [UInt8] = []
        while let byte = current {
            if byte == UInt8(ascii: "\n") { throw Unreadable(line: line) }
            advance()
            if byte == quote {
                // '' is a quote inside a single-quoted scalar.
                guard quote == UInt8(ascii: "'"), current == quote else { return String(decoding: text, as: UTF8.self) }
                advance()
                text.append(quote)
            } else if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), let escaped = current {
                advance()
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: " "): text.append(escaped)
                default: throw Unreadable(line: line)
                }
            } else {
                text.append(byte)
            }
        }
        throw Unreadable(line: line)
    }
}
