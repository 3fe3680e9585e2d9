import Foundation
import Parallel
import Testing

struct BackgroundReleaseTests {
    /// Signals, from its deinit, whether it was freed on the thread that made it.
    final class Tracked: Sendable {
        let maker = ObjectIdentifier(Thread.current)
        let freed: @Sendable (Bool) -> Void

        init(freed: @escaping @Sendable (Bool) -> Void) { self.freed = freed }

        deinit { freed(ObjectIdentifier(Thread.current) == maker) }
    }

    @Test func theLastReferenceIsFreedOnAnotherThread() throws {
        let done = DispatchSemaphore(value: 0)
        let onMaker = Locked(false)
        let tracked = Tracked { isMaker in
            onMaker.set(isMaker)
            done.signal()
        }
        releaseInBackground(consume tracked)
        #expect(done.wait(timeout: .now() + 10) == .success, "the value is freed")
        #expect(onMaker.value == false)
    }

    @Test func everyElementOfAReleasedCollectionIsFreed() {
        let done = DispatchSemaphore(value: 0)
        let values = (0..<100).map { _ in Tracked { _ in done.signal() } }
        releaseInBackground(consume values)
        for _ in 0..<100 { #expect(done.wait(timeout: .now() + 10) == .success) }
    }
}

/// A value read and written only while `lock` is held, for results reported from another thread.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) { lock.withLock { stored = value } }
}
