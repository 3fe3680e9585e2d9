import Foundation

/// One server-sent event: its type, its data, and the ID and reconnection time the stream has set.
///
/// `Payload` is what the event's data decodes into: a `Decodable` type for JSON data
/// (``ResponseDecoding/serverSentEvents()``), or `String` for data taken as text
/// (``ResponseDecoding/serverSentTextEvents()``).
///
/// To resume a stream after the connection breaks, send the last event's ``lastEventID`` back in a
/// `Last-Event-ID` header (and wait ``retry`` milliseconds first, if the server set it):
///
/// ```swift
/// var request = Feed.watchUpdates()
/// if let lastEventID { request.headers["Last-Event-ID"] = lastEventID }
/// for try await update in client.events(request) {
///     lastEventID = update.lastEventID
///     show(update.data)
/// }
/// ```
public struct ServerSentEvent<Payload: Sendable>: Sendable {
    /// The event type: the `event` field, or `message` when the event has none.
    public var event: String
    /// The data: the event's `data` lines, joined with newlines, decoded.
    public var data: Payload
    /// This event's `id` field; nil when it has none.
    public var id: String?
    /// The ID the stream last set with an `id` field, on this event or an earlier one (the standard's last event
    /// ID); nil when none was set, or the last one was empty. Send it as `Last-Event-ID` to resume after it.
    public var lastEventID: String?
    /// The reconnection time the stream last asked for with a `retry` field, on this event or an earlier one,
    /// in milliseconds.
    public var retry: Int?

    /// An event of type `event` with `data`, as a stream delivers it (or a test makes it).
    public init(
        event: String = "message",
        data: Payload,
        id: String? = nil,
        lastEventID: String? = nil,
        retry: Int? = nil
    ) {
        self.event = event
        self.data = data
        self.id = id
        self.lastEventID = lastEventID
        self.retry = retry
    }
}

extension ServerSentEvent: Equatable where Payload: Equatable {}
extension ServerSentEvent: Hashable where Payload: Hashable {}
