import Parallel
import Testing

@testable import YAMLNodes

/// Where a split read's two threads start: on two CPUs the scheduler, left alone, starts both on the core the
/// caller is not on.
struct SplitPlacementTests {
    @Test func onTwoCPUsTheReaderGoesToTheOtherCoreAndTheRunJoinsTheCaller() {
        let placement = SplitReader.placement(currentCPU: 1, hasTwoCPUs: true)
        #expect(placement.reader == .awayFrom(1))
        #expect(placement.run == .onto(1))
    }

    @Test(arguments: [(Int?.some(0), false), (nil, true), (nil, false)])
    func elsewhereTheSchedulerPlacesBoth(currentCPU: Int?, hasTwoCPUs: Bool) {
        let placement = SplitReader.placement(currentCPU: currentCPU, hasTwoCPUs: hasTwoCPUs)
        #expect(placement.reader == .anywhere)
        #expect(placement.run == .anywhere)
    }
}
