import Dispatch

/// `transform` applied to every index in `0..<count` on every core, the results in index order.
///
/// The indices are handed out in a few chunks per core: big enough that scheduling is cheap, small enough to even
/// out uneven work. Each index is transformed once, so the result is the same as a sequential `map`.
public func concurrentMap<Value>(count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
    let results = ConcurrentResults<Value>(count: count)
    let chunkSize = max(1, count / 64)
    let chunks = (count + chunkSize - 1) / chunkSize
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
            results[index] = transform(index)
        }
    }
    return results.values
}
