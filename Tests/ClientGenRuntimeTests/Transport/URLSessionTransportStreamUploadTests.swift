import Foundation
import LoopbackHTTPServer
import Testing

@testable import ClientGenRuntime

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    /// Stream bodies through ``URLSessionTransport`` to the loopback server: sent as they are produced on Apple
    /// platforms, from a temporary file on Linux (see ``URLSessionTransport/streamsRequestBodies``), with bounded
    /// memory either way, never retried, and failed by a producer that throws.
    @Suite struct URLSessionTransportStreamUploadTests {
        struct ProducerFailure: Error {}

        /// A stream whose first chunk is ready at once and whose second waits for `gate`.
        static func makeStalledStream(
            first: Data,
            second: Data,
            waitingFor gate: Gate
        ) -> AsyncThrowingStream<Data, any Error> {
            let produced = Locked(0)
            return AsyncThrowingStream {
                let index = produced.withLock { produced in
                    defer { produced += 1 }
                    return produced
                }
                switch index {
                case 0:
                    return first
                case 1:
                    _ = await gate.opened(within: .seconds(10))
                    return second
                default:
                    return nil
                }
            }
        }

        /// The first bytes reach the server while the producer is still waiting for them to arrive before it makes
        /// the rest: the body goes out as it is produced, not once it ends.
        @Test(.enabled(if: URLSessionTransport.streamsRequestBodies))
        func aStreamBodyReachesTheServerBeforeItsProducerFinishes() async throws {
            let firstBytesArrived = Gate()
            let received = Locked(Data())
            let server = try LoopbackHTTPServer(
                bodySink: { chunk in
                    received.withLock { $0.append(chunk) }
                    firstBytesArrived.open()
                },
                handler: { _, writer in writer.respond(status: 201) }
            )
            defer { server.stop() }
            let isLate = Locked(false)
            let producer = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data("first chunk;".utf8))
                Task {
                    if !(await firstBytesArrived.opened(within: .seconds(10))) { isLate.withLock { $0 = true } }
                    continuation.yield(Data("second chunk".utf8))
                    continuation.finish()
                }
            }

            let response = try await makeTransport().send(
                HTTPRequest(method: .post, url: server.baseURL.appendingPathComponent("s"), body: .stream(producer))
            )

            #expect(response.status == 201)
            #expect(!isLate.withLock { $0 }, "the server saw no byte before the producer finished")
            #expect(received.withLock { $0 } == Data("first chunk;second chunk".utf8))
        }

        /// On Linux the body is written to a file and sent with its length once the producer has finished: the
        /// server sees nothing before (see ``URLSessionTransport/streamsRequestBodies`` for why).
        @Test(.enabled(if: !URLSessionTransport.streamsRequestBodies))
        func onLinuxAStreamBodyIsSentWithItsLengthOnceItEnds() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 201) }
            defer { server.stop() }
            let release = Gate()
            let chunks = Self.makeStalledStream(first: Data("ab".utf8), second: Data("cd".utf8), waitingFor: release)
            let transport = makeTransport()
            let upload = Task {
                try await transport.send(
                    HTTPRequest(method: .post, url: server.baseURL.appendingPathComponent("s"), body: .stream(chunks))
                )
            }
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.requestCount == 0)

            release.open()
            #expect(try await upload.value.status == 201)

            let received = try #require(server.requests.first)
            #expect(received.header("Content-Length") == "4")
            #expect(received.body == Data("abcd".utf8))
        }

        /// While a stream upload waits for its producer, another request on the same transport is answered.
        @Test func anotherRequestCompletesWhileAStreamUploadWaitsForItsProducer() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                writer.respond(status: 200, body: request.method == "GET" ? Data("pong".utf8) : request.body)
            }
            defer { server.stop() }
            let release = Gate()
            let chunks = Self.makeStalledStream(
                first: Data(repeating: 1, count: 100_000),
                second: Data(repeating: 2, count: 100_000),
                waitingFor: release
            )
            let transport = makeTransport()
            let upload = Task {
                let response = try await transport.send(
                    HTTPRequest(method: .put, url: server.baseURL.appendingPathComponent("up"), body: .stream(chunks))
                )
                return try await response.body.collect()
            }
            try await Task.sleep(for: .milliseconds(100))

            let elapsed = try await measure {
                let response = try await transport.send(
                    HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("ping"))
                )
                #expect(try await response.body.collect() == Data("pong".utf8))
            }
            release.open()
            let echoed = try await upload.value

            #expect(elapsed < .seconds(2), "the other request took \(elapsed)")
            #expect(echoed == Data(repeating: 1, count: 100_000) + Data(repeating: 2, count: 100_000))
        }

        /// 200 MB made on the fly by an `AsyncSequence` go up with the client's resident memory less than 50 MB above
        /// where it started (measured as the 200 MB file upload is): a transport that gathered the stream in memory
        /// would hold all of it.
        @Test(.enabled(if: ResidentMemory.isMeasured))
        func aLargeStreamUploadKeepsMemoryBounded() async throws {
            let size = 200_000_000
            // A block whose length is no power of two, so a chunk sent twice or out of order shows.
            let block = Data((0..<1_000_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
            let checking = try RepeatedBlockServer(block: block)
            let (server, received) = (checking.server, checking.received)
            defer { server.stop() }
            let transport = makeTransport()
            let request = HTTPRequest(
                method: .put,
                url: server.baseURL.appendingPathComponent("large.bin"),
                body: .stream(ByteStream(BlockChunks(block: block, size: size)).chunks)
            )

            var elapsed = Duration.zero
            let increase = try await ResidentMemory.peakIncrease {
                elapsed = try await measure {
                    let response = try await transport.send(request)
                    #expect(response.status == 201)
                    _ = try await response.body.collect()
                }
            }

            print("200 MB stream upload: peak resident memory \(increase / 1024) MB above the baseline, in \(elapsed)")
            #expect(received.withLock { $0.count } == size)
            #expect(received.withLock { $0.mismatches } == 0)
            #expect(increase < 50 * 1024, "peak resident memory \(increase / 1024) MB above the baseline")
            #expect(try URLSessionTransportUploadTests.leftoverUploadFiles().isEmpty)
        }

        @Test func aGenericAsyncSequenceBodyArrivesWhole() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let client = makeClient(server)
            let source = CountedChunks(count: 30, size: 5_000)
            let arrays = AsyncStream<[UInt8]> { continuation in
                continuation.yield([1, 2, 3])
                continuation.yield([4])
                continuation.finish()
            }

            try await client.send(
                Request<Empty>(method: .post, path: "/data", body: .stream(source), decoding: .empty)
            )
            try await client.send(
                Request<Empty>(
                    method: .post,
                    path: "/bytes",
                    body: .upload(.stream(arrays), contentType: "image/png"),
                    decoding: .empty
                )
            )

            let requests = server.requests
            try #require(requests.count == 2)
            var expected = Data()
            for index in 0..<30 { expected.append(Data(repeating: UInt8(index), count: 5_000)) }
            #expect(requests[0].body == expected)
            #expect(requests[0].header("Content-Type") == "application/octet-stream")
            #expect(requests[1].body == Data([1, 2, 3, 4]))
            #expect(requests[1].header("Content-Type") == "image/png")
        }

        /// A form with a file part from a stream, between a field and a file on disk, arrives byte for byte; building
        /// the request reads nothing (the producer is first asked when it is sent).
        @Test func aMultipartFilePartFromAStreamArrivesByteForByte() async throws {
            let folder = try URLSessionTransportUploadTests.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("on disk".utf8).write(to: notes)
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let source = CountedChunks(count: 3, size: 70_001)
            var form = MultipartForm(boundary: "B0UNDARY")
            form.append("title", "Take 1")
            form.append(
                "audio",
                file: MultipartFile(stream: ByteStream(source), filename: "take.wav"),
                contentType: "audio/wav"
            )
            form.append("notes", file: MultipartFile(fileURL: notes, contentType: "text/plain"))
            let request = Request<Empty>(method: .post, path: "/takes", body: .multipart(form), decoding: .empty)
            let client = makeClient(server)
            _ = try client.makeHTTPRequest(request)
            #expect(source.pulls.withLock { $0 } == 0)

            try await client.send(request)

            let received = try #require(server.requests.first)
            #expect(received.header("Content-Type") == "multipart/form-data; boundary=B0UNDARY")
            var expected = Data(
                ("--B0UNDARY\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nTake 1\r\n"
                    + "--B0UNDARY\r\nContent-Disposition: form-data; name=\"audio\"; filename=\"take.wav\"\r\n"
                    + "Content-Type: audio/wav\r\n\r\n").utf8
            )
            for index in 0..<3 { expected.append(Data(repeating: UInt8(index), count: 70_001)) }
            expected.append(
                Data(
                    ("\r\n--B0UNDARY\r\nContent-Disposition: form-data; name=\"notes\"; filename=\"notes.txt\"\r\n"
                        + "Content-Type: text/plain\r\n\r\non disk\r\n--B0UNDARY--\r\n").utf8
                )
            )
            #expect(received.body == expected)
            #expect(try URLSessionTransportUploadTests.leftoverUploadFiles().isEmpty)
        }

        @Test func aProducerThatThrowsFailsTheUploadWithItsError() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data(repeating: 7, count: 50_000))
                continuation.finish(throwing: ProducerFailure())
            }

            await #expect(throws: ProducerFailure.self) {
                try await makeClient(server).send(
                    Request<Empty>(method: .post, path: "/s", body: .stream(chunks), decoding: .empty)
                )
            }

            // The server never saw a whole request: a body cut short is never passed off as complete.
            try await Task.sleep(for: .milliseconds(100))
            #expect(server.requests.allSatisfy { $0.body.count != 50_000 })
            #expect(try URLSessionTransportUploadTests.leftoverUploadFiles().isEmpty)
        }

        /// A form with a stream part goes once: ``RetryMiddleware`` does not send it again after a 503.
        @Test func aFormWithAStreamPartIsNotRetried() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 503) }
            defer { server.stop() }
            var form = MultipartForm()
            form.append("audio", file: MultipartFile(stream: ByteStream(CountedChunks(count: 2, size: 10))))
            let client = makeClient(server, middlewares: [RetryMiddleware(sleep: { _ in })])

            await #expect(throws: APIError.self) {
                try await client.send(
                    Request<Empty>(method: .put, path: "/takes/1", body: .multipart(form), decoding: .empty)
                )
            }

            #expect(server.requestCount == 1)
        }

        /// A 307 or 308 would send the stream again, so it is not followed to another origin.
        @Test(arguments: [307, 308])
        func aStreamUploadDoesNotFollowARedirectToAnotherOrigin(status: Int) async throws {
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: status, headers: [("Location", other.baseURL.absoluteString + "/landing")])
            }
            defer { server.stop() }
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.yield(Data("private".utf8))
                continuation.finish()
            }
            let response = try await makeTransport().send(
                HTTPRequest(method: .put, url: server.baseURL.appendingPathComponent("up"), body: .stream(chunks))
            )
            #expect(response.status == status)
            #expect(other.requestCount == 0)
        }
    }
}

/// `size` bytes made on the fly as repeats of `block`, in chunks of its length.
struct BlockChunks: AsyncSequence, Sendable {
    typealias Element = Data

    let block: Data
    let size: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: BlockChunks
        var produced = 0

        mutating func next() async throws -> Data? {
            guard produced < chunks.size else { return nil }
            let chunk = chunks.block.prefix(chunks.size - produced)
            produced += chunk.count
            return Data(chunk)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: self)
    }
}
