import Foundation

/// How the pages of a listing follow one another: from the request just sent and the page it returned, the request
/// for the next page, or `nil` after the last.
///
/// The common schemes are built in: a `Link` header (``link(relation:)``), a next-page URL in a header or the body
/// (``nextURL(header:)``, ``nextURL(_:)``), a cursor with or without a "has more" flag (``cursor(_:_:hasMore:)``),
/// an offset (``offset(_:limit:count:total:)``) and a page number (``pageNumber(_:first:perPage:count:total:)``).
/// A scheme of your own is a closure over ``Step``.
public struct Pagination<Page: Sendable>: Sendable {
    /// What a scheme sees of the page just read.
    public struct Step: Sendable {
        /// The request that was sent.
        public var request: Request<Page>
        /// What it returned: the page, its status and headers.
        public var response: APIResponse<Page>
        /// The URL the request was sent to, against which a relative link is read.
        public var url: URL

        /// A request for the page at `link` (a URL, absolute or relative to ``url``), with the rest of ``request``
        /// (headers, decoding, errors) unchanged; `nil` when `link` is empty or not a URL.
        public func following(_ link: String?) -> Request<Page>? {
            guard let link = link?.trimmingCharacters(in: .whitespaces), !link.isEmpty,
                let target = URL(string: link, relativeTo: url)?.absoluteURL
            else { return nil }
            var next = request
            next.path = target.absoluteString
            next.query = []
            return next
        }
    }

    /// The next page's request after a step, or `nil` after the last page.
    public let next: @Sendable (Step) throws -> Request<Page>?

    /// A scheme of your own.
    public init(next: @escaping @Sendable (Step) throws -> Request<Page>?) {
        self.next = next
    }

    /// The target of the `Link` header (RFC 8288) whose relation is `relation`, as GitHub and many others page.
    public static func link(relation: String = "next") -> Self {
        Self { step in
            let fields = step.response.headers.fields.filter { $0.name.lowercased() == "link" }.map(\.value)
            return step.following(LinkHeader.target(of: relation, in: fields.joined(separator: ", ")))
        }
    }

    /// The URL in the response header `name` (Kinto's `Next-Page`).
    public static func nextURL(header name: String) -> Self {
        Self { step in step.following(step.response.headers[name]) }
    }

    /// The URL the page gives for the next one (Spotify's `next`, Twilio's `next_page_uri`); `nil` or empty at the
    /// end.
    public static func nextURL(_ url: @escaping @Sendable (Page) -> String?) -> Self {
        Self { step in step.following(url(step.response.value)) }
    }

    /// The cursor the page gives for the next one, sent as the query parameter `parameter` (Slack's
    /// `response_metadata.next_cursor` as `cursor`, Kubernetes' `metadata.continue` as `continue`, Stripe's last
    /// item id as `starting_after`). The end is a missing or empty cursor, or `hasMore` saying `false`.
    public static func cursor(
        _ parameter: String,
        _ cursor: @escaping @Sendable (Page) -> String?,
        hasMore: (@Sendable (Page) -> Bool?)? = nil
    ) -> Self {
        Self { step in
            let page = step.response.value
            if hasMore?(page) == false { return nil }
            guard let cursor = cursor(page), !cursor.isEmpty else { return nil }
            return step.request.settingQuery(parameter, to: cursor)
        }
    }

    /// Pages by an item offset in the query parameter `parameter` (`offset`, `skip`, `start`): the next offset is
    /// this one plus the items on the page. The end is an empty page, a page shorter than the request's `limit`
    /// (when it sends one), or `total` items reached when the page tells.
    public static func offset(
        _ parameter: String,
        limit: String = "limit",
        count: @escaping @Sendable (Page) -> Int,
        total: (@Sendable (Page) -> Int?)? = nil
    ) -> Self {
        Self { step in
            let page = step.response.value
            let items = count(page)
            let offset = step.request.queryValue(parameter).flatMap { Int($0) } ?? 0
            let next = offset + items
            if items == 0 { return nil }
            if let limit = step.request.queryValue(limit).flatMap({ Int($0) }), items < limit { return nil }
            if let total = total?(page), next >= total { return nil }
            return step.request.settingQuery(parameter, to: String(next))
        }
    }

    /// Pages by a page number in the query parameter `parameter` (`page`), the first page being `first` when the
    /// request does not send one. The end is an empty page, a page shorter than the request's `perPage` parameter
    /// (when it sends one), or the last page when `total` (the number of pages) tells.
    public static func pageNumber(
        _ parameter: String,
        first: Int = 1,
        perPage: String = "per_page",
        count: @escaping @Sendable (Page) -> Int,
        total: (@Sendable (Page) -> Int?)? = nil
    ) -> Self {
        Self { step in
            let page = step.response.value
            let items = count(page)
            let number = step.request.queryValue(parameter).flatMap { Int($0) } ?? first
            if items == 0 { return nil }
            if let size = step.request.queryValue(perPage).flatMap({ Int($0) }), items < size { return nil }
            if let pages = total?(page), number - first + 1 >= pages { return nil }
            return step.request.settingQuery(parameter, to: String(number + 1))
        }
    }
}

extension Request {
    /// The value of the first query item named `name`.
    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// This request with the query item `name` set to `value`, in the place of the first item so named (the others
    /// removed), or last.
    func settingQuery(_ name: String, to value: String) -> Request {
        var request = self
        let item = QueryItem(name, value)
        if let index = request.query.firstIndex(where: { $0.name == name }) {
            request.query[index] = item
            request.query.removeAll { $0.name == name && $0 != item }
        } else {
            request.query.append(item)
        }
        return request
    }
}
