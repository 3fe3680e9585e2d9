import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct APIKeyAuthTests {
        static let key = "k3y&=+ value"

        @Test(arguments: [
            (APIKeyAuth(header: "x-api-key", key: key), "header"),
            (APIKeyAuth(query: "api_key", key: key), "query"),
            (APIKeyAuth(cookie: "apikey", key: key), "cookie"),
        ])
        func sendsTheKeyWhereTheSchemeSays(auth: APIKeyAuth, location: String) async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            var request = Request(method: .get, path: "/things", decoding: .empty)
            request.addQuery("page", 2)
            request.addCookie("theme", "dark")
            try await makeClient(server, middlewares: [auth]).send(request)
            let received = try #require(server.requests.first)
            switch location {
            case "header":
                #expect(received.header("x-api-key") == Self.key)
            case "query":
                #expect(received.query == "page=2&api_key=k3y%26%3D%2B%20value")
            default:
                #expect(received.header("Cookie") == "theme=dark; apikey=k3y%26%3D%2B%20value")
            }
            #expect(auth.sensitiveNames.count == 1)
            #expect(!"\(auth)".contains("k3y"))
        }
    }
}
