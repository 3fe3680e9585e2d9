import Diagnostics

/// The body of one content type, such as `application/json`.
public struct MediaType: Sendable {
    /// The content type key, such as `application/json` or `text/event-stream`.
    public var contentType: String = ""
    public var schema: SchemaID?
    /// 3.2: the schema of each item of a sequential media type such as JSON Lines or server-sent events.
    public var itemSchema: SchemaID?
    public var example: SpecValue?
    public var examples = NamedMap<Example>()
    public var encoding = NamedMap<Encoding>()
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?

    /// Whether the content type is `text/event-stream`: server-sent events.
    public var isEventStream: Bool {
        contentType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } == "text/event-stream"
    }

    /// Whether the content type is a stream of items: JSON Lines, NDJSON, JSON sequences or server-sent events.
    /// (OAS 3.2 also counts `multipart/mixed`, whose parts are not read as items here: such a body is its bytes.)
    public var isSequential: Bool {
        let base = contentType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
        return [
            "application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/json-seq",
            "text/event-stream",
        ].contains(base)
    }
}
