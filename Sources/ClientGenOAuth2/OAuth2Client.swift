import ClientGenRuntime
import Foundation

/// The OAuth 2 authorization code flow with PKCE (RFC 6749, RFC 7636) for a public or
/// confidential client: the authorization URL, the code exchange and the refresh.
///
/// ```swift
/// let authorization = oauth.makeAuthorization()
/// let url = try client.urlRequest(for: authorization.request).url   // open in a browser
/// // … the browser returns to the redirect URI …
/// let code = try oauth.authorizationCode(from: redirect, for: authorization)
/// let token = try await oauth.exchange(code: code, for: authorization, using: client)
/// ```
public struct OAuth2Client: Hashable, Sendable, CustomStringConvertible {
    /// Where the user signs in and grants access: the browser opens this URL with the authorization's query.
    public var authorizationEndpoint: URL
    /// Where codes and refresh tokens are exchanged for tokens.
    public var tokenEndpoint: URL
    /// The client's identifier, as registered with the authorization server.
    public var clientID: String
    /// Only for confidential clients; sent in the token request body.
    public var clientSecret: String?
    /// Where the server sends the browser back, with the code: a custom scheme or a universal link the app
    /// handles, exactly as registered.
    public var redirectURI: String
    /// The access asked for, sent space-separated as `scope`; empty leaves the server's default.
    public var scopes: [String]

    /// A client of the server at `authorizationEndpoint` and `tokenEndpoint`.
    public init(
        authorizationEndpoint: URL,
        tokenEndpoint: URL,
        clientID: String,
        clientSecret: String? = nil,
        redirectURI: String,
        scopes: [String] = []
    ) {
        self.authorizationEndpoint = authorizationEndpoint
        self.tokenEndpoint = tokenEndpoint
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.redirectURI = redirectURI
        self.scopes = scopes
    }

    /// A started authorization: the request to open in a browser and the secrets to keep until the
    /// redirect comes back.
    public struct Authorization: Sendable {
        /// The authorization request; open `client.urlRequest(for: request).url`, do not send it.
        public var request: Request<Empty>
        /// Compare with the `state` in the redirect to reject forged redirects.
        public var state: String
        /// The PKCE pair: the challenge went with the request; the verifier goes with the code exchange.
        public var pkce: PKCE
    }

    /// Why a redirect did not yield a code.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The redirect's `state` is not the authorization's: it answers another request, or was forged.
        case stateMismatch
        /// The server sent an `error` (`access_denied` when the user declined) and its `error_description`.
        case authorizationDenied(error: String, description: String?)
        /// The redirect has neither a `code` nor an `error`.
        case missingCode
        /// ``OAuth2Client/refresh(_:using:)`` was given a token without a refresh token.
        case noRefreshToken

        /// What went wrong and what to do about it.
        public var description: String {
            switch self {
            case .stateMismatch:
                return "The redirect's state does not match the authorization request; ignore this redirect."
            case .authorizationDenied(let error, let description):
                return "The authorization server refused: \(error)\(description.map { " (\($0))" } ?? "")."
            case .missingCode:
                return "The redirect carries neither a code nor an error."
            case .noRefreshToken:
                return "The token has no refresh token; start a new authorization."
            }
        }
    }

    /// A new authorization request with a fresh `state` and PKCE pair from the secure random source.
    public func makeAuthorization(
        state: String = PKCE.makeState(),
        pkce: PKCE = PKCE(),
        additionalParameters: [String: String] = [:]
    ) -> Authorization {
        var request = Request<Empty>(
            method: .get,
            path: authorizationEndpoint.absoluteString,
            operationID: "oauth2Authorize",
            decoding: .empty
        )
        request.addQuery("response_type", "code")
        request.addQuery("client_id", clientID)
        request.addQuery("redirect_uri", redirectURI)
        if !scopes.isEmpty { request.addQuery("scope", scopes.joined(separator: " ")) }
        request.addQuery("state", state)
        request.addQuery("code_challenge", pkce.challenge)
        request.addQuery("code_challenge_method", pkce.method)
        for (name, value) in additionalParameters.sorted(by: { $0.key < $1.key }) {
            request.addQuery(name, value)
        }
        return Authorization(request: request, state: state, pkce: pkce)
    }

    /// The code in `redirect`, after checking its `state` against `authorization`.
    public func authorizationCode(from redirect: URL, for authorization: Authorization) throws(Failure) -> String {
        let items = URLComponents(url: redirect, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard value("state") == authorization.state else { throw .stateMismatch }
        if let error = value("error") {
            throw .authorizationDenied(error: error, description: value("error_description"))
        }
        guard let code = value("code"), !code.isEmpty else { throw .missingCode }
        return code
    }

    /// The token request for `code` (form-urlencoded, with the PKCE verifier).
    public func tokenRequest(code: String, verifier: String) -> Request<OAuth2Token> {
        var fields = [
            FormField("grant_type", "authorization_code"), FormField("code", code),
            FormField("redirect_uri", redirectURI), FormField("client_id", clientID),
            FormField("code_verifier", verifier),
        ]
        if let clientSecret { fields.append(FormField("client_secret", clientSecret)) }
        return makeTokenRequest(fields, operationID: "oauth2Token")
    }

    /// The refresh-token grant request.
    public func refreshRequest(refreshToken: String) -> Request<OAuth2Token> {
        var fields = [
            FormField("grant_type", "refresh_token"), FormField("refresh_token", refreshToken),
            FormField("client_id", clientID),
        ]
        if let clientSecret { fields.append(FormField("client_secret", clientSecret)) }
        return makeTokenRequest(fields, operationID: "oauth2Refresh")
    }

    /// Exchanges the code from the redirect for a token.
    public func exchange(code: String, for authorization: Authorization, using client: APIClient) async throws
        -> OAuth2Token
    {
        try await client.send(tokenRequest(code: code, verifier: authorization.pkce.verifier))
    }

    /// A new token for `token`'s refresh token; keeps the old refresh token when the server sends none.
    public func refresh(_ token: OAuth2Token, using client: APIClient) async throws -> OAuth2Token {
        guard let refreshToken = token.refreshToken else {
            throw OAuth2Client.Failure.noRefreshToken
        }
        var newToken = try await client.send(refreshRequest(refreshToken: refreshToken))
        if newToken.refreshToken == nil { newToken.refreshToken = refreshToken }
        return newToken
    }

    private func makeTokenRequest(_ fields: [FormField], operationID: String) -> Request<OAuth2Token> {
        var request = Request<OAuth2Token>(
            method: .post,
            path: tokenEndpoint.absoluteString,
            operationID: operationID,
            body: .form(fields),
            errorResponses: [ErrorResponse(.range(4), OAuth2ErrorResponse.self)]
        )
        request.headers["Accept"] = "application/json"
        return request
    }

    /// Endpoints, client ID and scopes; the secret is redacted.
    public var description: String {
        "OAuth2Client(clientID: \(clientID), clientSecret: \(clientSecret == nil ? "nil" : Redactor.placeholder), "
            + "authorizationEndpoint: \(authorizationEndpoint), tokenEndpoint: \(tokenEndpoint))"
    }
}
