import Foundation

/// A piece of a body being assembled: bytes in memory, a file on disk copied in as it is, or a stream read once.
enum UploadSegment: Sendable {
    case data(Data)
    case file(URL)
    case stream(AsyncThrowingStream<Data, any Error>)

    /// How many bytes of a file are read at a time.
    static let fileChunkSize = 1 << 20

    /// The bytes of `segments` in order, read as the stream's reader asks for them: a file a chunk at a time, a
    /// stream a chunk at a time, so no more than a chunk is in memory at once.
    static func chunks(of segments: [UploadSegment]) -> AsyncThrowingStream<Data, any Error> {
        let reader = LockedState(Reader(segments: segments[...]))
        return AsyncThrowingStream {
            while true {
                // The lock is not held across the wait for a stream's next chunk.
                switch try reader.withLock({ try $0.next() }) {
                case .chunk(let data):
                    return data
                case .stream(let stream):
                    // A fresh iterator each time reads on from where the last one stopped: they share the stream.
                    var iterator = stream.makeAsyncIterator()
                    if let chunk = try await iterator.next() { return chunk }
                    // A stream also ends when the reading task is cancelled; that is not the end of the part.
                    try Task.checkCancellation()
                    reader.withLock { $0.finishStream() }
                case .end:
                    return nil
                }
            }
        }
    }

    /// Where the reading of a list of segments is.
    private struct Reader {
        enum Step {
            case chunk(Data)
            case stream(AsyncThrowingStream<Data, any Error>)
            case end
        }

        var segments: ArraySlice<UploadSegment>
        var file: FileHandle?

        /// The next bytes in memory or in the open file, or the stream to read next.
        mutating func next() throws -> Step {
            while let segment = segments.first {
                switch segment {
                case .data(let data):
                    segments.removeFirst()
                    if !data.isEmpty { return .chunk(data) }
                case .file(let url):
                    let handle = try file ?? FileHandle(forReadingFrom: url)
                    file = handle
                    if let chunk = try handle.read(upToCount: UploadSegment.fileChunkSize), !chunk.isEmpty {
                        return .chunk(chunk)
                    }
                    try? handle.close()
                    file = nil
                    segments.removeFirst()
                case .stream(let stream):
                    return .stream(stream)
                }
            }
            return .end
        }

        /// Moves past the stream being read, which has ended.
        mutating func finishStream() {
            segments.removeFirst()
        }
    }
}
