import ClientGenRuntime
import Foundation
import LoopbackHTTPServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
    _ server: LoopbackHTTPServer, middlewares: [any Middleware] = [], timeout: Duration? = nil,
    requestTimeout: TimeInterval? = nil
) -> APIClient {
    APIClient(
        baseURL: server.baseURL.appendingPathComponent("api"), transport: makeTransport(), middlewares: middlewares,
        timeout: timeout, requestTimeout: requestTimeout)
}

/// Collects strings from concurrent code, such as log lines.
final class Recorder<Value: Sendable>: Sendable {
    private let values = LockedBox<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] { values.withLock { $0 } }
}

/// A value behind an `NSLock` for test bookkeeping.
final class LockedBox<State>: @unchecked Sendable {
    // Safe: `state` is only touched inside `lock`.
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// How long `operation` takes.
func measure(_ operation: () async throws -> Void) async rethrows -> Duration {
    let start = ContinuousClock.now
    try await operation()
    return ContinuousClock.now - start
}
