import ClientGenRuntime
import Testing

extension RuntimeTests {
    @Suite struct HTTPHeadersTests {
        @Test func looksUpCaseInsensitivelyAndReplacesInPlace() {
            var headers: HTTPHeaders = ["Accept": "a", "X-One": "1"]
            headers.append(name: "x-one", value: "2")
            #expect(headers["x-ONE"] == "1")
            headers["X-ONE"] = "3"
            #expect(headers.fields == [.init(name: "Accept", value: "a"), .init(name: "X-ONE", value: "3")])
            headers["accept"] = nil
            #expect(headers.fields.map(\.name) == ["X-ONE"])
        }
    }
}
