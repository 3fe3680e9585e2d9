import Foundation
import LoopbackHTTPServer
import Testing

@testable import ClientGenRuntime

/// An asynchronous sequence of `count` chunks, each `size` bytes of its index, that counts how many it was asked for.
struct CountedChunks: AsyncSequence, Sendable {
    typealias Element = Data

    let count: Int
    let size: Int
    let pulls = Locked(0)

    struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: CountedChunks
        var index = 0

        mutating func next() async throws -> Data? {
            guard index < chunks.count else { return nil }
            defer { index += 1 }
            chunks.pulls.withLock { $0 += 1 }
            return Data(repeating: UInt8(truncatingIfNeeded: index), count: chunks.size)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: self)
    }
}

extension RuntimeTests {
    @Suite struct ByteStreamTests {
        @Test func aSequenceIsAskedForAChunkOnlyWhenTheReaderAsksForOne() async throws {
            let source = CountedChunks(count: 5, size: 3)
            let stream = ByteStream(source)
            #expect(source.pulls.withLock { $0 } == 0)

            var iterator = stream.chunks.makeAsyncIterator()
            let first = try await iterator.next()

            #expect(first == Data([0, 0, 0]))
            #expect(source.pulls.withLock { $0 } == 1)
            var rest: [Data] = []
            while let chunk = try await iterator.next() { rest.append(chunk) }
            #expect(rest == (1..<5).map { Data(repeating: UInt8($0), count: 3) })
        }

        @Test func byteArraysBecomeDataAndEmptyChunksAreSkipped() async throws {
            let arrays: [[UInt8]] = [[1, 2], [], [3], []]
            let stream = ByteStream(
                AsyncStream { continuation in
                    for array in arrays { continuation.yield(array) }
                    continuation.finish()
                }
            )
            var received: [Data] = []
            for try await chunk in stream.chunks { received.append(chunk) }
            #expect(received == [Data([1, 2]), Data([3])])
        }

        @Test func aSequenceThatThrowsEndsTheStreamWithItsError() async throws {
            struct ProducerFailure: Error {}
            let stream = ByteStream(
                AsyncThrowingStream<[UInt8], any Error> { continuation in
                    continuation.yield([1])
                    continuation.finish(throwing: ProducerFailure())
                }
            )
            var iterator = stream.chunks.makeAsyncIterator()
            #expect(try await iterator.next() == Data([1]))
            await #expect(throws: ProducerFailure.self) { _ = try await iterator.next() }
        }

        @Test func aStreamEqualsItselfOnly() {
            let chunks = AsyncThrowingStream<Data, any Error> { $0.finish() }
            let stream = ByteStream(chunks)
            let copy = stream
            #expect(stream == copy)
            #expect(stream != ByteStream(chunks))
            #expect(MultipartFile(stream: stream) == MultipartFile(stream: copy))
        }
    }
}
