import ClientGenEnvelope
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct EnvelopeAuthTests {
        struct RefreshFailure: Error, Equatable {
            let id: UUID
        }

        static let envelope = Envelope(
            params: "params",
            id: "id",
            credentials: ["token": "auth.token", "user": "auth.user"],
            operationsWithoutCredentials: ["login"],
            data: "data",
            code: "code",
            success: 0,
            unauthorized: [401, 402]
        )

        /// A server that answers code 0 with a pet to `auth.token == valid`, and code 401 otherwise.
        static func makeServer(valid: String) throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { request, writer in
                let body = (try? JSONDecoder().decode(JSONValue.self, from: request.body)) ?? .null
                if body["auth"]?["token"] == .string(valid) {
                    writer.respond(status: 200, text: #"{"code":0,"data":{"id":1,"name":"ok"}}"#)
                } else {
                    writer.respond(status: 200, text: #"{"code":401,"message":"token expired"}"#)
                }
            }
        }

        static func makeAuth(_ token: String, refresh: @escaping @Sendable (String) async throws -> String)
            -> EnvelopeAuth<String>
        {
            EnvelopeAuth(
                envelope: envelope,
                credential: token,
                values: { ["token": $0, "user": "fake-user"] },
                refresh: refresh
            )
        }

        static func getPet(_ operationID: String = "getPet") -> Request<Pet> {
            Request(path: "/rpc", operationID: operationID, envelope: envelope, params: Empty())
        }

        static func bodies(_ server: LoopbackHTTPServer) -> [JSONValue] {
            server.requests.map { (try? JSONDecoder().decode(JSONValue.self, from: $0.body)) ?? .null }
        }

        static func count(_ server: LoopbackHTTPServer, token: String) -> Int {
            bodies(server).filter { $0["auth"]?["token"] == .string(token) }.count
        }

        @Test func fillsEveryCredentialFieldAndLeavesOperationsWithoutCredentialsAlone() async throws {
            let server = try Self.makeServer(valid: "fake-token")
            defer { server.stop() }
            let auth = Self.makeAuth("fake-token") { _ in "unused" }
            let client = makeClient(server, middlewares: [auth])

            try await client.send(Self.getPet())
            await #expect(throws: EnvelopeError.self) { try await client.send(Self.getPet("login")) }

            let bodies = Self.bodies(server)
            #expect(bodies.first?["auth"] == ["token": "fake-token", "user": "fake-user"])
            #expect(bodies.first?["params"] == [:])
            #expect(bodies.last?["auth"] == nil)
            #expect(auth.sensitiveNames == ["token", "user"])
            #expect("\(auth)" == "EnvelopeAuth(credential: <redacted>)")
        }

        @Test func anUnauthorizedCodeRefreshesOnceAndRetriesWithTheNewCredentialAndAFreshID() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let refreshes = Locked<[String]>([])
            let auth = Self.makeAuth("old") { old in
                refreshes.withLock { $0.append(old) }
                return "new"
            }

            let pet = try await makeClient(server, middlewares: [auth]).send(Self.getPet())

            #expect(pet == Pet(id: 1, name: "ok"))
            #expect(refreshes.withLock { $0 } == ["old"])
            let bodies = Self.bodies(server)
            #expect(bodies.map { $0["auth"]?["token"] } == ["old", "new"])
            #expect(bodies[0]["id"] != bodies[1]["id"])
            #expect(auth.credential == "new")
            #expect(auth.refreshCount == 1)
        }

        @Test func concurrentUnauthorizedCodesShareOneRefresh() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let refreshes = Locked(0)
            let auth = Self.makeAuth("old") { _ in
                refreshes.withLock { $0 += 1 }
                while Self.count(server, token: "old") < 30 { try await Task.sleep(for: .milliseconds(5)) }
                return "new"
            }
            let client = makeClient(server, middlewares: [auth])

            let pets = try await withThrowingTaskGroup(of: Pet.self) { group in
                for _ in 0..<30 { group.addTask { try await client.send(Self.getPet()) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(pets.count == 30)
            #expect(refreshes.withLock { $0 } == 1)
            #expect(Self.count(server, token: "new") == 30)
        }

        @Test func aFailedRefreshGivesEveryWaiterItsError() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let failure = RefreshFailure(id: UUID())
            let auth = Self.makeAuth("old") { _ in
                while Self.count(server, token: "old") < 10 { try await Task.sleep(for: .milliseconds(5)) }
                throw failure
            }
            let client = makeClient(server, middlewares: [auth])

            let errors = await withTaskGroup(of: (any Error)?.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        do {
                            try await client.send(Self.getPet())
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }

            #expect(errors.count == 10)
            #expect(errors.allSatisfy { ($0 as? RefreshFailure) == failure })
            #expect(server.requestCount == 10)
        }

        @Test func aSecondRejectionIsTheCallersEnvelopeError() async throws {
            let server = try Self.makeServer(valid: "never")
            defer { server.stop() }
            let auth = Self.makeAuth("old") { _ in "new" }

            let error = try await #require(throws: EnvelopeError.self) {
                try await makeClient(server, middlewares: [auth]).send(Self.getPet())
            }

            #expect(error.code == 401)
            #expect(error.isUnauthorized)
            #expect(error.message == nil, "the envelope names no message field")
            #expect(server.requestCount == 2)
            #expect(auth.refreshCount == 1)
        }
    }
}
