import Foundation

/// `transform` applied to every index in `0..<count` on the other cores, its results handed back to the caller in
/// index order as soon as each one and those before it are done, so the caller consumes the first results while the
/// others are still being made, and transforms items itself whenever the next result is not ready.
///
/// The threads start when the map is made; the caller may do other work before ``consumeInOrder(_:)``, which
/// returns once every result is consumed. Each index is transformed once, whoever does it.
/// `@unchecked Sendable`: every `var` is read and written only while `condition` is locked; the rest is set once,
/// before the threads start.
public final class OrderedConcurrentMap<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let transform: @Sendable (Int) -> Output
    /// The indices before this one are taken.
    private var taken = 0
    private var results: [Output?]
    /// Threads waiting on `condition`.
    private var waiting = 0

    /// Starts `threads` threads (one fewer than the cores, when not given) transforming indices in order.
    public init(
        count: Int,
        threads: Int = Cores.active - 1,
        _ transform: @escaping @Sendable (Int) -> Output
    ) {
        self.count = count
        self.transform = transform
        results = Array(repeating: nil, count: count)
        for _ in 0..<min(threads, count) {
            let thread = Thread { [self] in
                while let index = take() { store(self.transform(index), at: index) }
            }
            // Work that recurses deeply (nested values decoded one level per call) needs more than the default.
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Hands each result to `consume` in index order, transforming the next untaken index whenever the next
    /// result is not ready. A result is handed over, not copied, so `consume` may change it in place.
    public func consumeInOrder(_ consume: (Int, inout Output) -> Void) {
        for index in 0..<count {
            while true {
                condition.lock()
                if var output = results[index].take() {
                    condition.unlock()
                    consume(index, &output)
                    break
                }
                if taken < count {
                    let mine = taken
                    taken += 1
                    condition.unlock()
                    store(transform(mine), at: mine)
                    continue
                }
                waiting += 1
                condition.wait()
                waiting -= 1
                condition.unlock()
            }
        }
    }

    /// The next index nobody took, or nil when all are taken.
    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }

    private func store(_ output: Output, at index: Int) {
        condition.lock()
        results[index] = output
        if waiting > 0 { condition.signal() }
        condition.unlock()
    }
}
