import ClientGenRuntime
import Foundation
import Testing

/// Kubernetes' ports and surges: `8080` and `"http"` both decode, and each is written back as it came.
struct IntOrStringTests {
    private struct Port: Codable, Equatable {
        var port: IntOrString
    }

    @Test(arguments: [
        (#"{"port":8080}"#, IntOrString.int(8080)),
        (#"{"port":"http"}"#, .string("http")),
        (#"{"port":"8080"}"#, .string("8080")),
        (#"{"port":"25%"}"#, .string("25%")),
        (#"{"port":-1}"#, .int(-1)),
    ])
    func eachCaseRoundTrips(json: String, value: IntOrString) throws {
        let decoded = try JSONDecoder().decode(Port.self, from: Data(json.utf8))
        #expect(decoded.port == value)
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == json)
    }

    @Test func otherValuesAreALocatedError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Port.self, from: Data(#"{"port":1.5}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Port.self, from: Data(#"{"port":true}"#.utf8))
        }
    }

    @Test func asAParameterItIsItsText() {
        #expect(IntOrString.int(8080).parameterValue == "8080")
        #expect(IntOrString.string("http").parameterValue == "http")
        #expect(IntOrString(parameterValue: "8080") == .int(8080))
        #expect(IntOrString(parameterValue: "http") == .string("http"))
        let literal: IntOrString = 443
        #expect(literal == .int(443))
    }
}
