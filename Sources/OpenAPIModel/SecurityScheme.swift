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
