import Foundation

extension APIClient {
    /// Sends `request` and yields each JSON Lines / NDJSON item, or each server-sent event's JSON
    /// `data`, as soon as its line arrives, without waiting for the rest of the body.
    ///
    /// The request is sent when iteration starts, and the body is read only as fast as items are taken: items do
    /// not pile up in memory while the consumer lags.
    /// ``timeout`` bounds the wait for the response to start; the stream then runs for as long as data keeps
    /// coming. A line longer than ``maxLineLength`` ends it with ``APIError/Kind/responseTooLarge``.
    ///
    /// Ending iteration early, or cancelling the iterating task, closes the connection.
    public func lines<Item>(_ request: Request<JSONLines<Item>>) -> AsyncThrowingStream<Item, any Error> {
        let reader = JSONLinesReader(client: self, request: request)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }
}

/// The state of one `lines` call, advanced one item at a time by the consumer's `next()`.
private actor JSONLinesReader<Item: Decodable & Sendable> {
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
    private let request: Request<JSONLines<Item>>
    private var state = State.notStarted
    /// Payloads split off the last chunk and not yet decoded.
    private var payloads: [Data] = []
    private var nextPayload = 0
    private var itemNumber = 0

    init(client: APIClient, request: Request<JSONLines<Item>>) {
        self.client = client
        self.request = request
    }

    /// The next item, or `nil` at the end of the stream; after an error, `nil`.
    func next() async throws -> Item? {
        do {
            return try await readItem()
        } catch {
            state = .finished
            payloads = []
            throw error
        }
    }

    private func readItem() async throws -> Item? {
        while true {
            if nextPayload < payloads.count, case .reading(let reading) = state {
                let payload = payloads[nextPayload]
                nextPayload += 1
                itemNumber += 1
                return try decode(payload, of: reading)
            }
            payloads = []
            nextPayload = 0
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
                        payloads = try reading.splitter.feed(chunk)
                    } else {
                        payloads = try reading.splitter.finish()
                        reading.isBodyRead = true
                    }
                    state = .reading(reading)
                } catch let error as LineSplitter.LineTooLong {
                    throw client.makeLineTooLongError(error, for: reading.httpRequest, response: reading.response)
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
        let splitter = LineSplitter(contentType: response.headers["Content-Type"], maxLineLength: client.maxLineLength)
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

    private func decode(_ payload: Data, of reading: Reading) throws -> Item {
        do {
            return try reading.decoder.decode(Item.self, from: payload)
        } catch {
            var apiError = client.makeDecodingError(
                error,
                for: reading.httpRequest,
                response: reading.response,
                body: payload
            )
            apiError.message = "Item \(itemNumber) of the stream: \(apiError.message)"
            throw apiError
        }
    }
}
