/// A JSON Pointer (RFC 6901) as a list of unescaped tokens.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public var tokens: [String]

    public init(tokens: [String]) { self.tokens = tokens }

    /// Parses a fragment after `#`, percent-decoded first; nil when it does not start with `/` and is not empty.
    init?(fragment: String) {
        let decoded = SpecPath.percentDecoded(fragment)
        if decoded.isEmpty {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        // Split by bytes: `/` is ASCII, and Character-based splitting costs far more on every `$ref`.
        tokens = decoded.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
            Self.unescape(String(decoding: $0, as: UTF8.self))
        }
    }

    /// `/a~1b/c`, with `~` and `/` escaped.
    public var description: String { tokens.map { "/" + Self.escape($0) }.joined() }

    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }

    static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        return token.replacingAll("~1", with: "/").replacingAll("~0", with: "~")
    }
}
