import Foundation

/// One decimal number in its JSON form, a string of its digits (`"12345678901234567.89"`), as
/// `{type: string, format: decimal}` says: payment APIs send amounts so, because a JSON number is read as a
/// `Double` by many parsers, which rounds money.
///
/// The number is read from the string's own digits and written back as its digits, exactly, on every platform
/// (Foundation's `Decimal` holds 38 of them). `Decimal` keeps no trailing zeros, so `"12.50"` comes back as
/// `"12.5"`: the same number in fewer digits.
public struct QuotedDecimal: Codable, Hashable, Sendable {
    /// The number.
    public var value: Decimal

    /// The JSON form of `value`.
    public init(_ value: Decimal) {
        self.value = value
    }

    /// Reads a string that is a JSON number (`"-12.5"`, `"1e3"`), or a plain JSON number; throws
    /// `DecodingError.dataCorrupted` for any other string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            value = try container.decode(Decimal.self)
            return
        }
        guard Self.isNumber(text), let value = Decimal(string: text, locale: nil) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a decimal number in a string, found \"\(text)\"."
            )
        }
        self.value = value
    }

    /// Writes the number's digits as a JSON string, with a `.` whatever the locale and no exponent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.description)
    }

    /// Whether `text` is a number as JSON writes one: a sign, digits, a fraction and an exponent. `Decimal(string:)`
    /// alone reads the number at the start of any text (`"12abc"` is 12), which would change the value sent back.
    static func isNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() > 0 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension Decimal: QuotedNumbers {
    /// The number a quoted one holds.
    public init(quoted: QuotedDecimal) { self = quoted.value }
    /// The number quoted.
    public var quoted: QuotedDecimal { QuotedDecimal(self) }
}
