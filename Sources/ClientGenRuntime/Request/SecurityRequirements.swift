/// The credentials an operation accepts, as its spec's `security` says: any one of the alternatives, each naming
/// every security scheme it needs. With no alternative naming a scheme (`security: []`, or only `{}`), the
/// operation is sent without credentials.
///
/// Generated builders record it (`Request(…, security: [["bearerAuth"]])`); auth middlewares given a scheme
/// apply their credential only to requests whose requirements name it (see ``HTTPRequest/takesCredential(of:)``).
public struct SecurityRequirements: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The alternatives, each the scheme names it needs together.
    public var alternatives: [[String]]

    /// Requirements from their alternatives.
    public init(_ alternatives: [[String]]) {
        self.alternatives = alternatives
    }

    /// Requirements from their alternatives: `[["apiKey", "sigV4"], ["bearerAuth"]]`, or `[]` for none.
    public init(arrayLiteral alternatives: [String]...) {
        self.alternatives = alternatives
    }

    /// Whether some alternative names `scheme`.
    public func accepts(_ scheme: String) -> Bool {
        alternatives.contains { $0.contains(scheme) }
    }

    /// Whether the operation takes any credential at all.
    public var acceptsCredentials: Bool {
        alternatives.contains { !$0.isEmpty }
    }

    /// The one alternative to send, for a client holding credentials for the schemes in `available`: the first
    /// that takes credentials and whose every scheme is available. Any one alternative is enough, so the others'
    /// credentials stay with the client. Unchanged when no alternative is complete (middlewares given no scheme
    /// may still supply what is missing).
    public func chosen(from available: Set<String>) -> SecurityRequirements {
        let complete = alternatives.first { schemes in
            !schemes.isEmpty && schemes.allSatisfy { available.contains($0) }
        }
        guard let complete else { return self }
        return SecurityRequirements([complete])
    }
}

extension HTTPRequest {
    /// Whether a middleware holding a credential for security scheme `scheme` should add it: when the operation's
    /// requirements name the scheme. A middleware given no scheme adds its credential to every operation that
    /// takes credentials; a request without requirements (built by hand) takes every credential.
    public func takesCredential(of scheme: String?) -> Bool {
        guard let security else { return true }
        guard let scheme else { return security.acceptsCredentials }
        return security.accepts(scheme)
    }
}
