/// Sends an API key in a header, a query item or a cookie, as an OpenAPI `apiKey` scheme says.
///
/// The name is declared sensitive, so logs and errors never show the key.
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

    /// The key in header `name`, such as `x-api-key`.
    public init(header name: String, key: String) {
        self.init(location: .header(name), key: key)
    }

    /// The key in query item `name`, such as `api_key`.
    public init(query name: String, key: String) {
        self.init(location: .query(name), key: key)
    }

    /// The key in cookie `name`.
    public init(cookie name: String, key: String) {
        self.init(location: .cookie(name), key: key)
    }

    /// The key at `location`, as the spec's `in` and `name` say.
    public init(location: Location, key: String) {
        self.location = location
        self.key = key
    }

    /// Adds the key where ``location`` says, then passes the request on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
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
