import Diagnostics

/// One alternative of a `security` list: every named scheme is needed, with these scopes.
public struct SecurityRequirement: Sendable {
    /// Scheme names and the scopes required of each; empty means anonymous access is allowed.
    public var schemes = NamedMap<[String]>()
    public var sourceLocation: SourceLocation?
}
