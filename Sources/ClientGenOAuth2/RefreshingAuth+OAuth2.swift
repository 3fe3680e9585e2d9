import ClientGenRuntime

extension RefreshingAuth where Credential == OAuth2Token {
    /// Bearer tokens from an OAuth 2 token endpoint, refreshed with the refresh-token grant.
    ///
    /// `tokenClient` sends the refresh request; give it no `RefreshingAuth` of its own.
    public static func oauth2(
        token: OAuth2Token,
        client: OAuth2Client,
        tokenClient: APIClient,
        maxRefreshes: Int = 3,
        per window: Duration = .seconds(60),
        scheme: String? = nil
    ) -> Self {
        Self(
            credential: token,
            maxRefreshes: maxRefreshes,
            per: window,
            scheme: scheme,
            authorize: { request, token in request.headers["Authorization"] = "Bearer \(token.accessToken)" },
            refresh: { token in try await client.refresh(token, using: tokenClient) }
        )
    }
}
