import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct BasicAuthTests {
        @Test func sendsBase64UserAndPassword() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            // RFC 7617 section 2's example.
            let auth = BasicAuth(username: "Aladdin", password: "open sesame")
            try await makeClient(server, middlewares: [auth]).send(Request(method: .get, path: "/", decoding: .empty))
            #expect(server.requests.first?.header("Authorization") == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
            #expect(!"\(auth)".contains("sesame"))
        }
    }
}
