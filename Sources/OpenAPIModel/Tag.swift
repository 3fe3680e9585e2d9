import Diagnostics

/// A tag that groups operations.
public struct Tag: Sendable {
    public var name: String = ""
    public var summary: String?
    public var description: String?
    public var externalDocs: ExternalDocs?
    /// 3.2: the tag this one nests under.
    public var parent: String?
    /// 3.2: what the tag is for, such as `nav`.
    public var kind: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
