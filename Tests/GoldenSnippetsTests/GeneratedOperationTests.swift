import ClientGenRuntime
import Foundation
import GoldenSnippets
import LoopbackHTTPServer
import Testing

/// Generated request builders, sent by the runtime's client to a real server on 127.0.0.1.
struct GeneratedOperationTests {
    @Test func builderMakesTheRequestTheSpecDescribes() throws {
        let client = APIClient(baseURL: Pets.production)
        let request = try client.urlRequest(for: Pets.listPets(limit: 20))
        #expect(request.url?.absoluteString == "https://pets.example.com/v1/pets?limit=20")
        #expect(request.httpMethod == "GET")
        let noLimit = try client.urlRequest(for: Pets.listPets())
        #expect(noLimit.url?.absoluteString == "https://pets.example.com/v1/pets")
    }

    @Test func envelopeBuilderWrapsTheParamsAndUnwrapsTheData() async throws {
        let server = try LoopbackHTTPServer { request, response in
            let envelope = (try? JSONDecoder().decode(JSONValue.self, from: request.body)) ?? .null
            let name = envelope["params"]?["name"] ?? .null
            let version = envelope["request"]?["apiVer"] ?? .null
            response.respond(
                status: 200,
                headers: [("Content-Type", "application/json")],
                text: #"{"code":200,"data":{"id":1,"name":\#(name)},"version":\#(version)}"#
            )
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let pet = try await client.send(Pets.renamePet(params: Pet(id: 1, name: "Rex")))
        #expect(pet == Pet(id: 1, name: "Rex"))
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(server.requests.first?.body))
        #expect(body["request"] == ["apiVer": "1.0.2"])
        #expect(body["version"] == "1.0")
        #expect(server.requests.first?.method == "POST")
    }

    @Test func documentedErrorBodyDecodesIntoItsModel() async throws {
        let server = try LoopbackHTTPServer { request, response in
            if request.path == "/pets/42" {
                response.respond(
                    status: 200,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"id":42,"name":"Rex"}"#
                )
            } else {
                response.respond(
                    status: 404,
                    headers: [("Content-Type", "application/json")],
                    text: #"{"title":"no pet"}"#
                )
            }
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        #expect(try await client.send(Pets.getPet(petID: 42)) == Pet(id: 42, name: "Rex"))
        do {
            _ = try await client.send(Pets.getPet(petID: 7))
            Issue.record("a 404 must throw")
        } catch let error as APIError {
            #expect(error.status == 404)
            #expect(error.operationID == "getPet")
            #expect(error.errorModel(as: Problem.self) == Problem(title: "no pet"))
        }
    }

    @Test func jsonBodyIsSentAndEmptyResponseAccepted() async throws {
        let server = try LoopbackHTTPServer { _, response in response.respond(status: 204) }
        defer { server.stop() }
        _ = try await APIClient(baseURL: server.baseURL).send(Pets.addPet(body: Pet(id: 1, name: "Tom", tag: "cat")))
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "POST")
        #expect(recorded.header("Content-Type")?.hasPrefix("application/json") == true)
        let sent = try JSONDecoder().decode(Pet.self, from: recorded.body)
        #expect(sent == Pet(id: 1, name: "Tom", tag: "cat"))
    }

    @Test func multipartPartsAndUploadBodiesAreSent() async throws {
        let server = try LoopbackHTTPServer { _, response in response.respond(status: 204) }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        _ = try await client.send(Pets.sendPetForm(body: Pet(id: 1, name: "Tom")))
        _ = try await client.send(Pets.sendPetForm())
        _ = try await client.send(Pets.uploadPetPhoto(body: .data(Data([1, 2, 3]))))
        let requests = server.requests
        try #require(requests.count == 3)
        let boundary = try #require(requests[0].header("Content-Type")?.split(separator: "=").last)
        #expect(
            requests[0].text
                == "--\(boundary)\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n1\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nTom\r\n--\(boundary)--\r\n",
            "a tag left out sends no part"
        )
        #expect(requests[1].body.isEmpty && requests[1].header("Content-Type") == nil)
        #expect(requests[2].header("Content-Type") == "image/png" && requests[2].body == Data([1, 2, 3]))
    }

    @Test func jsonLinesStreamItemByItem() async throws {
        let server = try LoopbackHTTPServer { _, response in
            response.writeHead(status: 200, headers: [("Content-Type", "application/jsonl")])
            response.writeChunk(#"{"type":"normal","value":1}"# + "\n")
            response.writeChunk(#"{"type":"error","message":"late"}"# + "\n")
            response.finish()
        }
        defer { server.stop() }
        var received: [DataPoint] = []
        for try await point in APIClient(baseURL: server.baseURL).lines(Pets.streamDataPoints()) {
            received.append(point)
        }
        #expect(
            received == [
                .normal(DataPointNormal(value: 1)),
                .error(DataPointError(type: "error", message: "late")),
            ]
        )
    }
}
