import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct ResponseDecodingTests {
        /// Answers each path's last component as the status: `/api/status/404` answers 404.
        private func makeStatusServer() throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { request, writer in
                let status = Int(request.path.split(separator: "/").last ?? "") ?? 500
                writer.respond(status: status, headers: [("Content-Type", "application/json")], text: #"{"title":"t"}"#)
            }
        }

        private func check(_ status: Int) -> Request<Bool> {
            Request(
                method: .get,
                path: "/status/\(status)",
                errorResponses: [ErrorResponse(.default, Problem.self)],
                decoding: .byStatus([200: true, 404: false])
            )
        }

        @Test func listedStatusesAreAnswersEvenOutside2xx() async throws {
            let server = try makeStatusServer()
            defer { server.stop() }
            let client = makeClient(server)
            #expect(try await client.send(check(200)) == true)
            #expect(try await client.send(check(404)) == false)
            #expect(try await client.response(check(404)).status == 404)
        }

        @Test func otherStatusesStillFail() async throws {
            let server = try makeStatusServer()
            defer { server.stop() }
            let client = makeClient(server)
            let refused = try await #require(throws: APIError.self) { try await client.send(check(403)) }
            #expect(refused.kind == .unacceptableStatus)
            #expect(refused.errorModel(as: Problem.self) == Problem(title: "t"))
            let unlisted = try await #require(throws: APIError.self) { try await client.send(check(204)) }
            #expect(unlisted.kind == .decodingFailed)
            #expect(unlisted.message.contains("Status 204 has no value; expected 200, 404"))
        }
    }
}
