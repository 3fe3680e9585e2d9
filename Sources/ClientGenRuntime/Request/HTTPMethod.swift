/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public static let get: Self = "GET"
    public static let head: Self = "HEAD"
    public static let options: Self = "OPTIONS"
    public static let put: Self = "PUT"
    public static let delete: Self = "DELETE"
    public static let post: Self = "POST"
    public static let patch: Self = "PATCH"
    public static let trace: Self = "TRACE"

    /// Whether sending the request twice has the same effect as once (RFC 9110 section 9.2.2),
    /// so a retry cannot, say, create a second order: GET, HEAD, OPTIONS, PUT and DELETE.
    public var isIdempotent: Bool {
        [Self.get, .head, .options, .put, .delete].contains(self)
    }

    public var description: String { rawValue }
}
