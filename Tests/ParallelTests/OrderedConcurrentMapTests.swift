import Foundation
import Parallel
import Testing

struct OrderedConcurrentMapTests {
    /// Each index transformed once and consumed once, in order, however many threads help.
    @Test(arguments: [0, 1, 7, 1000], [0, 1, 3])
    func consumesEachResultOnceInIndexOrder(count: Int, threads: Int) {
        let map = OrderedConcurrentMap(count: count, threads: threads) { index in [index, index * index] }
        var consumed: [Int] = []
        map.consumeInOrder { index, output in
            #expect(output == [index, index * index])
            output.append(0)  // the result is the consumer's to change
            consumed.append(index)
        }
        #expect(consumed == Array(0..<count))
    }

    /// The threads start when the map is made: what the caller does before consuming overlaps their work, and a
    /// caller with no thread to help transforms everything itself.
    @Test func threadsWorkWhileTheCallerDoesSomethingElse() {
        nonisolated(unsafe) let caller = Thread.current
        let done = OrderedConcurrentMap(count: 8, threads: 2) { _ in Thread.current == caller }
        Thread.sleep(forTimeInterval: 0.2)
        var byCaller: [Bool] = []
        done.consumeInOrder { _, onCaller in byCaller.append(onCaller) }
        #expect(byCaller == Array(repeating: false, count: 8))

        let alone = OrderedConcurrentMap(count: 8, threads: 0) { _ in Thread.current == caller }
        byCaller = []
        alone.consumeInOrder { _, onCaller in byCaller.append(onCaller) }
        #expect(byCaller == Array(repeating: true, count: 8))
    }
}
