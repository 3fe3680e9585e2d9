import Parallel
import Testing

struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 63, 64, 65, 10_000])
    func resultsComeInIndexOrderEachOnce(count: Int) {
        let squares = concurrentMap(count: count) { $0 * $0 }
        #expect(squares == (0..<count).map { $0 * $0 })
    }
}
