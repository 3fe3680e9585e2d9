import Foundation

/// The component schemas decoded on a second thread while the main builder reads the rest of the document
/// (paths, operations, the other components), which keeps one core only; the drain takes what it finished.
///
/// The thread decodes them in recording mode (``SchemaRecording``) with what the main builder knew once the
/// components were registered, which is part of what it knows when it drains: the drain does their steps in
/// pending order, first, so the result is the one a single thread gets however far the thread got.
/// `@unchecked Sendable`: `decoded`, `isStopped` and `isRunning` are read and written only while `condition` is
/// locked; the rest is set once, before the thread starts.
final class EarlyWave: @unchecked Sendable {
    private let condition = NSCondition()
    private var decoded: [SchemaRecording.Decoded] = []
    private var isStopped = false
    private var isRunning = true
    /// The schemas it was given, in pending order.
    let pending: [ModelBuilder.PendingSchema]

    /// Starts decoding `pending` on a new thread, in order; with a `limit`, exactly the first `limit` of them
    /// whenever ``finish()`` is called (tests use it to choose how many the drain finds decoded).
    init(_ pending: [ModelBuilder.PendingSchema], context: SchemaRecording.Context, limit: Int?) {
        self.pending = pending
        let thread = Thread { [self] in
            let builder = ModelBuilder(recording: context)
            for item in pending.prefix(limit ?? pending.count) {
                if limit == nil && stopped { break }
                let result = builder.decodeRecording(item)
                condition.lock()
                decoded.append(result)
                condition.unlock()
            }
            condition.lock()
            isRunning = false
            condition.broadcast()
            condition.unlock()
        }
        // A schema's values (examples, defaults) are decoded recursively, as deep as the parser allows.
        thread.stackSize = 4 << 20
        thread.start()
    }

    private var stopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopped
    }

    /// Stops the thread after the schema it is decoding; the first pending schemas, decoded, as many as it got to.
    func finish() -> [SchemaRecording.Decoded] {
        condition.lock()
        defer { condition.unlock() }
        isStopped = true
        while isRunning { condition.wait() }
        return decoded
    }
}
