/// One OAuth 2 flow with its URLs and scopes.
public struct OAuthFlow: Sendable {
    public var authorizationURL: String?
    public var deviceAuthorizationURL: String?
    public var tokenURL: String?
    public var refreshURL: String?
    /// Scope names and their descriptions.
    public var scopes = NamedMap<String>()
    public var extensions = Extensions()
}
