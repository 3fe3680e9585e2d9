import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct RFC3339Tests {
        /// Text, and the same instant written in UTC with microseconds.
        static let parsed: [(String, String)] = [
            ("2024-02-29T12:34:56Z", "2024-02-29T12:34:56Z"),
            ("2024-02-29T12:34:56.123456Z", "2024-02-29T12:34:56.123456Z"),
            ("2024-02-29T12:34:56.1Z", "2024-02-29T12:34:56.100000Z"),
            ("2024-02-29T21:34:56.000001+09:00", "2024-02-29T12:34:56.000001Z"),
            ("2024-03-01T00:04:56-05:30", "2024-03-01T05:34:56Z"),
            ("2024-02-29t12:34:56.1234567z", "2024-02-29T12:34:56.123457Z"),
            ("1969-12-31T23:59:59.999999Z", "1969-12-31T23:59:59.999999Z"),
            ("2262-04-11T23:47:16.854775Z", "2262-04-11T23:47:16.854775Z"),
        ]

        @Test(arguments: parsed)
        func parsesAndFormatsInUTC(text: String, utc: String) throws {
            let date = try #require(RFC3339.date(from: text))
            #expect(RFC3339.string(from: date) == utc)
        }

        @Test(arguments: [
            "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-02-29T24:00:00Z",
            "2024-02-29T12:34:56", "2024-02-29 12:34Z", "2024-02-29T12:34:56.Z", "2024-02-29T12:34:56+0900",
            "2024-02-29T12:34:56Zjunk", "",
        ])
        func rejectsInvalidText(text: String) {
            #expect(RFC3339.date(from: text) == nil)
        }

        struct Event: Codable, Equatable {
            var at: Date
        }

        @Test func datesRoundTripAtMicrosecondPrecisionThroughTheClientCoders() throws {
            let json = Data(#"{"at":"2026-11-29T16:40:01.123456Z"}"#.utf8)
            let event = try JSONDecoder.clientGen().decode(Event.self, from: json)
            #expect(try JSONEncoder.clientGen().encode(event) == json)
            for micros in [1, 999_999, 500_000, 123_457] {
                let date = Date(timeIntervalSince1970: 1_790_000_000 + Double(micros) / 1e6)
                let text = RFC3339.string(from: date)
                #expect(text.hasSuffix(String(format: ".%06dZ", micros)))
                let back = try #require(RFC3339.date(from: text))
                #expect(RFC3339.string(from: back) == text)
                #expect(abs(back.timeIntervalSince(date)) < 0.000_001)
            }
        }

        @Test func aMalformedDateFailsDecodingWithTheText() {
            #expect {
                try JSONDecoder.clientGen().decode(Event.self, from: Data(#"{"at":"yesterday"}"#.utf8))
            } throws: { error in
                "\(error)".contains("yesterday")
            }
        }
    }
}
