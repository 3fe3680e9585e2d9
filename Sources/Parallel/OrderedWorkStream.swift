import Foundation

/// Inputs handed in one after another while earlier ones are still being worked on, transformed on the other
/// cores (and on the caller's whenever the next result is not ready), their results handed back in the order the
/// inputs came.
///
/// Unlike ``OrderedConcurrentMap``, the work need not be known up front: what the caller does with one result may
/// add inputs, and the other cores take them at once instead of waiting for the batch they belong to to end. Each
/// thread, the caller's included, makes one worker (`makeWorker`) the first time it transforms an input and keeps
/// it for the next ones. The threads start when the stream is made and end after ``close()``, which the caller
/// must call.
/// `@unchecked Sendable`: every `var` is read and written only while `condition` is locked; `makeWorker` is set
/// once, before the threads start, and the caller's worker is used by the caller only.
public final class OrderedWorkStream<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let makeWorker: @Sendable () -> (Input) -> Output
    private var callerWorker: ((Input) -> Output)?
    /// Every input handed in, taken out (nil) when a thread starts on it.
    private var inputs: [Input?] = []
    private var results: [Output?] = []
    /// The inputs before this one are taken.
    private var taken = 0
    /// The results before this one are handed back.
    private var consumed = 0
    private var isClosed = false
    /// Threads waiting on `condition`.
    private var waiting = 0

    /// Starts `threads` threads (one fewer than the cores, when not given).
    public init(threads: Int = Cores.active - 1, makeWorker: @escaping @Sendable () -> (Input) -> Output) {
        self.makeWorker = makeWorker
        for _ in 0..<max(0, threads) {
            let thread = Thread { [self] in work() }
            // Work that recurses deeply (nested values decoded one level per call) needs more than the default.
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Hands in the next input.
    public func submit(_ input: Input) {
        condition.lock()
        inputs.append(input)
        results.append(nil)
        if waiting > 0 { condition.signal() }
        condition.unlock()
    }

    /// How many inputs were handed in and their results not handed back yet.
    public var outstanding: Int {
        condition.lock()
        defer { condition.unlock() }
        return inputs.count - consumed
    }

    /// The result of the earliest input whose result was not handed back, once it is ready (transforming inputs
    /// nobody took meanwhile); nil when every result was handed back.
    public func next() -> Output? {
        condition.lock()
        while consumed < inputs.count {
            if let output = results[consumed].take() {
                consumed += 1
                condition.unlock()
                return output
            }
            if taken < inputs.count {
                transformNext(with: &callerWorker)
                continue
            }
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        condition.unlock()
        return nil
    }

    /// Lets the threads end once no input is left to take.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Takes the first untaken input and stores its result, transformed by `worker` (made first, when nil) with
    /// `condition` unlocked; `condition` is locked before and after.
    private func transformNext(with worker: inout ((Input) -> Output)?) {
        let index = taken
        taken += 1
        let input = inputs[index]!
        inputs[index] = nil
        condition.unlock()
        if worker == nil { worker = makeWorker() }
        let output = worker!(input)
        condition.lock()
        results[index] = output
    }

    private func work() {
        var worker: ((Input) -> Output)?
        condition.lock()
        while true {
            if taken < inputs.count {
                transformNext(with: &worker)
                // The caller may be waiting for this result.
                if waiting > 0 { condition.broadcast() }
                continue
            }
            if isClosed { break }
            waiting += 1
            condition.wait()
            waiting -= 1
        }
        condition.unlock()
    }
}
