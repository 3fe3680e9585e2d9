import Foundation

/// A response of server-sent events (`text/event-stream`), read as the WHATWG HTML standard says: `event`, `data`,
/// `id` and `retry` fields, comments and unknown fields skipped, lines ended by CR, LF or CR LF, each event
/// dispatched by a blank line.
///
/// ``APIClient/events(_:)`` delivers the events one by one as they arrive; ``APIClient/send(_:)``
/// waits for the whole body and returns them all in ``events``.
public struct ServerSentEvents<Payload: Sendable>: Sendable {
    /// Every event of the body, in order.
    public var events: [ServerSentEvent<Payload>]
    /// The ID the stream last set, which a request resuming after it sends as `Last-Event-ID`.
    public var lastEventID: String?

    /// A response of `events`, as ``APIClient/send(_:)`` returns it (or a test makes it); the last event ID is
    /// the last event's unless given.
    public init(events: [ServerSentEvent<Payload>], lastEventID: String? = nil) {
        self.events = events
        self.lastEventID = lastEventID ?? events.last?.lastEventID
    }
}

extension ServerSentEvents: Equatable where Payload: Equatable {}

/// How an event's data becomes its payload, kept with the decoding so ``APIClient/events(_:)`` reads each event as
/// ``APIClient/send(_:)`` reads them all.
struct EventDataDecoder<Payload: Sendable>: Sendable {
    /// The payload of an event of a type (`message` when it names none) with this data.
    let decode: @Sendable (_ event: String, _ data: Data, _ decoder: JSONDecoder) throws -> Payload

    /// The event `record` with its data decoded, or a ``StreamItemError`` naming it.
    func event(_ record: StreamRecord, itemNumber: Int, decoder: JSONDecoder) throws -> ServerSentEvent<Payload> {
        do {
            let event = record.event ?? "message"
            return ServerSentEvent(
                event: event,
                data: try decode(event, record.data, decoder),
                id: record.id,
                lastEventID: record.lastEventID,
                retry: record.retry
            )
        } catch {
            throw StreamItemError(
                itemNumber: itemNumber,
                eventType: record.event,
                eventID: record.lastEventID,
                underlyingError: error
            )
        }
    }
}

extension ResponseDecoding {
    /// Server-sent events whose data is JSON, decoded into `Payload` with the client's decoder.
    public static func serverSentEvents<Payload: Decodable>() -> Self where Response == ServerSentEvents<Payload> {
        events(EventDataDecoder { _, data, decoder in try decoder.decode(Payload.self, from: data) })
    }

    /// Server-sent events whose data is text, taken as it is (`hello`, not `"hello"`).
    public static func serverSentTextEvents() -> Self where Response == ServerSentEvents<String> {
        events(EventDataDecoder { _, data, _ in String(decoding: data, as: UTF8.self) })
    }

    /// Server-sent events whose data each event's type says how to read: `decode` gets the type (the `event`
    /// field, `message` when it has none), the data and the client's decoder. A stream whose events differ by type
    /// is generated as an enum with a case for each type, read this way.
    public static func serverSentEvents<Payload: Sendable>(
        decodingEach decode: @escaping @Sendable (String, Data, JSONDecoder) throws -> Payload
    ) -> Self where Response == ServerSentEvents<Payload> {
        events(EventDataDecoder(decode: decode))
    }

    private static func events<Payload>(_ dataDecoder: EventDataDecoder<Payload>) -> Self
    where Response == ServerSentEvents<Payload> {
        var decoding = Self { input in
            var splitter = LineSplitter(format: .serverSentEvents, maxLineLength: input.maxLineLength)
            let records = try splitter.feed(input.body) + splitter.finish()
            var events: [ServerSentEvent<Payload>] = []
            events.reserveCapacity(records.count)
            for (index, record) in records.enumerated() {
                events.append(try dataDecoder.event(record, itemNumber: index + 1, decoder: input.decoder))
            }
            // The stream's own, which an `id` after the last event may have set or cleared.
            var response = ServerSentEvents(events: events)
            response.lastEventID = splitter.lastEventID
            return response
        }
        decoding.accept = "text/event-stream"
        decoding.itemDecoder = dataDecoder
        return decoding
    }
}
