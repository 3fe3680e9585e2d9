import CYAML
import Diagnostics
import Foundation
import Parallel

/// Reads a stream's events on a second thread while the caller builds nodes from them, so on a machine with
/// two cores libyaml's parse and the tree building overlap instead of adding up.
///
/// Events travel in batches (``EventBatch``: copied, their text still bytes, so the strings are made on the
/// building thread) through a short queue; the reader waits when the queue is full and stops when
/// the builder cancels (after an error). `@unchecked Sendable`: every `var` is read and written only while
/// `condition` (an `NSCondition`) is locked; `queueLimit` is set before the thread starts.
final class EventPipeline: @unchecked Sendable {
    enum Delivery {
        case batch(EventBatch)
        /// Where the events of another reader go (``SplitReader``).
        case splice
        case end(EventReader.Outcome)
    }

    /// What a reading thread hands its events to: it fills a batch and queues each full one.
    struct Sink {
        fileprivate let pipeline: EventPipeline
        let maxScalarBytes: Int
        private var batch = EventBatch(capacity: EventPipeline.batchSize)

        fileprivate init(pipeline: EventPipeline, maxScalarBytes: Int) {
            self.pipeline = pipeline
            self.maxScalarBytes = maxScalarBytes
        }

        /// Copies `event`, at the positions given or its own; false once the builder has cancelled.
        mutating func append(
            _ event: yaml_event_t,
            start: YAMLEvent.Position? = nil,
            end: YAMLEvent.Position? = nil
        ) -> Bool {
            batch.append(event, maxScalarBytes: maxScalarBytes, start: start, end: end)
            guard batch.count == EventPipeline.batchSize else { return true }
            return flush()
        }

        /// Queues what the batch holds.
        mutating func flush() -> Bool {
            defer { batch = EventBatch(capacity: EventPipeline.batchSize) }
            return pipeline.push(.batch(batch))
        }

        /// Queues what the batch holds, then the place where another reader's events go.
        mutating func splice() -> Bool {
            flush() && pipeline.push(.splice)
        }
    }

    fileprivate static let batchSize = 512

    /// How many batches may wait before the reader does.
    private let queueLimit: Int

    private let condition = NSCondition()
    private var queue: [Delivery] = []
    private var outcome: EventReader.Outcome?
    private var isCancelled = false

    /// Starts reading `source` on a new thread.
    convenience init(source: SourceFile, options: YAMLParser.Options) {
        self.init(maxScalarBytes: options.maxScalarBytes) { sink in
            source.bytes.withUnsafeBufferPointer { buffer in
                EventReader.read(source, buffer, maxDepth: options.maxDepth) { sink.append($0) }
            }
        }
    }

    /// Starts `read` on a new thread (moved as `placement` says); it hands its events to the sink, what is left in
    /// it is queued when it returns, and its outcome ends the stream. The reader waits while `queueLimit` batches
    /// wait.
    init(
        maxScalarBytes: Int,
        queueLimit: Int = 16,
        placement: ThreadPlacement = .anywhere,
        read: @escaping @Sendable (inout Sink) -> EventReader.Outcome
    ) {
        self.queueLimit = queueLimit
        let thread = Thread { [self] in
            placement.apply()
            var sink = Sink(pipeline: self, maxScalarBytes: maxScalarBytes)
            let result = read(&sink)
            _ = sink.flush()
            finish(result)
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// The next batch or splice, or the end of the stream; waits for the reader.
    func next() -> Delivery {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && outcome == nil { condition.wait() }
        guard queue.isEmpty else {
            condition.broadcast()
            return queue.removeFirst()
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

    private func push(_ delivery: Delivery) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= queueLimit && !isCancelled { condition.wait() }
        guard !isCancelled else { return false }
        if case .batch(let batch) = delivery, batch.count == 0 { return true }
        queue.append(delivery)
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
