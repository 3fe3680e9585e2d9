import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    /// The streaming figures of issue 27, printed rather than checked (a timing is no assertion on a shared
    /// machine). Run with `CLIENTGEN_RUNTIME_FIGURES=1 swift test --filter StreamingFigures`, best with `-c release`.
    @Suite(.enabled(if: ProcessInfo.processInfo.environment["CLIENTGEN_RUNTIME_FIGURES"] != nil))
    struct StreamingFigures {
        struct Reading: Decodable, Sendable {
            var n: Int
            var at: Date
        }

        static let lineCount = 100_000

        /// A server that answers `/lines` with `lineCount` JSON Lines and `/long` with one line of `longLine` bytes.
        static func makeServer(longLine: Int) throws -> LoopbackHTTPServer {
            try LoopbackHTTPServer { request, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/x-ndjson")])
                var chunk = Data()
                if request.path.hasSuffix("/lines") {
                    for index in 0..<lineCount {
                        chunk.append(contentsOf: #"{"n":\#(index),"at":"2026-11-29T16:40:02.123456Z"}"#.utf8)
                        chunk.append(10)
                        if chunk.count >= 64 * 1024 {
                            writer.writeChunk(chunk)
                            chunk.removeAll(keepingCapacity: true)
                        }
                    }
                } else {
                    let head = #"{"n":1,"at":"2026-11-29T16:40:02.123456Z","pad":""#
                    writer.writeChunk(head)
                    let filler = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
                    var left = longLine - head.utf8.count - 2
                    while left > 0 {
                        writer.writeChunk(filler.prefix(left))
                        left -= filler.count
                    }
                    chunk = Data(#""}"#.utf8 + [10])
                }
                writer.writeChunk(chunk)
                writer.finish()
            }
        }

        static func seconds(_ duration: Duration) -> String {
            String(format: "%.2f s", Double(duration / .milliseconds(1)) / 1000)
        }

        @Test func jsonLinesLongLinesAndALaggingReader() async throws {
            let longLine = 16 * 1024 * 1024
            let server = try Self.makeServer(longLine: longLine)
            defer { server.stop() }
            let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())
            let request = Request<JSONLines<Reading>>(method: .get, path: "/lines", decoding: .jsonLines())

            var sent = 0
            let sendTime = try await measure { sent = try await client.send(request).items.count }
            print("figure: \(sent) JSON Lines through send: \(Self.seconds(sendTime))")

            var streamed = 0
            let linesTime = try await measure { for try await _ in client.lines(request) { streamed += 1 } }
            print("figure: \(streamed) JSON Lines through lines: \(Self.seconds(linesTime))")

            let long = Request<JSONLines<Reading>>(method: .get, path: "/long", decoding: .jsonLines())
            var longItems = 0
            let longTime = try await measure { for try await _ in client.lines(long) { longItems += 1 } }
            print("figure: one \(longLine)-byte line through lines (\(longItems) item): \(Self.seconds(longTime))")
            let longSendTime = try await measure { longItems = try await client.send(long).items.count }
            print("figure: one \(longLine)-byte line through send (\(longItems) item): \(Self.seconds(longSendTime))")
        }

        @Test(arguments: [1024 * 1024, Int.max])
        func aFiftyMegabyteStreamReadByASlowReader(maxBufferedBodySize: Int) async throws {
            let size = 50 * 1000 * 1000
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/octet-stream")])
                let chunk = Data(repeating: 7, count: 64 * 1024)
                var left = size
                while left > 0, writer.isConnected {
                    writer.writeChunk(chunk.prefix(left))
                    left -= chunk.count
                }
                writer.finish()
            }
            defer { server.stop() }
            let peak = Locked(0)
            let transport = URLSessionTransport(
                maxBufferedBodySize: maxBufferedBodySize,
                metrics: { metrics in peak.withLock { $0 = metrics.peakBufferedBytes } }
            )
            let baseline = Self.residentBytes()
            let highest = Locked(baseline)
            let sampler = Task {
                while !Task.isCancelled {
                    let resident = Self.residentBytes()
                    highest.withLock { $0 = max($0, resident) }
                    try? await Task.sleep(for: .milliseconds(5))
                }
            }
            var received = 0
            let time = try await measure {
                let response = try await transport.send(HTTPRequest(method: .get, url: server.baseURL))
                var paced = 0
                for try await chunk in response.body {
                    received += chunk.count
                    // A reader slower than the loopback: 20 ms for each MiB it takes.
                    while received - paced >= 1024 * 1024 {
                        paced += 1024 * 1024
                        try await Task.sleep(for: .milliseconds(20))
                    }
                }
            }
            sampler.cancel()
            try await Task.sleep(for: .milliseconds(50))
            let growth = highest.withLock { $0 } - baseline
            let limit = maxBufferedBodySize == .max ? "no limit" : "maxBufferedBodySize \(maxBufferedBodySize)"
            print(
                "figure: \(received) bytes read slowly (\(limit)) in \(Self.seconds(time)): resident memory rose by "
                    + "at most \(growth / 1024) KiB, body bytes in memory at most \(peak.withLock { $0 } / 1024) KiB"
            )
        }

        /// The process's resident memory, from `/proc/self/statm` on Linux; 0 elsewhere.
        static func residentBytes() -> Int {
            #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let fields = text.split(separator: " ")
            return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
            #else
            return 0
            #endif
        }
    }
}
