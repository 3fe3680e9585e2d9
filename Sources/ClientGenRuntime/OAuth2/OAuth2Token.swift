import Foundation

/// A token response from an OAuth 2 token endpoint (RFC 6749 section 5.1).
public struct OAuth2Token: Codable, Hashable, Sendable, CustomStringConvertible {
    public var accessToken: String
    public var tokenType: String
    /// Lifetime in seconds from when it was issued.
    public var expiresIn: Int?
    public var refreshToken: String?
    public var scope: String?
    public var idToken: String?

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
    public var error: String
    public var errorDescription: String?
    public var errorURI: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
        case errorURI = "error_uri"
    }
}
