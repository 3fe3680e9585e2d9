import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The bytes of one response on their way from the session's delegate, which adds them as they arrive, to the one
/// reader, which takes them when it is ready.
///
/// At most `limit` bytes wait in memory. Past that, on Darwin the transfer is suspended until the reader has taken
/// half of them. FoundationNetworking cannot pause a transfer (a suspended task starts over from the first byte when
/// it is resumed), so on Linux the bytes past the limit wait in an ``OverflowFile`` instead, and memory stays
/// bounded while the reader lags.
final class ResponseBodyBuffer: Sendable {
    /// What the buffer asks of the transfer.
    enum Control: Sendable {
        case suspend
        case resume
        case cancel
    }

    private struct State {
        var chunks: [Data] = []
        /// The first chunk not yet taken; those before it are empty.
        var firstChunk = 0
        var bufferedBytes = 0
        var peakBufferedBytes = 0
        var overflow: OverflowFile?
        var isSuspended = false
        /// How the transfer ended, once it has.
        var outcome: Result<Void, any Error>?
        var waiter: CheckedContinuation<Data?, any Error>?
        /// The reader was cancelled or went away; what arrives is dropped.
        var isClosed = false
    }

    #if canImport(FoundationNetworking)
    private static let overflowsToFile = true
    #else
    private static let overflowsToFile = false
    #endif

    private let state = LockedState(State())
    private let limit: Int
    private let control: @Sendable (Control) -> Void

    /// - Parameters:
    ///   - limit: the bytes that may wait in memory.
    ///   - control: suspends, resumes or cancels the transfer; called outside the buffer's lock.
    init(limit: Int, control: @escaping @Sendable (Control) -> Void) {
        self.limit = max(1, limit)
        self.control = control
    }

    /// The most bytes that waited in memory at once.
    var peakBufferedBytes: Int { state.withLock { $0.peakBufferedBytes } }

    /// Adds bytes that arrived; hands them straight to a waiting reader.
    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        enum Action {
            case none
            case deliver(CheckedContinuation<Data?, any Error>)
            case suspend
            case fail
        }
        let action = state.withLock { state -> Action in
            guard !state.isClosed, state.outcome == nil else { return .none }
            if let waiter = state.waiter {
                state.waiter = nil
                return .deliver(waiter)
            }
            let isOverLimit = state.bufferedBytes + data.count > limit
            if Self.overflowsToFile, isOverLimit || state.overflow?.hasUnread == true {
                if state.overflow == nil { state.overflow = OverflowFile() }
                if let overflow = state.overflow {
                    return overflow.write(data) ? .none : .fail
                }
                // No file could be made: memory it is, rather than failing the call.
            }
            state.chunks.append(data)
            state.bufferedBytes += data.count
            state.peakBufferedBytes = max(state.peakBufferedBytes, state.bufferedBytes)
            if !Self.overflowsToFile, state.bufferedBytes > limit, !state.isSuspended {
                state.isSuspended = true
                return .suspend
            }
            return .none
        }
        switch action {
        case .none:
            break
        case .deliver(let waiter):
            waiter.resume(returning: data)
        case .suspend:
            control(.suspend)
        case .fail:
            finish(throwing: URLError(.cannotWriteToFile))
            control(.cancel)
        }
    }

    /// Ends the body: the reader gets what is left, then the end or `error`.
    func finish(throwing error: (any Error)?) {
        let waiter = state.withLock { state -> CheckedContinuation<Data?, any Error>? in
            guard state.outcome == nil else { return nil }
            state.outcome = error.map { .failure($0) } ?? .success(())
            defer { state.waiter = nil }
            return state.waiter
        }
        if let error {
            waiter?.resume(throwing: error)
        } else {
            waiter?.resume(returning: nil)
        }
    }

    /// The next chunk, waiting for one if need be; `nil` at the end. Cancelling the reading task cancels the
    /// transfer and throws `CancellationError`.
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (result, action) = state.withLock { state in take(from: &state, orWait: continuation) }
                if let action { control(action) }
                if let result { continuation.resume(with: result) }
            }
        } onCancel: {
            close()
        }
    }

    /// The reader is gone: drops what waits and cancels the transfer if it is still running.
    func close() {
        let (waiter, isRunning) = state.withLock { state -> (CheckedContinuation<Data?, any Error>?, Bool) in
            guard !state.isClosed else { return (nil, false) }
            state.isClosed = true
            state.chunks = []
            state.overflow = nil
            defer { state.waiter = nil }
            return (state.waiter, state.outcome == nil)
        }
        waiter?.resume(throwing: CancellationError())
        if isRunning { control(.cancel) }
    }

    /// A chunk, the end, or an error for the reader; or, with nothing to give, the reader is left waiting.
    private func take(
        from state: inout State,
        orWait continuation: CheckedContinuation<Data?, any Error>
    ) -> (Result<Data?, any Error>?, Control?) {
        if state.isClosed { return (.failure(CancellationError()), nil) }
        if state.firstChunk < state.chunks.count {
            let chunk = state.chunks[state.firstChunk]
            state.chunks[state.firstChunk] = Data()
            state.firstChunk += 1
            state.bufferedBytes -= chunk.count
            if state.firstChunk == state.chunks.count {
                state.chunks.removeAll(keepingCapacity: true)
                state.firstChunk = 0
            } else if state.firstChunk >= 64, state.firstChunk * 2 >= state.chunks.count {
                state.chunks.removeFirst(state.firstChunk)
                state.firstChunk = 0
            }
            var action: Control?
            if state.isSuspended, state.bufferedBytes <= limit / 2 {
                state.isSuspended = false
                action = .resume
            }
            return (.success(chunk), action)
        }
        if let overflow = state.overflow, overflow.hasUnread {
            // Pieces of a size the memory limit allows, but not so small that reading back costs a call per line.
            guard let chunk = overflow.read(upTo: max(16 * 1024, min(limit, 256 * 1024))) else {
                state.outcome = .failure(URLError(.cannotOpenFile))
                state.overflow = nil
                return (.failure(URLError(.cannotOpenFile)), .cancel)
            }
            return (.success(chunk), nil)
        }
        switch state.outcome {
        case .success?:
            return (.success(nil), nil)
        case .failure(let error)?:
            return (.failure(error), nil)
        case nil:
            state.waiter = continuation
            return (nil, nil)
        }
    }
}

/// The reader's end of a transport's body: when the last copy of the body is dropped, read or not, the buffer is
/// closed, so a body left unread cancels its transfer and closes the connection.
final class TransportBodySource: BodySource {
    let buffer: ResponseBodyBuffer

    init(_ buffer: ResponseBodyBuffer) {
        self.buffer = buffer
    }

    deinit {
        buffer.close()
    }

    func next() async throws -> Data? {
        try await buffer.next()
    }
}
