import Diagnostics

/// One documented response of an operation.
public struct Response: Sendable {
    public var status: ResponseStatus = .default
    public var description: String = ""
    public var headers = NamedMap<Header>()
    public var content: [MediaType] = []
    /// Parsed but not generated.
    public var links = NamedMap<Link>()
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
