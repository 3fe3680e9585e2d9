import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct SecurityRequirementsTests {
        /// Each request's `security` against what every auth middleware sent with it.
        @Test(
            arguments: [
                (SecurityRequirements?.some([["bearerAuth"]]), "Bearer t" as String?, nil as String?, nil as String?),
                (.some([["apiKey"]]), nil, "k", nil),
                (.some([["apiKey", "basicAuth"]]), nil, "k", "Basic dTpw"),
                (.some([["basicAuth"], ["bearerAuth"]]), nil, nil, "Basic dTpw"),
                // Alternatives: the first the client has every credential for, and only that one.
                (.some([["apiKey"], ["bearerAuth"]]), nil, "k", nil),
                (.some([["oauth"], ["bearerAuth"], ["apiKey"]]), "Bearer t", nil, nil),
                (.some([["apiKey", "oauth"], ["basicAuth"]]), nil, nil, "Basic dTpw"),
                (.some([[], ["bearerAuth"]]), "Bearer t", nil, nil),
                (.some([]), nil, nil, nil),
                (.some([[]]), nil, nil, nil),
                (nil, "Bearer t", "k", "Basic dTpw"),
            ]
        )
        func aCredentialGoesOnlyWhereTheRequirementsNameItsScheme(
            security: SecurityRequirements?,
            bearer: String?,
            apiKey: String?,
            basic: String?
        ) async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let middlewares: [any Middleware] = [
                BearerAuth(token: "t", scheme: "bearerAuth"),
                APIKeyAuth(header: "x-api-key", key: "k", scheme: "apiKey"),
                BasicAuth(username: "u", password: "p", scheme: "basicAuth"),
            ]
            try await makeClient(server, middlewares: middlewares).send(
                Request(method: .get, path: "/", security: security, decoding: .empty)
            )
            let request = try #require(server.requests.first)
            #expect(request.header("x-api-key") == apiKey)
            // Basic runs after Bearer, so its header is the one that stays when both apply.
            #expect(request.header("Authorization") == basic ?? bearer)
        }

        @Test func aMiddlewareWithoutSchemeAuthorizesEveryOperationThatTakesCredentials() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [BearerAuth(token: "t")])
            for security: SecurityRequirements? in [[["oauth"]], [], nil] {
                try await client.send(Request(method: .get, path: "/", security: security, decoding: .empty))
            }
            #expect(server.requests.map { $0.header("Authorization") } == ["Bearer t", nil, "Bearer t"])
        }
    }
}
