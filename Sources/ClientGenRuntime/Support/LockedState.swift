import Foundation

/// A value guarded by an `NSLock`, for state shared across tasks and URLSession callbacks.
///
/// `Synchronization.Mutex` would do, but needs macOS 15 / iOS 18. Package-wide, for the package's other runtime
/// libraries.
package final class LockedState<State>: @unchecked Sendable {
    // Safe: `state` is read and written only inside `lock`, in `withLock`.
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
