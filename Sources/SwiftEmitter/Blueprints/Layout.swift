/// Line layout decisions, made the way the project's `.swift-format` would make them, so generated code is
/// already formatted: a list that fits in the line limit stays on one line, otherwise one item per line.
struct Layout: Sendable {
    /// The longest line, counted from where the declaration starts: less than the file's for a declaration
    /// nested in an `extension`.
    let lineLimit: Int
    static let indentUnit = "    "

    /// The layout of a declaration at the start of its line.
    static let standard = Layout(lineLimit: 120)

    /// The layout of a declaration written one level in, inside an `extension` of the type that holds it.
    static let nested = Layout(lineLimit: 120 - indentUnit.count)

    /// Whether `pieces` side by side, after `indent` columns, fit in the line limit. Bytes are counted first:
    /// never fewer than the characters, and free to count, so only a line near the limit counts characters.
    func fits(indent: Int = 0, _ pieces: String...) -> Bool {
        indent + pieces.reduce(0) { $0 + $1.utf8.count } <= lineLimit
            || indent + pieces.reduce(0) { $0 + $1.count } <= lineLimit
    }

    /// The parameters between `prefix` and `suffix`: inline when the whole line fits, otherwise each on its own
    /// line, indented one level deeper than `prefix`'s own indentation.
    func parameterList(_ parameters: [String], prefix: String, suffix: String) -> String {
        if parameters.isEmpty { return "" }
        // Counted before anything is joined: most lists either fit by their bytes or are ASCII, where bytes are
        // characters, and only the rest need the joined line's characters counted.
        let pieces = [prefix, suffix] + parameters
        let bytes = pieces.reduce(2 * (parameters.count - 1)) { $0 + $1.utf8.count }
        if bytes <= lineLimit { return parameters.joined(separator: ", ") }
        if !pieces.allSatisfy({ $0.allBytesSatisfy { $0 < 0x80 } }) {
            let inline = parameters.joined(separator: ", ")
            if fits(prefix, inline, suffix) { return inline }
        }
        let indent = String(prefix.prefix { $0 == " " })
        var list = "\n"
        list.reserveCapacity(bytes + parameters.count * (indent.utf8.count + 6))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { list += ",\n" }
            list += indent
            list += Self.indentUnit
            list += parameter
        }
        list += "\n"
        list += indent
        return list
    }
}

extension Layout {
    /// `lhs = rhs` at `indent` spaces, or, when that is too long, `rhs` on the next line one level deeper.
    func assignment(indent: Int, _ lhs: String, _ rhs: String) -> String {
        let inline = "\(lhs) = \(rhs)"
        if fits(indent: indent, inline) { return inline }
        return "\(lhs) =\n" + String(repeating: " ", count: indent + 4) + rhs
    }

    /// `opening + inner + closing` at `indent` spaces (followed by `trailing` more characters on the line), or,
    /// when that is too long, `inner` on a line of its own one level deeper and `closing` back at `indent`:
    /// `case name(\n    Type\n)`, `Request<\n    T\n>`.
    func bracketed(indent: Int, _ opening: String, _ inner: String, _ closing: String, trailing: Int = 0)
        -> String
    {
        let inline = opening + inner + closing
        if fits(indent: indent + trailing, inline) { return inline }
        let pad = String(repeating: " ", count: indent)
        return opening + "\n" + pad + Self.indentUnit + inner + "\n" + pad + closing
    }

    /// `prefix[a, b]` at `indent` spaces, or, when that is too long, each element on a line of its own one level
    /// deeper, with a trailing comma, as swift-format writes a long collection literal.
    func arrayLiteral(indent: Int, prefix: String, _ elements: [String]) -> String {
        let inline = prefix + "[" + elements.joined(separator: ", ") + "]"
        if fits(indent: indent, inline) { return inline }
        let pad = String(repeating: " ", count: indent)
        let lines = elements.map { pad + Self.indentUnit + $0 + "," }
        return prefix + "[\n" + lines.joined(separator: "\n") + "\n" + pad + "]"
    }

    /// A type's first line: `public enum Name: A, B {`, or, when that is too long, the conformances packed onto
    /// as many lines as they need, continuation lines indented, and the brace on a line of its own.
    func typeHeader(_ declaration: String, conformances: [String]) -> String {
        let inline = declaration + ": " + conformances.joined(separator: ", ") + " {"
        if fits(inline) { return inline }
        var lines: [String] = []
        var current = declaration + ":"
        for (index, conformance) in conformances.enumerated() {
            let piece = conformance + (index < conformances.count - 1 ? "," : "")
            if current.count + 1 + piece.count > lineLimit, current != Self.indentUnit {
                lines.append(current)
                current = Self.indentUnit + piece
            } else {
                current += (current == Self.indentUnit ? "" : " ") + piece
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n") + "\n{"
    }

    /// A `switch` case at `indent` spaces: `case pattern: body` on one line when it fits, else the body on the
    /// next line, one level deeper.
    func caseLine(indent: Int, pattern: String, body: String) -> String {
        let inline = "case \(pattern): \(body)"
        if fits(indent: indent, inline) { return inline }
        return "case \(pattern):\n" + String(repeating: " ", count: indent + 4) + body
    }

    /// `self = .name(try Type(from: decoder))` at `indent` spaces, its argument on a line of its own when long;
    /// with `isSingleValue`, decoded through `decoder.singleValueContainer()` instead.
    func decodeVariant(indent: Int, caseName: String, type: String, isSingleValue: Bool = false) -> String {
        let value =
            isSingleValue ? "try decoder.singleValueContainer().decode(\(type).self)" : "try \(type)(from: decoder)"
        let inline = "self = .\(caseName)(\(value))"
        if fits(indent: indent, inline) { return inline }
        let pad = String(repeating: " ", count: indent)
        return "self = .\(caseName)(\n\(pad)    \(value)\n\(pad))"
    }

    /// The `encode(to:)` case of a union variant at `indent` spaces; with `isSingleValue`, the value is encoded
    /// through `encoder.singleValueContainer()`, so the encoder's strategies apply.
    func encodeVariant(indent: Int, caseName: String, isSingleValue: Bool) -> String {
        let pattern = ".\(caseName)(let value)"
        guard isSingleValue else {
            return caseLine(indent: indent, pattern: pattern, body: "try value.encode(to: encoder)")
        }
        let pad = String(repeating: " ", count: indent + 4)
        return
            "case \(pattern):\n\(pad)var container = encoder.singleValueContainer()\n\(pad)try container.encode(value)"
    }
}
