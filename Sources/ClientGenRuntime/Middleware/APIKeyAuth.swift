/// Sends an API key in a header, a query item or a cookie, as an OpenAPI `apiKey` scheme says.
///
/// The name is declared sensitive, so logs and errors never show the key.
public struct APIKeyAuth: Middleware, CustomStringConvertible {
    /// Where the key goes.
    public enum Location: Hashable, Sendable {
        case header(String)
        case query(String)
        case cookie(String)
    }

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

    public init(location: Location, key: String) {
        self.location = location
        self.key = key
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var request = request
        switch location {
        case .header(let name): request.headers[name] = key
        case .query(let name): request.appendQueryItem(name: name, value: key)
        case .cookie(let name): request.appendCookie(name: name, value: key)
        }
        return try await next(request)
    }

    public var sensitiveNames: Set<String> {
        switch location {
        case .header(let name), .query(let name), .cookie(let name): return [name]
        }
    }

    public var description: String { "APIKeyAuth(\(location), key: \(Redactor.placeholder))" }
}
