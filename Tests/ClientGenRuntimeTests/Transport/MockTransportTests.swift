import ClientGenRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    @Suite struct MockTransportTests {
        let baseURL = URL(string: "https://api.example.com/v1")!

        @Test func answersByOperationAndRecordsWhatWasSent() async throws {
            let mock = MockTransport()
            mock.respond(to: "createPet") { request in
                let sent = try JSONDecoder().decode(Pet.self, from: request.bodyData)
                return try .json(Pet(id: 7, name: sent.name), status: 201)
            }
            let client = APIClient(baseURL: baseURL, transport: mock, middlewares: [BearerAuth(token: "t")])
            let response = try await client.response(
                Request<Pet>(
                    method: .post,
                    path: "/pets",
                    operationID: "createPet",
                    body: .json(Pet(id: 0, name: "Rex"))
                )
            )
            #expect(response.value == Pet(id: 7, name: "Rex"))
            #expect(response.status == 201)
            let sent = try #require(mock.requests.first)
            #expect(sent.operationID == "createPet")
            #expect(sent.method == .post)
            #expect(sent.url.absoluteString == "https://api.example.com/v1/pets")
            #expect(sent.headers["Authorization"] == "Bearer t")
            #expect(sent.headers["Content-Type"] == "application/json")
        }

        @Test func answersByMethodAndPathWithParameters() async throws {
            let mock = MockTransport()
            mock.respond(to: .get, path: "/pets/{petId}") { request in
                .text(String(request.url.lastPathComponent))
            }
            mock.respond(to: .delete, path: "/pets/{petId}") { _ in .status(204) }
            let client = APIClient(baseURL: baseURL, transport: mock)
            #expect(try await client.send(Request(method: .get, path: "/pets/42", decoding: .text)) == "42")
            try await client.send(Request(method: .delete, path: "/pets/42", decoding: .empty))
            let error = try await #require(throws: MockTransport.NoResponse.self) {
                try await client.send(
                    Request(method: .put, path: "/pets/42", operationID: "updatePet", decoding: .empty)
                )
            }
            #expect(
                error.description
                    == "MockTransport has no answer for PUT /v1/pets/42 (updatePet); add one with respond(to:)."
            )
            #expect(mock.requests.map(\.method) == [.get, .delete, .put])
        }

        @Test func anAnswerCanFailLikeTheNetwork() async throws {
            let mock = MockTransport()
            mock.respond(to: "getPet") { _ in throw URLError(.notConnectedToInternet) }
            let client = APIClient(baseURL: baseURL, transport: mock)
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Pet>(method: .get, path: "/pets/1", operationID: "getPet"))
            }
            #expect(error.kind == .transport)
            #expect((error.underlyingError as? URLError)?.code == .notConnectedToInternet)
        }

        @Test func errorStatusesAreErrorsAsFromAServer() async throws {
            let mock = MockTransport()
            mock.respond(to: "getPet") { _ in try .json(Problem(title: "gone"), status: 404) }
            let client = APIClient(baseURL: baseURL, transport: mock)
            let error = try await #require(throws: APIError.self) {
                try await client.send(
                    Request<Pet>(
                        method: .get,
                        path: "/pets/1",
                        operationID: "getPet",
                        errorResponses: [.init(404, Problem.self)]
                    )
                )
            }
            #expect(error.status == 404)
            #expect(error.errorModel(as: Problem.self) == Problem(title: "gone"))
        }
    }
}
