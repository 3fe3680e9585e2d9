import Foundation

/// A value that can stand in a path segment, a query item, a header or a cookie.
///
/// Generated string enums conform by declaring `extension MyEnum: ParameterValue {}`.
public protocol ParameterValue: Sendable {
    /// The value as text, before any percent-encoding.
    var parameterValue: String { get }
}

extension ParameterValue where Self: RawRepresentable, RawValue: ParameterValue {
    public var parameterValue: String { rawValue.parameterValue }
}

extension ParameterValue where Self: LosslessStringConvertible {
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
    public var parameterValue: String { "\(self)" }
}

extension URL: ParameterValue {
    public var parameterValue: String { absoluteString }
}
