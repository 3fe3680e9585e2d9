import Foundation

/// RFC 3339 `date-time` parsing and formatting that keeps fractional seconds to the microsecond.
///
/// `ISO8601DateFormatter` and `DateFormatter` drop or round sub-millisecond digits; this does not.
/// Parsing accepts `Z`/`z` and numeric offsets such as `+09:00`; formatting always writes UTC with `Z`.
public enum RFC3339 {
    /// Parses `2024-02-29T12:34:56.123456+09:00`. Returns `nil` when the text is not a valid date-time.
    public static func date(from text: String) -> Date? {
        var scanner = ASCIIScanner(text.utf8)
        guard let year = scanner.digits(4), scanner.take("-"),
            let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), scanner.takeAny("Tt "),
            let hour = scanner.digits(2), scanner.take(":"),
            let minute = scanner.digits(2), scanner.take(":"),
            let second = scanner.digits(2)
        else { return nil }
        var microseconds = 0
        if scanner.take(".") {
            var count = 0
            var roundUp = false
            while let digit = scanner.digit() {
                if count < 6 {
                    microseconds = microseconds * 10 + digit
                } else if count == 6 {
                    roundUp = digit >= 5
                }
                count += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 6) { microseconds *= 10 }
            if roundUp { microseconds += 1 }
        }
        var offsetSeconds = 0
        if scanner.takeAny("Zz") {
        } else if let sign = scanner.sign(), let offsetHour = scanner.digits(2), scanner.take(":"),
            let offsetMinute = scanner.digits(2), offsetHour < 24, offsetMinute < 60
        {
            offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd, (1...12).contains(month),
            (1...CalendarDate.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offsetSeconds)
        return date(unixSeconds: seconds, microseconds: Int64(microseconds))
    }

    /// Formats `date` as `2024-02-29T03:34:56.123456Z`, with six fractional digits when the
    /// date has a sub-second part and none otherwise.
    public static func string(from date: Date) -> String {
        let referenceMicros = (date.timeIntervalSinceReferenceDate * 1_000_000).rounded()
        let totalMicros = Int64(referenceMicros) + referenceToUnix * 1_000_000
        let (seconds, micros) = floorDivide(totalMicros, 1_000_000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        let (year, month, day) = CalendarDate.civil(fromDaysSinceEpoch: Int(days))
        let hour = Int(secondOfDay / 3600)
        let minute = Int(secondOfDay % 3600 / 60)
        let second = Int(secondOfDay % 60)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2)
        if micros != 0 { text += "." + pad(Int(micros), 6) }
        return text + "Z"
    }

    /// Seconds from 1970-01-01 to 2001-01-01, Foundation's reference date.
    private static let referenceToUnix: Int64 = 978_307_200

    private static func date(unixSeconds: Int64, microseconds: Int64) -> Date {
        // Whole seconds and microseconds are combined relative to the reference date to keep
        // the Double's precision where dates usually are.
        let referenceSeconds = unixSeconds - referenceToUnix
        return Date(timeIntervalSinceReferenceDate: Double(referenceSeconds) + Double(microseconds) / 1_000_000)
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

/// A cursor over ASCII bytes for the fixed-width date grammars.
struct ASCIIScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func digit() -> Int? {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - UInt8(ascii: "0"))
    }

    mutating func digits(_ count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        takeAny(String(character))
    }

    mutating func takeAny(_ characters: String) -> Bool {
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    mutating func sign() -> Int? {
        if take("+") { return 1 }
        if take("-") { return -1 }
        return nil
    }
}

extension JSONDecoder.DateDecodingStrategy {
    /// RFC 3339 date-times with fractional seconds kept to the microsecond.
    public static var rfc3339: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = RFC3339.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected an RFC 3339 date-time, found \"\(text)\"."
                )
            }
            return date
        }
    }
}

extension JSONEncoder.DateEncodingStrategy {
    /// RFC 3339 date-times in UTC with fractional seconds kept to the microsecond.
    public static var rfc3339: Self {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(RFC3339.string(from: date))
        }
    }
}
