/// The two scans behind ``Redactor/text(_:)``, over UTF-8 bytes: every delimiter they look for is ASCII, which
/// never occurs inside a multi-byte character.
extension Redactor {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let equals = UInt8(ascii: "=")
    private static let placeholderBytes = Array(placeholder.utf8)
    /// How long a name may be; longer runs are not names worth reading.
    private static let maxNameLength = 200

    /// JSON members with a sensitive name and a string value, at any depth of escaping: `"name":"value"` in JSON,
    /// `\"name\":\"value\"` in JSON held in a JSON string, and so on. A value cut off by truncation is hidden to
    /// the end.
    func redactingJSONMembers(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.quote else {
                index += 1
                continue
            }
            let escapes = Self.backslashes(before: index, in: bytes)
            guard let member = sensitiveMember(openingAt: index, escapes: escapes, in: bytes) else {
                index += 1
                continue
            }
            let escape = [UInt8](repeating: Self.backslash, count: escapes)
            output += bytes[copied..<(index - escapes)]
            output += escape + [Self.quote] + bytes[member.name] + escape + Array(#"":"#.utf8)
            output += escape + [Self.quote] + Self.placeholderBytes + escape + [Self.quote]
            copied = member.end
            index = member.end
        }
        output += bytes[copied...]
        return output
    }

    /// `name=value` pairs with a sensitive name, in form bodies, query strings and URLs quoted in messages. Each
    /// `=` is looked at, so a pair inside another's value (a URL's query in `NSErrorFailingURLKey=…`) is found too.
    func redactingPairs(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.equals else {
                index += 1
                continue
            }
            var nameStart = index
            while nameStart > 0, index - nameStart < Self.maxNameLength, Self.isNameByte(bytes[nameStart - 1]) {
                nameStart -= 1
            }
            let encodedName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let name = PercentEncoding.decode(encodedName, plusAsSpace: true) ?? encodedName
            guard nameStart < index, isSensitiveInQueryOrForm(name) else {
                index += 1
                continue
            }
            var valueEnd = index + 1
            while valueEnd < bytes.count, !Self.endsValue(bytes[valueEnd]) { valueEnd += 1 }
            // Punctuation that closes what the pair sits in (`, ` between fields, `}` after the last) stays visible.
            while valueEnd > index + 1, ",;)]}".utf8.contains(bytes[valueEnd - 1]) { valueEnd -= 1 }
            output += bytes[copied...index]
            output += Self.placeholderBytes
            copied = valueEnd
            index = valueEnd
        }
        output += bytes[copied...]
        return output
    }

    /// A member whose name opens with the quote at `quoteIndex`, preceded by `escapes` backslashes (0 in JSON, 1 in
    /// JSON inside a string, 3 a level deeper), when the name is sensitive and the value a string.
    private func sensitiveMember(
        openingAt quoteIndex: Int,
        escapes: Int,
        in bytes: [UInt8]
    ) -> (name: Range<Int>, end: Int)? {
        // Each level of string escaping turns `"` into `\"`, `\"` into `\\\"`: 2^level − 1 backslashes.
        guard (escapes + 1) & escapes == 0 else { return nil }
        var cursor = quoteIndex + 1
        while cursor < bytes.count, cursor - quoteIndex <= Self.maxNameLength, bytes[cursor] != Self.quote,
            bytes[cursor] != Self.backslash
        {
            cursor += 1
        }
        let name = (quoteIndex + 1)..<cursor
        guard !name.isEmpty, Self.takeQuote(escapes: escapes, at: &cursor, in: bytes) else { return nil }
        Self.skipWhitespace(at: &cursor, in: bytes)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor += 1
        Self.skipWhitespace(at: &cursor, in: bytes)
        guard Self.takeQuote(escapes: escapes, at: &cursor, in: bytes),
            isSensitive(String(decoding: bytes[name], as: UTF8.self))
        else { return nil }
        // The closing quote is the first whose backslashes, counted modulo the next level's, are this level's own;
        // any others escape characters inside the value.
        let period = 2 * (escapes + 1)
        while cursor < bytes.count {
            if bytes[cursor] == Self.quote, Self.backslashes(before: cursor, in: bytes) % period == escapes {
                return (name, cursor + 1)
            }
            cursor += 1
        }
        return (name, bytes.count)
    }

    /// Steps over exactly `escapes` backslashes and a quote.
    private static func takeQuote(escapes: Int, at cursor: inout Int, in bytes: [UInt8]) -> Bool {
        let end = cursor + escapes
        guard end < bytes.count, bytes[cursor..<end].allSatisfy({ $0 == backslash }), bytes[end] == quote else {
            return false
        }
        cursor = end + 1
        return true
    }

    private static func skipWhitespace(at cursor: inout Int, in bytes: [UInt8]) {
        while cursor < bytes.count, " \t\r\n".utf8.contains(bytes[cursor]) { cursor += 1 }
    }

    private static func backslashes(before index: Int, in bytes: [UInt8]) -> Int {
        var start = index
        while start > 0, bytes[start - 1] == backslash { start -= 1 }
        return index - start
    }

    /// Bytes a form or query name is made of once percent-encoded (and `[`, `]` of `deepObject` names); any other
    /// byte ends the name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~%+[]".utf8.contains(byte) || byte >= 0x80
        }
    }

    private static func endsValue(_ byte: UInt8) -> Bool {
        byte <= 0x20 || "&\"'<>\\".utf8.contains(byte)
    }
}
