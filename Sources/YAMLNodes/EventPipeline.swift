import Diagnostics
import Foundation

/// Reads a stream's events on a second thread while the caller builds nodes from them, so on a machine with
/// two cores libyaml's parse and the tree building overlap instead of adding up.
///
/// Events travel in batches (``EventBatch``: copied, their text still bytes, so the strings are made on the
/// building thread) through a short queue; the reader waits when the queue is full and stops when
/// the builder cancels (after an error). `@unchecked Sendable`: every stored property is read and written
/// only while `condition` (an `NSCondition`) is locked.
final class EventPipeline: @unchecked Sendable {
    enum Delivery {
        case batch(EventBatch)
        case end(EventReader.Outcome)
    }

    private static let batchSize = 512
    private static let queueLimit = 16

    private let condition = NSCondition()
    private var batches: [EventBatch] = []
    private var outcome: EventReader.Outcome?
    private var isCancelled = false

    /// Starts reading `source` on a new thread.
    init(source: SourceFile, options: YAMLParser.Options) {
        let thread = Thread { [self] in
            source.bytes.withUnsafeBufferPointer { buffer in
                var batch = EventBatch(capacity: Self.batchSize)
                let result = EventReader.read(source, buffer, maxDepth: options.maxDepth) { event in
                    batch.append(event, maxScalarBytes: options.maxScalarBytes)
                    guard batch.count == Self.batchSize else { return true }
                    defer { batch = EventBatch(capacity: Self.batchSize) }
                    return push(batch)
                }
                _ = push(batch)
                finish(result)
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// The next batch, or the end of the stream; waits for the reader.
    func next() -> Delivery {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty && outcome == nil { condition.wait() }
        guard batches.isEmpty else {
            condition.broadcast()
            return .batch(batches.removeFirst())
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

    private func push(_ batch: EventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= Self.queueLimit && !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        if batch.count > 0 { batches.append(batch) }
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
