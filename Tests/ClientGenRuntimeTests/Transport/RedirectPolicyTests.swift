import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct RedirectPolicyTests {
        @Test(arguments: [
            ("http://a.example/x", "http://a.example:80/y", true), ("https://a.example/x", "https://A.example/y", true),
            ("https://a.example/x", "http://a.example/x", false),
            ("http://a.example:8080/", "http://a.example/", false),
            ("http://127.0.0.1:9/", "http://localhost:9/", false),
        ])
        func anOriginIsSchemeHostAndPort(from: String, to: String, isSameOrigin: Bool) throws {
            let redirect = RedirectPolicy.Redirect(
                status: 302,
                method: .get,
                originalURL: try #require(URL(string: from)),
                url: try #require(URL(string: to)),
                resendsBody: false
            )
            #expect(redirect.isSameOrigin == isSameOrigin)
        }

        /// A server whose `/away` redirects to `other`'s `/landing`, with `status`.
        static func makeServer(status: Int, to other: LoopbackHTTPServer) throws -> LoopbackHTTPServer {
            let target = other.baseURL.absoluteString + "/landing"
            return try LoopbackHTTPServer { _, writer in
                writer.respond(status: status, headers: [("Location", target)], text: "moved")
            }
        }

        @Test func theDefaultDoesNotResendABodyToAnotherOrigin() async throws {
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let server = try Self.makeServer(status: 307, to: other)
            defer { server.stop() }
            let request = Request<Empty>(method: .post, path: "/away", body: .json(["password": "SEKRET"]))
            let error = try await #require(throws: APIError.self) { try await makeClient(server).send(request) }
            #expect(error.kind == .unacceptableStatus)
            #expect(error.status == 307)
            #expect(error.headers["Location"] == other.baseURL.absoluteString + "/landing")
            #expect(other.requestCount == 0)
        }

        @Test(arguments: [RedirectPolicy.never, .sameOrigin])
        func aRefusedRedirectIsTheAnswer(policy: RedirectPolicy) async throws {
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let server = try Self.makeServer(status: 302, to: other)
            defer { server.stop() }
            var client = makeClient(server)
            client.redirectPolicy = policy
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Empty>(method: .get, path: "/away"))
            }
            #expect(error.status == 302)
            #expect(error.message.contains("redirect policy"))
            #expect(other.requestCount == 0)
        }

        @Test func aPolicyCanTrustAnotherOriginWithTheCredentials() async throws {
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let server = try Self.makeServer(status: 302, to: other)
            defer { server.stop() }
            let trusted = other.baseURL.host
            var client = makeClient(server, middlewares: [BearerAuth(token: "t")])
            client.redirectPolicy = RedirectPolicy { $0.url.host == trusted ? .follow : .refuse }
            try await client.send(Request<Empty>(method: .get, path: "/away", decoding: .empty))
            #expect(other.requests.first?.header("Authorization") == "Bearer t")
        }
    }
}
