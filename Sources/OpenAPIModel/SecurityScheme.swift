import Diagnostics

/// How a client authenticates: an API key, HTTP auth, OAuth 2, OpenID Connect or mutual TLS.
public struct SecurityScheme: Sendable {
    /// The `type` of a scheme.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case apiKey, http, oauth2, openIdConnect, mutualTLS
    }

    public var kind: Kind = .http
    public var description: String?
    /// The header, query or cookie name of an API key.
    public var name: String?
    /// Where an API key is sent: `header`, `query` or `cookie`.
    public var placement: String?
    /// The HTTP scheme, such as `bearer` or `basic`.
    public var scheme: String?
    public var bearerFormat: String?
    public var flows = OAuthFlows()
    public var openIdConnectURL: String?
    public var oauth2MetadataURL: String?
    public var deprecated = false
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}

/// The OAuth 2 flows a scheme supports.
public struct OAuthFlows: Sendable {
    public var implicit: OAuthFlow?
    public var password: OAuthFlow?
    public var clientCredentials: OAuthFlow?
    public var authorizationCode: OAuthFlow?
    /// 3.2: the device authorization flow.
    public var deviceAuthorization: OAuthFlow?
    public var extensions = Extensions()
}

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

/// One alternative of a `security` list: every named scheme is needed, with these scopes.
public struct SecurityRequirement: Sendable {
    /// Scheme names and the scopes required of each; empty means anonymous access is allowed.
    public var schemes = NamedMap<[String]>()
    public var sourceLocation: SourceLocation?
}
