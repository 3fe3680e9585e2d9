/// One step between a client and its transport: it sees each request and the rest of the chain.
///
/// Middlewares run in the order given to ``APIClient``; the first sees the request first and the
/// response last.
public protocol Middleware: Sendable {
    /// Handles `request`, calling `next` zero or more times.
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse

    /// Header, query item and cookie names whose values this middleware makes secret;
    /// logs and errors redact them. Empty by default.
    var sensitiveNames: Set<String> { get }
}

extension Middleware {
    public var sensitiveNames: Set<String> { [] }
}
