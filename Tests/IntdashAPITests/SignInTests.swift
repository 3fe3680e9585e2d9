import ClientGenOAuth2
import ClientGenRuntime
import Foundation
import IntdashAPI
import LoopbackHTTPServer
import Testing
import WireLog

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The sign-in of aptpod's Swift sample, through the generated client: the authorization URL with PKCE, the
/// code exchange, and the first call with the access token.
struct SignInTests {
    static let clientID = "abcdefg123456"
    static let redirectURI = "companyname.appname://oauth2/callback"
    /// The verifier of RFC 7636 appendix B, whose S256 challenge is known.
    static let pkce = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")

    @Test func authorizationURLCarriesPKCEAndPromptAndIsNotSent() async throws {
        let server = try LoopbackHTTPServer { request, writer in
            // The authorization server, as the browser meets it: straight back to the app after sign-in.
            writer.respond(
                status: 302,
                headers: [("Location", Self.redirectURI + "?code=fake-code&state=fake-state")]
            )
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        let request = Intdash.oauth2Authorization(
            clientID: Self.clientID,
            responseType: .code,
            redirectURI: Self.redirectURI,
            state: "fake-state",
            codeChallenge: Self.pkce.challenge,
            codeChallengeMethod: .s256,
            prompt: .login
        )
        let url = try #require(try client.urlRequest(for: request).url)

        #expect(server.requestCount == 0, "building the URL sends nothing")
        #expect(url.absoluteString.hasPrefix(server.baseURL.absoluteString + "/auth/oauth2/authorization?"))
        #expect(
            url.query
                == "client_id=abcdefg123456&response_type=code&redirect_uri=companyname.appname://oauth2/callback"
                + "&state=fake-state&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
                + "&code_challenge_method=S256&prompt=login"
        )

        // The browser opens it; the redirect comes back to the app's scheme with the code.
        let location = try await Browser.open(url)
        #expect(location == Self.redirectURI + "?code=fake-code&state=fake-state")
        #expect(server.requests.map(\.target) == [url.path + "?" + (url.query ?? "")])
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test func authorizationCodeIsExchangedWithTheVerifierInAForm() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(
                status: 200,
                headers: [("Content-Type", "application/json; charset=utf-8")],
                text: #"""
                    {"access_token":"fake-access-token","expires_in":3600,"refresh_token":"fake-refresh-token",\#
                    "refresh_token_expires_in":86400,"scope":"","token_type":"Bearer"}
                    """#
            )
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        let token = try await client.send(
            Intdash.issueToken(
                body: .authorizationCodeGrant(
                    AuthorizationCodeGrant(
                        code: "fake-code",
                        clientID: Self.clientID,
                        redirectURI: Self.redirectURI,
                        codeVerifier: Self.pkce.verifier
                    )
                )
            )
        )

        #expect(token.accessToken == "fake-access-token")
        #expect(token.refreshToken == "fake-refresh-token")
        #expect(token.expiresIn == 3600)
        let sent = try #require(server.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.path == "/auth/oauth2/token")
        #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            sent.text
                == "client_id=abcdefg123456&code=fake-code&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
                + "&grant_type=authorization_code&redirect_uri=companyname.appname%3A%2F%2Foauth2%2Fcallback"
        )
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test(arguments: [
        (
            TokenRequest.passwordGrant(PasswordGrant(username: "sample-user", password: "fake password&=")),
            "grant_type=password&password=fake%20password%26%3D&username=sample-user"
        ),
        (
            .refreshTokenGrant(RefreshTokenGrant(refreshToken: "fake-refresh-token", clientID: clientID)),
            "client_id=abcdefg123456&grant_type=refresh_token&refresh_token=fake-refresh-token"
        ),
        (
            .clientCredentialsGrant(
                ClientCredentialsGrant(
                    clientID: clientID,
                    clientSecret: "fake-secret",
                    tenantUUID: UUID(uuidString: "00000000-0000-0000-0000-000000000000")
                )
            ),
            "client_id=abcdefg123456&client_secret=fake-secret&grant_type=client_credentials"
                + "&tenant_uuid=00000000-0000-0000-0000-000000000000"
        ),
    ])
    func everyGrantIsAFormWithItsOwnFields(grant: TokenRequest, form: String) async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(status: 200, headers: [("Content-Type", "application/json")], text: #"{"access_token":"t"}"#)
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        let token = try await client.send(Intdash.issueToken(body: grant))

        #expect(token.accessToken == "t")
        #expect(server.requests.first?.text == form)
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test func rejectedCodeThrowsTheOAuthError() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(
                status: 400,
                headers: [("Content-Type", "application/json")],
                text: #"{"error":"invalid_grant","error_description":"The code has expired."}"#
            )
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        let error = try await #require(throws: APIError.self) {
            try await client.send(
                Intdash.issueToken(
                    body: .refreshTokenGrant(
                        RefreshTokenGrant(refreshToken: "fake-refresh-token", clientID: Self.clientID)
                    )
                )
            )
        }

        #expect(error.status == 400)
        #expect(error.errorModel(as: TokenError.self)?.error == "invalid_grant")
        #expect(
            server.requests.first?.text
                == "client_id=abcdefg123456&grant_type=refresh_token&refresh_token=fake-refresh-token"
        )
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test func signOutRevokesTheRefreshToken() async throws {
        let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        try await client.send(
            Intdash.revokeToken(
                body: TokenRevocation(
                    clientID: Self.clientID,
                    token: "fake-refresh-token",
                    tokenTypeHint: .refreshToken
                )
            )
        )

        let sent = try #require(server.requests.first)
        #expect(sent.path == "/auth/oauth2/revocation")
        #expect(sent.text == "client_id=abcdefg123456&token=fake-refresh-token&token_type_hint=refresh_token")
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    @Test func getMeSendsTheAccessTokenAsBearer() async throws {
        let server = try LoopbackHTTPServer { _, writer in
            writer.respond(status: 200, headers: [("Content-Type", "application/json")], text: Self.userJSON)
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, middlewares: [BearerAuth(token: "fake-access-token")])

        let user = try await client.send(Intdash.getMe())

        #expect(server.requests.first?.header("Authorization") == "Bearer fake-access-token")
        #expect(server.requests.first?.target == "/auth/users/me")
        #expect(user.name == "sample-user")
        #expect(user.uuid == "3a8d6a2b-5d0e-4c55-9f0a-7f3b1e1c2d4e")
        #expect(user.emails.map(\.address) == ["user@example.com"])
        #expect(RFC3339.string(from: user.lastSignInAt) == "2026-11-29T16:40:01.123456Z")
        #expect(user.password.isTemporary == false)
        #expect(user.password.expiredAt == nil)
        try WireLog.record(server.requests, spec: "Specs/intdash.yaml")
    }

    static let userJSON = #"""
        {"uuid":"3a8d6a2b-5d0e-4c55-9f0a-7f3b1e1c2d4e","name":"sample-user","nickname":"Sample","description":"",
        "disabled":false,"is_super":false,
        "emails":[{"id":1,"address":"user@example.com","verified":true,
        "created_at":"2026-01-05T09:00:00Z","updated_at":"2026-01-05T09:00:00Z"}],
        "last_sign_in_at":"2026-11-29T16:40:01.123456Z","created_at":"2026-01-05T09:00:00Z",
        "updated_at":"2026-11-29T16:40:01.123456Z","roles":["0b2ad1a4-7e3c-4bd8-8d5e-1f6a9c3e2b10"],
        "password":{"attempt_count":0,"is_temporary":false,"last_attempt_at":"2026-11-29T16:40:01Z",
        "created_at":"2026-01-05T09:00:00Z","updated_at":"2026-01-05T09:00:00Z"}}
        """#
}

/// Opens a URL the way a browser's first request does, without following the redirect; returns its `Location`.
private enum Browser {
    static func open(_ url: URL) async throws -> String? {
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (_, response) = try await session.data(for: URLRequest(url: url))
        return (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location")
    }

    private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest,
            completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
