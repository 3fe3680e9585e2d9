/// One slot per work item, filled by `DispatchQueue.concurrentPerform` workers.
///
/// `@unchecked Sendable` without a lock, because none is needed: each index is written by exactly one worker,
/// and ``values`` is read only after `concurrentPerform` has returned, which orders every write before the read.
/// Only ``concurrentMap(count:_:)`` uses it, which keeps to that rule.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// Every slot's value, in order; each must have been filled.
    var values: [Value] { slots.map { $0! } }
}
