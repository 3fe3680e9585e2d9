import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    /// Uploads through ``URLSessionTransport`` to the loopback server: multipart forms with files, file bodies and
    /// streams, checked byte for byte where the server receives them.
    @Suite struct URLSessionTransportUploadTests {
        /// A scratch folder of the test's own, removed afterwards.
        static func makeFolder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uploads-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }

        /// The upload files the client left in the temporary directory.
        static func leftoverUploadFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix(".clientgen-upload-") }
        }

        struct Caption: Encodable, Sendable {
            var text: String
            var tags: [String]
        }

        @Test func aMultipartFormWithTwoFilesAndFieldsArrivesByteForByte() async throws {
            let folder = try Self.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let photo = folder.appendingPathComponent("photo.png")
            let photoBytes = Data((0..<70_000).map { UInt8($0 % 256) })
            try photoBytes.write(to: photo)
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("line one\r\nline two".utf8).write(to: notes)
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            var form = MultipartForm(boundary: "B0UNDARY")
            form.append("title", "Holiday")
            form.append("count", 2 as Int?)
            form.append(
                "photo",
                file: MultipartFile(fileURL: photo, headers: ["X-Checksum": "abc123"]),
                contentType: "image/png",
                headers: ["Content-Language": "en"]
            )
            form.append("attachments", files: [MultipartFile(fileURL: notes, contentType: "text/plain")])
            form.append("caption", json: Caption(text: "Sea", tags: ["a"]))
            let request = Request<Empty>(method: .post, path: "/upload", body: .multipart(form), decoding: .empty)

            try await makeClient(server).send(request)

            let received = try #require(server.requests.first)
            #expect(received.header("Content-Type") == "multipart/form-data; boundary=B0UNDARY")
            #expect(received.header("Content-Length") == String(received.body.count))
            var expected = Data()
            expected.append(
                Data(
                    ("--B0UNDARY\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHoliday\r\n"
                        + "--B0UNDARY\r\nContent-Disposition: form-data; name=\"count\"\r\n\r\n2\r\n"
                        + "--B0UNDARY\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.png\"\r\n"
                        + "Content-Type: image/png\r\nContent-Language: en\r\nX-Checksum: abc123\r\n\r\n").utf8
                )
            )
            expected.append(photoBytes)
            expected.append(
                Data(
                    ("\r\n--B0UNDARY\r\nContent-Disposition: form-data; name=\"attachments\"; filename=\"notes.txt\"\r\n"
                        + "Content-Type: text/plain\r\n\r\nline one\r\nline two\r\n"
                        + "--B0UNDARY\r\nContent-Disposition: form-data; name=\"caption\"\r\n"
                        + "Content-Type: application/json\r\n\r\n{\"tags\":[\"a\"],\"text\":\"Sea\"}\r\n"
                        + "--B0UNDARY--\r\n").utf8
                )
            )
            #expect(received.body == expected)
            #expect(try Self.leftoverUploadFiles().isEmpty)
        }

        @Test func aRetriedFileUploadSendsTheWholeFileAgain() async throws {
            let folder = try Self.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("data.bin")
            let bytes = Data((0..<300_000).map { UInt8(($0 * 7) % 256) })
            try bytes.write(to: file)
            let attempts = Locked(0)
            let server = try LoopbackHTTPServer { _, writer in
                let attempt = attempts.withLock { count -> Int in
                    count += 1
                    return count
                }
                writer.respond(status: attempt == 1 ? 503 : 201)
            }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [RetryMiddleware(sleep: { _ in })])
            let request = Request<Empty>(
                method: .put,
                path: "/files/data.bin",
                body: .file(file, contentType: "application/octet-stream"),
                decoding: .empty
            )

            try await client.send(request)

            #expect(server.requests.count == 2)
            for received in server.requests {
                #expect(received.header("Content-Length") == "300000")
                #expect(received.body == bytes)
            }
        }

        /// A 307 or 308 sends the file again, so by default it is not followed to another origin.
        @Test(arguments: [307, 308])
        func aFileUploadDoesNotFollowARedirectToAnotherOrigin(status: Int) async throws {
            let folder = try Self.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("secret.txt")
            try Data("private".utf8).write(to: file)
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: status, headers: [("Location", other.baseURL.absoluteString + "/landing")])
            }
            defer { server.stop() }
            let response = try await makeTransport().send(
                HTTPRequest(method: .put, url: server.baseURL.appendingPathComponent("upload"), body: .file(file))
            )
            #expect(response.status == status)
            #expect(other.requestCount == 0)
        }

        @Test func aStreamBodyIsSentWholeAndItsTemporaryFileRemoved() async throws {
            let server = try LoopbackHTTPServer { request, writer in writer.respond(status: 200, body: request.body) }
            defer { server.stop() }
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            for index in 0..<50 { continuation.yield(Data(repeating: UInt8(index), count: 10_000)) }
            continuation.finish()
            let response = try await makeTransport().send(
                HTTPRequest(method: .post, url: server.baseURL.appendingPathComponent("s"), body: .stream(chunks))
            )
            let echoed = try await response.body.collect()
            #expect(echoed.count == 500_000)
            #expect(echoed.suffix(10_000) == Data(repeating: 49, count: 10_000))
            #expect(try Self.leftoverUploadFiles().isEmpty)
        }

        /// A 200 MB file goes up with the client's resident memory (sampled from `/proc/self/status` as it runs, and
        /// its high-water mark reset where the kernel allows) less than 50 MB above where it started: a transport
        /// that read the file into memory would hold all 200 MB at once.
        @Test(.enabled(if: ResidentMemory.isMeasured))
        func aLargeFileUploadKeepsMemoryBounded() async throws {
            let folder = try Self.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("large.bin")
            // A block whose length is no power of two, so a chunk sent twice or out of order shows.
            let block = Data((0..<1_000_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
            let size = 200_000_000
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let output = try FileHandle(forWritingTo: file)
            var written = 0
            while written < size {
                let chunk = block.prefix(size - written)
                try output.write(contentsOf: chunk)
                written += chunk.count
            }
            try output.close()
            let checking = try RepeatedBlockServer(block: block)
            let (server, received) = (checking.server, checking.received)
            defer { server.stop() }
            let transport = makeTransport()
            let request = HTTPRequest(
                method: .put,
                url: server.baseURL.appendingPathComponent("large.bin"),
                body: .file(file)
            )

            let increase = try await ResidentMemory.peakIncrease {
                let response = try await transport.send(request)
                #expect(response.status == 201)
                _ = try await response.body.collect()
            }

            print("200 MB file upload: peak resident memory \(increase / 1024) MB above the baseline")
            #expect(received.withLock { $0.count } == size)
            #expect(received.withLock { $0.mismatches } == 0)
            #expect(increase < 50 * 1024, "peak resident memory \(increase / 1024) MB above the baseline")
        }
    }
}

