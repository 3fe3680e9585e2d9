import Diagnostics

/// A named example value.
public struct Example: Sendable {
    public var summary: String?
    public var description: String?
    public var value: SpecValue?
    public var externalValue: String?
    /// 3.2: the value as data, before serialisation.
    public var dataValue: SpecValue?
    /// 3.2: the value as serialised on the wire.
    public var serializedValue: String?
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
