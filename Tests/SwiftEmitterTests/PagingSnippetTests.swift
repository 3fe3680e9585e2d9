import Diagnostics
import Testing

@testable import SwiftEmitter

/// How an operation pages is read from `x-pagination`, `x-speakeasy-pagination` and `x-fern-pagination`, or
/// recognised from its shape where that leaves no doubt; each paging operation gets `paging` in its enum of types and
/// a note, and an extension that names what the operation does not have a located warning. `AirflowServerTests` and
/// `KintoServerTests` page real servers with what this generates.
struct PagingSnippetTests {
    /// One case: an operation's parameters, extensions and response, and what its paging must be.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Lines under the operation: `parameters`, extensions.
        var operation: String
        /// The `200` response's schema, and anything else under the response (`headers`).
        var schema: String
        var response = ""
        var method = "get"
        /// The `Pagination` argument and the `items:` closure expected; nil when the operation must not page.
        var pagination: String?
        var items = ""
        /// The note's description, after "is paged ".
        var note = ""

        var testDescription: String { name }
    }

    static let item = "{type: object, properties: {id: {type: string}, name: {type: string}}}"

    static func query(_ names: String...) -> String {
        "parameters:\n" + names.map { "  - {name: \($0), in: query, schema: {type: integer}}\n" }.joined()
    }

    static let cases: [Case] = [
        Case(
            name: "offset and limit, total beside the one list",
            operation: query("offset", "limit"),
            schema: "{type: object, properties: {items: {type: array, items: \(item)}, total: {type: integer}}}",
            pagination: ".offset(\"offset\", limit: \"limit\", count: { $0.items?.count ?? 0 }, total: { $0.total })",
            items: "{ $0.items ?? [] }",
            note: "by offset `offset` over `items`, total `total` (from its parameters and response)"
        ),
        Case(
            name: "a 64-bit total is read as Int",
            operation: query("offset", "limit"),
            schema: """
                {type: object, required: [rows], properties: {rows: {type: array, items: \(item)}, \
                total_count: {type: integer, format: int64}}}
                """,
            pagination: """
                .offset("offset", limit: "limit", count: { $0.rows.count }, total: { $0.totalCount.map { Int($0) } })
                """,
            items: "{ $0.rows }",
            note: "by offset `offset` over `rows`, total `total_count` (from its parameters and response)"
        ),
        Case(
            name: "page and per_page, the first page the parameter's minimum",
            operation: """
                parameters:
                  - {name: page, in: query, schema: {type: integer, minimum: 0}}
                  - {name: page_size, in: query, schema: {type: integer}}
                """,
            schema:
                "{type: object, properties: {results: {type: array, items: \(item)}, total_pages: {type: integer}}}",
            pagination: """
                .pageNumber(
                            "page",
                            first: 0,
                            perPage: "page_size",
                            count: { $0.results?.count ?? 0 },
                            total: { $0.totalPages }
                        )
                """,
            items: "{ $0.results ?? [] }",
            note: "by page number `page` over `results`, pages `total_pages` (from its parameters and response)"
        ),
        Case(
            name: "a Link header over a list",
            operation: "",
            schema: "{type: array, items: \(item)}",
            response: "headers: {Link: {schema: {type: string}}}",
            pagination: ".link()",
            items: "{ $0 }",
            note: "by the `Link` header (from its parameters and response)"
        ),
        Case(
            name: "a next-page URL",
            operation: "",
            schema: """
                {type: object, properties: {data: {type: array, items: \(item)}, \
                next: {type: string, format: uri, nullable: true}}}
                """,
            pagination: ".nextURL { $0.next }",
            items: "{ $0.data ?? [] }",
            note: "by the URL in `next` over `data` (from its parameters and response)"
        ),
        Case(
            name: "a cursor with has_more",
            operation: query("cursor"),
            schema: """
                {type: object, properties: {data: {type: array, items: \(item)}, next_cursor: {type: string}, \
                has_more: {type: boolean}}}
                """,
            pagination: ".cursor(\"cursor\", { $0.nextCursor }, hasMore: { $0.hasMore })",
            items: "{ $0.data ?? [] }",
            note: "by cursor `cursor` from `next_cursor` over `data`, until `has_more` is false (from its parameters "
                + "and response)"
        ),
        Case(
            name: "Kubernetes' metadata.continue",
            operation: query("continue", "limit"),
            schema: """
                {type: object, properties: {items: {type: array, items: \(item)}, \
                metadata: {type: object, properties: {continue: {type: string}}}}}
                """,
            pagination: ".cursor(\"continue\", { $0.metadata?.continue })",
            items: "{ $0.items ?? [] }",
            note: "by cursor `continue` from `metadata.continue` over `items` (from its parameters and response)"
        ),
        Case(
            name: "Stripe's starting_after, the last item's id",
            operation: query("starting_after", "limit"),
            schema: """
                {type: object, required: [data], properties: {data: {type: array, items: \(item)}, \
                has_more: {type: boolean}}}
                """,
            pagination: ".cursor(\"starting_after\", { $0.data.last?.id }, hasMore: { $0.hasMore })",
            items: "{ $0.data }",
            note: "by cursor `starting_after` from the last item's `id` over `data`, until `has_more` is false (from "
                + "its parameters and response)"
        ),
        Case(
            name: "x-pagination: a next-page header",
            operation: "x-pagination: {style: next-url, header: Next-Page, items: data}",
            schema: "{type: object, properties: {data: {type: array, items: \(item)}, size: {type: array, items: {}}}}",
            pagination: ".nextURL(header: \"Next-Page\")",
            items: "{ $0.data ?? [] }",
            note: "by the URL in header `Next-Page` over `data` (from `x-pagination`)"
        ),
        Case(
            name: "x-pagination: a cursor nested in the page",
            operation: query("after")
                + "x-pagination: {style: cursor, parameter: after, cursor: meta.next, items: entries}",
            schema: """
                {type: object, properties: {entries: {type: array, items: \(item)}, \
                meta: {type: object, properties: {next: {type: integer}}}}}
                """,
            pagination: ".cursor(\"after\", { ($0.meta?.next).map { String($0) } })",
            items: "{ $0.entries ?? [] }",
            note: "by cursor `after` from `meta.next` over `entries` (from `x-pagination`)"
        ),
        Case(
            name: "x-speakeasy-pagination: offsetLimit by page with numPages",
            operation: query("p", "size") + """
                x-speakeasy-pagination:
                  type: offsetLimit
                  inputs: [{name: p, in: parameters, type: page}, {name: size, in: parameters, type: limit}]
                  outputs: {results: $.data.rows, numPages: $.data.pages}
                """,
            schema: """
                {type: object, properties: {data: {type: object, properties: {rows: {type: array, items: \(item)}, \
                pages: {type: integer}}}}}
                """,
            pagination: """
                .pageNumber("p", perPage: "size", count: { $0.data?.rows?.count ?? 0 }, total: { $0.data?.pages })
                """,
            items: "{ $0.data?.rows ?? [] }",
            note: "by page number `p` over `data.rows`, pages `data.pages` (from `x-speakeasy-pagination`)"
        ),
        Case(
            name: "x-speakeasy-pagination: url",
            operation: "x-speakeasy-pagination: {type: url, outputs: {nextUrl: $.links.next, results: $.data}}",
            schema: """
                {type: object, properties: {data: {type: array, items: \(item)}, \
                links: {type: object, properties: {next: {type: string}}}}}
                """,
            pagination: ".nextURL { $0.links?.next }",
            items: "{ $0.data ?? [] }",
            note: "by the URL in `links.next` over `data` (from `x-speakeasy-pagination`)"
        ),
        Case(
            name: "x-fern-pagination: an offset without a step counts pages",
            operation: query("page_number")
                + "x-fern-pagination: {offset: $request.page_number, results: $response.plants}",
            schema: "{type: object, properties: {plants: {type: array, items: \(item)}}}",
            pagination: ".pageNumber(\"page_number\", count: { $0.plants?.count ?? 0 })",
            items: "{ $0.plants ?? [] }",
            note: "by page number `page_number` over `plants` (from `x-fern-pagination`)"
        ),
        Case(
            name: "x-fern-pagination: a cursor",
            operation: query("starting_after") + """
                x-fern-pagination: {cursor: $request.starting_after, next_cursor: $response.next, \
                results: $response.data, has-next-page: $response.more}
                """,
            schema: """
                {type: object, properties: {data: {type: array, items: \(item)}, next: {type: string}, \
                more: {type: boolean}}}
                """,
            pagination: ".cursor(\"starting_after\", { $0.next }, hasMore: { $0.more })",
            items: "{ $0.data ?? [] }",
            note: "by cursor `starting_after` from `next` over `data`, until `more` is false (from `x-fern-pagination`)"
        ),
        Case(
            name: "two lists leave it open",
            operation: query("offset", "limit"),
            schema: """
                {type: object, properties: {items: {type: array, items: \(item)}, \
                warnings: {type: array, items: {type: string}}}}
                """
        ),
        Case(
            name: "a POST is not a listing",
            operation: query("offset", "limit"),
            schema: "{type: object, properties: {items: {type: array, items: \(item)}}}",
            method: "post"
        ),
        Case(
            name: "a next that is not said to be a URL",
            operation: "",
            schema: "{type: object, properties: {items: {type: array, items: \(item)}, next: {type: string}}}"
        ),
        Case(
            name: "a cursor the operation does not take back",
            operation: query("limit"),
            schema: "{type: object, properties: {items: {type: array, items: \(item)}, next_cursor: {type: string}}}"
        ),
        Case(
            name: "x-pagination: false",
            operation: query("offset", "limit") + "x-pagination: false",
            schema: "{type: object, properties: {items: {type: array, items: \(item)}}}"
        ),
    ]

    static func document(_ test: Case) -> String {
        let operation = test.operation.isEmpty ? "" : indented(test.operation, by: 4) + "\n"
        let response = test.response.isEmpty ? "" : indented(test.response, by: 8) + "\n"
        return spec(
            paths: """
                /things:
                  \(test.method):
                    operationId: listThings
                \(operation)    responses:
                      '200':
                        description: ok
                \(response)        content:
                          application/json:
                            schema: \(test.schema)

                """
        )
    }

    @Test(arguments: cases)
    func pagingIsRecognised(_ test: Case) throws {
        let client = try TranslatedClient(Self.document(test))
        let file = try #require(client.files["Operations/API+ListThings.swift"])
        let notes = client.diagnostics.filter { $0.id == .emitterPaged }
        #expect(client.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(client.diagnostics)")
        guard let pagination = test.pagination else {
            #expect(notes.isEmpty, "\(notes)")
            #expect(!file.contains("paging"), "\(file)")
            return
        }
        let declaration = """
                public nonisolated static let paging = Paging<
            """
        #expect(file.contains(declaration), "\(file)")
        let inline = ">(" + pagination + ", items: " + test.items + ")\n"
        let broken = "        " + pagination + ",\n        items: " + test.items + "\n    )"
        #expect(file.contains(broken) || file.contains(inline), "\(file)")
        #expect(notes.map(\.message) == ["`API.listThings(…)` is paged " + test.note])
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.location?.line == 8)
        #expect(
            file.contains(
                "/// - Note: Every item of every page: `client.items(API.listThings(…), API.ListThings.paging)`."
            )
        )
    }

    /// A case of an extension that cannot be followed, and the warning it gets.
    struct Unfollowed: CustomTestStringConvertible, Sendable {
        var name: String
        var operation: String
        var warning: String
        var testDescription: String { name }
    }

    static let unfollowed: [Unfollowed] = [
        Unfollowed(
            name: "a member the response does not have",
            operation: query("after") + "x-pagination: {style: cursor, parameter: after, cursor: meta.next}",
            warning: "`x-pagination` names 'meta.next', which the response does not have; it is generated without "
                + "paging"
        ),
        Unfollowed(
            name: "a parameter the operation does not have",
            operation: "x-pagination: {style: offset, parameter: skip}",
            warning: "`x-pagination` names the query parameter 'skip', which the operation does not have; it is "
                + "generated without paging"
        ),
        Unfollowed(
            name: "items that are not a list",
            operation: "x-pagination: {style: link, items: count}",
            warning: "`x-pagination` says the items are 'count', which is not a list; it is generated without paging"
        ),
        Unfollowed(
            name: "a style there is not",
            operation: "x-pagination: {style: keyset}",
            warning: "'x-pagination.style' must be one of offset, page, cursor, next-url or link"
        ),
        Unfollowed(
            name: "a Speakeasy cursor in the body",
            operation: """
                x-speakeasy-pagination:
                  type: cursor
                  inputs: [{name: since, in: requestBody, type: cursor}]
                  outputs: {nextCursor: '$.data[-1].id'}
                """,
            warning: "'x-speakeasy-pagination' sends its cursor in the request body, which ClientGen does not page"
        ),
    ]

    @Test(arguments: unfollowed)
    func anExtensionThatCannotBeFollowedIsALocatedWarning(_ test: Unfollowed) throws {
        let page = Case(
            name: test.name,
            operation: test.operation,
            schema: "{type: object, properties: {items: {type: array, items: \(Self.item)}, count: {type: integer}}}"
        )
        let client = try TranslatedClient(Self.document(page))
        let warnings = client.diagnostics.filter { $0.id == .emitterPagingExtension }
        #expect(warnings.map(\.message) == [test.warning])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == 8)
        #expect(client.diagnostics.filter { $0.id == .emitterPaged }.isEmpty)
        #expect(client.files["Operations/API+ListThings.swift"]?.contains("paging") == false)
    }

    /// `x-fern-pagination: true` takes the document's own.
    @Test func fernTrueTakesTheDocumentsPagination() throws {
        let page = Case(
            name: "",
            operation: Self.query("cursor") + "x-fern-pagination: true",
            schema: "{type: object, properties: {data: {type: array, items: \(Self.item)}, next: {type: string}}}"
        )
        let document = Self.document(page).replacingOccurrences(
            of: "paths:\n",
            with: "x-fern-pagination: {cursor: $request.cursor, next_cursor: $response.next, results: $response.data}\n"
                + "paths:\n"
        )
        let client = try TranslatedClient(document)
        let file = try #require(client.files["Operations/API+ListThings.swift"])
        #expect(file.contains(".cursor(\"cursor\", { $0.next }),\n        items: { $0.data ?? [] }"), "\(file)")
    }
}