/// The process's resident memory, from `/proc/self/status` on Linux.
enum ResidentMemory {
    #if os(Linux)
    static let isMeasured = true

    /// A field of `/proc/self/status` in kB, such as `VmRSS` or `VmHWM`.
    static func kilobytes(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            if let value = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap({
                Int($0)
            }) {
                return value
            }
        }
        Issue.record("no \(field) in /proc/self/status")
        return 0
    }

    /// Resets `VmHWM` to the current resident size; `false` where the kernel does not let a process do so.
    static func resetHighWaterMark() -> Bool {
        (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }
    #else
    /// Not measured on Apple platforms, where CI does not run: the figures there come from Mach calls.
    static let isMeasured = false

    static func kilobytes(_ field: String) -> Int { 0 }

    static func resetHighWaterMark() -> Bool { false }
    #endif

    /// How far above its level before `body` the resident memory rose while `body` ran, in kB: the highest of
    /// samples taken every millisecond on a thread of their own and, where the kernel lets a process reset it, of
    /// the high-water mark (which no sampling can miss).
    static func peakIncrease(during body: () async throws -> Void) async throws -> Int {
        let isHighWaterMarkReset = resetHighWaterMark()
        let baseline = kilobytes("VmRSS")
        let sampled = Locked((peak: baseline, isDone: false))
        let sampler = Thread {
            while !sampled.withLock({ $0.isDone }) {
                let current = kilobytes("VmRSS")
                sampled.withLock { $0.peak = max($0.peak, current) }
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        sampler.start()
        defer { sampled.withLock { $0.isDone = true } }
        try await body()
        let highWaterMark = isHighWaterMarkReset ? kilobytes("VmHWM") : 0
        return max(sampled.withLock { $0.peak }, highWaterMark) - baseline
    }
}
