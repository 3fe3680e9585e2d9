import ClientGenEnvelope
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct EnvelopeFieldsTests {
        static func makeServer() throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, text: #"{"code":0,"data":{"id":1,"name":"ok"}}"#)
            }
        }

        static func bodies(_ server: LoopbackHTTPServer) -> [JSONValue] {
            server.requests.map { (try? JSONDecoder().decode(JSONValue.self, from: $0.body)) ?? .null }
        }

        @Test func setsEachFieldBesideTheEnvelopesOwnAndTheCredential() async throws {
            let server = try Self.makeServer()
            defer { server.stop() }
            let fields = EnvelopeFields(["request.language": "en-US", "request.apiVer": "9.9", "trace": true])
            let auth = EnvelopeAuthTests.makeAuth("fake-token") { _ in "unused" }
            let client = makeClient(server, middlewares: [fields, auth])

            try await client.send(EnvelopeAuthTests.getPet())

            let body = try #require(Self.bodies(server).first)
            #expect(body["request"] == ["language": "en-US", "apiVer": "9.9"], "a field given here wins")
            #expect(body["trace"] == true)
            #expect(body["auth"] == ["token": "fake-token", "user": "fake-user"])
            #expect(body["params"] == [:])
            #expect("\(fields)" == "EnvelopeFields(request.apiVer, request.language, trace)")
        }

        @Test func leavesBodiesThatAreNotJSONObjectsAlone() async throws {
            let server = try Self.makeServer()
            defer { server.stop() }
            let client = makeClient(server, middlewares: [EnvelopeFields(["request.language": "en-US"])])
            let bodies: [Data] = [Data("[1,2]".utf8), Data("not json".utf8)]
            for body in bodies {
                let raw = RequestBody.data(body, contentType: "application/json")
                _ = try await client.send(Request(method: .post, path: "/rpc", body: raw, decoding: .data))
            }
            _ = try await client.send(Request(method: .get, path: "/rpc", decoding: .data))
            #expect(server.requests.map(\.body) == bodies + [Data()])
        }
    }
}
