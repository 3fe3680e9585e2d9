import Foundation

/// A one-shot signal between a test and a server handler: closed until `open()`, then open for good.
///
/// Handlers run on server threads and wait with the blocking `wait(timeout:)`; tests wait with
/// the async `opened(within:)`.
public final class Gate: Sendable {
    private let condition = Locked(false)
    private let semaphore = DispatchSemaphore(value: 0)

    public init() {}

    public var isOpen: Bool { condition.withLock { $0 } }

    /// Opens the gate and releases every waiter.
    public func open() {
        let wasOpen = condition.withLock { isOpen in
            defer { isOpen = true }
            return isOpen
        }
        if !wasOpen { semaphore.signal() }
    }

    /// Blocks the calling thread until the gate opens; `false` if `timeout` passed first.
    @discardableResult
    public func wait(timeout: TimeInterval = 10) -> Bool {
        guard !isOpen else { return true }
        let result = semaphore.wait(timeout: .now() + timeout) == .success
        if result { semaphore.signal() }  // pass the wake-up on to the next waiter
        return result || isOpen
    }

    /// Suspends until the gate opens; `false` if `timeout` passed first.
    public func opened(within timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !isOpen {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }
}
