import Foundation

/// A value that can stand in a path segment, a query item, a header or a cookie.
///
/// The standard library's numbers, strings and `Bool`, `UUID`, `Date`, `URL`, `Decimal` and ``CalendarDate`` conform;
/// generated string and integer enums conform where they are declared and are sent as their raw values.
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
    /// The uppercase hyphenated form, as `uuidString` gives it.
    public var parameterValue: String { uuidString }
}

extension Date: ParameterValue {
    /// RFC 3339 in UTC, microsecond precision.
    public var parameterValue: String { RFC3339.string(from: self) }
}

extension Decimal: ParameterValue {
    /// The decimal digits, exactly, with no exponent and no grouping: `0.1`, `12345.678`.
    public var parameterValue: String { "\(self)" }
}

extension URL: ParameterValue {
    /// The absolute URL, to be percent-encoded where it is sent.
    public var parameterValue: String { absoluteString }
}
