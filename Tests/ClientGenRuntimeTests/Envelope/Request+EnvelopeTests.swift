import ClientGenEnvelope
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    @Suite struct RequestEnvelopeTests {
        /// An envelope unlike IMS's, with nested fields and string codes, so nothing depends on IMS's names.
        static let envelope = Envelope(
            params: "call.arguments",
            id: "meta.requestID",
            apiVersion: "meta.version",
            constants: ["meta.protocol": 2, "strict": true],
            data: "result.value",
            code: "status",
            success: "OK",
            message: "error.text",
            localizedMessage: "error.display",
            unauthorized: ["EXPIRED"]
        )

        static func makeRequest<Response: Decodable & Sendable>(
            _ type: Response.Type = Pet.self,
            params: some Encodable & Sendable = Pet(id: 7, name: "Rex")
        ) -> Request<Response> {
            Request(path: "/rpc/pets.get", operationID: "getPet", envelope: envelope, apiVersion: "2.1", params: params)
        }

        /// A server that answers every call with `body`.
        static func makeServer(answering body: String) throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, headers: [("Content-Type", "application/json")], text: body)
            }
        }

        @Test func theBodyHasTheParamsTheVersionTheConstantsAndAFreshIDWhereTheEnvelopeSays() throws {
            let client = APIClient(baseURL: URL(string: "https://rpc.example.com")!)
            let first = try #require(try client.urlRequest(for: Self.makeRequest()).httpBody)
            let second = try #require(try client.urlRequest(for: Self.makeRequest()).httpBody)

            let body = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
            let text = try #require((body["meta"] as? [String: Any])?["requestID"] as? String)
            #expect(UUID(uuidString: text) != nil)
            #expect(
                String(decoding: first, as: UTF8.self).replacingOccurrences(of: text, with: "<id>")
                    == #"{"call":{"arguments":{"id":7,"name":"Rex"}},"#
                    + #""meta":{"protocol":2,"requestID":"<id>","version":"2.1"},"strict":true}"#
            )
            #expect(try JSONDecoder().decode(JSONValue.self, from: second)["meta"]?["requestID"] != .string(text))
            let request = try client.urlRequest(for: Self.makeRequest())
            #expect(request.httpMethod == "POST")
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        }

        @Test func theResultIsUnwrappedFromTheDataField() async throws {
            let server = try Self.makeServer(answering: #"{"status":"OK","result":{"value":{"id":7,"name":"Rex"}}}"#)
            defer { server.stop() }
            let pet = try await makeClient(server).send(Self.makeRequest())
            #expect(pet == Pet(id: 7, name: "Rex"))
        }

        @Test func aMissingOrNullResultIsEmpty() async throws {
            for body in [#"{"status":"OK"}"#, #"{"status":"OK","result":{"value":null}}"#] {
                let server = try Self.makeServer(answering: body)
                defer { server.stop() }
                try await makeClient(server).send(Self.makeRequest(Empty.self))
            }
        }

        @Test(
            arguments: [
                (#"{"status":"NOPE","error":{"text":"no such pet","display":"Unbekannt"}}"#, "NOPE", false),
                (#"{"status":"EXPIRED"}"#, "EXPIRED", true),
                (#"{"result":{"value":{"id":7,"name":"Rex"}}}"#, nil, false),
            ] as [(String, JSONValue?, Bool)]
        )
        func aCodeOtherThanSuccessThrowsEnvelopeError(body: String, code: JSONValue?, isUnauthorized: Bool)
            async throws
        {
            let server = try Self.makeServer(answering: body)
            defer { server.stop() }
            let error = try await #require(throws: EnvelopeError.self) {
                try await makeClient(server).send(Self.makeRequest())
            }
            #expect(error.code == code ?? .null)
            #expect(error.operationID == "getPet")
            #expect(error.isUnauthorized == isUnauthorized)
            if code == "NOPE" {
                #expect(error.message == "no such pet")
                #expect(error.localizedMessage == "Unbekannt")
                #expect(error.description == "getPet failed with code \"NOPE\": no such pet / Unbekannt")
            }
        }

        @Test func aResultOfTheWrongShapeIsADecodingFailure() async throws {
            let server = try Self.makeServer(answering: #"{"status":"OK","result":{"value":{"id":"seven"}}}"#)
            defer { server.stop() }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).send(Self.makeRequest())
            }
            #expect(error.kind == .decodingFailed)
            #expect(error.operationID == "getPet")
        }
    }
}
