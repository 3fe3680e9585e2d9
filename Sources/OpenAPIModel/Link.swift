import Diagnostics

/// A link from a response to another operation; parsed but not generated.
public struct Link: Sendable {
    public var operationRef: String?
    public var operationId: String?
    public var parameters = NamedMap<SpecValue>()
    public var requestBody: SpecValue?
    public var description: String?
    public var server: Server?
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
