import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: a `URLSession` driven through delegate callbacks, so response bodies
/// stream on Linux too (where `URLSession.bytes(for:)` is missing).
///
/// A body is handed to its reader as fast as the reader takes it, and no faster: a lagging reader leaves at most
/// `maxBufferedBodySize` bytes waiting in memory (see
/// ``init(configuration:maxBufferedBodySize:metrics:)``).
///
/// Cancelling the calling task, or dropping the body unread, cancels the session task at once.
public final class URLSessionTransport: HTTPTransport {
    /// A transport over an ephemeral session, shared by clients that do not bring their own.
    public static let shared = URLSessionTransport()

    private let session: URLSession
    private let delegate: SessionDelegate

    /// A transport over a new session with `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: the session's settings (timeouts, proxies, TLS versions, `httpAdditionalHeaders`,
    ///     `waitsForConnectivity`, ...). The transport makes its own session from a copy, since it must be the
    ///     session's delegate to stream. Cookies are neither stored nor added: cookie parameters and cookie auth set
    ///     the `Cookie` header themselves.
    ///   - maxBufferedBodySize: how many bytes of a response body may wait in memory for a reader that lags. Past
    ///     that the transfer is suspended until the reader catches up; on Linux, where FoundationNetworking starts a
    ///     suspended transfer over from the first byte, the rest waits in a temporary file instead, which no other
    ///     process can open and which is gone when the body is.
    ///   - metrics: called on the session's queue as each exchange ends, with what it took.
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        maxBufferedBodySize: Int = 1024 * 1024,
        metrics: (@Sendable (TransferMetrics) -> Void)? = nil
    ) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = SessionDelegate(maxBufferedBodySize: maxBufferedBodySize, metrics: metrics)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = request.urlRequest
        if case .stream(let chunks) = request.body {
            // URLSession on Linux cannot stream an upload body; the stream is read once, here.
            var data = Data()
            for try await chunk in chunks { data.append(chunk) }
            urlRequest.httpBody = data
        }
        try Task.checkCancellation()
        let task = session.dataTask(with: urlRequest)
        let identifier = task.taskIdentifier
        let delegate = self.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { head in
                if delegate.register(task, for: request, head: head) {
                    task.resume()
                }
            }
        } onCancel: {
            delegate.cancel(identifier, isStarting: true)
        }
    }
}
