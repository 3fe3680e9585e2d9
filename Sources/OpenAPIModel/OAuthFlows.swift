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
