import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

@Suite struct APIClientTests {
    @Test func sendDecodesJSONAndSendsMethodPathQueryHeadersAndBody() async throws {
        let server = try LoopbackHTTPServer { request, writer in
            writer.respond(status: 201, headers: [("Content-Type", "application/json")], text: #"{"id":7,"name":"Rex"}"#)
        }
        defer { server.stop() }
        var request = Request<Pet>(
            method: .post, path: "/pets/\(PathSegment("a/b c"))", operationID: "createPet", body: .json(Pet(id: 0, name: "Rex")))
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
}
