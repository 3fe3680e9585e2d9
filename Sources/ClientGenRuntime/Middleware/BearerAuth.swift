/// Sends `Authorization: Bearer <token>`, with a fixed token or one fetched for each request.
///
/// Given the security scheme it stands for, it authorizes only the operations whose `security` names that
/// scheme (see ``HTTPRequest/takesCredential(of:)``); without one, every operation that takes credentials.
public struct BearerAuth: Middleware, CustomStringConvertible {
    private let token: @Sendable () async throws -> String
    /// The security scheme the token is for, such as `bearerAuth`; nil for any.
    public let scheme: String?

    /// The security scheme the credential is for: ``scheme``.
    public var securityScheme: String? { scheme }

    /// A fixed token.
    public init(token: String, scheme: String? = nil) {
        self.token = { token }
        self.scheme = scheme
    }

    /// A token read for each request, from a keychain or a token store, say.
    public init(scheme: String? = nil, token: @escaping @Sendable () async throws -> String) {
        self.token = token
        self.scheme = scheme
    }

    /// Sets `Authorization: Bearer …` with the token (read now, for a closure), then passes the request on; an error
    /// reading the token fails the call.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.takesCredential(of: scheme) else { return try await next(request) }
        var request = request
        request.headers["Authorization"] = "Bearer \(try await token())"
        return try await next(request)
    }

    /// The type, with the token redacted.
    public var description: String { "BearerAuth(token: \(Redactor.placeholder))" }
}
