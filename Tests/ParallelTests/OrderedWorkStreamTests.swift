import Foundation
import Parallel
import Testing

struct OrderedWorkStreamTests {
    /// Every input transformed once and its result handed back once, in the order the inputs came, including
    /// inputs handed in while earlier results are consumed; nil once all are handed back.
    @Test(arguments: [0, 1, 3])
    func handsBackEachResultOnceInOrder(threads: Int) {
        let transforms = Counter()
        let stream = OrderedWorkStream<Int, [Int]>(threads: threads) {
            { input in
                transforms.increment()
                return [input, input * input]
            }
        }
        defer { stream.close() }
        for input in 0..<50 { stream.submit(input) }
        var consumed: [Int] = []
        var next = 50
        while let output = stream.next() {
            #expect(output == [output[0], output[0] * output[0]])
            consumed.append(output[0])
            // What a result leads to is handed in while the others are still being worked on.
            if output[0] % 10 == 0, next < 80 {
                stream.submit(next)
                next += 1
            }
        }
        #expect(consumed == Array(0..<next))
        #expect(transforms.value == next)
        #expect(stream.next() == nil)
        #expect(stream.outstanding == 0)
    }

    /// Each thread, the caller's included, makes its worker once and keeps it.
    @Test func eachThreadMakesOneWorker() {
        let workers = Counter()
        let stream = OrderedWorkStream<Int, Int>(threads: 2) {
            workers.increment()
            var calls = 0
            return { _ in
                calls += 1
                return calls
            }
        }
        defer { stream.close() }
        for input in 0..<200 { stream.submit(input) }
        var total = 0
        while stream.next() != nil { total += 1 }
        #expect(total == 200)
        #expect((1...3).contains(workers.value))
    }

    /// With no thread of its own, the caller does all the work as it asks for each result.
    @Test func aCallerWithNoThreadTransformsEverything() {
        nonisolated(unsafe) let caller = Thread.current
        let stream = OrderedWorkStream<Int, Bool>(threads: 0) { { _ in Thread.current == caller } }
        defer { stream.close() }
        for input in 0..<8 { stream.submit(input) }
        var byCaller: [Bool] = []
        while let onCaller = stream.next() { byCaller.append(onCaller) }
        #expect(byCaller == Array(repeating: true, count: 8))
    }
}
