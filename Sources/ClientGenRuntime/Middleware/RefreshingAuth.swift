/// Authorizes requests with a credential that can expire, and refreshes it when the server
/// answers 401.
///
/// - All requests that fail while one refresh runs wait for it: one refresh, shared.
/// - Each failed request is retried once with the new credential; a second 401 is returned as is.
/// - A request that failed with a credential already replaced is retried without another refresh.
/// - At most `maxRefreshes` refreshes run per `window`; past that the 401 is returned, so a
///   server that always answers 401 cannot cause a loop.
/// - When the refresh fails, every waiting request fails with that same error, and so do requests
///   that come back with the same stale credential in the next few seconds (no second refresh).
/// - A request with a one-shot body is not retried.
/// - Given the security scheme it stands for, it authorizes only the operations whose `security` names that
///   scheme (see ``HTTPRequest/takesCredential(of:)``); without one, every operation that takes credentials.
///
/// Copies share one credential store.
public struct RefreshingAuth<Credential: Sendable>: Middleware, CustomStringConvertible {
    private let store: CredentialStore<Credential>
    private let authorize: @Sendable (inout HTTPRequest, Credential) -> Void
    private let isUnauthorized: @Sendable (HTTPResponse) -> Bool
    private let names: Set<String>
    /// The security scheme the credential is for, such as `oauth2`; nil for any.
    public let scheme: String?

    /// The security scheme the credential is for: ``scheme``.
    public var securityScheme: String? { scheme }

    /// - Parameters:
    ///   - credential: the credential to start with.
    ///   - maxRefreshes: refreshes allowed per `window`.
    ///   - window: the period `maxRefreshes` counts over.
    ///   - sensitiveNames: headers or query items `authorize` fills; `Authorization` is hidden anyway.
    ///   - authorize: puts the credential into a request.
    ///   - isUnauthorized: whether a response means the credential was rejected; 401 by default.
    ///   - refresh: gets a new credential from the current one; runs once for all waiting requests.
    ///   - scheme: the security scheme the credential is for; nil for any.
    public init(
        credential: Credential,
        maxRefreshes: Int = 3,
        per window: Duration = .seconds(60),
        scheme: String? = nil,
        sensitiveNames: Set<String> = [],
        authorize: @escaping @Sendable (inout HTTPRequest, Credential) -> Void,
        isUnauthorized: @escaping @Sendable (HTTPResponse) -> Bool = { $0.status == 401 },
        refresh: @escaping @Sendable (Credential) async throws -> Credential
    ) {
        store = CredentialStore(credential: credential, maxRefreshes: maxRefreshes, window: window, refresh: refresh)
        self.authorize = authorize
        self.isUnauthorized = isUnauthorized
        names = sensitiveNames
        self.scheme = scheme
    }

    /// The credential in use now.
    public var credential: Credential { store.current.credential }

    /// How many refreshes have completed successfully.
    public var refreshCount: Int { store.current.generation }

    /// The names given as `sensitiveNames`, hidden in logs and errors.
    public var sensitiveNames: Set<String> { names }

    /// Authorizes the request with the current credential and sends it; when the response says the credential
    /// was rejected, waits for one shared refresh and sends the request once more with the new credential.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.takesCredential(of: scheme) else { return try await next(request) }
        let (credential, generation) = store.current
        var authorized = request
        authorize(&authorized, credential)
        let response = try await next(authorized)
        guard isUnauthorized(response), request.body?.isReplayable != false,
            let (newCredential, _) = try await store.credential(newerThan: generation)
        else { return response }
        var retried = request
        authorize(&retried, newCredential)
        return try await next(retried)
    }

    /// The type, with the credential redacted.
    public var description: String { "RefreshingAuth(credential: \(Redactor.placeholder))" }
}
