import ClientGenRuntime
import Foundation

/// A token response from an OAuth 2 token endpoint (RFC 6749 section 5.1).
public struct OAuth2Token: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The token sent with each request (`access_token`).
    public var accessToken: String
    /// How it is sent (`token_type`); `Bearer` for almost every server.
    public var tokenType: String
    /// Lifetime in seconds from when it was issued.
    public var expiresIn: Int?
    /// The token that gets a new access token (`refresh_token`); `nil` when the server issues none.
    public var refreshToken: String?
    /// The access granted, space-separated (`scope`), when it differs from what was asked.
    public var scope: String?
    /// The OpenID Connect ID token (`id_token`), when the `openid` scope was asked for.
    public var idToken: String?

    /// A token, as a server returns it or an app restores it from the keychain.
    public init(
        accessToken: String,
        tokenType: String = "Bearer",
        expiresIn: Int? = nil,
        refreshToken: String? = nil,
        scope: String? = nil,
        idToken: String? = nil
    ) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.expiresIn = expiresIn
        self.refreshToken = refreshToken
        self.scope = scope
        self.idToken = idToken
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
        case scope
        case idToken = "id_token"
    }

    /// Type, lifetime and scope; the tokens themselves are redacted.
    public var description: String {
        var text = "OAuth2Token(tokenType: \(tokenType), accessToken: \(Redactor.placeholder)"
        if let expiresIn { text += ", expiresIn: \(expiresIn)" }
        if refreshToken != nil { text += ", refreshToken: \(Redactor.placeholder)" }
        if let scope { text += ", scope: \(scope)" }
        return text + ")"
    }
}

/// An OAuth 2 error response (RFC 6749 section 5.2), such as `invalid_grant`.
public struct OAuth2ErrorResponse: Codable, Hashable, Sendable {
    /// The error code, such as `invalid_grant` or `invalid_client`.
    public var error: String
    /// A human-readable explanation (`error_description`).
    public var errorDescription: String?
    /// A page about the error (`error_uri`).
    public var errorURI: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
        case errorURI = "error_uri"
    }
}
