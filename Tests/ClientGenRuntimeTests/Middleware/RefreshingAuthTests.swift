import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct RefreshingAuthTests {
        struct RefreshFailure: Error, Equatable {
            let id: UUID
        }

        /// A server that accepts only `Bearer <valid>` and answers 401 otherwise.
        static func makeServer(valid: String, hold: Gate? = nil) throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { request, writer in
                if request.path.hasSuffix("/slow") { hold?.wait(timeout: 5) }
                if request.header("Authorization") == "Bearer \(valid)" {
                    writer.respond(status: 200, text: #"{"id":1,"name":"ok"}"#)
                } else {
                    writer.respond(status: 401, text: #"{"title":"expired"}"#)
                }
            }
        }

        static func bearer(_ token: String, refresh: @escaping @Sendable (String) async throws -> String)
            -> RefreshingAuth<String>
        {
            RefreshingAuth(
                credential: token,
                authorize: { request, token in request.headers["Authorization"] = "Bearer \(token)" },
                refresh: refresh
            )
        }

        static func count(_ server: LoopbackHTTPServer, token: String) -> Int {
            server.requests.filter { $0.header("Authorization") == "Bearer \(token)" }.count
        }

        @Test func fiftyConcurrent401sShareOneRefreshAndAllSucceedOnRetry() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let refreshes = Locked(0)
            let auth = Self.bearer("old") { _ in
                refreshes.withLock { $0 += 1 }
                // Hold the refresh until every request has failed with the old token.
                while Self.count(server, token: "old") < 50 { try await Task.sleep(for: .milliseconds(5)) }
                return "new"
            }
            let client = makeClient(server, middlewares: [auth])
            let pets = try await withThrowingTaskGroup(of: Pet.self) { group in
                for index in 0..<50 {
                    group.addTask { try await client.send(Request<Pet>(method: .get, path: "/pets/\(index)")) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(pets.count == 50)
            #expect(refreshes.withLock { $0 } == 1)
            #expect(Self.count(server, token: "old") == 50)
            #expect(Self.count(server, token: "new") == 50)
            #expect(auth.credential == "new")
        }

        @Test func aFailedRefreshGivesEveryWaiterTheSameError() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let failure = RefreshFailure(id: UUID())
            let refreshes = Locked(0)
            let auth = Self.bearer("old") { _ in
                refreshes.withLock { $0 += 1 }
                while Self.count(server, token: "old") < 50 { try await Task.sleep(for: .milliseconds(5)) }
                throw failure
            }
            let client = makeClient(server, middlewares: [auth])
            let errors = await withTaskGroup(of: (any Error)?.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        do {
                            try await client.send(Request<Pet>(method: .get, path: "/pets/\(index)"))
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(errors.count == 50)
            #expect(errors.allSatisfy { ($0 as? RefreshFailure) == failure })
            #expect(refreshes.withLock { $0 } == 1)
            #expect(server.requestCount == 50)
        }

        @Test func aLate401WithTheStaleCredentialGetsTheFailureWithoutASecondRefresh() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let failure = RefreshFailure(id: UUID())
            let refreshes = Locked(0)
            let auth = Self.bearer("old") { _ in
                refreshes.withLock { $0 += 1 }
                throw failure
            }
            let client = makeClient(server, middlewares: [auth])
            for index in 0..<3 {
                await #expect(throws: RefreshFailure.self) {
                    try await client.send(Request<Pet>(method: .get, path: "/pets/\(index)"))
                }
            }
            #expect(refreshes.withLock { $0 } == 1)
            #expect(server.requestCount == 3)
        }

        @Test func aServerThatAlwaysAnswers401CannotCauseALoop() async throws {
            let server = try Self.makeServer(valid: "never")
            defer { server.stop() }
            let refreshes = Locked(0)
            let auth = RefreshingAuth(
                credential: 0,
                maxRefreshes: 2,
                per: .seconds(60),
                authorize: { request, generation in request.headers["Authorization"] = "Bearer t\(generation)" },
                refresh: { generation in
                    refreshes.withLock { $0 += 1 }
                    return generation + 1
                }
            )
            let client = makeClient(server, middlewares: [auth])
            for _ in 0..<10 {
                let error = try await #require(throws: APIError.self) {
                    try await client.send(Request<Pet>(method: .get, path: "/pets"))
                }
                #expect(error.status == 401)
            }
            #expect(refreshes.withLock { $0 } == 2)
            #expect(server.requestCount == 12)  // each request once, plus one retry per refresh
        }

        @Test func aRequestThatFailedWithAReplacedCredentialRetriesWithoutRefreshing() async throws {
            let hold = Gate()
            let server = try Self.makeServer(valid: "new", hold: hold)
            defer {
                hold.open()
                server.stop()
            }
            let refreshes = Locked(0)
            let auth = Self.bearer("old") { _ in
                refreshes.withLock { $0 += 1 }
                return "new"
            }
            let client = makeClient(server, middlewares: [auth])
            // The slow request leaves with the old token and is answered 401 only after the refresh.
            let slow = Task { try await client.send(Request<Pet>(method: .get, path: "/slow")) }
            #expect(await server.waitForRequests(1))
            try await client.send(Request<Pet>(method: .get, path: "/fast"))
            #expect(refreshes.withLock { $0 } == 1)
            hold.open()
            _ = try await slow.value
            #expect(refreshes.withLock { $0 } == 1)
            #expect(server.requests.map(\.path) == ["/api/slow", "/api/fast", "/api/fast", "/api/slow"])
        }

        @Test func aOneShotBodyIsNotResent() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let auth = Self.bearer("old") { _ in "new" }
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            continuation.yield(Data("once".utf8))
            continuation.finish()
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server, middlewares: [auth]).send(
                    Request<Pet>(method: .put, path: "/upload", body: .stream(chunks))
                )
            }
            #expect(error.status == 401)
            #expect(server.requestCount == 1)
        }

        @Test func aFileBodyIsSentAgainAfterARefresh() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-\(UUID().uuidString)")
            try Data("from a file".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let auth = Self.bearer("old") { _ in "new" }
            let pet = try await makeClient(server, middlewares: [auth]).send(
                Request<Pet>(method: .put, path: "/upload", body: .file(file))
            )
            #expect(pet.name == "ok")
            #expect(server.requests.map(\.text) == ["from a file", "from a file"])
            #expect(server.requests.last?.header("Authorization") == "Bearer new")
        }

        @Test func cancellingWhileWaitingForARefreshEndsAtOnce() async throws {
            let server = try Self.makeServer(valid: "new")
            defer { server.stop() }
            let refreshStarted = Gate()
            let auth = Self.bearer("old") { _ in
                refreshStarted.open()
                try await Task.sleep(for: .seconds(30))
                return "new"
            }
            let client = makeClient(server, middlewares: [auth])
            let outcome = await cancel(
                { try await client.send(Request<Pet>(method: .get, path: "/pets")) },
                once: { await refreshStarted.opened() }
            )
            #expect(outcome.ready)
            #expect(outcome.latency < .milliseconds(100))
            #expect(outcome.result.isCancellation)
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.requestCount == 1)
        }
    }
}

extension Result {
    /// Whether this is a failure with `CancellationError`.
    var isCancellation: Bool {
        if case .failure(let error) = self { return error is CancellationError }
        return false
    }
}
