import OpenAPIModel
import Testing

struct ResponseStatusTests {
    @Test(arguments: [
        ("200", ResponseStatus.code(200)), ("404", .code(404)), ("2XX", .range(2)), ("5xx", .range(5)),
        ("default", .default),
    ])
    func validKeys(text: String, status: ResponseStatus) {
        #expect(ResponseStatus(text) == status)
        #expect(ResponseStatus(text)?.description == (text == "5xx" ? "5XX" : text))
    }

    @Test(arguments: ["600", "99", "20", "2YY", "6XX", "Default", "ok", "2000"])
    func invalidKeys(text: String) {
        #expect(ResponseStatus(text) == nil)
    }

    @Test func successMeansTwoHundreds() {
        #expect(ResponseStatus.code(204).isSuccess && ResponseStatus.range(2).isSuccess)
        #expect(!ResponseStatus.code(302).isSuccess && !ResponseStatus.default.isSuccess)
    }
}
