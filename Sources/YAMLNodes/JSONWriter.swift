import Diagnostics

/// Writes nodes as JSON text, keys in document order, so a user sees exactly what ClientGen reads.
///
/// Integers of any size are written exactly; `.inf`, `-.inf` and `.nan`, which JSON cannot hold,
/// are written as the strings `".inf"`, `"-.inf"` and `".nan"`.
public struct JSONWriter: Sendable {
    /// Two-space indentation and one member per line; compact when false.
    public var isPretty: Bool

    public init(isPretty: Bool = true) {
        self.isPretty = isPretty
    }

    /// The JSON text of `document`'s root; a mapping key that is not a scalar is an error.
    public func write(_ document: YAMLDocument) throws -> String {
        var output = ""
        try write(document.root, indent: 0, into: &output, document: document)
        return output
    }

    private func write(_ node: Node, indent: Int, into output: inout String, document: YAMLDocument) throws {
        switch node.content {
        case .scalar:
            Self.appendScalar(node, into: &output)
        case .sequence(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                try write(item, indent: indent + 1, into: &output, document: document)
            }
            newline(indent, into: &output)
            output += "]"
        case .mapping(let pairs):
            guard !pairs.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, pair) in pairs.enumerated() {
                guard let key = pair.key.scalar else {
                    throw DiagnosticError(
                        Diagnostic(
                            .error,
                            .yamlJSONKey,
                            YAMLMessage.jsonKey(pair.key.kindName),
                            at: document.location(of: pair.key)
                        )
                    )
                }
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                Self.appendString(key.text, into: &output)
                output += isPretty ? ": " : ":"
                try write(pair.value, indent: indent + 1, into: &output, document: document)
            }
            newline(indent, into: &output)
            output += "}"
        }
    }

    private func newline(_ indent: Int, into output: inout String) {
        guard isPretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    private static func appendScalar(_ node: Node, into output: inout String) {
        switch node.value ?? .null {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .bigInt(let digits): output += digits
        case .float(let value):
            if value.isNaN {
                output += "\".nan\""
            } else if value.isInfinite {
                output += value < 0 ? "\"-.inf\"" : "\".inf\""
            } else {
                output += "\(value)"
            }
        case .string(let text): appendString(text, into: &output)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest verbatim UTF-8.
    public static func appendString(_ text: String, into output: inout String) {
        output += "\""
        var start = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "\u{08}": "\\b"
                case "\u{0C}": "\\f"
                case "\u{00}"..."\u{1F}", "\u{7F}":
                    "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                default: nil
                }
            if let escape {
                output.unicodeScalars.append(contentsOf: scalars[start..<index])
                output += escape
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[start..<scalars.endIndex])
        output += "\""
    }
}
