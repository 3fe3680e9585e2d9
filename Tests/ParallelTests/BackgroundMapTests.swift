import Foundation
import Parallel
import Testing

struct BackgroundMapTests {
    @Test(arguments: [0, 1, 7, 8, 9, 1_000])
    func completingTransformsEveryItemOnceInOrder(count: Int) {
        let calls = Counter()
        let map = BackgroundMap { (value: Int) -> Int in
            calls.increment()
            return value * value
        }
        for value in 0..<count { map.add(value) }
        #expect(map.finish(completing: true) == (0..<count).map { $0 * $0 })
        #expect(calls.value == count)
    }

    @Test func finishingEarlyKeepsWhatWasTransformedAndLeavesTheRest() {
        let map = BackgroundMap { (value: Int) -> Int in
            Thread.sleep(forTimeInterval: 0.000_2)
            return -value
        }
        for value in 0..<2_000 { map.add(value) }
        let outputs = map.finish()
        #expect(outputs.count == 2_000)
        for (index, output) in outputs.enumerated() where output != nil { #expect(output == -index) }
        #expect(outputs.contains(nil), "2,000 sleeps cannot all be done by the time finish is called")
    }

    @Test func itemsAreTransformedOnAnotherThread() {
        let caller = ObjectIdentifier(Thread.current)
        let map = BackgroundMap { (_: Int) -> Bool in ObjectIdentifier(Thread.current) == caller }
        for value in 0..<20 { map.add(value) }
        #expect(map.finish(completing: true) == Array(repeating: false, count: 20))
    }

    @Test func finishingAgainReturnsTheSameOutputs() {
        let map = BackgroundMap { (value: Int) in value + 1 }
        for value in 0..<100 { map.add(value) }
        let first = map.finish(completing: true)
        #expect(map.finish() == first)
    }

    @Test func finishingWithoutItemsReturnsNothing() {
        #expect(BackgroundMap { (value: Int) in value }.finish().isEmpty)
    }
}
