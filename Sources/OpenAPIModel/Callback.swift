import Diagnostics

/// A callback: runtime expressions, each with the path item the API calls back.
public struct Callback: Sendable {
    public var expressions = NamedMap<PathItem>()
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
