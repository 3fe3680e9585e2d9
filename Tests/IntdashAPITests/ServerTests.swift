import Foundation
import IntdashAPI
import Testing

/// Every intdash server has its own host; the generated function puts it into the server URL.
struct ServerTests {
    @Test func hostGoesIntoTheServerURL() {
        #expect(
            Intdash.defaultServerURL(host: "intdash.example.com")?.absoluteString == "https://intdash.example.com/api"
        )
        #expect(Intdash.defaultServerURL(host: "intdash.example.com:8443")?.port == 8443)
        #expect(Intdash.defaultServer == URL(string: "https://example.intdash.jp/api"))
    }
}
