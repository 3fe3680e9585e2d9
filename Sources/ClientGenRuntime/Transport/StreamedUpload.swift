import Foundation

/// A one-shot request body sent while it is produced: its chunks are written into an output stream whose other end,
/// an input stream, the session reads as it sends.
///
/// Memory stays bounded by a chunk and the pair's buffer. The producer is asked for a chunk only once the one before
/// it has been written, and a write waits while the buffer is full, that is until the session has sent what is
/// ahead of it: a slow network holds the producer back, and a slow producer leaves the session with nothing to read,
/// which holds back no other task (the session reads the stream on its own schedule).
///
/// Writes block, so they run on a serial queue of their own, one at a time, never on the caller's task.
final class StreamedUpload: Sendable {
    /// The end the session reads, handed over once: a one-shot body cannot be sent a second time (after a redirect
    /// or an authentication challenge the session asks again, and gets none, which fails the task).
    private let input: LockedState<InputStream?>
    /// The end the chunks are written to; only ever touched on `queue`, one write at a time.
    private let output: LockedState<OutputStream>
    private let queue = DispatchQueue(label: "ClientGenRuntime.StreamedUpload")
    private let chunks: AsyncThrowingStream<Data, any Error>
    private let writing = LockedState<Task<Void, Never>?>(nil)

    /// The size of the buffer between the two ends of a bound pair.
    static let bufferSize = 256 * 1024

    /// An upload of `chunks` through `output`, whose other end is `input`.
    init(_ chunks: AsyncThrowingStream<Data, any Error>, input: InputStream, output: OutputStream) {
        self.chunks = chunks
        self.input = LockedState(input)
        self.output = LockedState(output)
    }

    /// An upload of `chunks` through a bound pair of streams. Apple platforms only: FoundationNetworking has no bound
    /// pair (and reads an upload's input stream on a queue all sessions share, so the transport does not stream
    /// there; see ``URLSessionTransport/streamsRequestBodies``).
    static func bound(_ chunks: AsyncThrowingStream<Data, any Error>) -> StreamedUpload {
        #if canImport(FoundationNetworking)
        preconditionFailure("FoundationNetworking has no bound pair of streams")
        #else
        var input: InputStream?
        var output: OutputStream?
        Stream.getBoundStreams(withBufferSize: bufferSize, inputStream: &input, outputStream: &output)
        guard let input, let output else { preconditionFailure("Stream.getBoundStreams made no streams") }
        return StreamedUpload(chunks, input: input, output: output)
        #endif
    }

    /// The stream for the session to read, the first time it is asked for; `nil` after.
    func takeInputStream() -> InputStream? {
        input.withLock { input in
            defer { input = nil }
            return input
        }
    }

    /// Starts reading the chunks and writing them; `failed` is called, once, with the producer's error (or the
    /// write's) if the body cannot be sent whole. The output stream is closed at the end either way, which the
    /// session reads as the end of the body.
    func start(failed: @escaping @Sendable (any Error) -> Void) {
        let task = Task { [self] in
            do {
                try await perform { $0.open() }
                for try await chunk in chunks {
                    try await write(chunk)
                }
                // The stream also ends when this task is cancelled; that is not the end of the body.
                try Task.checkCancellation()
            } catch {
                failed(error)
            }
            try? await perform { $0.close() }
        }
        writing.withLock { $0 = task }
    }

    /// Stops reading the producer, as the exchange has ended.
    func cancel() {
        writing.withLock { $0 }?.cancel()
    }

    /// Writes `chunk` whole, waiting while the buffer is full.
    private func write(_ chunk: Data) async throws {
        try await perform { output in
            var offset = 0
            while offset < chunk.count {
                let written = chunk[(chunk.startIndex + offset)...].withUnsafeBytes { bytes in
                    output.write(bytes.bindMemory(to: UInt8.self).baseAddress!, maxLength: bytes.count)
                }
                guard written > 0 else {
                    // The session closed its end: the exchange ended (or failed) before the body was sent.
                    throw output.streamError ?? URLError(.cancelled)
                }
                offset += written
            }
        }
    }

    /// Runs `operation` with the output stream on `queue`, and waits for it.
    private func perform(_ operation: @escaping @Sendable (OutputStream) throws -> Void) async throws {
        let output = self.output
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            queue.async {
                done.resume(with: Result { try output.withLock { try operation($0) } })
            }
        }
    }
}
