/// Spec descriptions as `///` doc comment lines.
///
/// Every line of the text gets its own `///` prefix (line breaks of every kind split lines), so nothing in a
/// description can end the comment; control and bidirectional characters are shown as `\u{…}` text.
public enum DocComment {
    /// The comment lines for `text`, each starting with `indent` and `///`; empty lines inside are kept as `///`,
    /// leading and trailing empty lines are dropped.
    public static func lines(_ text: String, indent: String = "") -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLines(text, indent: indent) }
        var lines: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                break
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = ""
            default:
                if scalar == "\t" {
                    current += "    "
                } else if SwiftLiteral.needsEscape(scalar) {
                    current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        lines.append(current)
        let trimmed = lines.map { line in
            var line = line
            while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
            return line
        }
        guard let first = trimmed.firstIndex(where: { !$0.isEmpty }),
            let last = trimmed.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        return trimmed[first...last].map { $0.isEmpty ? indent + "///" : indent + "/// " + $0 }
    }

    /// ``lines(_:indent:)`` for text that is all ASCII, a byte at a time.
    private static func asciiLines(_ text: String, indent: String) -> [String] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var previousWasCarriageReturn = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n") where previousWasCarriageReturn:
                break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                lines.append(current)
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "\t"):
                current += [0x20, 0x20, 0x20, 0x20]
            case 0x00...0x1F, 0x7F:
                current += Array(("\\u{" + String(byte, radix: 16, uppercase: true) + "}").utf8)
            default:
                current.append(byte)
            }
            previousWasCarriageReturn = byte == UInt8(ascii: "\r")
        }
        lines.append(current)
        for index in lines.indices {
            while lines[index].last == UInt8(ascii: " ") { lines[index].removeLast() }
        }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
            let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        let prefix = indent + "/// "
        return lines[first...last].map {
            $0.isEmpty ? indent + "///" : prefix + String(decoding: $0, as: UTF8.self)
        }
    }

    /// A one-line fragment safe inside a comment, such as a path or an operation id quoted in a doc comment.
    public static func inline(_ text: String) -> String {
        lines(text).map { $0.dropFirst(4) }.joined(separator: " ")
    }
}
