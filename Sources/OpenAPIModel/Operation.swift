import Diagnostics

/// One operation: a method on a path, with its merged parameters, body and responses.
public struct Operation: Sendable {
    public var method: HTTPMethod = .get
    /// The path template the operation is under (for a webhook, the webhook's name).
    public var path: String = ""
    /// Nil when the spec gives none; the emitter derives a name then.
    public var operationId: String?
    public var tags: [String] = []
    public var summary: String?
    public var description: String?
    public var externalDocs: ExternalDocs?
    public var deprecated = false
    /// Path-level and operation-level parameters merged; the operation's win by name and location.
    public var parameters: [Parameter] = []
    public var requestBody: RequestBody?
    /// Responses in document order, keyed by status (`200`, `2XX`, `default`).
    public var responses: [Response] = []
    /// Parsed but not generated.
    public var callbacks = NamedMap<Callback>()
    /// The operation's own requirements, or the document's when it states none; empty means no security.
    public var security: [SecurityRequirement] = []
    /// Whether the operation states `security` itself rather than inheriting the document's.
    public var overridesSecurity = false
    /// The operation's servers, or its path item's, or the document's.
    public var servers: [Server] = []
    /// The JSON pointer of the operation, such as `#/paths/~1pets~1{petId}/get`.
    public var pointer: String = ""
    public var isWebhook = false
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
    var operationIdLocation: SourceLocation?
}
