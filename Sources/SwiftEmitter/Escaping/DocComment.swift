/// Spec descriptions as `///` doc comment lines.
///
/// Every line of the text gets its own `///` prefix (line breaks of every kind split lines), so nothing in a
/// description can end the comment; control and bidirectional characters are shown as `\u{…}` text.
public enum DocComment {
    /// The comment lines for `text`, each starting with `indent` and `///`; empty lines inside are kept as `///`,
    /// leading and trailing empty lines are dropped.
    public static func lines(_ text: String, indent: String = "") -> [String] {
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

    /// A one-line fragment safe inside a comment, such as a path or an operation id quoted in a doc comment.
    public static func inline(_ text: String) -> String {
        lines(text).map { $0.dropFirst(4) }.joined(separator: " ")
    }
}
