import Foundation

extension APIClient {
    /// Sends `request` and yields each JSON item as soon as it arrives, without waiting for the rest of the body:
    /// each line of JSON Lines / NDJSON, each record of a JSON text sequence (`application/json-seq`), or the JSON
    /// `data` of each server-sent event.
    ///
    /// The request is sent when iteration starts, and the body is read only as fast as items are taken: items do
    /// not pile up in memory while the consumer lags.
    /// ``timeout`` bounds the wait for the response to start; the stream then runs for as long as data keeps
    /// coming. A line longer than ``maxLineLength`` ends it with ``APIError/Kind/responseTooLarge``; an item that
    /// does not decode ends it with ``APIError/Kind/decodingFailed``, whose ``APIError/underlyingError`` is a
    /// ``StreamItemError`` naming the item.
    ///
    /// Ending iteration early, or cancelling the iterating task, closes the connection.
    public func lines<Item>(_ request: Request<JSONLines<Item>>) -> AsyncThrowingStream<Item, any Error> {
        let reader = StreamReader(client: self, request: request, format: nil) { record, itemNumber, decoder in
            try decodeItem(Item.self, from: record, itemNumber: itemNumber, decoder: decoder)
        }
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// Sends `request` and yields each server-sent event as soon as the blank line that ends it arrives, with its
    /// type, its data decoded, and the ID and retry time the stream has set.
    ///
    /// The body is read as an event stream whatever its `Content-Type`, and only as fast as events are taken.
    /// Limits, errors and cancellation work as for ``lines(_:)``. To resume after the connection breaks, send the
    /// last event's ``ServerSentEvent/lastEventID`` as `Last-Event-ID` in a new request.
    public func events<Payload>(
        _ request: Request<ServerSentEvents<Payload>>
    ) -> AsyncThrowingStream<ServerSentEvent<Payload>, any Error> {
        let dataDecoder = request.decoding.itemDecoder as? EventDataDecoder<Payload> ?? .inferred
        let reader = StreamReader(client: self, request: request, format: .serverSentEvents) {
            record,
            itemNumber,
            decoder in
            try dataDecoder.event(record, itemNumber: itemNumber, decoder: decoder)
        }
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }
}

extension EventDataDecoder {
    /// For a decoding made by hand: `String` data as text, any other `Decodable` as JSON.
    static var inferred: Self {
        Self { _, data, decoder in
            if let text = String(decoding: data, as: UTF8.self) as? Payload { return text }
            if let type = Payload.self as? any Decodable.Type,
                let value = try decoder.decode(type, from: data) as? Payload
            {
                return value
            }
            throw DecodingError.typeMismatch(
                Payload.self,
                .init(codingPath: [], debugDescription: "\(Payload.self) is neither String nor Decodable")
            )
        }
    }
}

/// The state of one `lines` or `events` call, advanced one item at a time by the consumer's `next()`.
private actor StreamReader<Response: Sendable, Item: Sendable> {
    typealias DecodeItem = @Sendable (StreamRecord, Int, JSONDecoder) throws -> Item

    private struct Reading {
        var httpRequest: HTTPRequest
        var response: HTTPResponse
        var splitter: LineSplitter
        var decoder: JSONDecoder
        var isBodyRead = false
    }

    private enum State {
        case notStarted
        case reading(Reading)
        case finished
    }

    private let client: APIClient
    private let request: Request<Response>
    /// The format the body is cut in; nil to go by its `Content-Type`.
    private let format: LineSplitter.Format?
    private let decodeItem: DecodeItem
    private var state = State.notStarted
    /// Records split off the last chunk and not yet decoded.
    private var records: [StreamRecord] = []
    private var nextRecord = 0
    private var itemNumber = 0

    init(client: APIClient, request: Request<Response>, format: LineSplitter.Format?, decodeItem: @escaping DecodeItem)
    {
        self.client = client
        self.request = request
        self.format = format
        self.decodeItem = decodeItem
    }

    /// The next item, or `nil` at the end of the stream; after an error, `nil`.
    func next() async throws -> Item? {
        do {
            return try await readItem()
        } catch {
            state = .finished
            records = []
            throw error
        }
    }

    private func readItem() async throws -> Item? {
        while true {
            if nextRecord < records.count, case .reading(let reading) = state {
                let record = records[nextRecord]
                nextRecord += 1
                itemNumber += 1
                return try decode(record, of: reading)
            }
            records = []
            nextRecord = 0
            switch state {
            case .finished:
                return nil
            case .notStarted:
                state = .reading(try await start())
            case .reading(var reading):
                guard !reading.isBodyRead else {
                    state = .finished
                    return nil
                }
                do {
                    if let chunk = try await readChunk(of: reading) {
                        records = try reading.splitter.feed(chunk)
                    } else {
                        records = try reading.splitter.finish()
                        reading.isBodyRead = true
                    }
                    state = .reading(reading)
                } catch let error as LineSplitter.LineTooLong {
                    throw client.makeLineTooLongError(error, for: reading.httpRequest, response: reading.response)
                } catch let error as StreamItemError {
                    throw client.makeDecodingError(
                        error,
                        for: reading.httpRequest,
                        response: reading.response,
                        body: Data()
                    )
                }
            }
        }
    }

    private func start() async throws -> Reading {
        let httpRequest = try client.makeHTTPRequest(request)
        let (client, request) = (self.client, self.request)
        let response = try await client.withTimeout(httpRequest) {
            try await client.execute(httpRequest, errorResponses: request.errorResponses)
        }
        let splitter = LineSplitter(
            format: format ?? LineSplitter.Format(contentType: response.headers["Content-Type"]) ?? .jsonLines,
            maxLineLength: client.maxLineLength
        )
        return Reading(httpRequest: httpRequest, response: response, splitter: splitter, decoder: client.jsonDecoder)
    }

    private func readChunk(of reading: Reading) async throws -> Data? {
        do {
            if let chunk = try await reading.response.body.source.next() { return chunk }
            try Task.checkCancellation()
            return nil
        } catch let error as URLError {
            throw client.transportFailure(error, for: reading.httpRequest)
        }
    }

    private func decode(_ record: StreamRecord, of reading: Reading) throws -> Item {
        do {
            return try decodeItem(record, itemNumber, reading.decoder)
        } catch {
            throw client.makeDecodingError(
                error,
                for: reading.httpRequest,
                response: reading.response,
                body: record.data
            )
        }
    }
}
