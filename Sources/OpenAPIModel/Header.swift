import Diagnostics

/// A response or encoding header.
public struct Header: Sendable {
    public var description: String?
    public var required = false
    public var deprecated = false
    public var style: String?
    public var explode: Bool?
    public var schema: SchemaID?
    public var content: [MediaType] = []
    public var example: SpecValue?
    public var examples = NamedMap<Example>()
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
