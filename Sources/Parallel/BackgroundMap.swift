import Foundation

/// `transform` applied on a second thread to items while the caller is still producing them, so a producer
/// that works alone (such as translation) leaves the other core something useful to do.
///
/// The caller ``add(_:)``s items in order and calls ``finish()`` once it has no more; `finish` stops the thread
/// after the few items it is working on and returns what it had time to transform, by item number. The caller
/// transforms the rest itself, so the result never depends on the thread's speed, only the time does.
/// `@unchecked Sendable`: every stored property is read and written only while `condition` is locked.
public final class BackgroundMap<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    /// Items the thread takes at a time: few, so ``finish()`` waits little for the thread.
    private static var chunkSize: Int { 8 }

    private let transform: @Sendable (Input) -> Output
    private let condition = NSCondition()
    /// Every item added; the thread takes them from `next` on.
    private var inputs: [Input] = []
    private var next = 0
    private var outputs: [Output?] = []
    private var isFinished = false
    private var isWorking = false
    private var isStarted = false

    public init(_ transform: @escaping @Sendable (Input) -> Output) {
        self.transform = transform
    }

    /// Queues item number `outputs.count` (the items added so far); the thread starts with the first.
    public func add(_ input: Input) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!isFinished, "BackgroundMap.add after finish")
        inputs.append(input)
        outputs.append(nil)
        if !isStarted {
            isStarted = true
            Thread { [self] in work() }.start()
        } else if !isWorking && inputs.count - next >= Self.chunkSize {
            // A waiting thread is woken for a whole chunk, not for every item.
            condition.signal()
        }
    }

    /// Stops the thread and returns one output per added item: transformed, or nil where the thread did not
    /// get to it. `completing` first waits for the thread to transform every item (tests use it to know which
    /// items were).
    public func finish(completing: Bool = false) -> [Output?] {
        condition.lock()
        defer { condition.unlock() }
        if completing {
            condition.broadcast()
            while next < inputs.count || isWorking { condition.wait() }
        }
        isFinished = true
        condition.broadcast()
        while isWorking { condition.wait() }
        return outputs
    }

    private func work() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while next == inputs.count && !isFinished { condition.wait() }
            if isFinished { return }
            let chunk = next..<min(inputs.count, next + Self.chunkSize)
            // A copy, not a slice: a slice would keep `inputs` shared, and the next `add` would copy it whole.
            let items = Array(inputs[chunk])
            next = chunk.upperBound
            isWorking = true
            condition.unlock()
            let results = items.map(transform)
            condition.lock()
            for (index, output) in zip(chunk, results) { outputs[index] = output }
            isWorking = false
            condition.broadcast()
        }
    }
}
