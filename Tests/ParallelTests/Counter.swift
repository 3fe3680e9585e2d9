import Foundation

/// A count several threads add to. `@unchecked Sendable`: `count` is read and written only under `lock`.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
