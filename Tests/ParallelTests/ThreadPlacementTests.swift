import Foundation
import Parallel
import Testing

struct ThreadPlacementTests {
    private func place(_ placement: @escaping @Sendable (Int?) -> ThreadPlacement) -> Outcome {
        let result = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let before = ThreadPlacement.currentCPU
            let allowedBefore = ThreadPlacement.allowedCPUCount()
            let moved = placement(before).apply()
            result.value = Outcome(
                before: before,
                moved: moved,
                allowedBefore: allowedBefore,
                allowedAfter: ThreadPlacement.allowedCPUCount()
            )
            done.signal()
        }
        thread.start()
        done.wait()
        return result.value
    }

    @Test func awayFromMovesToAnotherCPUAndLeavesTheThreadFree() throws {
        let outcome = place { cpu in cpu.map(ThreadPlacement.awayFrom) ?? .anywhere }
        #expect(outcome.allowedAfter == outcome.allowedBefore)
        guard let before = outcome.before, let allowed = outcome.allowedBefore else {
            #expect(outcome.moved == nil)  // no such calls here
            return
        }
        if allowed >= 2 {
            let moved = try #require(outcome.moved)
            #expect(moved != before)
        } else {
            #expect(outcome.moved == nil)
        }
    }

    @Test func ontoMovesToThatCPU() {
        let outcome = place { cpu in cpu.map(ThreadPlacement.onto) ?? .anywhere }
        #expect(outcome.allowedAfter == outcome.allowedBefore)
        #expect(outcome.moved == outcome.before)
    }

    @Test func aCPUTheThreadMayNotUseMovesNothing() {
        let outcome = place { _ in .onto(100_000) }
        #expect(outcome.moved == nil)
        #expect(outcome.allowedAfter == outcome.allowedBefore)
    }

    @Test func anywhereMovesNothing() {
        #expect(place { _ in .anywhere }.moved == nil)
    }
}

/// What a placement did on a thread of its own: the CPU before, the CPU it reported moving to, and the thread's
/// allowed CPUs before and after.
private struct Outcome: Sendable {
    var before: Int?
    var moved: Int?
    var allowedBefore: Int?
    var allowedAfter: Int?
}

/// An outcome handed from a thread to the test. `@unchecked Sendable`: written once by the thread before it
/// signals the semaphore the test waits on before reading.
private final class Box: @unchecked Sendable {
    var value = Outcome()
}
