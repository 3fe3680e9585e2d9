import Foundation

/// Sends HTTP Basic credentials (RFC 7617): `Authorization: Basic base64(user:password)`.
public struct BasicAuth: Middleware, CustomStringConvertible {
    /// The user name, sent in the clear inside the encoded credentials (use HTTPS).
    public let username: String
    private let password: String

    /// Basic credentials for `username` and `password`.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// Sets `Authorization: Basic …`, replacing any earlier value, then passes the request on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
        return try await next(request)
    }

    /// The user name; the password is redacted.
    public var description: String { "BasicAuth(username: \(username), password: \(Redactor.placeholder))" }
}
