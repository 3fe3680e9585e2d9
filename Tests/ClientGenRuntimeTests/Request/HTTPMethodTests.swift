import ClientGenRuntime
import Testing

extension RuntimeTests {
    @Suite struct HTTPMethodTests {
        @Test(arguments: [
            (HTTPMethod.get, true), (.head, true), (.options, true), (.put, true), (.delete, true), (.post, false),
            (.patch, false), ("purge", false),
        ])
        func onlyTheIdempotentMethodsAreRetryable(method: HTTPMethod, isIdempotent: Bool) {
            #expect(method.isIdempotent == isIdempotent)
        }

        @Test func customMethodsAreUppercased() {
            #expect(HTTPMethod(rawValue: "purge").rawValue == "PURGE")
        }
    }
}
