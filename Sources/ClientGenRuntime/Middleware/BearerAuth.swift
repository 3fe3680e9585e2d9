/// Sends `Authorization: Bearer <token>`, with a fixed token or one fetched for each request.
public struct BearerAuth: Middleware, CustomStringConvertible {
    private let token: @Sendable () async throws -> String

    /// A fixed token.
    public init(token: String) {
        self.token = { token }
    }

    /// A token read for each request, from a keychain or a token store, say.
    public init(token: @escaping @Sendable () async throws -> String) {
        self.token = token
    }

    /// Sets `Authorization: Bearer …` with the token (read now, for a closure), then passes the request on; an error
    /// reading the token fails the call.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = "Bearer \(try await token())"
        return try await next(request)
    }

    /// The type, with the token redacted.
    public var description: String { "BearerAuth(token: \(Redactor.placeholder))" }
}
