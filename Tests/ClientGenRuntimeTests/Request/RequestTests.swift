import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct RequestTests {
        enum Color: String, ParameterValue {
            case red
            case dark = "dark blue"
        }

        let client = APIClient(baseURL: URL(string: "https://api.example.com/v1/")!)

        func query(_ build: (inout Request<Empty>) -> Void) throws -> String? {
            var request = Request<Empty>(method: .get, path: "/items", decoding: .empty)
            build(&request)
            return try client.urlRequest(for: request).url?.query
        }

        @Test func typedQueryParametersEncodeAsOpenAPIStylesSay() throws {
            let date = try #require(RFC3339.date(from: "2024-02-29T12:00:00.5Z"))
            #expect(
                try query {
                    $0.addQuery("s", "a b&c")
                    $0.addQuery("i", 3)
                    $0.addQuery("d", 1.5)
                    $0.addQuery("b", true)
                    $0.addQuery("at", date)
                    $0.addQuery("day", CalendarDate("2024-02-29"))
                    $0.addQuery("color", Color.dark)
                    $0.addQuery("missing", String?.none)
                } == "s=a%20b%26c&i=3&d=1.5&b=true&at=2024-02-29T12:00:00.500000Z&day=2024-02-29&color=dark%20blue"
            )
        }

        /// Bytes are base64 (`format: byte`), whose `+` and `=` are percent-encoded in a query (a `/` may stay).
        @Test func bytesAreSentInBase64() throws {
            let bytes = Data([0xfb, 0xff, 0xfe, 0x41])
            #expect(try query { $0.addQuery("key", bytes) } == "key=%2B//%2BQQ%3D%3D")
            #expect(
                try query { $0.addQuery("keys", [Data("a".utf8), Data("b".utf8)]) } == "keys=YQ%3D%3D&keys=Yg%3D%3D"
            )
        }

        @Test(arguments: [(true, "id=1&id=2"), (false, "id=1,2")])
        func arraysExplodeOrJoin(explode: Bool, expected: String) throws {
            #expect(try query { $0.addQuery("id", [1, 2], explode: explode) } == expected)
            #expect(try query { $0.addQuery("id", [Int](), explode: explode) } == nil)
        }

        @Test func dictionariesUseDeepObjectOrExplodedForm() throws {
            #expect(
                try query { $0.addQuery(deepObject: "filter", ["size": 2, "color": 1]) }
                    == "filter%5Bcolor%5D=1&filter%5Bsize%5D=2"
            )
            #expect(try query { $0.addQuery(exploding: ["b": "2", "a": "1"]) } == "a=1&b=2")
        }

        @Test func headersAndCookiesTakeTypedValues() throws {
            var request = Request<Empty>(
                method: .get,
                path: "items",
                headers: ["Accept": "application/json"],
                decoding: .empty
            )
            request.addHeader("X-Ids", [1, 2, 3])
            request.addHeader("X-Day", CalendarDate("2024-01-02"))
            request.addHeader("X-None", Int?.none)
            request.addCookie("a", 1)
            let urlRequest = try client.urlRequest(for: request)
            #expect(urlRequest.url?.absoluteString == "https://api.example.com/v1/items")
            #expect(urlRequest.value(forHTTPHeaderField: "X-Ids") == "1,2,3")
            #expect(urlRequest.value(forHTTPHeaderField: "X-Day") == "2024-01-02")
            #expect(urlRequest.value(forHTTPHeaderField: "X-None") == nil)
            #expect(urlRequest.value(forHTTPHeaderField: "Cookie") == "a=1")
            #expect(urlRequest.value(forHTTPHeaderField: "Accept") == "application/json")
        }

        @Test func anExplicitContentTypeWinsOverTheBodys() throws {
            let request = Request<Empty>(
                method: .post,
                path: "/x",
                headers: ["content-type": "application/merge-patch+json"],
                body: .json([1]),
                decoding: .empty
            )
            #expect(
                try client.urlRequest(for: request).value(forHTTPHeaderField: "Content-Type")
                    == "application/merge-patch+json"
            )
        }

        @Test func anAbsolutePathIgnoresTheBaseURL() throws {
            let request = Request<Empty>(method: .get, path: "https://other.example/x?y=1", decoding: .empty)
            #expect(try client.urlRequest(for: request).url?.absoluteString == "https://other.example/x?y=1")
        }

        @Test func aBodyThatCannotEncodeIsAnInvalidRequest() {
            let request = Request<Empty>(
                method: .post,
                path: "/x",
                operationID: "bad",
                body: .json(Double.nan),
                decoding: .empty
            )
            #expect {
                try client.urlRequest(for: request)
            } throws: { error in
                (error as? APIError)?.kind == .invalidRequest
                    && "\(error)".contains("bad (POST https://api.example.com/v1/x)")
            }
        }
    }
}
