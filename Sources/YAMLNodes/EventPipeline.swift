import CYAML
import Foundation

/// Reads a stream's events on a second thread while the caller builds nodes from them, so libyaml's parse and
/// the tree building overlap instead of adding up.
///
/// One producer, one consumer: the reading thread copies events into batches (``EventBatch``: their text still
/// bytes, so the strings are made on the building thread) and queues each full one; it waits while the queue is
/// full and stops once the builder cancels. `@unchecked Sendable`: every `var` is read and written only while
/// `condition` is locked.
final class EventPipeline: @unchecked Sendable {
    enum Delivery {
        case batch(EventBatch)
        case end(EventReader.Outcome)
    }

    /// Events per batch: enough that the lock is taken rarely.
    private static let batchSize = 512
    /// Batches that may wait before the reader does: memory stays bounded however far ahead it gets.
    private static let queueLimit = 16

    private let condition = NSCondition()
    private var queue: [EventBatch] = []
    private var outcome: EventReader.Outcome?
    private var isCancelled = false

    /// Starts reading `source` on a new thread.
    init(source: SourceFile, options: YAMLParser.Options) {
        let thread = Thread { [self] in
            var batch = EventBatch(capacity: Self.batchSize)
            let result = source.bytes.withUnsafeBufferPointer { buffer in
                EventReader.read(source, buffer, maxDepth: options.maxDepth) { event in
                    batch.append(event, maxScalarBytes: options.maxScalarBytes)
                    guard batch.count == Self.batchSize else { return true }
                    defer { batch = EventBatch(capacity: Self.batchSize) }
                    return push(batch)
                }
            }
            if batch.count > 0 { _ = push(batch) }
            finish(result)
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// The next batch, or the end of the stream once every batch was taken; waits for the reader.
    func next() -> Delivery {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && outcome == nil { condition.wait() }
        guard queue.isEmpty else {
            condition.broadcast()
            return .batch(queue.removeFirst())
        }
        return .end(outcome ?? .stopped)
    }

    /// Tells the reader to stop at its next batch; nothing more is delivered.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `batch` once there is room; false when the builder has cancelled.
    private func push(_ batch: EventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.queueLimit && !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        queue.append(batch)
        condition.broadcast()
        return true
    }

    private func finish(_ result: EventReader.Outcome) {
        condition.lock()
        outcome = result
        condition.broadcast()
        condition.unlock()
    }
}
