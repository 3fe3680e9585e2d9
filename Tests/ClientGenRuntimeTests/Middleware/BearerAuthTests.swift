import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct BearerAuthTests {
        @Test func sendsAFixedTokenOrOneFetchedPerRequest() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            try await makeClient(server, middlewares: [BearerAuth(token: "abc")]).send(
                Request(method: .get, path: "/", decoding: .empty)
            )
            let counter = Locked(0)
            let rotating = BearerAuth {
                counter.withLock { count in
                    count += 1
                    return "t\(count)"
                }
            }
            let client = makeClient(server, middlewares: [rotating])
            for _ in 0..<2 { try await client.send(Request(method: .get, path: "/", decoding: .empty)) }
            #expect(server.requests.map { $0.header("Authorization") } == ["Bearer abc", "Bearer t1", "Bearer t2"])
            #expect(!"\(BearerAuth(token: "abc"))".contains("abc"))
        }
    }
}
