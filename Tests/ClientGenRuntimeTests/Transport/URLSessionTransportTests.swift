import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    @Suite struct URLSessionTransportTests {
        @Test func deliversTheHeadBeforeTheBodyAndTheBodyInChunks() async throws {
            let bodyMayStart = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("X-Kind", "stream")])
                bodyMayStart.wait(timeout: 5)
                writer.writeChunk("one,")
                writer.writeChunk("two")
                writer.finish()
            }
            defer {
                bodyMayStart.open()
                server.stop()
            }
            let response = try await makeTransport().send(
                HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("s"))
            )
            #expect(response.status == 200)
            #expect(response.headers["x-kind"] == "stream")
            bodyMayStart.open()
            #expect(String(decoding: try await response.body.collect(), as: UTF8.self) == "one,two")
        }

        @Test func sendsMethodHeadersAndBody() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                writer.respond(status: 200, body: request.body)
            }
            defer { server.stop() }
            let request = HTTPRequest(
                method: .patch,
                url: server.baseURL.appendingPathComponent("echo"),
                headers: ["X-A": "1"],
                body: .data(Data("payload".utf8))
            )
            let response = try await makeTransport().send(request)
            #expect(try await response.body.collect() == Data("payload".utf8))
            let received = try #require(server.requests.first)
            #expect(received.method == "PATCH")
            #expect(received.header("X-A") == "1")
        }

        @Test func cancellingDuringARequestEndsAtOnceAndSendsNothingMore() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                release.wait(timeout: 5)
                writer.respond(status: 200)
            }
            defer {
                release.open()
                server.stop()
            }
            let transport = makeTransport()
            let request = HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("hang"))
            let outcome = await cancel({ try await transport.send(request) }, once: { await server.waitForRequests(1) })
            #expect(outcome.ready)
            #expect(outcome.latency < .milliseconds(100))
            #expect(outcome.result.isCancellation)
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.requestCount == 1)
        }

        @Test func cancellingWhileReadingTheBodyEndsTheStream() async throws {
            let release = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                writer.writeChunk("first")
                release.wait(timeout: 5)
                writer.finish()
            }
            defer {
                release.open()
                server.stop()
            }
            let response = try await makeTransport().send(
                HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("s"))
            )
            let outcome = await cancel(
                { try await response.body.collect() },
                once: {
                    try? await Task.sleep(for: .milliseconds(50))
                    return true
                }
            )
            #expect(outcome.latency < .milliseconds(100))
        }

        @Test func droppingABodyUnreadClosesTheConnection() async throws {
            let disconnected = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 503)
                for _ in 0..<300 where writer.isConnected {
                    writer.writeChunk(String(repeating: "x", count: 1024))
                    Thread.sleep(forTimeInterval: 0.01)
                }
                if !writer.isConnected { disconnected.open() }
                writer.finish()
            }
            defer { server.stop() }
            let transport = makeTransport()
            do {
                let response = try await transport.send(
                    HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("big"))
                )
                #expect(response.status == 503)
            }
            #expect(await disconnected.opened(within: .seconds(2)))
        }

        @Test func anAbruptDisconnectMidBodyFailsTheBody() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200)
                writer.writeChunk("partial")
                Thread.sleep(forTimeInterval: 0.05)
                writer.disconnect()
            }
            defer { server.stop() }
            let response = try await makeTransport().send(
                HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("s"))
            )
            await #expect(throws: URLError.self) { try await response.body.collect() }
        }

        @Test func aClosedPortFailsWithCannotConnect() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
            let url = server.baseURL
            server.stop()
            try await Task.sleep(for: .milliseconds(100))
            let error = try await #require(throws: URLError.self) {
                try await makeTransport().send(HTTPRequest(method: .get, url: url))
            }
            #expect(error.code == .cannotConnectToHost)
        }

        @Test func a401WithABasicChallengeComesBackAsTheAnswer() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 401,
                    headers: [("WWW-Authenticate", #"Basic realm="api""#), ("Content-Type", "application/json")],
                    text: #"{"title":"sign in"}"#
                )
            }
            defer { server.stop() }
            let client = makeClient(server, timeout: .seconds(15))
            let error = try await #require(throws: APIError.self) {
                try await client.send(
                    Request<Pet>(method: .get, path: "/private", errorResponses: [.init(401, Problem.self)])
                )
            }
            #expect(error.kind == .unacceptableStatus)
            #expect(error.status == 401)
            #expect(error.errorModel(as: Problem.self) == Problem(title: "sign in"))
        }

        @Test func a401WithABasicChallengeStillLetsRefreshingAuthRetry() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                if request.header("Authorization") == "Bearer new" {
                    writer.respond(status: 200, text: #"{"id":1,"name":"ok"}"#)
                } else {
                    writer.respond(status: 401, headers: [("WWW-Authenticate", #"Basic realm="api""#)])
                }
            }
            defer { server.stop() }
            let auth = RefreshingAuth(
                credential: "old",
                authorize: { request, token in request.headers["Authorization"] = "Bearer \(token)" },
                refresh: { _ in "new" }
            )
            let client = makeClient(server, middlewares: [auth], timeout: .seconds(15))
            #expect(try await client.send(Request<Pet>(method: .get, path: "/pets/1")) == Pet(id: 1, name: "ok"))
            #expect(server.requestCount == 2)
        }

        @Test(arguments: [301, 302, 303, 307, 308])
        func credentialsDoNotFollowARedirectToAnotherOrigin(status: Int) async throws {
            let secret = "SEKRET-51c0"
            let other = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { other.stop() }
            let otherURL = other.baseURL.absoluteString
            let server = try LoopbackHTTPServer { request, writer in
                switch request.path {
                case "/api/landing": writer.respond(status: 204)
                case "/api/same": writer.respond(status: status, headers: [("Location", "/api/landing")])
                default: writer.respond(status: status, headers: [("Location", otherURL + "/landing")])
                }
            }
            defer { server.stop() }
            let client = makeClient(
                server,
                middlewares: [
                    BearerAuth(token: secret), APIKeyAuth(header: "X-Key", key: secret),
                    APIKeyAuth(cookie: "sid", key: secret),
                ]
            )
            var away = Request<Empty>(method: .get, path: "/away", decoding: .empty)
            away.addHeader("X-Trace", "t-1")
            try await client.send(away)
            let arrived = try #require(other.requests.first)
            #expect(arrived.path == "/landing")
            #expect(arrived.header("X-Trace") == "t-1")
            for name in ["Authorization", "X-Key", "Cookie"] {
                #expect(arrived.header(name) == nil, "\(name) followed the redirect")
            }
            try await client.send(Request<Empty>(method: .get, path: "/same", decoding: .empty))
            let landed = try #require(server.requests.last)
            #expect(landed.path == "/api/landing")
            #expect(landed.header("Authorization") == "Bearer \(secret)")
            #expect(landed.header("X-Key") == secret)
        }

        @Test func credentialsDoNotFollowARedirectToAnotherHostOnTheSamePort() async throws {
            let secret = "SEKRET-51c1"
            let server = try LoopbackHTTPServer { request, writer in
                if request.path == "/landing" {
                    writer.respond(status: 204)
                } else {
                    let port = request.header("Host")?.split(separator: ":").last ?? ""
                    writer.respond(status: 302, headers: [("Location", "http://localhost:\(port)/landing")])
                }
            }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [BearerAuth(token: secret)])
            try await client.send(Request<Empty>(method: .get, path: "/away", decoding: .empty))
            let landed = try #require(server.requests.last)
            #expect(landed.path == "/landing")
            #expect(landed.header("Host")?.hasPrefix("localhost") == true)
            #expect(landed.header("Authorization") == nil)
        }

        @Test func aReaderThatLagsLeavesAtMostTheLimitInMemory() async throws {
            let chunkCount = 128
            let chunkSize = 64 * 1024
            let written = Gate()
            let server = try LoopbackHTTPServer { _, writer in
                writer.writeHead(status: 200, headers: [("Content-Type", "application/octet-stream")])
                for index in 0..<chunkCount where writer.isConnected {
                    writer.writeChunk(Data(repeating: UInt8(index % 251), count: chunkSize))
                }
                written.open()
                writer.finish()
            }
            defer { server.stop() }
            let limit = 256 * 1024
            let reports = Recorder<(peak: Int, received: Int)>()
            let transport = URLSessionTransport(
                configuration: .ephemeral,
                maxBufferedBodySize: limit,
                metrics: { reports.append(($0.peakBufferedBytes, $0.bytesReceived)) }
            )
            let response = try await transport.send(
                HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("big"))
            )
            var chunks = response.body.makeAsyncIterator()
            var body = try #require(try await chunks.next())
            // The reader lags while the rest arrives: the server finishes writing (where the transfer goes on, as on
            // Linux) or is held back (where it is suspended).
            _ = await written.opened(within: .seconds(3))
            while let chunk = try await chunks.next() { body.append(chunk) }
            #expect(body.count == chunkCount * chunkSize)
            let expected = (0..<chunkCount).map { Data(repeating: UInt8($0 % 251), count: chunkSize) }
            #expect(body == expected.reduce(into: Data()) { $0.append($1) })
            for _ in 0..<200 where reports.all.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            let report = try #require(reports.all.first)
            #expect(report.received == chunkCount * chunkSize)
            // The memory a lagging reader costs is the limit, plus what was already on its way where a transfer is
            // suspended, not the size of the body.
            #expect(report.peak <= limit + 256 * 1024, "peak \(report.peak) bytes")
        }

        @Test func theAppsConfigurationIsUsed() async throws {
            let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 204) }
            defer { server.stop() }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpAdditionalHeaders = ["X-App-Build": "412"]
            let client = APIClient(
                baseURL: server.baseURL,
                transport: URLSessionTransport(configuration: configuration)
            )
            try await client.send(Request<Empty>(method: .get, path: "/ping", decoding: .empty))
            #expect(server.requests.first?.header("X-App-Build") == "412")
        }

        /// What the metrics tests look at, taken from each ``TransferMetrics``.
        struct Reported: Sendable {
            var operationID: String
            var url: String
            var status: Int?
            var redirectCount: Int
            var bytesReceived: Int
            var hasTimeToResponse: Bool
            var isFailure: Bool
        }

        @Test func theMetricsHookReportsEachExchange() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                if request.path == "/api/first" {
                    writer.respond(status: 302, headers: [("Location", "/api/second")])
                } else {
                    writer.respond(status: 200, text: "hello")
                }
            }
            defer { server.stop() }
            let reports = Recorder<Reported>()
            let transport = URLSessionTransport(metrics: { metrics in
                reports.append(
                    Reported(
                        operationID: metrics.operationID,
                        url: metrics.url,
                        status: metrics.status,
                        redirectCount: metrics.redirectCount,
                        bytesReceived: metrics.bytesReceived,
                        hasTimeToResponse: metrics.timeToResponse != nil,
                        isFailure: metrics.error != nil
                    )
                )
            })
            var request = Request(method: .get, path: "/first", operationID: "getFirst", decoding: .text)
            request.addQuery("access_token", "SEKRET-2b7")
            let client = APIClient(baseURL: server.baseURL.appendingPathComponent("api"), transport: transport)
            #expect(try await client.send(request) == "hello")
            for _ in 0..<200 where reports.all.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            let report = try #require(reports.all.first)
            #expect(report.operationID == "getFirst")
            #expect(report.status == 200)
            #expect(report.redirectCount == 1)
            #expect(report.bytesReceived == 5)
            #expect(report.hasTimeToResponse)
            #expect(!report.isFailure)
            #expect(report.url.hasSuffix("/api/first?access_token=<redacted>"))
        }
    }
}
