import Foundation

/// Bytes that can be read once, in chunks, from any asynchronous sequence: a body or a multipart file part produced
/// while it is sent.
///
/// ```swift
/// let file = MultipartFile(stream: ByteStream(recorder.chunks), filename: "take.wav", contentType: "audio/wav")
/// ```
///
/// A sequence other than an `AsyncThrowingStream` is read one chunk at a time as the transport asks for it, so a
/// producer never runs ahead of the upload. A request with a stream is never retried or re-sent.
public struct ByteStream: Sendable, Hashable {
    /// Tells one stream from another: two values are equal when they read the same chunks.
    private final class Identity: Sendable {}

    /// The chunks, in order.
    let chunks: AsyncThrowingStream<Data, any Error>
    private let identity = Identity()

    /// The chunks of an `AsyncThrowingStream`.
    public init(_ chunks: AsyncThrowingStream<Data, any Error>) {
        self.chunks = chunks
    }

    /// The chunks of any asynchronous sequence of `Data`, read on demand.
    public init<Chunks: AsyncSequence & Sendable>(_ sequence: Chunks) where Chunks.Element == Data {
        chunks = Self.pulling(from: sequence) { $0 }
    }

    /// The chunks of any asynchronous sequence of byte arrays, read on demand.
    public init<Chunks: AsyncSequence & Sendable>(_ sequence: Chunks) where Chunks.Element == [UInt8] {
        chunks = Self.pulling(from: sequence) { Data($0) }
    }

    /// Whether both are the same stream (copies of one value), which read the same chunks.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the stream's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// A stream that asks `sequence` for its next element only when its reader asks for the next chunk: the stream
    /// holds no chunk of its own, so a slow upload holds the producer back. Empty chunks are skipped, since a reader
    /// may take one for the end.
    private static func pulling<Chunks: AsyncSequence & Sendable>(
        from sequence: Chunks,
        _ makeData: @escaping @Sendable (Chunks.Element) -> Data
    ) -> AsyncThrowingStream<Data, any Error> {
        // The first read makes the iterator; each read takes it out and puts it back after, so it is never used by
        // two reads at once: a second reader while one reads, or any after the end, finds none and sees the end.
        let state = LockedState<(isStarted: Bool, iterator: Chunks.AsyncIterator?)>((false, nil))
        return AsyncThrowingStream {
            var current = state.withLock { state in
                defer { state = (true, nil) }
                return state.isStarted ? state.iterator : sequence.makeAsyncIterator()
            }
            while let element = try await current?.next() {
                let data = makeData(element)
                guard data.isEmpty else {
                    state.withLock { $0.iterator = current }
                    return data
                }
            }
            return nil
        }
    }
}
