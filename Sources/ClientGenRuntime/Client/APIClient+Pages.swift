import Foundation

extension APIClient {
    /// Every page of a listing, from `first` on, each requested once the one before has been read:
    ///
    /// ```swift
    /// for try await page in client.pages(GitHub.reposListForOrg(org: "apple"), .link()) {
    ///     print(page.count)
    /// }
    /// ```
    ///
    /// Each page goes through the middlewares like any call, so a `RetryMiddleware` backs off on a `429` or a `5xx`
    /// between pages as it would anywhere. The sequence ends after the page `pagination` finds no next page for, or
    /// at a page whose URL was already read (a server that sends the same cursor again), and throws
    /// `CancellationError` when its task is cancelled.
    public func pages<Page: Sendable>(_ first: Request<Page>, _ pagination: Pagination<Page>) -> Pages<Page> {
        Pages(client: self, first: first, pagination: pagination)
    }

    /// Every item of every page of a listing, `items` taking them out of each page:
    ///
    /// ```swift
    /// for try await dag in client.items(Airflow.getDags(limit: 100), .offset("offset", count: { $0.dags.count }), \.dags) {
    ///     print(dag.dagID)
    /// }
    /// ```
    public func items<Page: Sendable, Item: Sendable>(
        _ first: Request<Page>,
        _ pagination: Pagination<Page>,
        _ items: @escaping @Sendable (Page) -> [Item]
    ) -> PageItems<Page, Item> {
        PageItems(pages: pages(first, pagination), items: items)
    }
}

/// The pages of a listing, as ``APIClient/pages(_:_:)-(_,Pagination<Page>)`` reads them.
public struct Pages<Page: Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page

    let client: APIClient
    let first: Request<Page>
    let pagination: Pagination<Page>

    /// An iterator that reads the pages in order.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(client: client, next: first, pagination: pagination)
    }

    /// Reads one page at a time, asking for the next only when it is wanted.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let client: APIClient
        var next: Request<Page>?
        let pagination: Pagination<Page>
        var visited: Set<URL> = []

        /// The next page; `nil` after the last.
        public mutating func next() async throws -> Page? {
            try Task.checkCancellation()
            guard let request = next else { return nil }
            next = nil
            guard let url = client.makeURL(path: request.path, query: request.query),
                visited.insert(url).inserted
            else { return nil }
            let response = try await client.response(request)
            next = try pagination.next(.init(request: request, response: response, url: url))
            return response.value
        }
    }
}

/// The items of every page of a listing, as ``APIClient/items(_:_:_:)`` reads them.
public struct PageItems<Page: Sendable, Item: Sendable>: AsyncSequence, Sendable {
    /// Each element is one item.
    public typealias Element = Item

    let pages: Pages<Page>
    let items: @Sendable (Page) -> [Item]

    /// An iterator that reads a page when the items of the one before are used up.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pages: pages.makeAsyncIterator(), items: items)
    }

    /// Hands out a page's items, then reads the next page.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var pages: Pages<Page>.AsyncIterator
        let items: @Sendable (Page) -> [Item]
        var buffered: [Item] = []
        var index = 0

        /// The next item; `nil` after the last item of the last page.
        public mutating func next() async throws -> Item? {
            while index == buffered.count {
                guard let page = try await pages.next() else { return nil }
                buffered = items(page)
                index = 0
            }
            defer { index += 1 }
            return buffered[index]
        }
    }
}
