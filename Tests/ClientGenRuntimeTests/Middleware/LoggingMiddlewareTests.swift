import ClientGenOAuth2
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct LoggingMiddlewareTests {
        /// A recognisable fake secret; it must never show up in a log line or an error.
        static let secret = "SEKRET-7f3a9c"

        struct Login: Codable, Sendable {
            var username: String
            var password: String
            var clientSecret: String
            var nested: [String: String]
        }

        @Test func logsRequestsAndResponsesWithoutAnySecret() async throws {
            let secret = Self.secret
            let server = try LoopbackHTTPServer { request, writer in
                let body =
                    #"{"access_token":"\#(secret)","refresh_token":"\#(secret)","id_token":"\#(secret)","#
                    + #""token_type":"Bearer","note":"Bearer \#(secret)"}"#
                writer.respond(
                    status: request.path.hasSuffix("/fail") ? 401 : 200,
                    headers: [("Set-Cookie", "sid=\(secret); HttpOnly"), ("Content-Type", "application/json")],
                    text: body
                )
            }
            defer { server.stop() }
            let lines = Recorder<String>()
            // Logging last, so it sees the request as the auth middlewares left it.
            let middlewares: [any Middleware] = [
                APIKeyAuth(header: "x-ca-key", key: secret),
                APIKeyAuth(query: "sig", key: secret),
                APIKeyAuth(cookie: "session", key: secret),
                BasicAuth(username: "user", password: secret),
                LoggingMiddleware { lines.append($0) },
            ]
            let client = makeClient(server, middlewares: middlewares)

            var json = Request<OAuth2Token>(
                method: .post,
                path: "/login",
                operationID: "login",
                body: .json(Login(username: "u", password: secret, clientSecret: secret, nested: ["iotToken": secret]))
            )
            json.addQuery("access_token", secret)
            json.addHeader("X-API-Key", secret)
            json.addHeader("Authorization", "Bearer \(secret)")
            let token = try await client.send(json)
            #expect(token.accessToken == secret)

            let form = Request<OAuth2Token>(
                method: .post,
                path: "/token",
                body: .form([
                    FormField("grant_type", "authorization_code"), FormField("code", secret),
                    FormField("code_verifier", secret), FormField("client_secret", secret),
                    FormField("password", secret),
                ])
            )
            _ = try await client.send(form)

            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<OAuth2Token>(method: .get, path: "/fail", operationID: "fail"))
            }

            let logged = lines.all
            #expect(logged.count >= 8)
            #expect(logged.contains { $0.contains("→ POST") && $0.contains("[login]") })
            #expect(logged.contains { $0.hasPrefix("← 401") })
            #expect(logged.contains { $0.contains("\"token_type\":\"Bearer\"") })
            #expect(logged.contains { $0.contains("grant_type=authorization_code") })
            let described = [
                error.description, error.debugDescription, error.message, error.url, "\(error.headers)",
                "\(token)", "\(middlewares)",
            ]
            for text in logged + described {
                #expect(!text.contains(secret), "leaked in: \(text)")
            }
            // The secrets did go over the wire.
            let received = try #require(server.requests.first)
            #expect(received.header("x-ca-key") == secret)
            #expect(received.text.contains(secret))
        }

        @Test func responseBodiesStillStreamThroughTheLogger() async throws {
            let firstReceived = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                writer.writeChunk("{\"n\":1}\n")
                firstReceived.wait(timeout: 5)
                writer.writeChunk("{\"n\":2}\n")
                writer.finish()
            }
            defer {
                firstReceived.open()
                server.stop()
            }
            struct Item: Decodable, Sendable { var n: Int }
            let lines = Recorder<String>()
            let client = makeClient(server, middlewares: [LoggingMiddleware { lines.append($0) }])
            var items: [Int] = []
            let elapsed = try await measure {
                for try await item in client.lines(
                    Request<JSONLines<Item>>(method: .get, path: "/", decoding: .jsonLines())
                ) {
                    items.append(item.n)
                    firstReceived.open()
                }
            }
            #expect(items == [1, 2])
            #expect(elapsed < .seconds(4))
            try await Task.sleep(for: .milliseconds(50))
            #expect(lines.all.contains { $0.contains("← body") && $0.contains("{\"n\":2}") })
        }

        @Test func aTransportFailureShowsNoSecretFromTheQuery() async throws {
            let secret = Self.secret
            let server = try LoopbackHTTPServer { _, writer in writer.disconnect() }
            defer { server.stop() }
            let lines = Recorder<String>()
            let client = makeClient(server, middlewares: [LoggingMiddleware { lines.append($0) }])
            var request = Request<Pet>(method: .get, path: "/gone", operationID: "gone")
            request.addQuery("access_token", secret)
            let error = try await #require(throws: APIError.self) { try await client.send(request) }
            #expect(error.kind == .transport)
            #expect(lines.all.contains { $0.hasPrefix("✕") })
            let shown =
                lines.all + [
                    error.description, error.debugDescription, error.message, String(describing: error.underlyingError),
                ]
            for text in shown {
                #expect(!text.contains(secret), "leaked in: \(text)")
            }
        }

        @Test func secretsInsideAnEchoedJSONStringAreHidden() async throws {
            let secret = Self.secret
            // A server that echoes the request it rejects, as a JSON string inside its JSON error.
            let server = try LoopbackHTTPServer { request, writer in
                let echoed = String(decoding: (try? JSONEncoder().encode(request.text)) ?? Data(), as: UTF8.self)
                writer.respond(
                    status: 400,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"error":"bad request","request":\#(echoed)}"#
                )
            }
            defer { server.stop() }
            let lines = Recorder<String>()
            let client = makeClient(server, middlewares: [LoggingMiddleware { lines.append($0) }])
            let login = Login(username: "u", password: secret, clientSecret: secret, nested: ["iotToken": secret])
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Empty>(method: .post, path: "/login", body: .json(login)))
            }
            #expect(error.status == 400)
            #expect(error.description.contains("bad request"))
            for text in lines.all + [error.description, error.debugDescription] {
                #expect(!text.contains(secret), "leaked in: \(text)")
            }
        }
    }
}
