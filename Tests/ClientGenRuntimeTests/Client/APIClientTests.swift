import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct APIClientTests {
        @Test func sendDecodesJSONAndSendsMethodPathQueryHeadersAndBody() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 201,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"id":7,"name":"Rex"}"#
                )
            }
            defer { server.stop() }
            var request = Request<Pet>(
                method: .post,
                path: "/pets/\(PathSegment("a/b c"))",
                operationID: "createPet",
                body: .json(Pet(id: 0, name: "Rex"))
            )
            request.addQuery("q", "x&y=z+#")
            request.addHeader("X-Trace", 42)
            let pet = try await makeClient(server).send(request)
            #expect(pet == Pet(id: 7, name: "Rex"))
            let received = try #require(server.requests.first)
            #expect(received.method == "POST")
            #expect(received.target == "/api/pets/a%2Fb%20c?q=x%26y%3Dz%2B%23")
            #expect(received.header("X-Trace") == "42")
            #expect(received.header("Content-Type") == "application/json")
            #expect(received.text == #"{"id":0,"name":"Rex"}"#)
        }

        @Test func responseCarriesStatusAndHeaders() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 202, headers: [("X-Request-Id", "r-1")], text: "queued")
            }
            defer { server.stop() }
            let response = try await makeClient(server).response(
                Request<String>(method: .get, path: "/jobs", decoding: .text)
            )
            #expect(response.value == "queued")
            #expect(response.status == 202)
            #expect(response.headers["x-request-id"] == "r-1")
        }

        @Test func textEmptyAndDataResponsesNeedNoJSON() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                switch request.path {
                case "/api/empty": writer.respond(status: 204)
                case "/api/bytes": writer.respond(status: 200, body: Data([0, 255, 10]))
                default: writer.respond(status: 200, text: "plain é")
                }
            }
            defer { server.stop() }
            let client = makeClient(server)
            #expect(try await client.send(Request(method: .get, path: "/text", decoding: .text)) == "plain é")
            #expect(try await client.send(Request<Empty>(method: .delete, path: "/empty")) == Empty())
            #expect(try await client.send(Request(method: .get, path: "/empty", decoding: .empty)) == Empty())
            #expect(
                try await client.send(Request(method: .get, path: "/bytes", decoding: .data)) == Data([0, 255, 10])
            )
        }

        @Test(arguments: [
            (404, "NotFound"), (409, "Problem-4XX"), (500, "Problem-default"),
        ])
        func errorBodiesDecodeIntoTheMostSpecificDocumentedModel(status: Int, expectedTitle: String) async throws {
            let server = try LoopbackHTTPServer { request, writer in
                let title = status == 404 ? "NotFound" : status == 409 ? "Problem-4XX" : "Problem-default"
                writer.respond(
                    status: status,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"title":"\#(title)"}"#
                )
            }
            defer { server.stop() }
            struct NotFound: Decodable, Sendable { var title: String }
            let request = Request<Pet>(
                method: .get,
                path: "/pets/1",
                operationID: "getPet",
                errorResponses: [
                    .init(.default, Problem.self), .init(.range(4), Problem.self), .init(404, NotFound.self),
                ]
            )
            let error = try await #require(throws: APIError.self) { try await makeClient(server).send(request) }
            #expect(error.kind == .unacceptableStatus)
            #expect(error.status == status)
            #expect(error.operationID == "getPet")
            #expect(error.url.hasSuffix("/api/pets/1"))
            if status == 404 {
                #expect(error.errorModel(as: NotFound.self)?.title == "NotFound")
                #expect(error.errorModel(as: Problem.self) == nil)
                #expect(error.message.hasSuffix(" The body decoded as NotFound; read it with errorModel(as:)."))
            } else {
                #expect(error.errorModel(as: Problem.self) == Problem(title: expectedTitle))
                #expect(error.message.hasSuffix(" The body decoded as Problem; read it with errorModel(as:)."))
            }
            #expect(error.description.contains("getPet (GET http://127.0.0.1:\(server.port)/api/pets/1) failed"))
            #expect(error.description.contains("HTTP \(status)"))
        }

        @Test func anErrorWithoutABodyDecodesNoModelAndSaysNothingFailed() async throws {
            // Every answer to HEAD is one: Docker's `HEAD /containers/{id}/archive` documents a model for its 404.
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 404, text: "") }
            defer { server.stop() }
            let request = Request<Empty>(
                method: .head,
                path: "/containers/c/archive",
                operationID: "ContainerArchiveInfo",
                errorResponses: [.init(404, Problem.self)],
                decoding: .empty
            )
            let error = try await #require(throws: APIError.self) { try await makeClient(server).send(request) }
            #expect(error.status == 404)
            #expect(error.errorModel == nil)
            #expect(error.message == "The server answered 404 Not Found; check the path and its parameters.")
        }

        @Test func errorBodiesAreKeptUpToTheLimit() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 500, text: String(repeating: "x", count: 100_000))
            }
            defer { server.stop() }
            var client = makeClient(server)
            client.maxErrorBodySize = 1000
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Pet>(method: .get, path: "/"))
            }
            #expect(error.body.count == 1000)
            #expect(error.isBodyTruncated)
            #expect(error.errorModel == nil)
        }

        @Test func decodingFailuresNameTheCodingPath() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, text: #"[{"id":1,"name":"a"},{"id":"two","name":"b"}]"#)
            }
            defer { server.stop() }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).send(Request<[Pet]>(method: .get, path: "/pets", operationID: "listPets"))
            }
            #expect(error.kind == .decodingFailed)
            #expect(error.codingPath == "[1].id")
            #expect(error.underlyingError is DecodingError)
            #expect(error.description.contains("listPets"))
            #expect(error.description.contains("[1].id"))
        }

        @Test func transportFailuresAreWrappedWithTheCause() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.disconnect() }
            defer { server.stop() }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).send(Request<Pet>(method: .get, path: "/gone", operationID: "getGone"))
            }
            #expect(error.kind == .transport)
            #expect(error.underlyingError is URLError)
            #expect(error.status == nil)
            #expect(error.description.contains("getGone"))
        }

        @Test func formMultipartTextAndRawBodiesArriveAsSent() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let client = makeClient(server)
            let form = MultipartForm(parts: [.init(name: "n", value: 1)], boundary: "B")
            let bodies: [RequestBody] = [
                .form([FormField("a", "1 2"), FormField("b", "&")]), .multipart(form), .text("hi"),
                .data(Data([1, 2]), contentType: "image/png"),
            ]
            for body in bodies {
                try await client.send(Request(method: .post, path: "/upload", body: body, decoding: .empty))
            }
            let received = server.requests
            #expect(
                received.map { $0.header("Content-Type") } == [
                    "application/x-www-form-urlencoded", "multipart/form-data; boundary=B", "text/plain; charset=utf-8",
                    "image/png",
                ]
            )
            #expect(received[0].text == "a=1%202&b=%26")
            #expect(try received[1].body == form.encoded())
            #expect(received[2].text == "hi")
            #expect(received[3].body == Data([1, 2]))
        }

        @Test func theTotalTimeoutEndsASlowCall() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                release.wait(timeout: 5)
                writer.respond(status: 200, text: "{}")
            }
            defer {
                release.open()
                server.stop()
            }
            let client = makeClient(server, timeout: .milliseconds(200))
            let elapsed = try await measure {
                let error = try await #require(throws: APIError.self) {
                    try await client.send(Request<Empty>(method: .get, path: "/slow"))
                }
                #expect(error.kind == .timedOut)
            }
            #expect(elapsed < .seconds(2))
        }

        @Test func theRequestTimeoutFailsAnAttemptThatGetsNoData() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                release.wait(timeout: 5)
                writer.finish()
            }
            defer {
                release.open()
                server.stop()
            }
            let client = makeClient(server, requestTimeout: 1)
            let elapsed = try await measure {
                let error = try await #require(throws: APIError.self) {
                    try await client.send(Request(method: .get, path: "/stall", decoding: .data))
                }
                #expect(error.kind == .transport)
                #expect((error.underlyingError as? URLError)?.code == .timedOut)
            }
            // URLSession on Linux counts the timeout in whole seconds.
            #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(4))
        }

        @Test func urlRequestBuildsWithoutSending() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 500) }
            defer { server.stop() }
            var request = Request<Empty>(method: .put, path: "/things/\(PathSegment(5))", body: .json(["k": 1]))
            request.addCookie("session", "a b")
            request.addCookie("theme", "dark")
            let urlRequest = try makeClient(server).urlRequest(for: request)
            #expect(urlRequest.url?.absoluteString == "http://127.0.0.1:\(server.port)/api/things/5")
            #expect(urlRequest.httpMethod == "PUT")
            #expect(urlRequest.value(forHTTPHeaderField: "Cookie") == "session=a%20b; theme=dark")
            #expect(urlRequest.httpBody == Data(#"{"k":1}"#.utf8))
            try await Task.sleep(for: .milliseconds(50))
            #expect(server.requestCount == 0)
        }

        @Test(arguments: ["a\r\nX-Injected: 1", "a\nb", "a\rb"])
        func headerValuesWithLineBreaksAreRefusedNamingTheHeader(value: String) async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            var request = Request<Empty>(method: .get, path: "/h", operationID: "traced")
            request.addHeader("X-Trace", value)
            let error = try await #require(throws: APIError.self) { try await makeClient(server).send(request) }
            #expect(error.kind == .invalidRequest)
            #expect(error.message.contains("X-Trace"))
            #expect(server.requestCount == 0)
        }

        @Test func aMiddlewareHeaderWithALineBreakIsRefusedWithoutShowingItsValue() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [BearerAuth(token: "SEKRET\r\nX-Injected: 1")])
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Empty>(method: .get, path: "/h"))
            }
            #expect(error.kind == .invalidRequest)
            #expect(error.message.contains("Authorization"))
            #expect(!error.description.contains("SEKRET"))
            #expect(server.requestCount == 0)
        }

        @Test func cancellingWhileTheBodyArrivesThrowsCancellationEvenThroughTheLogger() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                writer.writeChunk("the first half")
                release.wait(timeout: 10)
                writer.writeChunk(" and the rest")
                writer.finish()
            }
            defer {
                release.open()
                server.stop()
            }
            let client = makeClient(server, middlewares: [LoggingMiddleware { _ in }])
            let outcome = await cancel(
                { try await client.send(Request(method: .get, path: "/slow", decoding: .data)) },
                once: {
                    // Any moment will do: whenever the cancel lands, the call must not succeed.
                    let isReady = await server.waitForRequests(1)
                    try? await Task.sleep(for: .milliseconds(200))
                    return isReady
                }
            )
            #expect(outcome.ready)
            #expect(outcome.result.isCancellation, "ended with \(outcome.result)")
        }

        @Test func theDefaultClientHasATotalTimeout() throws {
            let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com")))
            #expect(client.timeout != nil)
        }
    }
}
