import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every runtime suite nests in this one, so tests run one at a time: the cancellation tests
/// measure latencies of a few milliseconds, which two busy cores running other tests would blur.
@Suite(.serialized) enum RuntimeTests {}

/// A model the tests send and receive.
struct Pet: Codable, Hashable, Sendable {
    var id: Int
    var name: String
}

/// A documented error body.
struct Problem: Codable, Hashable, Sendable {
    var title: String
}

/// A transport over its own session, allowing many connections to the loopback server at once.
func makeTransport() -> URLSessionTransport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = 64
    configuration.timeoutIntervalForRequest = 10
    return URLSessionTransport(configuration: configuration)
}

/// A client for `server` with `middlewares`.
func makeClient(
    _ server: LoopbackHTTPServer,
    middlewares: [any Middleware] = [],
    timeout: Duration? = nil,
    requestTimeout: TimeInterval? = nil
) -> APIClient {
    APIClient(
        baseURL: server.baseURL.appendingPathComponent("api"),
        transport: makeTransport(),
        middlewares: middlewares,
        timeout: timeout,
        requestTimeout: requestTimeout
    )
}

/// Collects strings from concurrent code, such as log lines.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] { values.withLock { $0 } }
}

/// Starts `operation`, waits for `ready`, cancels, and returns how long the operation took to end
/// after the cancel (timed inside the task, so the test's own wake-up is not counted) and how it ended.
func cancel<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    once ready: () async -> Bool
) async -> (ready: Bool, latency: Duration, result: Result<Value, any Error>) {
    let task = Task { () -> (ContinuousClock.Instant, Result<Value, any Error>) in
        do {
            let value = try await operation()
            return (.now, .success(value))
        } catch {
            return (.now, .failure(error))
        }
    }
    let isReady = await ready()
    let cancelled = ContinuousClock.now
    task.cancel()
    let (ended, result) = await task.value
    return (isReady, ended - cancelled, result)
}

/// How long `operation` takes.
func measure(_ operation: () async throws -> Void) async rethrows -> Duration {
    let start = ContinuousClock.now
    try await operation()
    return ContinuousClock.now - start
}
