import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// Query and header parameters that are not plain text: objects, lists of objects and unions, written from their JSON
    /// form in the style the spec gives.
    @Suite struct EncodedParameterTests {
        struct Range: Codable, Sendable {
            var gt: Int?
            var lt: Int?
            var since: Date?
        }

        struct Filter: Codable, Sendable {
            var name: String
            var range: Range?
            var tags: [String]?
        }

        enum IDs: Encodable, Sendable {
            case text(String)
            case list([Int])

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text): try container.encode(text)
                case .list(let list): try container.encode(list)
                }
            }
        }

        func query(_ build: (inout Request<Empty>) -> Void) throws -> String? {
            var request = Request<Empty>(method: .get, path: "/items", decoding: .empty)
            build(&request)
            return try APIClient(baseURL: URL(string: "https://api.example.com/")!).urlRequest(for: request).url?
                .query
        }

        @Test func objectsFollowTheirStyle() throws {
            let range = Range(gt: 1, lt: 5, since: nil)
            #expect(try query { $0.addQuery("effective_at", encoding: range) } == "gt=1&lt=5")
            #expect(
                try query { $0.addQuery("effective_at", encoding: range, style: .deepObject) }
                    == "effective_at%5Bgt%5D=1&effective_at%5Blt%5D=5"
            )
            #expect(
                try query { $0.addQuery("effective_at", encoding: range, style: .form(explode: false)) }
                    == "effective_at=gt,1,lt,5"
            )
            #expect(
                try query { $0.addQuery("effective_at", encoding: range, style: .json) }
                    == "effective_at=%7B%22gt%22:1,%22lt%22:5%7D"
            )
            #expect(try query { $0.addQuery("effective_at", encoding: Range?.none) } == nil)
        }

        /// In `deepObject` style, nested objects and lists go in brackets as Rails, Rack, PHP and Stripe read them
        /// (`filter[tags][]=x`); with `arrays: .repeatedKeys`, a list repeats its name instead.
        @Test func nestedObjectsAndListsNestInBrackets() throws {
            let since = try #require(RFC3339.date(from: "2024-02-29T12:00:00Z"))
            let filter = Filter(name: "a b", range: Range(gt: 2, since: since), tags: ["x", "y"])
            let members =
                "filter%5Bname%5D=a%20b&filter%5Brange%5D%5Bgt%5D=2&filter%5Brange%5D%5Bsince%5D=2024-02-29T12:00:00Z"
            #expect(
                try query { $0.addQuery("filter", encoding: filter, style: .deepObject) }
                    == members + "&filter%5Btags%5D%5B%5D=x&filter%5Btags%5D%5B%5D=y"
            )
            #expect(
                try query { $0.addQuery("filter", encoding: filter, style: .deepObject, arrays: .repeatedKeys) }
                    == members + "&filter%5Btags%5D=x&filter%5Btags%5D=y"
            )
        }

        /// A list in `deepObject` style, which OpenAPI leaves undefined: text in brackets (Stripe's
        /// `expand[]=a&expand[]=b`), objects by position so each one's members stay together.
        @Test func deepObjectListsAreInBrackets() throws {
            #expect(try query { $0.addQuery(deepObject: "expand", ["a", "b.c"]) } == "expand%5B%5D=a&expand%5B%5D=b.c")
            #expect(try query { $0.addQuery(deepObject: "expand", [String]?.none) } == nil)
            #expect(
                try query { $0.addQuery("expand", encoding: ["a", "b"], style: .deepObject) }
                    == "expand%5B%5D=a&expand%5B%5D=b"
            )
            #expect(
                try query { $0.addQuery("r", encoding: [Range(gt: 1), Range(gt: 2, lt: 3)], style: .deepObject) }
                    == "r%5B0%5D%5Bgt%5D=1&r%5B1%5D%5Bgt%5D=2&r%5B1%5D%5Blt%5D=3"
            )
            #expect(
                try query { $0.addQuery("m", encoding: [[1, 2], [3]], style: .deepObject) }
                    == "m%5B0%5D%5B%5D=1&m%5B0%5D%5B%5D=2&m%5B1%5D%5B%5D=3"
            )
        }

        @Test func unionsAndListsOfObjects() throws {
            #expect(try query { $0.addQuery("sku_ids", encoding: IDs.text("7")) } == "sku_ids=7")
            #expect(try query { $0.addQuery("sku_ids", encoding: IDs.list([7, 8])) } == "sku_ids=7&sku_ids=8")
            #expect(
                try query { $0.addQuery("sku_ids", encoding: IDs.list([7, 8]), style: .form(explode: false)) }
                    == "sku_ids=7,8"
            )
            #expect(
                try query {
                    $0.addQuery("r", encoding: [Range(gt: 1), Range(lt: 2)], style: .deepObject, arrays: .repeatedKeys)
                } == "r%5Bgt%5D=1&r%5Blt%5D=2"
            )
        }

        @Test func numbersJSONCannotHoldAreWrittenAsText() throws {
            #expect(try query { $0.addQuery("x", encoding: [Double.infinity, 1.5]) } == "x=Infinity&x=1.5")
        }

        /// `pipeDelimited` and `spaceDelimited` lists (Swagger 2.0's `pipes` and `ssv`), each separator encoded as
        /// a query needs it.
        @Test func delimitedListsAreJoinedByTheirSeparator() throws {
            #expect(try query { $0.addQuery("ids", [1, 2, 3], separator: "|") } == "ids=1%7C2%7C3")
            #expect(try query { $0.addQuery("ids", [1, 2], separator: " ") } == "ids=1%202")
            #expect(try query { $0.addQuery("ids", [Int]?.none, separator: "|") } == nil)
        }

        @Test func headersTakeObjectsInSimpleStyle() throws {
            var request = Request<Empty>(method: .get, path: "/items", decoding: .empty)
            request.addHeader("X-Range", encoding: Range(gt: 1, lt: 5))
            request.addHeader("X-Exploded", encoding: Range(gt: 1, lt: 5), explode: true)
            request.addHeader("X-IDs", encoding: IDs.list([7, 8]))
            request.addHeader("X-None", encoding: Range?.none)
            #expect(request.headers["X-Range"] == "gt,1,lt,5")
            #expect(request.headers["X-Exploded"] == "gt=1,lt=5")
            #expect(request.headers["X-IDs"] == "7,8")
            #expect(request.headers["X-None"] == nil)
        }
    }
}
