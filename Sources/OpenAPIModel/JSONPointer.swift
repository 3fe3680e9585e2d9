/// A JSON Pointer (RFC 6901) as a list of unescaped tokens.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public var tokens: [String]

    public init(tokens: [String]) { self.tokens = tokens }

    /// Parses a fragment after `#`, percent-decoded first; nil when it does not start with `/` and is not empty.
    init?(fragment: String) {
        self.init(escaped: SpecPath.percentDecoded(fragment))
    }

    /// Parses a pointer written with `~0` and `~1` escapes but no percent-encoding, such as a declaration's
    /// origin without its `#` (`/components/schemas/Pet`); nil when it does not start with `/` and is not empty.
    public init?(escaped decoded: String) {
        if decoded.isEmpty {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        // Split by bytes in one loop: `/` is ASCII, and the generic `split` costs several times more on every `$ref`.
        let bytes = Array(decoded.utf8)
        var tokens: [String] = []
        var start = 1
        for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            tokens.append(Self.unescape(String(decoding: bytes[start..<index], as: UTF8.self)))
            start = index + 1
        }
        self.tokens = tokens
    }

    /// `/a~1b/c`, with `~` and `/` escaped.
    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += Self.escape(token)
        }
        return text
    }

    /// `fragment` itself when it is already this pointer's ``description`` (nothing percent-encoded or
    /// escaped, the usual case), so a `$ref` key costs no rebuilt text.
    func description(writtenAs fragment: String) -> String {
        let isCanonical = !fragment.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }
        return isCanonical ? fragment : description
    }

    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }

    static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        return token.replacingAll("~1", with: "/").replacingAll("~0", with: "~")
    }
}
