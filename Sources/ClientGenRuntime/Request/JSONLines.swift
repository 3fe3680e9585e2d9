import Foundation

/// A response of JSON items: JSON Lines / NDJSON (one per line), a JSON text sequence (RFC 7464,
/// `application/json-seq`: each after an RS byte), or server-sent events whose `data` is JSON.
///
/// ``APIClient/lines(_:)`` delivers the items one by one as they arrive; ``APIClient/send(_:)``
/// waits for the whole body and returns them all in ``items``. For server-sent events with their type, ID and
/// retry time, or with text data, use ``ServerSentEvents`` instead.
public struct JSONLines<Item: Decodable & Sendable>: Sendable {
    /// Every item of the body, in order.
    public var items: [Item]

    /// A response of `items`, as ``APIClient/send(_:)`` returns it (or a test makes it).
    public init(items: [Item]) {
        self.items = items
    }
}

extension JSONLines: Equatable where Item: Equatable {}

extension ResponseDecoding {
    /// JSON items, cut as the response's `Content-Type` says: `application/json-seq` after each RS byte,
    /// `text/event-stream` as server-sent events (their `data`), anything else one per line.
    public static func jsonLines<Item>() -> Self where Response == JSONLines<Item> {
        Self { input in
            var splitter = LineSplitter(
                format: LineSplitter.Format(contentType: input.headers["Content-Type"]) ?? .jsonLines,
                maxLineLength: input.maxLineLength
            )
            let records = try splitter.feed(input.body) + splitter.finish()
            var items: [Item] = []
            items.reserveCapacity(records.count)
            for (index, record) in records.enumerated() {
                items.append(try decodeItem(Item.self, from: record, itemNumber: index + 1, decoder: input.decoder))
            }
            return JSONLines(items: items)
        }
    }
}

/// Item `itemNumber` of a JSON stream, decoded, or a ``StreamItemError`` naming it.
func decodeItem<Item: Decodable>(
    _ type: Item.Type,
    from record: StreamRecord,
    itemNumber: Int,
    decoder: JSONDecoder
) throws -> Item {
    do {
        return try decoder.decode(Item.self, from: record.data)
    } catch {
        throw StreamItemError(
            itemNumber: itemNumber,
            eventType: record.event,
            eventID: record.lastEventID,
            underlyingError: error
        )
    }
}

extension Request where Response: Decodable & Sendable {
    /// The same request, its response read as a stream of the documented JSON item, one per line: for a server
    /// whose document describes one object where it sends one after another until it is done (Docker's
    /// `/events`, the progress of its image imports).
    ///
    /// ```swift
    /// for try await event in client.lines(Docker.systemEvents(since: "0", until: now).readingJSONLines()) { … }
    /// ```
    public func readingJSONLines() -> Request<JSONLines<Response>> {
        reading(.jsonLines())
    }
}
