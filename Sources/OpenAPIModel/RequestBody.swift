import Diagnostics

/// The body an operation sends.
public struct RequestBody: Sendable {
    public var description: String?
    /// One entry per content type, in document order.
    public var content: [MediaType] = []
    public var required = false
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
