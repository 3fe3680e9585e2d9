import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// `APIClient.pages` and `items` over each built-in scheme, against a transport that serves a listing of ten
    /// numbered items the way each scheme's APIs do.
    @Suite struct PaginationTests {
        /// One page as the APIs in these tests send it; each scheme reads the fields it knows.
        struct Listing: Codable, Hashable, Sendable {
            var items: [Int]
            var next: String?
            var hasMore: Bool?
            var total: Int?
        }

        static let all = Array(1...10)
        static let base = URL(string: "https://api.example.test/v1")!

        /// A client whose transport answers `GET /v1/items` with `answer(query)`.
        static func client(
            _ answer: @escaping @Sendable ([String: String]) throws -> MockTransport.Response
        ) -> (APIClient, MockTransport) {
            let transport = MockTransport()
            transport.respond(to: .get, path: "/v1/items") { request in
                let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                return try answer(Dictionary(items.map { ($0.name, $0.value ?? "") }) { first, _ in first })
            }
            return (APIClient(baseURL: base, transport: transport), transport)
        }

        static let first = Request<Listing>(method: .get, path: "/items")

        /// The items from `start` (0-based), at most `size` of them.
        static func slice(from start: Int, size: Int) -> [Int] {
            Array(all.dropFirst(start).prefix(size))
        }

        @Test func aLinkHeaderIsFollowedToTheLastPage() async throws {
            let (client, transport) = Self.client { query in
                let page = Int(query["page"] ?? "1")!
                var response = try MockTransport.Response.json(
                    Listing(items: Self.slice(from: (page - 1) * 4, size: 4))
                )
                if page < 3 {
                    // A relative next link, a last link first and a comma inside a target: as servers send them.
                    response.headers.append(name: "Link", value: #"</v1/items?page=3&x=a,b>; rel="last""#)
                    response.headers.append(
                        name: "Link",
                        value: "<items?page=\(page + 1)&x=a,b>; rel=\"next prefetch\""
                    )
                }
                return response
            }
            let items = try await Array(client.items(Self.first, .link(), \.items))
            #expect(items == Self.all)
            #expect(
                transport.requests.map(\.url.absoluteString) == [
                    "https://api.example.test/v1/items",
                    "https://api.example.test/v1/items?page=2&x=a,b",
                    "https://api.example.test/v1/items?page=3&x=a,b",
                ]
            )
        }

        @Test(arguments: [
            #"<https://api.example.test/v1/items?page=2>; rel=next, <https://api.example.test/v1/items?page=9>; rel=last"#,
            #"<https://api.example.test/v1/items?page=1>; title="first, really"; rel="first", <https://api.example.test/v1/items?page=2>;rel="NEXT""#,
            #"<https://api.example.test/v1/items?page=2>; rel="next"; title="a \"quoted\" title, with commas""#,
        ])
        func everyLinkHeaderSpellingFindsTheNextPage(header: String) async throws {
            let (client, transport) = Self.client { query in
                var response = try MockTransport.Response.json(Listing(items: [Int(query["page"] ?? "1")!]))
                if query["page"] == nil { response.headers["Link"] = header }
                return response
            }
            #expect(try await Array(client.items(Self.first, .link(), \.items)) == [1, 2])
            #expect(transport.requests.last?.url.query == "page=2")
        }

        @Test func aNextURLInAHeaderOrTheBodyIsFollowed() async throws {
            let (client, _) = Self.client { query in
                let page = Int(query["page"] ?? "1")!
                let next = page < 3 ? "https://api.example.test/v1/items?page=\(page + 1)" : nil
                var response = try MockTransport.Response.json(
                    Listing(
                        items: Self.slice(from: (page - 1) * 4, size: 4),
                        next: next.map { _ in "/v1/items?page=\(page + 1)" }
                    )
                )
                if let next { response.headers["Next-Page"] = next }
                return response
            }
            #expect(try await Array(client.items(Self.first, .nextURL(header: "Next-Page"), \.items)) == Self.all)
            #expect(try await Array(client.items(Self.first, .nextURL { $0.next }, \.items)) == Self.all)
        }

        @Test func aCursorIsSentUntilTheServerHasNoMore() async throws {
            // Stripe's scheme: `has_more`, and the last item's id as `starting_after`.
            let (client, transport) = Self.client { query in
                let after = Int(query["starting_after"] ?? "0")!
                let items = Array(Self.all.drop { $0 <= after }.prefix(3))
                return try .json(Listing(items: items, hasMore: items.last != Self.all.last))
            }
            var first = Self.first
            first.addQuery("limit", 3)
            let pagination = Pagination<Listing>.cursor(
                "starting_after",
                { $0.items.last.map(String.init) },
                hasMore: { $0.hasMore }
            )
            #expect(try await Array(client.items(first, pagination, \.items)) == Self.all)
            #expect(transport.requests.count == 4)
            #expect(transport.requests.last?.url.query == "limit=3&starting_after=9")
        }

        @Test func anOffsetAdvancesByThePageUntilTheTotal() async throws {
            let (client, transport) = Self.client { query in
                let offset = Int(query["offset"] ?? "0")!
                return try .json(Listing(items: Self.slice(from: offset, size: 4), total: Self.all.count))
            }
            let total = Pagination<Listing>.offset("offset", count: { $0.items.count }, total: { $0.total })
            #expect(try await Array(client.items(Self.first, total, \.items)) == Self.all)
            #expect(transport.requests.count == 3)
            // Without a total, a page shorter than the limit is the last.
            var limited = Self.first
            limited.addQuery("limit", 4)
            let short = Pagination<Listing>.offset("offset", count: { $0.items.count })
            #expect(try await Array(client.items(limited, short, \.items)) == Self.all)
            #expect(transport.requests.count == 6)
        }

        @Test func aPageNumberAdvancesUntilAnEmptyPage() async throws {
            let (client, transport) = Self.client { query in
                let page = Int(query["page"] ?? "1")!
                return try .json(Listing(items: Self.slice(from: (page - 1) * 5, size: 5)))
            }
            let pages = try await Array(client.pages(Self.first, .pageNumber("page", count: { $0.items.count })))
            #expect(pages.map(\.items) == [Array(1...5), Array(6...10), []])
            #expect(transport.requests.map { $0.url.query ?? "" } == ["", "page=2", "page=3"])
        }

        @Test func aRepeatedCursorEndsTheListingInsteadOfLoopingForever() async throws {
            let (client, transport) = Self.client { _ in try .json(Listing(items: [1], next: "same")) }
            let pagination = Pagination<Listing>.cursor("cursor", { $0.next })
            #expect(try await Array(client.items(Self.first, pagination, \.items)) == [1, 1])
            #expect(transport.requests.count == 2)
        }

        @Test func aCancelledTaskReadsNoFurtherPage() async throws {
            let (client, transport) = Self.client { query in
                let page = Int(query["page"] ?? "1")!
                return try .json(Listing(items: [page]))
            }
            let pagination = Pagination<Listing>.pageNumber("page", count: { $0.items.count })
            let task = Task {
                var seen: [Int] = []
                for try await item in client.items(Self.first, pagination, \.items) {
                    seen.append(item)
                    if item == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                }
                return seen
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(transport.requests.count == 3)
        }

        @Test func anErrorPageEndsTheSequenceWithTheError() async throws {
            let (client, _) = Self.client { query in
                query["page"] == "2" ? .status(500) : try .json(Listing(items: [1]))
            }
            var iterator = client.items(Self.first, .pageNumber("page", count: { $0.items.count }), \.items)
                .makeAsyncIterator()
            #expect(try await iterator.next() == 1)
            await #expect(throws: APIError.self) { try await iterator.next() }
        }
    }
}

extension Array {
    /// Every element of `sequence`, in order.
    init<Elements: AsyncSequence>(_ sequence: Elements) async throws where Elements.Element == Element {
        self = []
        for try await element in sequence { append(element) }
    }
}
