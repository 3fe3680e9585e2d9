/// How one operation's listing pages, as ClientGen generates it for an operation it recognises as paged: the
/// ``Pagination`` from one page to the next and where each page holds its items.
///
/// A generated client declares one in the operation's enum of types, so a caller writes no closure:
///
/// ```swift
/// for try await dag in client.items(Airflow.getDags(limit: 100), Airflow.GetDags.paging) {
///     print(dag.dagID)
/// }
/// ```
public struct Paging<Page: Sendable, Item: Sendable>: Sendable {
    /// How the pages follow one another.
    public var pagination: Pagination<Page>
    /// The items of one page.
    public var items: @Sendable (Page) -> [Item]

    /// Pages by `pagination`, each page's items taken out by `items`.
    public init(_ pagination: Pagination<Page>, items: @escaping @Sendable (Page) -> [Item]) {
        self.pagination = pagination
        self.items = items
    }
}

extension APIClient {
    /// Every page of a listing, from `first` on, as `paging` says they follow one another.
    public func pages<Page: Sendable, Item: Sendable>(_ first: Request<Page>, _ paging: Paging<Page, Item>)
        -> Pages<Page>
    {
        pages(first, paging.pagination)
    }

    /// Every item of every page of a listing, from `first` on, as `paging` says.
    public func items<Page: Sendable, Item: Sendable>(_ first: Request<Page>, _ paging: Paging<Page, Item>)
        -> PageItems<Page, Item>
    {
        items(first, paging.pagination, paging.items)
    }
}
