import Foundation
import LoopbackHTTPServer
import Testing

@testable import ClientGenRuntime

extension RuntimeTests {
    /// The writer of a stream body sent while it is produced, over a named pipe standing in for the bound pair of
    /// streams an Apple session reads (FoundationNetworking has none): its 64 KB buffer fills as a session's would.
    @Suite struct StreamedUploadTests {
        /// An upload of `chunks` into a new named pipe, and the pipe's path, removed with `folder`.
        static func makeUpload(
            _ chunks: AsyncThrowingStream<Data, any Error>,
            in folder: URL
        ) throws -> (upload: StreamedUpload, path: String) {
            let path = folder.appendingPathComponent("pipe").path
            try #require(mkfifo(path, 0o600) == 0)
            let output = try #require(OutputStream(toFileAtPath: path, append: true))
            return (StreamedUpload(chunks, input: InputStream(data: Data()), output: output), path)
        }

        /// Everything written to the pipe at `path` until the writer closes its end.
        static func readToEnd(_ path: String) async throws -> Data {
            try await Task.detached {
                // Opening the reading end waits for the writer to open its end, and reading ends when it closes it.
                let reading = try #require(FileHandle(forReadingAtPath: path))
                defer { try? reading.close() }
                return try reading.readToEnd() ?? Data()
            }.value
        }

        @Test func everyChunkIsWrittenInOrderAndTheEndClosesTheStream() async throws {
            let source = CountedChunks(count: 40, size: 10_007)
            let folder = try URLSessionTransportUploadTests.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (upload, path) = try Self.makeUpload(ByteStream(source).chunks, in: folder)
            let failures = Recorder<String>()
            upload.start { failures.append("\($0)") }

            let written = try await Self.readToEnd(path)

            var expected = Data()
            for index in 0..<40 { expected.append(Data(repeating: UInt8(index), count: 10_007)) }
            #expect(written == expected)
            #expect(failures.all.isEmpty)
        }

        /// With nobody reading, the writer fills the pipe and stops asking the producer for more: a slow network
        /// holds the producer back, and memory holds a chunk and the buffer.
        @Test func theProducerIsAskedForMoreOnlyAsTheBufferDrains() async throws {
            let source = CountedChunks(count: 100, size: 16_384)
            let folder = try URLSessionTransportUploadTests.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (upload, path) = try Self.makeUpload(ByteStream(source).chunks, in: folder)
            upload.start { _ in }
            // The writer's open waits for a reader; one that opens and reads nothing yet lets the pipe fill.
            let reading = try await Task.detached { try #require(FileHandle(forReadingAtPath: path)) }.value
            defer { try? reading.close() }
            try await Task.sleep(for: .milliseconds(300))

            let pulledWhileStalled = source.pulls.withLock { $0 }
            let written = try await Task.detached { try reading.readToEnd() ?? Data() }.value

            // A 64 KB pipe holds four chunks; the fifth waits in a write, the sixth is not asked for.
            #expect(pulledWhileStalled >= 1)
            #expect(pulledWhileStalled <= 6, "asked for \(pulledWhileStalled) chunks with nothing read")
            #expect(written.count == 100 * 16_384)
        }

        @Test func aProducerErrorIsReportedAndEndsTheBody() async throws {
            struct ProducerFailure: Error {}
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data("partial".utf8))
                continuation.finish(throwing: ProducerFailure())
            }
            let folder = try URLSessionTransportUploadTests.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (upload, path) = try Self.makeUpload(chunks, in: folder)
            let failures = Recorder<String>()
            upload.start { failures.append(String(describing: type(of: $0))) }

            let written = try await Self.readToEnd(path)

            #expect(written == Data("partial".utf8))
            #expect(failures.all == ["ProducerFailure"])
        }

        @Test func theInputStreamIsHandedOverOnce() throws {
            let upload = StreamedUpload(
                AsyncThrowingStream { $0.finish() },
                input: InputStream(data: Data()),
                output: OutputStream(toMemory: ())
            )
            #expect(upload.takeInputStream() != nil)
            #expect(upload.takeInputStream() == nil)
        }
    }
}
