import Foundation

/// A value that can stand in a path segment, a query item, a header or a cookie.
///
/// The standard library's numbers, strings and `Bool`, `UUID`, `Date`, `URL`, `Decimal`, `Data` (in base64) and
/// ``CalendarDate`` conform; generated string and integer enums conform where they are declared and are sent as
/// their raw values.
public protocol ParameterValue: Sendable {
    /// The value as text, before any percent-encoding.
    var parameterValue: String { get }
}

extension ParameterValue where Self: RawRepresentable, RawValue: ParameterValue {
    /// The raw value's text: an enum is sent as its value on the wire.
    public var parameterValue: String { rawValue.parameterValue }
}

extension ParameterValue where Self: LosslessStringConvertible {
    /// `description`, which a `LosslessStringConvertible` value reads back from.
    public var parameterValue: String { description }
}

extension String: ParameterValue {}
extension Substring: ParameterValue {}
extension Int: ParameterValue {}
extension Int32: ParameterValue {}
extension Int64: ParameterValue {}
extension UInt: ParameterValue {}
extension UInt32: ParameterValue {}
extension UInt64: ParameterValue {}
extension Double: ParameterValue {}
extension Float: ParameterValue {}
extension Bool: ParameterValue {}
extension CalendarDate: ParameterValue {}

extension UUID: ParameterValue {
    /// The lower-case hyphenated form RFC 9562 asks for (`uuidString` is upper case, which servers that compare
    /// ids as text do not find).
    public var parameterValue: String { uuidString.lowercased() }
}

extension Date: ParameterValue {
    /// RFC 3339 in UTC, microsecond precision.
    public var parameterValue: String { RFC3339.string(from: self) }
}

extension Decimal: ParameterValue {
    /// The decimal digits, exactly, with no exponent and no grouping: `0.1`, `12345.678`.
    public var parameterValue: String { "\(self)" }
}

extension Data: ParameterValue {
    /// Base64 (RFC 4648, with padding), as OpenAPI's `format: byte` says bytes are written as text.
    public var parameterValue: String { base64EncodedString() }
}

extension URL: ParameterValue {
    /// The absolute URL, to be percent-encoded where it is sent.
    public var parameterValue: String { absoluteString }
}

/// A ``ParameterValue`` that can be read back from its text: what a typed response header holds.
///
/// A type of your own whose raw value is one (an enum of `String`) conforms by declaring it; the reading through
/// the raw value comes with the protocol.
public protocol LosslessParameterValue: ParameterValue {
    /// The value `text` stands for; nil when it is not one.
    init?(parameterValue text: String)
}

extension LosslessParameterValue where Self: LosslessStringConvertible {
    /// The value `text` describes, as `init?(_ description:)` reads it.
    public init?(parameterValue text: String) {
        self.init(text)
    }
}

extension LosslessParameterValue where Self: RawRepresentable, RawValue: LosslessParameterValue {
    /// The value whose raw value `text` stands for; nil when it is none of them.
    public init?(parameterValue text: String) {
        guard let rawValue = RawValue(parameterValue: text) else { return nil }
        self.init(rawValue: rawValue)
    }
}

extension String: LosslessParameterValue {}
extension Int: LosslessParameterValue {}
extension Int32: LosslessParameterValue {}
extension Int64: LosslessParameterValue {}
extension UInt: LosslessParameterValue {}
extension UInt32: LosslessParameterValue {}
extension UInt64: LosslessParameterValue {}
extension Double: LosslessParameterValue {}
extension Float: LosslessParameterValue {}
extension Bool: LosslessParameterValue {}
extension CalendarDate: LosslessParameterValue {}

extension UUID: LosslessParameterValue {
    /// Either case.
    public init?(parameterValue text: String) {
        self.init(uuidString: text)
    }
}

extension Date: LosslessParameterValue {
    /// RFC 3339, as a spec's `date-time` means; also the IMF-fixdate of HTTP's own date headers
    /// (`Last-Modified: Tue, 15 Nov 1994 08:12:31 GMT`).
    public init?(parameterValue text: String) {
        if let date = RFC3339.date(from: text) {
            self = date
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: text) else { return nil }
        self = date
    }
}

extension Decimal: LosslessParameterValue {
    /// The number `text` writes with a `.` for its decimal point, whatever the locale.
    public init?(parameterValue text: String) {
        self.init(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension URL: LosslessParameterValue {
    /// An absolute URL, or a reference such as `/api/kernels/1` (as `Location` often holds), relative to nothing.
    public init?(parameterValue text: String) {
        self.init(string: text)
    }
}

extension Data: LosslessParameterValue {
    /// Base64 (RFC 4648, with padding), as it is written; nil for text that is not.
    public init?(parameterValue text: String) {
        self.init(base64Encoded: text)
    }
}
