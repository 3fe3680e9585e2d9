import Foundation

/// A response as middlewares and transports see it: status, headers and a body that may still
/// be arriving.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The body, read as it arrives; read it once.
    public var body: ResponseBody

    /// A response with `status`, `headers` and `body` (empty when not given), as a transport or a middleware
    /// makes one.
    public init(status: Int, headers: HTTPHeaders = [:], body: ResponseBody = ResponseBody()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// Response bytes as they arrive, readable once.
///
/// A body is read in the reading task: nothing is read ahead of the reader, and cancelling the reader ends the
/// read with `CancellationError`, never with a body that merely looks complete.
public struct ResponseBody: AsyncSequence, Sendable {
    /// Each element is a chunk of the body, in order.
    public typealias Element = Data

    package let source: any BodySource

    /// A body delivered by a stream of chunks.
    public init(_ chunks: AsyncThrowingStream<Data, any Error>) {
        source = StreamBodySource(stream: chunks)
    }

    /// A body already in memory.
    public init(_ data: Data = Data()) {
        source = DataBodySource(data)
    }

    package init(source: any BodySource) {
        self.source = source
    }

    /// An iterator over the chunks; a body is read once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: source)
    }

    /// Reads a body's chunks in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let source: any BodySource
        var isFinished = false

        /// The next chunk; `nil` at the end of the body. Throws `CancellationError` when the task is cancelled.
        public mutating func next() async throws -> Data? {
            guard !isFinished else { return nil }
            do {
                if let chunk = try await source.next() { return chunk }
                isFinished = true
                // Whatever a source does when its reader is cancelled, the reader learns of it.
                try Task.checkCancellation()
                return nil
            } catch {
                isFinished = true
                throw error
            }
        }
    }

    /// Reads the whole body.
    public func collect() async throws -> Data {
        var data = Data()
        for try await chunk in self { data.append(chunk) }
        return data
    }

    /// Reads at most `limit` bytes and stops reading; `isTruncated` says whether more was left.
    public func collect(upTo limit: Int) async throws -> (data: Data, isTruncated: Bool) {
        var data = Data()
        for try await chunk in self {
            data.append(chunk)
            if data.count > limit { return (data.prefix(limit), true) }
        }
        return (data, false)
    }
}
