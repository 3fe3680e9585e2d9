import Foundation

extension HTTPRequest {
    /// This request with a one-shot body read into memory, for middlewares that must hash the bytes they send.
    func bufferingBody() async throws -> HTTPRequest {
        guard case .stream(let stream)? = body else { return self }
        var data = Data()
        for try await chunk in stream { data.append(chunk) }
        var buffered = self
        buffered.body = .data(data)
        return buffered
    }

    /// The body bytes; empty when there is no body or it is a stream. A request ``MockTransport`` recorded has its
    /// stream read into bytes.
    public var bodyData: Data {
        if case .data(let data)? = body { return data }
        return Data()
    }
}
