/// A stable identifier for a kind of diagnostic, such as `yaml.duplicate-key`.
///
/// Each module declares its ids as static members in one catalog, next to the messages.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}
