import ClientGenCache
import ClientGenRuntime
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RuntimeTests {
    /// `ClientGenCache`'s middleware, over the real URLSession transport and over transports that count what
    /// reaches them.
    @Suite struct ResponseCacheTests {
        static func makeCache(maxBodySize: Int? = nil) -> ResponseCache {
            ResponseCache(
                URLCache(memoryCapacity: 1024 * 1024, diskCapacity: 0, diskPath: nil),
                maxBodySize: maxBodySize
            )
        }

        @Test func aFreshResponseIsAnsweredFromTheCache() async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(
                    status: 200,
                    headers: [("Cache-Control", "max-age=60"), ("Content-Type", "application/json")],
                    text: #"{"id":1,"name":"Rex"}"#
                )
            }
            defer { server.stop() }
            let cached = makeClient(server, middlewares: [Self.makeCache()])
            for _ in 0..<2 {
                #expect(try await cached.send(Request<Pet>(method: .get, path: "/pets/1")) == Pet(id: 1, name: "Rex"))
            }
            #expect(server.requestCount == 1)
            // Without the middleware, every call reaches the server.
            let uncached = makeClient(server)
            for _ in 0..<2 { try await uncached.send(Request<Pet>(method: .get, path: "/pets/1")) }
            #expect(server.requestCount == 3)
        }

        @Test(arguments: [
            ("max-age=60", 1), ("max-age=60, no-store", 2), ("no-cache", 2), ("max-age=0", 2), ("", 2),
        ])
        func onlyWhatCacheControlAllowsIsKept(cacheControl: String, requests: Int) async throws {
            let server = try LoopbackHTTPServer { _, writer in
                writer.respond(status: 200, headers: [("Cache-Control", cacheControl)], text: "x")
            }
            defer { server.stop() }
            let client = makeClient(server, middlewares: [Self.makeCache()])
            for _ in 0..<2 { _ = try await client.send(Request(method: .get, path: "/x", decoding: .text)) }
            #expect(server.requestCount == requests)
        }

        @Test func anAnswerIsNotReusedForAnotherCredentialOrQuery() async throws {
            let server = try LoopbackHTTPServer { request, writer in
                writer.respond(
                    status: 200,
                    headers: [("Cache-Control", "max-age=60")],
                    text: request.header("Authorization") ?? ""
                )
            }
            defer { server.stop() }
            let cache = Self.makeCache()
            // The cache comes last, so that it sees the credential the auth middleware adds.
            let alice = makeClient(server, middlewares: [BearerAuth(token: "alice"), cache])
            let bob = makeClient(server, middlewares: [BearerAuth(token: "bob"), cache])
            let me = Request(method: .get, path: "/me", decoding: .text)
            #expect(try await alice.send(me) == "Bearer alice")
            #expect(try await bob.send(me) == "Bearer bob")
            #expect(try await alice.send(me) == "Bearer alice")
            #expect(server.requestCount == 2)
            var page = Request(method: .get, path: "/me", decoding: .text)
            page.addQuery("page", 2)
            _ = try await alice.send(page)
            // Another query is another resource: it reaches the server.
            #expect(server.requestCount == 3)
            #expect(server.requests.last?.target.hasSuffix("/me?page=2") == true)
        }

        @Test func onlyAGetIsAnsweredFromTheCache() async throws {
            let transport = CountingTransport(chunks: [Data("ok".utf8)])
            let client = APIClient(
                baseURL: URL(string: "https://api.example.test")!,
                transport: transport,
                middlewares: [Self.makeCache()]
            )
            for _ in 0..<2 { _ = try await client.send(Request(method: .post, path: "/x", decoding: .text)) }
            #expect(transport.sent == 2)
        }

        @Test func aBodyIsStoredOnlyWhenReadWholeAndWithinTheLimit() async throws {
            let chunks = [Data("first,".utf8), Data("second".utf8)]
            // Read whole and within the limit: the second call is answered from the cache, with the same body.
            let transport = CountingTransport(chunks: chunks)
            let cache = Self.makeCache()
            for _ in 0..<2 {
                let response = try await cache.intercept(Self.get, next: transport.send)
                #expect(try await response.body.collect() == Data("first,second".utf8))
            }
            #expect(transport.sent == 1)
            // Larger than the limit: passed on whole, never kept.
            let large = CountingTransport(chunks: chunks)
            let small = Self.makeCache(maxBodySize: 8)
            for _ in 0..<2 {
                let response = try await small.intercept(Self.get, next: large.send)
                #expect(try await response.body.collect() == Data("first,second".utf8))
            }
            #expect(large.sent == 2)
            // Dropped after the first chunk: not kept either.
            let dropped = CountingTransport(chunks: chunks)
            let partial = Self.makeCache()
            var iterator = try await partial.intercept(Self.get, next: dropped.send).body.makeAsyncIterator()
            #expect(try await iterator.next() == chunks[0])
            _ = try await partial.intercept(Self.get, next: dropped.send).body.collect()
            #expect(dropped.sent == 2)
        }

        @Test func aBodyStreamsAtItsReadersPace() async throws {
            // The second chunk is produced only once the reader has the first: a cache that read ahead would wait
            // for it forever.
            let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            continuation.yield(Data("first".utf8))
            let response = try await Self.makeCache().intercept(Self.get) { _ in
                HTTPResponse(status: 200, headers: ["Cache-Control": "max-age=60"], body: ResponseBody(stream))
            }
            var iterator = response.body.makeAsyncIterator()
            #expect(try await iterator.next() == Data("first".utf8))
            continuation.yield(Data("second".utf8))
            continuation.finish()
            #expect(try await iterator.next() == Data("second".utf8))
            #expect(try await iterator.next() == nil)
        }

        static let get = HTTPRequest(method: .get, url: URL(string: "https://api.example.test/pets")!)
    }
}

/// A transport that answers every request with a cacheable `200` made of `chunks`, counting what reaches it.
private final class CountingTransport: HTTPTransport, Sendable {
    let chunks: [Data]
    private let requests = Recorder<HTTPRequest>()

    init(chunks: [Data]) {
        self.chunks = chunks
    }

    var sent: Int { requests.all.count }

    @Sendable func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
        return HTTPResponse(status: 200, headers: ["Cache-Control": "max-age=60"], body: ResponseBody(stream))
    }
}
