/// Spec strings written as Swift source, so that no spec can break out of a literal or a comment.
public enum SwiftLiteral {
    /// A string literal: `"…"` with `\`, `"` escaped, so `\(`, `"""` and `"#` stay text; line breaks, NUL, other
    /// control characters, U+2028/U+2029 and bidirectional controls are written as escapes.
    public static func string(_ text: String) -> String {
        // Most spec strings are printable ASCII without a quote or a backslash: nothing to escape.
        let isPlain = text.allBytesSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"")
        }
        if isPlain { return "\"" + text + "\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Characters that must not appear raw in generated source: controls, line and paragraph separators,
    /// and the bidirectional overrides that can make source read differently from how it compiles.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            true
        default:
            false
        }
    }
}
