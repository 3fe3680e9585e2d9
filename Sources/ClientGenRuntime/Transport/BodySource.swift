import Foundation

/// Where a ``ResponseBody``'s chunks come from. One reader takes them in order, in its own task, so a source never
/// reads ahead of it (a transport's source may hold a few chunks that arrived before they were asked for).
/// Package-wide, so that a middleware of another module of the package (`ClientGenCache`) can pass a body through
/// at its reader's pace.
package protocol BodySource: Sendable {
    /// The next chunk, or `nil` at the end of the body; `CancellationError` when the reading task is cancelled.
    func next() async throws -> Data?
}

/// A body already in memory, given out in one chunk.
struct DataBodySource: BodySource {
    private let data: LockedState<Data?>

    init(_ data: Data) {
        self.data = LockedState(data.isEmpty ? nil : data)
    }

    func next() async throws -> Data? {
        data.withLock { data in
            defer { data = nil }
            return data
        }
    }
}

/// A body from an `AsyncThrowingStream`, as custom transports and tests write them.
struct StreamBodySource: BodySource {
    let stream: AsyncThrowingStream<Data, any Error>

    func next() async throws -> Data? {
        // A fresh iterator each time reads on from where the last one stopped: they share the stream's storage.
        var iterator = stream.makeAsyncIterator()
        if let chunk = try await iterator.next() { return chunk }
        // The stream also ends when the reading task is cancelled; that is not the end of the body.
        try Task.checkCancellation()
        return nil
    }
}
