import Foundation

extension APIClient {
    /// Sends `request` and yields each JSON Lines / NDJSON item, or each server-sent event's JSON
    /// `data`, as soon as its line arrives, without waiting for the rest of the body.
    ///
    /// Ending iteration early, or cancelling the iterating task, closes the connection.
    public func lines<Item>(_ request: Request<JSONLines<Item>>) -> AsyncThrowingStream<Item, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Item, any Error>.makeStream()
        let task = Task {
            do {
                let httpRequest = try makeHTTPRequest(request)
                try await withTimeout(httpRequest) {
                    try await streamItems(of: httpRequest, request: request, into: continuation)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func streamItems<Item>(
        of httpRequest: HTTPRequest,
        request: Request<JSONLines<Item>>,
        into continuation: AsyncThrowingStream<Item, any Error>.Continuation
    ) async throws {
        let response = try await execute(httpRequest, errorResponses: request.errorResponses)
        var splitter = LineSplitter(contentType: response.headers["Content-Type"])
        var lineNumber = 0
        func deliver(_ payloads: [Data]) throws {
            for payload in payloads {
                lineNumber += 1
                do {
                    continuation.yield(try decoder.decode(Item.self, from: payload))
                } catch {
                    var apiError = makeDecodingError(error, for: httpRequest, response: response, body: payload)
                    apiError.message = "Item \(lineNumber) of the stream: \(apiError.message)"
                    throw apiError
                }
            }
        }
        do {
            for try await chunk in response.body {
                try deliver(splitter.feed(chunk))
            }
        } catch let error as URLError {
            throw transportFailure(error, for: httpRequest)
        }
        try deliver(splitter.finish())
    }
}
