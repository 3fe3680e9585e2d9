/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name in capitals, as sent: `GET`, `POST`, or an extension method such as `PROPFIND`.
    public let rawValue: String

    /// The method named `rawValue`, in any case: `HTTPMethod(rawValue: "get") == .get`.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// The method a string literal names: `let method: HTTPMethod = "PROPFIND"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// `GET`: reads a resource.
    public static let get: Self = "GET"
    /// `HEAD`: `GET` without the body.
    public static let head: Self = "HEAD"
    /// `OPTIONS`: what a resource allows.
    public static let options: Self = "OPTIONS"
    /// `PUT`: replaces a resource.
    public static let put: Self = "PUT"
    /// `DELETE`: removes a resource.
    public static let delete: Self = "DELETE"
    /// `POST`: creates, or does what the operation describes.
    public static let post: Self = "POST"
    /// `PATCH`: changes part of a resource.
    public static let patch: Self = "PATCH"
    /// `TRACE`: echoes the request back.
    public static let trace: Self = "TRACE"

    /// Whether sending the request twice has the same effect as once (RFC 9110 section 9.2.2),
    /// so a retry cannot, say, create a second order: GET, HEAD, OPTIONS, PUT and DELETE.
    public var isIdempotent: Bool {
        [Self.get, .head, .options, .put, .delete].contains(self)
    }

    /// The method's name, as ``rawValue``.
    public var description: String { rawValue }
}
