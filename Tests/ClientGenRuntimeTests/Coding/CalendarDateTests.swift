import ClientGenRuntime
import Foundation
import Testing

extension RuntimeTests {
    @Suite struct CalendarDateTests {
        @Test(arguments: ["2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01"])
        func validDatesRoundTrip(text: String) throws {
            let date = try #require(CalendarDate(text))
            #expect(date.description == text)
        }

        @Test(arguments: [
            "2023-02-29", "1900-02-29", "2024-04-31", "2024-00-10", "2024-2-9", "2024-02-29T00:00:00Z", "",
        ])
        func invalidDatesAreRejected(text: String) {
            #expect(CalendarDate(text) == nil)
        }

        struct Holiday: Codable, Equatable {
            var day: CalendarDate
        }

        @Test func codesAsAStringAndRejectsImpossibleDays() throws {
            let json = Data(#"{"day":"2024-02-29"}"#.utf8)
            let holiday = try JSONDecoder().decode(Holiday.self, from: json)
            #expect(holiday.day == CalendarDate(year: 2024, month: 2, day: 29))
            #expect(try JSONEncoder().encode(holiday) == json)
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Holiday.self, from: Data(#"{"day":"2023-02-29"}"#.utf8))
            }
        }

        @Test func ordersByDayAndTakesTheDayOfADateInAZone() throws {
            #expect(try #require(CalendarDate("2024-01-31")) < #require(CalendarDate("2024-02-01")))
            let date = try #require(RFC3339.date(from: "2024-02-29T20:00:00Z"))
            #expect(CalendarDate(date).description == "2024-02-29")
            #expect(
                CalendarDate(date, in: try #require(TimeZone(identifier: "Asia/Tokyo"))).description == "2024-03-01"
            )
        }
    }
}
