import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

extension RuntimeTests {
    @Suite struct APIClientLinesTests {
        struct Reading: Codable, Hashable, Sendable {
            var n: Int
            var at: Date
        }

        static let dates = [
            "2026-11-29T16:40:01.000001Z", "2026-11-29T16:40:02.123456Z", "2026-11-29T16:40:03.999999Z",
        ]

        @Test func itemsArriveWhileTheServerIsStillSending() async throws {
            let firstReceived = Gate()
            let serverHeldBack = Locked(false)
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/x-ndjson")])
                writer.writeChunk(#"{"n":1,"at":"\#(Self.dates[0])"}"# + "\n" + #"{"n":2,"#)
                // The rest is written only after the client has the first item in hand (a long wait, so a loaded
                // machine cannot fail it; a client that buffered the stream still would, only later).
                serverHeldBack.withLock { $0 = !firstReceived.wait(timeout: 30) }
                writer.writeChunk(#""at":"\#(Self.dates[1])"}"# + "\n\n")
                writer.writeChunk(#"{"n":3,"at":"\#(Self.dates[2])"}"#)
                writer.finish()
            }
            defer {
                firstReceived.open()
                server.stop()
            }
            var received: [Reading] = []
            let request = Request<JSONLines<Reading>>(
                method: .get,
                path: "/readings",
                operationID: "listReadings",
                decoding: .jsonLines()
            )
            for try await reading in makeClient(server).lines(request) {
                received.append(reading)
                if received.count == 1 { firstReceived.open() }
            }
            #expect(serverHeldBack.withLock { !$0 })
            #expect(received.map(\.n) == [1, 2, 3])
            #expect(received.map { RFC3339.string(from: $0.at) } == Self.dates)
        }

        @Test func serverSentEventsYieldTheirJSONData() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "text/event-stream")])
                writer.writeChunk(": comment\nevent: reading\ndata: {\"n\":1,\ndata: \"at\":\"\(Self.dates[0])\"}\n\n")
                writer.writeChunk("id: 2\ndata: {\"n\":2,\"at\":\"\(Self.dates[1])\"}\r\n\r\n")
                writer.finish()
            }
            defer { server.stop() }
            var received: [Int] = []
            for try await reading in makeClient(server).lines(
                Request<JSONLines<Reading>>(method: .get, path: "/events", decoding: .jsonLines())
            ) {
                received.append(reading.n)
            }
            #expect(received == [1, 2])
        }

        @Test func aBadLineEndsTheStreamWithItsPosition() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, text: "{\"n\":1,\"at\":\"\(Self.dates[0])\"}\n{\"n\":\"x\"}\n")
            }
            defer { server.stop() }
            var count = 0
            let error = try await #require(throws: APIError.self) {
                for try await _ in makeClient(server).lines(
                    Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines())
                ) {
                    count += 1
                }
            }
            #expect(count == 1)
            #expect(error.kind == .decodingFailed)
            #expect(error.message.hasPrefix("Item 2 of the stream"))
            #expect(error.codingPath == "n")
        }

        @Test func aBadEventEndsTheStreamNamingItsTypeAndID() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "text/event-stream")])
                writer.writeChunk("id: 6\ndata: {\"n\":1,\"at\":\"\(Self.dates[0])\"}\n\n")
                writer.writeChunk("event: update\nid: 7\ndata: {\"n\":\"x\"}\n\n")
                writer.finish()
            }
            defer { server.stop() }
            var received: [String?] = []
            let error = try await #require(throws: APIError.self) {
                for try await event in makeClient(server).events(
                    Request<ServerSentEvents<Reading>>(method: .get, path: "/events", decoding: .serverSentEvents())
                ) {
                    received.append(event.lastEventID)
                }
            }
            #expect(received == ["6"])
            #expect(error.kind == .decodingFailed)
            #expect(error.message.hasPrefix(#"Item 2 of the stream (event "update", id "7") did not match"#))
            #expect(error.codingPath == "n")
            let item = try #require(error.underlyingError as? StreamItemError)
            #expect(item.itemNumber == 2 && item.eventType == "update" && item.eventID == "7")
            #expect(item.underlyingError is DecodingError)
        }

        @Test func textEventsTakeTheirDataAsItIs() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                // No Content-Type: the decoding says what the body is.
                writer.respond(status: 200, text: "retry: 10\ndata: hello\n\ndata: \"quoted\"\nid: 1\n\n")
            }
            defer { server.stop() }
            let request = Request<ServerSentEvents<String>>(
                method: .get,
                path: "/events",
                decoding: .serverSentTextEvents()
            )
            let all = try await makeClient(server).send(request)
            #expect(
                all.events == [
                    ServerSentEvent(data: "hello", retry: 10),
                    ServerSentEvent(data: #""quoted""#, id: "1", lastEventID: "1", retry: 10),
                ]
            )
            #expect(all.lastEventID == "1")
            var streamed: [String] = []
            for try await event in makeClient(server).events(request) { streamed.append(event.data) }
            #expect(streamed == ["hello", #""quoted""#])
            #expect(server.requests.first?.header("Accept") == "text/event-stream")
        }

        @Test(arguments: [
            ("set after the last event", "id: 1\ndata: a\n\nid: 2\n\n", "2"),
            ("cleared after the last event", "id: 1\ndata: a\n\nid\n\n", nil),
            ("kept", "id: 1\ndata: a\n\ndata: b\n\n", "1"),
        ])
        func theLastEventIDIsTheStreams(id: String, body: String, lastEventID: String?) async throws {
            let mock = MockTransport()
            mock.respond(to: "watch") { _ in .text(body, contentType: "text/event-stream") }
            let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com")), transport: mock)
            let events = try await client.send(
                Request<ServerSentEvents<String>>(
                    method: .get,
                    path: "/events",
                    operationID: "watch",
                    decoding: .serverSentTextEvents()
                )
            )
            #expect(events.events.first?.lastEventID == "1")
            #expect(events.lastEventID == lastEventID)
        }

        @Test func aJSONSequenceRecordCutShortEndsTheStreamWithItsPosition() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/json-seq")])
                writer.writeChunk("\u{1E}[1]\n\u{1E}\u{1E}[2,\n3]\n\u{1E}4")
                writer.finish()
            }
            defer { server.stop() }
            var received: [[Int]] = []
            let request = Request<JSONLines<[Int]>>(method: .get, path: "/r", decoding: .jsonLines())
            let error = try await #require(throws: APIError.self) {
                for try await item in makeClient(server).lines(request) { received.append(item) }
            }
            #expect(received == [[1], [2, 3]])
            #expect(error.kind == .decodingFailed)
            #expect(error.message.hasPrefix("Item 3 of the stream did not match the expected type: The record may"))
            let sent = try await #require(throws: APIError.self) { try await makeClient(server).send(request) }
            #expect((sent.underlyingError as? StreamItemError)?.itemNumber == 3)
        }

        @Test func sendCollectsAllItems() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 200,
                    text: "{\"n\":1,\"at\":\"\(Self.dates[0])\"}\n{\"n\":2,\"at\":\"\(Self.dates[1])\"}"
                )
            }
            defer { server.stop() }
            let all = try await makeClient(server).send(
                Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines())
            )
            #expect(all.items.map(\.n) == [1, 2])
        }

        @Test func aRequestForOneObjectReadsTheObjectsAServerStreams() async throws {
            // Docker documents `/events` as one object and sends one per line until it is done.
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 200,
                    headers: [("Content-Type", "application/json")],
                    text: "{\"n\":1,\"at\":\"\(Self.dates[0])\"}\n{\"n\":2,\"at\":\"\(Self.dates[1])\"}\n"
                )
            }
            defer { server.stop() }
            let documented = Request<Reading>(method: .get, path: "/events", operationID: "events")
            var numbers: [Int] = []
            for try await reading in makeClient(server).lines(documented.readingJSONLines()) {
                numbers.append(reading.n)
            }
            #expect(numbers == [1, 2])
            let all = try await makeClient(server).send(documented.readingJSONLines())
            #expect(all.items.map(\.n) == [1, 2])
        }

        @Test func stoppingEarlyClosesTheConnection() async throws {
            let disconnected = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                for index in 0..<500 {
                    writer.writeChunk("{\"n\":\(index),\"at\":\"\(Self.dates[0])\"}\n")
                    guard writer.isConnected else { break }
                    Thread.sleep(forTimeInterval: 0.01)
                }
                if !writer.isConnected { disconnected.open() }
                writer.finish()
            }
            defer { server.stop() }
            for try await reading in makeClient(server).lines(
                Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines())
            )
            where reading.n == 2 {
                break
            }
            #expect(await disconnected.opened(within: .seconds(3)))
        }

        @Test func aServerThatNeverEndsALineIsCutOffAtTheLimit() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/x-ndjson")])
                writer.writeChunk(#"{"n":1,"at":"\#(Self.dates[0])"}"# + "\n")
                let chunk = String(repeating: "x", count: 64 * 1024)
                for _ in 0..<32 where writer.isConnected { writer.writeChunk(chunk) }
                // Held open: a client that waits for the newline waits here.
                release.wait(timeout: 30)
                writer.finish()
            }
            defer {
                release.open()
                server.stop()
            }
            var client = makeClient(server)
            client.maxLineLength = 1024 * 1024
            var received = 0
            let error = try await #require(throws: APIError.self) {
                for try await _ in client.lines(
                    Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines())
                ) {
                    received += 1
                }
            }
            #expect(received == 1)
            #expect(error.kind == .responseTooLarge)
            #expect(error.message.hasPrefix("Item 2 of the stream is longer than 1048576 bytes"))
            #expect(!release.isOpen)
        }

        @Test func sendRefusesALineLongerThanTheLimitToo() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, text: "[1]\n" + String(repeating: "7", count: 2000) + "\n")
            }
            defer { server.stop() }
            var client = makeClient(server)
            client.maxLineLength = 1000
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<JSONLines<[Int]>>(method: .get, path: "/r", decoding: .jsonLines()))
            }
            #expect(error.kind == .responseTooLarge)
            #expect(error.status == 200)
            #expect(error.message.hasSuffix("check that the server ends each item with a newline."))
        }

        /// Items of a JSON text sequence start with a record separator, so that is what the message names.
        @Test func aTooLongItemOfAJSONSequenceNamesTheRecordSeparator() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/json-seq")])
                writer.writeChunk("\u{1E}[1]\n\u{1E}[" + String(repeating: "7", count: 2000) + "]\n")
                writer.finish()
            }
            defer { server.stop() }
            var client = makeClient(server)
            client.maxLineLength = 1000
            let error = try await #require(throws: APIError.self) {
                try await client.send(Request<JSONLines<[Int]>>(method: .get, path: "/r", decoding: .jsonLines()))
            }
            #expect(error.kind == .responseTooLarge)
            #expect(error.message.hasPrefix("Item 2 of the stream is longer than 1000 bytes"))
            #expect(error.message.hasSuffix("starts each item with a record separator (0x1E)."), "\(error.message)")
        }

        @Test func theTotalTimeoutBoundsTheWaitForTheStreamNotTheStream() async throws {
            let proceed = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/x-ndjson")])
                writer.writeChunk(#"{"n":1,"at":"\#(Self.dates[0])"}"# + "\n")
                proceed.wait(timeout: 10)
                writer.writeChunk(#"{"n":2,"at":"\#(Self.dates[1])"}"# + "\n")
                writer.finish()
            }
            defer {
                proceed.open()
                server.stop()
            }
            let client = makeClient(server, timeout: .seconds(1))
            var received: [Int] = []
            for try await reading in client.lines(
                Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines())
            ) {
                received.append(reading.n)
                if received.count == 1 {
                    // Outlast the timeout while the stream is open.
                    try await Task.sleep(for: .milliseconds(1500))
                    proceed.open()
                }
            }
            #expect(received == [1, 2])
        }

        /// Answers every request with `respond`'s response.
        struct StubTransport: HTTPTransport {
            let respond: @Sendable (HTTPRequest) -> HTTPResponse

            func send(_ request: HTTPRequest) async throws -> HTTPResponse { respond(request) }
        }

        @Test func theBodyIsReadOnlyAsFastAsItemsAreTaken() async throws {
            let pulls = Locked(0)
            let transport = StubTransport { _ in
                // A chunk is made only when the body is read, so `pulls` counts what was read.
                let chunks = AsyncThrowingStream<Data, any Error>(unfolding: {
                    let count = pulls.withLock { pulls in
                        pulls += 1
                        return pulls
                    }
                    return count <= 1000 ? Data("{\"n\":\(count),\"at\":\"\(Self.dates[0])\"}\n".utf8) : nil
                })
                return HTTPResponse(status: 200, body: ResponseBody(chunks))
            }
            let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com")), transport: transport)
            var items = client.lines(Request<JSONLines<Reading>>(method: .get, path: "/r", decoding: .jsonLines()))
                .makeAsyncIterator()
            for expected in 1...3 {
                #expect(try await items.next()?.n == expected)
            }
            // Time enough for a reader that runs ahead to show it; one that does not has nothing to do.
            try await Task.sleep(for: .milliseconds(100))
            #expect(pulls.withLock { $0 } == 3)
        }
    }
}
