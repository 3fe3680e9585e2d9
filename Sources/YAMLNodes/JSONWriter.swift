import Diagnostics

/// Writes nodes as JSON text, keys in document order, so a user sees exactly what ClientGen reads.
///
/// Integers of any size are written exactly; `.inf`, `-.inf` and `.nan`, which JSON cannot hold,
/// are written as the strings `".inf"`, `"-.inf"` and `".nan"`.
///
/// The text is built as UTF-8 bytes and made a `String` once: every piece is appended in place, so the work
/// is linear in the output. Aliases are written out in full, so a small document can stand for an enormous
/// text; ``maxOutputBytes`` stops it with a located error instead of filling memory.
public struct JSONWriter: Sendable {
    /// Two-space indentation and one member per line; compact when false.
    public var isPretty: Bool
    /// The most bytes one call writes, aliases expanded; the node that crosses it is reported.
    public var maxOutputBytes: Int

    public init(isPretty: Bool = true, maxOutputBytes: Int = 256 * 1024 * 1024) {
        self.isPretty = isPretty
        self.maxOutputBytes = maxOutputBytes
    }

    /// The JSON text of `document`'s root; a mapping key that is not a scalar is an error.
    public func write(_ document: YAMLDocument) throws -> String {
        var output: [UInt8] = []
        try write(document.root, indent: 0, into: &output, document: document)
        return String(decoding: output, as: UTF8.self)
    }

    /// Each document's JSON followed by a line break, all within one ``maxOutputBytes``.
    public func write(_ documents: [YAMLDocument]) throws -> String {
        String(decoding: try encode(documents), as: UTF8.self)
    }

    /// The same as UTF-8 bytes, for a caller that writes them out as they are; `capacity` is a guess at their
    /// count (the input's size serves), so the buffer seldom grows.
    public func encode(_ documents: [YAMLDocument], capacity: Int = 0) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(capacity, maxOutputBytes))
        for document in documents {
            try write(document.root, indent: 0, into: &output, document: document)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    private func write(_ node: Node, indent: Int, into output: inout [UInt8], document: YAMLDocument) throws {
        switch node.content {
        case .scalar:
            Self.appendScalar(node, into: &output)
        case .sequence(let items):
            guard !items.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                try write(item, indent: indent + 1, into: &output, document: document)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .mapping(let pairs):
            guard !pairs.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                guard let key = pair.key.scalar else {
                    throw fail(.yamlJSONKey, YAMLMessage.jsonKey(pair.key.kindName), at: pair.key, in: document)
                }
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                Self.appendString(key.text, into: &output)
                output.append(contentsOf: isPretty ? ": ".utf8 : ":".utf8)
                try write(pair.value, indent: indent + 1, into: &output, document: document)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
        // Checked once a node is whole: each step before adds at most one scalar or one line's indentation, both
        // bounded, so the text never runs far past the limit.
        if output.count > maxOutputBytes {
            throw fail(.yamlJSONSize, YAMLMessage.jsonSize(maxOutputBytes), at: node, in: document)
        }
    }

    private func fail(_ id: DiagnosticID, _ message: String, at node: Node, in document: YAMLDocument) -> Error {
        DiagnosticError(Diagnostic(.error, id, message, at: document.location(of: node)))
    }

    private func newline(_ indent: Int, into output: inout [UInt8]) {
        guard isPretty else { return }
        output.append(UInt8(ascii: "\n"))
        var remaining = 2 * indent
        while remaining > 0 {
            let count = min(remaining, Self.spaces.count)
            output.append(contentsOf: Self.spaces[..<count])
            remaining -= count
        }
    }

    /// Indentation is copied from here, a run at a time, rather than built space by space.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private static func appendScalar(_ node: Node, into output: inout [UInt8]) {
        switch node.value ?? .null {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .bigInt(let digits): output.append(contentsOf: digits.utf8)
        case .float(let value):
            if value.isNaN {
                output.append(contentsOf: "\".nan\"".utf8)
            } else if value.isInfinite {
                output.append(contentsOf: (value < 0 ? "\"-.inf\"" : "\".inf\"").utf8)
            } else {
                output.append(contentsOf: "\(value)".utf8)
            }
        case .string(let text): appendString(text, into: &output)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest verbatim UTF-8.
    public static func appendString(_ text: String, into output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendString(text, into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// The same as UTF-8 bytes. Every byte that needs an escape is ASCII, and no byte of a multi-byte UTF-8
    /// sequence is, so the text is scanned byte by byte and copied between escapes in runs.
    static func appendString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where needsEscape(bytes[index]) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscape(bytes[index], into: &output)
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    private static func appendEscape(_ byte: UInt8, into output: inout [UInt8]) {
        let escape: String =
            switch byte {
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "\n"): "\\n"
            case UInt8(ascii: "\r"): "\\r"
            case UInt8(ascii: "\t"): "\\t"
            case 0x08: "\\b"
            case 0x0C: "\\f"
            default: "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        output.append(contentsOf: escape.utf8)
    }
}
