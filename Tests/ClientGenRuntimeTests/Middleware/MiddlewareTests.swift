import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct MiddlewareTests {
        /// Records when it sees the request and the response, and adds a header naming itself.
        struct Tracer: Middleware {
            let name: String
            let events: Recorder<String>

            func intercept(
                _ request: HTTPRequest,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                events.append("\(name) →")
                var request = request
                request.headers.append(name: "X-Trace", value: name)
                let response = try await next(request)
                events.append("\(name) ← \(response.status)")
                return response
            }

            var sensitiveNames: Set<String> { ["X-\(name)-Secret"] }
        }

        @Test func middlewaresRunInOrderAroundTheTransport() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let events = Recorder<String>()
            let client = makeClient(
                server,
                middlewares: [Tracer(name: "a", events: events), Tracer(name: "b", events: events)]
            )
            try await client.send(Request(method: .get, path: "/", decoding: .empty))
            #expect(events.all == ["a →", "b →", "b ← 204", "a ← 204"])
            #expect(server.requests.first?.header("X-Trace") == "a,b")  // URLRequest folds repeated fields
        }

        @Test func namesAMiddlewareDeclaresSensitiveAreRedactedInErrors() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 400, headers: [("X-a-Secret", "s3cr3t")], text: "bad")
            }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [Tracer(name: "a", events: Recorder())])
            var request = Request<Empty>(method: .get, path: "/", decoding: .empty)
            request.addQuery("x-a-secret", "s3cr3t")
            let error = try await #require(throws: APIError.self) { try await client.send(request) }
            #expect(error.headers["X-a-Secret"] == Redactor.placeholder)
            #expect(!error.debugDescription.contains("s3cr3t"))
            #expect(error.url.hasSuffix("?x-a-secret=\(Redactor.placeholder)"))
        }
    }
}
