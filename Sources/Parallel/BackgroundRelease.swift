import Foundation

/// Frees `value` on another thread, so the caller does not wait while a large graph of values (a document's
/// node tree, a model of thousands of schemas) is taken apart.
///
/// Pass the last reference (`consume x`): whichever reference goes last frees the value, so a copy the caller
/// keeps would move the work back to the caller. A process that exits first simply never frees it. A new
/// thread rather than a dispatch queue: starting a thread orders everything the caller did before the free in
/// a way every tool sees (ThreadSanitizer does not see through libdispatch on Linux).
public func releaseInBackground<Value>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    Thread.detachNewThread { box.empty() }
}

/// Hands a value to the releasing thread. `@unchecked Sendable` with no lock: the value is only dropped there,
/// never read, and starting the thread orders the hand-over.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func empty() { value = nil }
}
