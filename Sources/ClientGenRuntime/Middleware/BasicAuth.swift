import Foundation

/// Sends HTTP Basic credentials (RFC 7617): `Authorization: Basic base64(user:password)`.
public struct BasicAuth: Middleware, CustomStringConvertible {
    public let username: String
    private let password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var request = request
        request.headers["Authorization"] = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
        return try await next(request)
    }

    public var description: String { "BasicAuth(username: \(username), password: \(Redactor.placeholder))" }
}
