import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct APIClientDownloadTests {
        func makeDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "clientgen-\(UUID().uuidString)"
            )
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        @Test func streamsTheBodyIntoAnOwnerOnlyFile() async throws {
            let chunk = String(repeating: "0123456789", count: 10_000)
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/octet-stream")])
                for _ in 0..<5 { writer.writeChunk(chunk) }
                writer.finish()
            }
            defer { server.stop() }
            let directory = try makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let destination = directory.appendingPathComponent("export.bin")
            let response = try await makeClient(server).download(
                Request(method: .get, path: "/export", decoding: .data),
                to: destination
            )
            #expect(response.value == destination)
            #expect(response.status == 200)
            #expect(try Data(contentsOf: destination) == Data(String(repeating: chunk, count: 5).utf8))
            let attributes = try FileManager.default.attributesOfItem(atPath: destination.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["export.bin"])
        }

        @Test func aBrokenDownloadLeavesNoFile() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                writer.writeChunk("partial")
                Thread.sleep(forTimeInterval: 0.05)
                writer.disconnect()
            }
            defer { server.stop() }
            let directory = try makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).download(
                    Request(method: .get, path: "/export", decoding: .data),
                    to: directory.appendingPathComponent("x")
                )
            }
            #expect(error.kind == .transport)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }

        @Test func anErrorStatusWritesNoFile() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 404, text: "nope") }
            defer { server.stop() }
            let directory = try makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let error = try await #require(throws: APIError.self) {
                try await makeClient(server).download(
                    Request(method: .get, path: "/export", decoding: .data),
                    to: directory.appendingPathComponent("x")
                )
            }
            #expect(error.status == 404)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }

        @Test func cancellingADownloadThroughTheLoggerLeavesNoFile() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/octet-stream")])
                writer.writeChunk(String(repeating: "x", count: 10_000))
                release.wait(timeout: 10)
                writer.writeChunk("the rest")
                writer.finish()
            }
            defer {
                release.open()
                server.stop()
            }
            let directory = try makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let client = makeClient(server, middlewares: [LoggingMiddleware { _ in }])
            let destination = directory.appendingPathComponent("export.bin")
            let outcome = await cancel(
                { try await client.download(Request(method: .get, path: "/export", decoding: .data), to: destination) },
                once: {
                    let isReady = await server.waitForRequests(1)
                    try? await Task.sleep(for: .milliseconds(200))
                    return isReady
                }
            )
            #expect(outcome.ready)
            #expect(outcome.result.isCancellation, "ended with \(outcome.result)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }
}
