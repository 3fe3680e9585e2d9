/// Spec descriptions as doc comment text.
///
/// Text is split at line breaks of every kind, and each line gets its own `///` when rendered
/// (``Documentation/lines``), so nothing in a description can end the comment; control and bidirectional
/// characters are shown as `\u{…}` text.
public enum DocComment {
    /// The lines of `text`, ready for a comment: empty lines inside are kept as empty strings, leading and
    /// trailing empty lines are dropped, as are trailing spaces, and the indentation of a docstring (see
    /// ``dedented(_:)``).
    public static func lines(_ text: String) -> [String] {
        dedented(rawLines(text))
    }

    /// The indentation a Python docstring gives every line, or every line after its first, which servers whose
    /// descriptions are docstrings keep (Ceph's `Delete an image from trash.\n        If image…`, Pydantic's
    /// field descriptions in Prefect's document): removed, as Python's `inspect.cleandoc` removes it, so the comment
    /// reads as written, and an indented paragraph after a blank line is not a code block. Only when it is
    /// docstring indentation: every line indented alike (at least four spaces, relative indentation kept), or every
    /// line after a first that is not a list item and whose very next line is indented (Markdown does not indent a
    /// paragraph's next line, and a list's nested items would be flattened).
    static func dedented(_ lines: [String]) -> [String] {
        guard lines.count > 1 else { return lines }
        func indentation(_ line: String) -> Int { line.utf8.prefix { $0 == UInt8(ascii: " ") }.count }
        let whole = indentation(lines[0]) > 0
        if !whole {
            guard indentation(lines[1]) > 0, !isListItem(lines[0]) else { return lines }
        }
        let from = whole ? 0 : 1
        let margin = lines[from...].filter { !$0.isEmpty }.map(indentation).min() ?? 0
        guard margin >= 4 else { return lines }
        return lines.enumerated().map { index, line in
            index < from || line.isEmpty ? line : String(line.dropFirst(margin))
        }
    }

    /// Whether a line starts a Markdown list item: `- `, `* `, `+ `, `1. ` or `1) `.
    private static func isListItem(_ line: String) -> Bool {
        let bytes = Array(line.utf8.prefix(12))
        guard let first = bytes.first else { return false }
        if "-*+".utf8.contains(first) { return bytes.count > 1 && bytes[1] == UInt8(ascii: " ") }
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return digits > 0 && digits + 1 < bytes.count && ".)".utf8.contains(bytes[digits])
            && bytes[digits + 1] == UInt8(ascii: " ")
    }

    private static func rawLines(_ text: String) -> [String] {
        if text.allBytesSatisfy({ $0 < 0x80 }) { return asciiLines(text) }
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
        return Array(trimmed[first...last])
    }

    /// ``lines(_:)`` for text that is all ASCII: lines are cut at their breaks and copied whole, and
    /// only a line holding a tab or a control character is rebuilt byte by byte.
    private static func asciiLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            var index = 0
            // Whether the line being read holds a tab or a control character, which only `escaped` writes.
            var hasControl = false
            func cut(at end: Int) {
                var last = end
                if hasControl {
                    lines.append(escaped(bytes[start..<end]))
                } else {
                    while last > start && bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
                    lines.append(String(decoding: bytes[start..<last], as: UTF8.self))
                }
                hasControl = false
            }
            while index < bytes.count {
                let byte = bytes[index]
                // One test for the printable bytes, nearly all of them.
                if byte >= 0x20 && byte != 0x7F {
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    cut(at: index)
                    // "\r\n" is one break.
                    if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    start = index + 1
                default:
                    hasControl = true
                }
                index += 1
            }
            cut(at: bytes.count)
            guard let first = lines.firstIndex(where: { !$0.isEmpty }),
                let last = lines.lastIndex(where: { !$0.isEmpty })
            else { return [] }
            return Array(lines[first...last])
        }
    }

    /// One ASCII line with tabs as four spaces, control characters as `\u{…}`, trailing spaces dropped.
    private static func escaped(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var result: [UInt8] = []
        for byte in line {
            switch byte {
            case UInt8(ascii: "\t"): result += [0x20, 0x20, 0x20, 0x20]
            case 0x00...0x1F, 0x7F: result += Array(("\\u{" + String(byte, radix: 16, uppercase: true) + "}").utf8)
            default: result.append(byte)
            }
        }
        while result.last == UInt8(ascii: " ") { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` without its HTML comments (`<!-- … -->`, an unclosed one to the end), where spec authors keep
    /// notes about the spec itself.
    public static func withoutComments(_ text: String) -> String {
        // The markers are ASCII, so a search of the UTF-8 bytes finds what a literal search does, without
        // Foundation's search, which is slow. Nearly no description has a `<`: one pass over the string's own
        // bytes spares them the search.
        guard !text.allBytesSatisfy({ $0 != UInt8(ascii: "<") }) else { return text }
        var rest = Substring(text)
        guard var open = range(of: "<!--", in: rest) else { return text }
        var result = ""
        while true {
            result += rest[..<open.lowerBound]
            guard let close = range(of: "-->", in: rest[open.upperBound...]) else { return result }
            rest = rest[close.upperBound...]
            guard let next = range(of: "<!--", in: rest) else { return result + rest }
            open = next
        }
    }

    /// Where the bytes of `marker` first occur in `text`; nil when they do not.
    private static func range(of marker: String, in text: Substring) -> Range<String.Index>? {
        guard let head = marker.utf8.first else { return nil }
        let bytes = text.utf8
        var start = bytes.startIndex
        while let first = bytes[start...].firstIndex(of: head) {
            if bytes[first...].starts(with: marker.utf8) {
                return first..<bytes.index(first, offsetBy: marker.utf8.count)
            }
            start = bytes.index(after: first)
        }
        return nil
    }

    /// `text` as a Markdown code span on one line: between backticks, more of them when the text has its own
    /// (CommonMark: the fence is a run of backticks the text does not contain), spaced from a backtick at either
    /// end.
    public static func code(_ text: String) -> String {
        let text = inline(text)
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// A one-line fragment safe inside a comment, such as a path or an operation id quoted in a doc comment.
    public static func inline(_ text: String) -> String {
        // One line of printable ASCII (a path, a pointer) is its own comment text, less trailing spaces.
        if text.allBytesSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var text = Substring(text)
            while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
            return String(text)
        }
        return lines(text).joined(separator: " ")
    }
}
