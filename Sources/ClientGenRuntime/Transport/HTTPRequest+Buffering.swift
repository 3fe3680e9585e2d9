import Foundation

extension HTTPRequest {
    /// This request with a file or one-shot body read into memory, for middlewares that must see the bytes they
    /// send.
    package func bufferingBody() async throws -> HTTPRequest {
        var buffered = self
        switch body {
        case .stream(let stream)?:
            var data = Data()
            for try await chunk in stream { data.append(chunk) }
            buffered.body = .data(data)
        case .file(let url)?:
            buffered.body = .data(try Data(contentsOf: url))
        case .data?, nil:
            break
        }
        return buffered
    }

    /// The body bytes; empty when there is no body or it is a file or stream. A request ``MockTransport`` recorded
    /// has its file or stream read into bytes.
    public var bodyData: Data {
        if case .data(let data)? = body { return data }
        return Data()
    }
}
