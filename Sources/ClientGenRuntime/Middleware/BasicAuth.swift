import Foundation

/// Sends HTTP Basic credentials (RFC 7617): `Authorization: Basic base64(user:password)`.
///
/// Given the security scheme it stands for, it authorizes only the operations whose `security` names that
/// scheme (see ``HTTPRequest/takesCredential(of:)``); without one, every operation that takes credentials.
public struct BasicAuth: Middleware, CustomStringConvertible {
    /// The user name, sent in the clear inside the encoded credentials (use HTTPS).
    public let username: String
    private let password: String
    /// The security scheme the credentials are for, such as `basicAuth`; nil for any.
    public let scheme: String?

    /// The security scheme the credential is for: ``scheme``.
    public var securityScheme: String? { scheme }

    /// Basic credentials for `username` and `password`.
    public init(username: String, password: String, scheme: String? = nil) {
        self.username = username
        self.password = password
        self.scheme = scheme
    }

    /// Sets `Authorization: Basic …`, replacing any earlier value, then passes the request on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.takesCredential(of: scheme) else { return try await next(request) }
        var request = request
        request.headers["Authorization"] = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
        return try await next(request)
    }

    /// The user name; the password is redacted.
    public var description: String { "BasicAuth(username: \(username), password: \(Redactor.placeholder))" }
}
