import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    /// Query parameters in each style OpenAPI defines, with the values of its style examples table (objects' members
    /// sorted by name), and `allowReserved`.
    @Suite struct RequestParametersTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var label: String
            var expected: String
            var add: @Sendable (inout Request<Empty>) -> Void

            var testDescription: String { "\(label) → \(expected)" }
        }

        static let array = ["blue", "black", "brown"]
        static let object = ["R": 100, "G": 200, "B": 150]

        static let cases: [Case] = [
            Case(label: "form primitive", expected: "color=blue") { $0.addQuery("color", "blue") },
            Case(label: "form array", expected: "color=blue,black,brown") {
                $0.addQuery("color", array, explode: false)
            },
            Case(label: "form array exploded", expected: "color=blue&color=black&color=brown") {
                $0.addQuery("color", array, explode: true)
            },
            Case(label: "form object", expected: "color=B,150,G,200,R,100") {
                $0.addQuery("color", encoding: object, style: .form(explode: false))
            },
            Case(label: "form object exploded", expected: "B=150&G=200&R=100") { $0.addQuery(exploding: object) },
            Case(label: "spaceDelimited array", expected: "color=blue%20black%20brown") {
                $0.addQuery("color", array, separator: " ")
            },
            Case(label: "spaceDelimited object", expected: "color=B%20150%20G%20200%20R%20100") {
                $0.addQuery("color", encoding: object, style: .delimited(" "))
            },
            Case(label: "pipeDelimited array", expected: "color=blue%7Cblack%7Cbrown") {
                $0.addQuery("color", array, separator: "|")
            },
            Case(label: "pipeDelimited object", expected: "color=B%7C150%7CG%7C200%7CR%7C100") {
                $0.addQuery("color", encoding: object, style: .delimited("|"))
            },
            Case(label: "deepObject object", expected: "color%5BB%5D=150&color%5BG%5D=200&color%5BR%5D=100") {
                $0.addQuery(deepObject: "color", object)
            },
            Case(label: "allowReserved", expected: "path=a/b?c%26d=e:f@g!$'()*,;%5Bh%5D%23i%2Bj%2Fk") {
                $0.addQuery("path", "a/b?c&d=e:f@g!$'()*,;[h]#i+j%2Fk", allowReserved: true)
            },
            Case(label: "not allowReserved", expected: "path=a/b?c%26d%3De%25") { $0.addQuery("path", "a/b?c&d=e%") },
            Case(label: "allowReserved, a lone %", expected: "path=100%25=x%2Fy") {
                $0.addQuery("path", "100%=x%2Fy", allowReserved: true)
            },
            Case(label: "allowReserved array", expected: "p=a/b,c=d") {
                $0.addQuery("p", ["a/b", "c=d"], explode: false, allowReserved: true)
            },
            Case(label: "querystring form", expected: "B=150&G=200&R=100") { $0.addQueryString(form: object) },
            Case(label: "querystring JSON", expected: "%7B%22B%22:150,%22G%22:200,%22R%22:100%7D") {
                $0.addQueryString(json: object)
            },
        ]

        @Test(arguments: cases)
        func stylesWriteTheSpecsExamples(_ example: Case) throws {
            var request = Request<Empty>(method: .get, path: "/items", decoding: .empty)
            example.add(&request)
            let client = APIClient(baseURL: URL(string: "https://api.example.com/")!)
            #expect(try client.urlRequest(for: request).url?.query(percentEncoded: true) == example.expected)
        }
    }
}
