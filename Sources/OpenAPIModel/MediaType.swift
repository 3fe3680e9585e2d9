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

    /// Whether the content type is JSON sent as a stream of values, one per line, as a `stream` parameter says:
    /// Kubernetes' watch, `application/json;stream=watch`. Its base type is plain JSON, so it is a stream only where
    /// the operation says it streams (see the emitter), not like ``isSequential`` types, which always are.
    public var isJSONStream: Bool { Self.isJSONStream(contentType) }

    /// Whether `contentType` is JSON sent as a stream of values, as ``isJSONStream`` says.
    public static func isJSONStream(_ contentType: String) -> Bool {
        let parts = contentType.split(separator: ";").map { $0.trimmingSpaces.lowercased() }
        guard let base = parts.first, base == "application/json" || base.hasSuffix("+json") else { return false }
        return parts.dropFirst().contains { $0.hasPrefix("stream=") }
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
