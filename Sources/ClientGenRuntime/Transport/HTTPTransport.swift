/// Sends one request and returns the response head as soon as it arrives; the body follows as a stream.
///
/// ``URLSessionTransport`` is the default. A transport throws `URLError` (or its own error) when
/// the exchange fails, and `CancellationError` promptly when the calling task is cancelled.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response once its status and headers have arrived; its body is read
    /// afterwards, as it arrives.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
