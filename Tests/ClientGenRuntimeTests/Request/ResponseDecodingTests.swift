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

        /// Answers `body` with `contentType` (none when `nil`).
        private func makeServer(contentType: String?, body: String, status: Int = 200) throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { _, writer in
                writer.respond(status: status, headers: contentType.map { [("Content-Type", $0)] } ?? [], text: body)
            }
        }

        @Test(arguments: ["text/html; charset=utf-8", "text/plain", "application/xml", "application/octet-stream"])
        func jsonOfAnotherMediaTypeIsRefused(contentType: String) async throws {
            let server = try makeServer(contentType: contentType, body: #"{"id":1,"name":"Rex"}"#)
            defer { server.stop() }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).send(Request<Pet>(method: .get, path: "/pets/1", operationID: "getPet"))
            }
            #expect(error.kind == .unexpectedContentType)
            #expect(error.status == 200)
            #expect(error.headers["Content-Type"] == contentType)
            #expect(error.message.contains(contentType))
        }

        @Test func aRefusedPageShowsItsStartWithoutSecrets() async throws {
            let page = "<html><body>Sign in again. <a href='/login?access_token=SEKRET-9d1'>here</a></body></html>"
            let server = try makeServer(contentType: "text/html", body: page + String(repeating: " ", count: 200_000))
            defer { server.stop() }
            var client = makeClient(server)
            client.maxErrorBodySize = 1000
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Pet>(method: .get, path: "/pets/1"))
            }
            #expect(error.kind == .unexpectedContentType)
            #expect(error.body.count == 1000)
            #expect(error.isBodyTruncated)
            #expect(error.description.contains("<html><body>Sign in again."))
            #expect(!error.description.contains("SEKRET"))
        }

        @Test(arguments: [
            "application/json", "application/json; charset=utf-8", "application/problem+json",
            "application/vnd.api+json", "text/json", "Application/JSON", nil,
        ])
        func jsonMediaTypesAndAMissingOneAreRead(contentType: String?) async throws {
            let server = try makeServer(contentType: contentType, body: #"{"id":1,"name":"Rex"}"#)
            defer { server.stop() }
            #expect(
                try await makeClient(server).send(Request<Pet>(method: .get, path: "/pets/1"))
                    == Pet(id: 1, name: "Rex")
            )
        }

        @Test func anEmptyBodyOfAnyMediaTypeIsEmpty() async throws {
            let server = try makeServer(contentType: "text/html", body: "")
            defer { server.stop() }
            #expect(try await makeClient(server).send(Request<Empty>(method: .delete, path: "/pets/1")) == Empty())
        }

        /// A response the spec leaves undescribed (`Empty`) is read as bytes, text or a model instead, with the
        /// request otherwise as the builder made it; its documented error still decodes.
        @Test func aRequestReadsItsResponseAnotherWay() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                if request.path == "/api/pets/0" {
                    writer.respond(
                        status: 404,
                        headers: [("Content-Type", "application/json")],
                        text: #"{"title":"t"}"#
                    )
                } else {
                    writer.respond(
                        status: 200,
                        headers: [("Content-Type", "application/json")],
                        text: #"{"id":1,"name":"Rex"}"#
                    )
                }
            }
            defer { server.stop() }
            let client = makeClient(server)
            func builder(_ id: Int) -> Request<Empty> {
                var request = Request<Empty>(
                    method: .post,
                    path: "/pets/\(id)",
                    operationID: "touchPet",
                    errorResponses: [ErrorResponse(404, Problem.self)],
                    decoding: .empty
                )
                request.addQuery("q", "a b")
                request.addHeader("X-Trace", "7")
                request.cookies = [QueryItem("session", "s")]
                request.body = .text("hi")
                request.timeout = 5
                return request
            }
            #expect(try await client.send(builder(1)) == Empty())
            #expect(try await client.send(builder(1).reading(.data)) == Data(#"{"id":1,"name":"Rex"}"#.utf8))
            #expect(try await client.send(builder(1).reading(.text)) == #"{"id":1,"name":"Rex"}"#)
            #expect(try await client.send(builder(1).reading(Pet.self)) == Pet(id: 1, name: "Rex"))
            let sent = try #require(server.requests.last)
            #expect(sent.method == "POST")
            #expect(sent.target == "/api/pets/1?q=a%20b")
            #expect(sent.header("X-Trace") == "7")
            #expect(sent.header("Cookie") == "session=s")
            #expect(sent.header("Accept") == "application/json")
            #expect(sent.text == "hi")
            let retyped = builder(1).reading(Pet.self)
            #expect(retyped.operationID == "touchPet")
            #expect(retyped.timeout == 5)

            let error = try await #require(throws: APIError.self) {
                try await client.send(builder(0).reading(Pet.self))
            }
            #expect(error.status == 404)
            #expect(error.errorModel(as: Problem.self) == Problem(title: "t"))
        }
    }
}
