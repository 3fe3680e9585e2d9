import Foundation

/// A response as middlewares and transports see it: status, headers and a body that may still
/// be arriving.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: ResponseBody

    public init(status: Int, headers: HTTPHeaders = [:], body: ResponseBody = ResponseBody()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// Response bytes as they arrive, readable once.
public struct ResponseBody: AsyncSequence, Sendable {
    public typealias Element = Data

    private let chunks: AsyncThrowingStream<Data, any Error>

    /// A body delivered by a stream of chunks.
    public init(_ chunks: AsyncThrowingStream<Data, any Error>) {
        self.chunks = chunks
    }

    /// A body already in memory.
    public init(_ data: Data = Data()) {
        chunks = AsyncThrowingStream { continuation in
            if !data.isEmpty { continuation.yield(data) }
            continuation.finish()
        }
    }

    public func makeAsyncIterator() -> AsyncThrowingStream<Data, any Error>.AsyncIterator {
        chunks.makeAsyncIterator()
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
