import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct RetryMiddlewareTests {
        /// A server answering `statuses` in turn (then 200), with optional headers on each.
        static func makeServer(_ statuses: [Int], headers: [(String, String)] = []) throws -> LoopbackHTTPServer {
            let remaining = Locked(statuses)
            return try LoopbackHTTPServer { _, writer in
                let status = remaining.withLock { $0.isEmpty ? 200 : $0.removeFirst() }
                if status == 0 {
                    writer.disconnect()
                } else {
                    writer.respond(status: status, headers: status == 200 ? [] : headers, text: #"{"id":1,"name":"a"}"#)
                }
            }
        }

        /// A retry middleware whose waits are recorded instead of slept.
        static func makeRetry(
            maxRetryAfter: Duration = .seconds(120),
            now: Date = Date(),
            sleeps: Recorder<Duration>
        ) -> RetryMiddleware {
            RetryMiddleware(
                maxAttempts: 4,
                baseDelay: .milliseconds(100),
                maxDelay: .milliseconds(250),
                maxRetryAfter: maxRetryAfter,
                sleep: { sleeps.append($0) },
                jitter: { $0 },
                now: { now }
            )
        }

        @Test(arguments: [HTTPMethod.get, .head, .options, .put, .delete])
        func idempotentRequestsSucceedAfter503s(method: HTTPMethod) async throws {
            let server = try Self.makeServer([503, 503])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let client = makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)])
            let response = try await client.response(Request(method: method, path: "/pets/1", decoding: .data))
            #expect(response.status == 200)
            #expect(server.requestCount == 3)
            #expect(sleeps.all == [.milliseconds(100), .milliseconds(200)])
        }

        @Test(arguments: [HTTPMethod.post, .patch])
        func nonIdempotentRequestsAreSentOnce(method: HTTPMethod) async throws {
            let server = try Self.makeServer([503, 503])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let client = makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)])
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<Pet>(method: method, path: "/pets", body: .json(Pet(id: 1, name: "a"))))
            }
            #expect(error.status == 503)
            #expect(server.requestCount == 1)
            #expect(sleeps.all.isEmpty)
        }

        @Test func backoffDoublesUpToTheCapAndStopsAfterMaxAttempts() async throws {
            let server = try Self.makeServer([500, 502, 504, 503, 503])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)]).send(
                    Request<Pet>(method: .get, path: "/")
                )
            }
            #expect(error.status == 503)
            #expect(server.requestCount == 4)
            #expect(sleeps.all == [.milliseconds(100), .milliseconds(200), .milliseconds(250)])
        }

        @Test(arguments: [(408, true), (429, true), (500, true), (599, true), (400, false), (404, false), (501, true)])
        func retriesOnlyRetryableStatuses(status: Int, isRetried: Bool) async throws {
            let server = try Self.makeServer([status])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let client = makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)])
            _ = try? await client.send(Request<Pet>(method: .get, path: "/"))
            #expect(server.requestCount == (isRetried ? 2 : 1))
        }

        @Test func retryAfterSecondsIsHonoured() async throws {
            let server = try Self.makeServer([429], headers: [("Retry-After", "7")])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            try await makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)]).send(
                Request<Pet>(method: .get, path: "/")
            )
            #expect(sleeps.all == [.seconds(7)])
            #expect(server.requestCount == 2)
        }

        @Test func retryAfterHTTPDateIsHonoured() async throws {
            let now = try #require(RFC3339.date(from: "2015-10-21T07:27:30Z"))
            let server = try Self.makeServer([503], headers: [("Retry-After", "Wed, 21 Oct 2015 07:28:00 GMT")])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            try await makeClient(server, middlewares: [Self.makeRetry(now: now, sleeps: sleeps)]).send(
                Request<Pet>(method: .get, path: "/")
            )
            #expect(sleeps.all == [.seconds(30)])
        }

        @Test(arguments: ["600", "Wed, 21 Oct 2015 08:00:00 GMT"])
        func retryAfterBeyondTheCapReturnsTheResponse(value: String) async throws {
            let now = try #require(RFC3339.date(from: "2015-10-21T07:27:30Z"))
            let server = try Self.makeServer([503], headers: [("Retry-After", value)])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let retry = Self.makeRetry(maxRetryAfter: .seconds(60), now: now, sleeps: sleeps)
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server, middlewares: [retry]).send(Request<Pet>(method: .get, path: "/"))
            }
            #expect(error.status == 503)
            #expect(error.headers["Retry-After"] == value)
            #expect(sleeps.all.isEmpty)
            #expect(server.requestCount == 1)
        }

        @Test func aDroppedConnectionIsRetried() async throws {
            let server = try Self.makeServer([0])
            defer { server.stop() }
            let sleeps = Recorder<Duration>()
            let pet = try await makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)]).send(
                Request<Pet>(method: .get, path: "/")
            )
            #expect(pet.id == 1)
            #expect(server.requestCount == 2)
        }

        @Test func aOneShotBodyIsNeverResent() async throws {
            let server = try Self.makeServer([503])
            defer { server.stop() }
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            continuation.yield(Data("once".utf8))
            continuation.finish()
            let sleeps = Recorder<Duration>()
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server, middlewares: [Self.makeRetry(sleeps: sleeps)]).send(
                    Request<Pet>(method: .put, path: "/", body: .stream(chunks))
                )
            }
            #expect(error.status == 503)
            #expect(server.requests.map(\.text) == ["once"])
        }

        @Test func cancellingDuringBackoffEndsAtOnceAndSendsNothingMore() async throws {
            let server = try Self.makeServer([503, 503])
            defer { server.stop() }
            let retry = RetryMiddleware(baseDelay: .seconds(20), jitter: { $0 })
            let client = makeClient(server, middlewares: [retry])
            let outcome = await cancel(
                { try await client.send(Request<Pet>(method: .get, path: "/")) },
                once: {
                    let hasArrived = await server.waitForRequests(1)
                    try? await Task.sleep(for: .milliseconds(50))  // into the backoff
                    return hasArrived
                }
            )
            #expect(outcome.ready)
            #expect(outcome.latency < .milliseconds(100))
            #expect(outcome.result.isCancellation)
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.requestCount == 1)
        }

        @Test func defaultJitterStaysWithinTheCeiling() {
            for _ in 0..<100 {
                let delay = RetryMiddleware.fullJitter(.milliseconds(300))
                #expect(delay >= .zero && delay <= .milliseconds(300))
            }
            let delays = Set((0..<50).map { _ in RetryMiddleware.fullJitter(.seconds(10)) })
            #expect(delays.count > 1)
        }
    }
}
