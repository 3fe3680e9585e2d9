/// One step between a client and its transport: it sees each request and the rest of the chain.
///
/// Middlewares run in the order given to ``APIClient``; the first sees the request first and the
/// response last.
public protocol Middleware: Sendable {
    /// The rest of the chain: the middlewares after this one, then the transport.
    ///
    /// Write `next: Next` in an implementation. The function type is read where this alias is declared, so it is
    /// the same in every module; spelled out in a module that enables `NonisolatedNonsendingByDefault` (Xcode 26's
    /// Approachable Concurrency), `@Sendable (HTTPRequest) async throws -> HTTPResponse` would mean a
    /// `nonisolated(nonsending)` function and no longer match this requirement.
    typealias Next = @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Handles `request`, calling `next` zero or more times.
    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse

    /// Header, query item and cookie names whose values this middleware makes secret;
    /// logs and errors redact them. Empty by default.
    var sensitiveNames: Set<String> { get }

    /// The security scheme whose credential this middleware adds, such as `bearerAuth`; `nil` (the default) for a
    /// middleware that adds none or was not given one. ``APIClient`` sends each operation with one of the
    /// alternatives its `security` allows, the first whose every scheme has a middleware here.
    var securityScheme: String? { get }
}

extension Middleware {
    /// None: a middleware that adds no secrets of its own declares none.
    public var sensitiveNames: Set<String> { [] }

    /// None: a middleware that adds no credential stands for no security scheme.
    public var securityScheme: String? { nil }
}
