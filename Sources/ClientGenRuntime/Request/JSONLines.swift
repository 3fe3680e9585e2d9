import Foundation

/// A response of newline-delimited JSON items: JSON Lines / NDJSON, or server-sent events whose
/// `data:` fields hold JSON.
///
/// ``APIClient/lines(_:)`` delivers the items one by one as they arrive; ``APIClient/send(_:)``
/// waits for the whole body and returns them all in ``items``.
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
    /// Newline-delimited JSON items (or server-sent events, told by `Content-Type: text/event-stream`).
    public static func jsonLines<Item>() -> Self where Response == JSONLines<Item> {
        Self { input in
            var splitter = LineSplitter(contentType: input.headers["Content-Type"], maxLineLength: input.maxLineLength)
            let payloads = try splitter.feed(input.body) + splitter.finish()
            return JSONLines(
                items: try payloads.map { payload in try input.decoder.decode(Item.self, from: payload) }
            )
        }
    }
}
