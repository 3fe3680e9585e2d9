import ClientGenOAuth2
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct OAuth2ClientTests {
        static func makeOAuth(_ server: LoopbackHTTPServer, secret: String? = nil) -> OAuth2Client {
            OAuth2Client(
                authorizationEndpoint: server.baseURL.appendingPathComponent("authorize"),
                tokenEndpoint: server.baseURL.appendingPathComponent("token"),
                clientID: "app 1",
                clientSecret: secret,
                redirectURI: "myapp://cb",
                scopes: ["read", "write"]
            )
        }

        @Test func theAuthorizationURLIsBuiltNotSent() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 500) }
            defer { server.stop() }
            let oauth = Self.makeOAuth(server)
            let pkce = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
            let authorization = oauth.makeAuthorization(state: "xyz", pkce: pkce)
            let url = try #require(try makeClient(server).urlRequest(for: authorization.request).url)
            #expect(
                url.absoluteString
                    == "\(server.baseURL)/authorize?response_type=code&client_id=app%201&redirect_uri=myapp://cb"
                    + "&scope=read%20write&state=xyz&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
                    + "&code_challenge_method=S256"
            )
            try await Task.sleep(for: .milliseconds(50))
            #expect(server.requestCount == 0)
            #expect(oauth.makeAuthorization().state != oauth.makeAuthorization().state)
        }

        @Test func theRedirectMustCarryTheSameState() throws {
            let oauth = OAuth2Client(
                authorizationEndpoint: URL(string: "https://id.example/authorize")!,
                tokenEndpoint: URL(string: "https://id.example/token")!,
                clientID: "c",
                redirectURI: "myapp://cb"
            )
            let authorization = oauth.makeAuthorization(state: "s1")
            #expect(
                try oauth.authorizationCode(from: URL(string: "myapp://cb?code=C0DE&state=s1")!, for: authorization)
                    == "C0DE"
            )
            #expect(throws: OAuth2Client.Failure.stateMismatch) {
                try oauth.authorizationCode(from: URL(string: "myapp://cb?code=C0DE&state=evil")!, for: authorization)
            }
            #expect(throws: OAuth2Client.Failure.authorizationDenied(error: "access_denied", description: nil)) {
                try oauth.authorizationCode(
                    from: URL(string: "myapp://cb?error=access_denied&state=s1")!,
                    for: authorization
                )
            }
        }

        @Test func theCodeIsExchangedWithAFormPostCarryingTheVerifier() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 200,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"access_token":"at","token_type":"Bearer","expires_in":3600,"refresh_token":"rt"}"#
                )
            }
            defer { server.stop() }
            let oauth = Self.makeOAuth(server, secret: "s3")
            let authorization = oauth.makeAuthorization()
            let token = try await oauth.exchange(code: "C0DE", for: authorization, using: makeClient(server))
            #expect(token == OAuth2Token(accessToken: "at", expiresIn: 3600, refreshToken: "rt"))
            let received = try #require(server.requests.first)
            #expect(received.method == "POST")
            #expect(received.path == "/token")
            #expect(received.header("Content-Type") == "application/x-www-form-urlencoded")
            let fields = FormEncoder().decode(received.text)
            #expect(
                fields.map(\.name) == [
                    "grant_type", "code", "redirect_uri", "client_id", "code_verifier", "client_secret",
                ]
            )
            #expect(
                fields.map(\.value) == [
                    "authorization_code", "C0DE", "myapp://cb", "app 1", authorization.pkce.verifier, "s3",
                ]
            )
        }

        @Test func refreshKeepsTheOldRefreshTokenWhenNoneIsReturned() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, text: #"{"access_token":"at2","token_type":"Bearer"}"#)
            }
            defer { server.stop() }
            let oauth = Self.makeOAuth(server)
            let token = try await oauth.refresh(
                OAuth2Token(accessToken: "at1", refreshToken: "rt"),
                using: makeClient(server)
            )
            #expect(token.accessToken == "at2")
            #expect(token.refreshToken == "rt")
            #expect(FormEncoder().decode(server.requests[0].text).map(\.value) == ["refresh_token", "rt", "app 1"])
            await #expect(throws: OAuth2Client.Failure.noRefreshToken) {
                try await oauth.refresh(OAuth2Token(accessToken: "at1"), using: makeClient(server))
            }
        }

        @Test func aRejectedGrantCarriesTheOAuthError() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 400, text: #"{"error":"invalid_grant","error_description":"expired"}"#)
            }
            defer { server.stop() }
            let oauth = Self.makeOAuth(server)
            let error = try await #require(throws: APIError.self) {
                try await oauth.refresh(OAuth2Token(accessToken: "a", refreshToken: "r"), using: makeClient(server))
            }
            #expect(error.errorModel(as: OAuth2ErrorResponse.self)?.error == "invalid_grant")
        }

        @Test func refreshingAuthUsesTheRefreshGrantOn401() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                if request.path == "/token" {
                    writer.respond(status: 200, text: #"{"access_token":"fresh","token_type":"Bearer"}"#)
                } else if request.header("Authorization") == "Bearer fresh" {
                    writer.respond(status: 200, text: #"{"id":1,"name":"a"}"#)
                } else {
                    writer.respond(status: 401)
                }
            }
            defer { server.stop() }
            let auth = RefreshingAuth.oauth2(
                token: OAuth2Token(accessToken: "stale", refreshToken: "rt"),
                client: Self.makeOAuth(server),
                tokenClient: makeClient(server)
            )
            let pet = try await makeClient(server, middlewares: [auth]).send(
                Request<Pet>(method: .get, path: "/pets/1")
            )
            #expect(pet.id == 1)
            #expect(server.requests.map(\.path) == ["/api/pets/1", "/token", "/api/pets/1"])
            #expect(auth.credential.refreshToken == "rt")
        }
    }
}
