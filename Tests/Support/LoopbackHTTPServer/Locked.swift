import Foundation

/// A value guarded by an `NSLock`, shared between the server's threads and the tests.
public final class Locked<State>: @unchecked Sendable {
    // Safe: `state` is only touched inside `lock`, in `withLock`.
    private let lock = NSLock()
    private var state: State

    public init(_ state: State) {
        self.state = state
    }

    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
