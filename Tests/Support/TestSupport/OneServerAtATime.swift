import Testing

/// A trait for the tests that start a real server: they take turns. Each server is a tree of processes that reads
/// and writes a database as it starts, and several starting at once on a two-core machine made Prefect's SQLite
/// time out (a 503 in the middle of its test) while Airflow migrated its own.
public struct OneServerAtATime: TestTrait, TestScoping {
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.turns.take()
        do {
            try await function()
        } catch {
            await Self.turns.pass()
            throw error
        }
        await Self.turns.pass()
    }

    static let turns = Turns()

    /// Whose turn it is: one holder, the others waiting in order.
    actor Turns {
        private var isTaken = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func take() async {
            guard isTaken else {
                isTaken = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        /// Hands the turn to the next waiting test, if any; the turn stays taken for it.
        func pass() {
            if waiting.isEmpty {
                isTaken = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

extension Trait where Self == OneServerAtATime {
    /// The test starts a real server, and waits for any other such test to finish first.
    public static var oneServerAtATime: Self { Self() }
}
