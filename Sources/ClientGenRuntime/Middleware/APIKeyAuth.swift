/// Sends an API key in a header, a query item or a cookie, as an OpenAPI `apiKey` scheme says.
///
/// The name is declared sensitive, so logs and errors never show the key. Given the security scheme it stands for,
/// it sends the key only with the operations whose `security` names that scheme (see
/// ``HTTPRequest/takesCredential(of:)``); without one, with every operation that takes credentials.
public struct APIKeyAuth: Middleware, CustomStringConvertible {
    /// Where the key goes.
    public enum Location: Hashable, Sendable {
        /// In the header with this name.
        case header(String)
        /// In the query item with this name, appended to the URL.
        case query(String)
        /// In the cookie with this name, added to the `Cookie` header.
        case cookie(String)
    }

    /// Where the key is sent, and under which name.
    public let location: Location
    private let key: String
    /// The security scheme the key is for, such as `apiKey`; nil for any.
    public let scheme: String?

    /// The security scheme the credential is for: ``scheme``.
    public var securityScheme: String? { scheme }

    /// The key in header `name`, such as `x-api-key`.
    public init(header name: String, key: String, scheme: String? = nil) {
        self.init(location: .header(name), key: key, scheme: scheme)
    }

    /// The key in query item `name`, such as `api_key`.
    public init(query name: String, key: String, scheme: String? = nil) {
        self.init(location: .query(name), key: key, scheme: scheme)
    }

    /// The key in cookie `name`.
    public init(cookie name: String, key: String, scheme: String? = nil) {
        self.init(location: .cookie(name), key: key, scheme: scheme)
    }

    /// The key at `location`, as the spec's `in` and `name` say.
    public init(location: Location, key: String, scheme: String? = nil) {
        self.location = location
        self.key = key
        self.scheme = scheme
    }

    /// Adds the key where ``location`` says, then passes the request on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.takesCredential(of: scheme) else { return try await next(request) }
        var request = request
        switch location {
        case .header(let name): request.headers[name] = key
        case .query(let name): request.appendQueryItem(name: name, value: key)
        case .cookie(let name): request.appendCookie(name: name, value: key)
        }
        return try await next(request)
    }

    /// The header, query item or cookie name the key goes in, so it is redacted everywhere.
    public var sensitiveNames: Set<String> {
        switch location {
        case .header(let name), .query(let name), .cookie(let name): return [name]
        }
    }

    /// Where the key goes; the key itself is redacted.
    public var description: String { "APIKeyAuth(\(location), key: \(Redactor.placeholder))" }
}
