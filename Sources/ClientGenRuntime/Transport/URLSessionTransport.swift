import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: a `URLSession` driven through delegate callbacks, so response bodies
/// stream on Linux too (where `URLSession.bytes(for:)` is missing).
///
/// A body is handed to its reader as fast as the reader takes it, and no faster: a lagging reader leaves at most
/// `maxBufferedBodySize` bytes waiting in memory (see
/// ``init(configuration:maxBufferedBodySize:evaluateServerTrust:metrics:)``).
///
/// An app brings its own session settings, certificate pinning and a metrics hook (and caches responses with
/// `ClientGenCache`'s `ResponseCache` middleware):
///
/// ```swift
/// let configuration = URLSessionConfiguration.default
/// configuration.waitsForConnectivity = true
/// let transport = URLSessionTransport(
///     configuration: configuration,
///     evaluateServerTrust: { challenge in pinning.evaluate(challenge) },
///     metrics: { metrics in telemetry.record(metrics.operationID, metrics.duration) }
/// )
/// let client = APIClient(baseURL: Petstore.defaultServer, transport: transport)
/// ```
///
/// Cancelling the calling task, or dropping the body unread, cancels the session task at once.
public final class URLSessionTransport: HTTPTransport {
    /// A transport over an ephemeral session, shared by clients that do not bring their own.
    public static let shared = URLSessionTransport()

    /// Decides whether to trust a server's certificate, for certificate or public-key pinning: gets the
    /// `NSURLAuthenticationMethodServerTrust` challenge and returns what URLSession's delegate would.
    public typealias ServerTrustEvaluation =
        @Sendable (URLAuthenticationChallenge) -> (URLSession.AuthChallengeDisposition, URLCredential?)

    private let session: URLSession
    private let delegate: SessionDelegate

    /// A transport over a new session with `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: the session's settings (timeouts, proxies, TLS versions, `httpAdditionalHeaders`,
    ///     `waitsForConnectivity`, ...). The transport makes its own session from a copy, since it must be the
    ///     session's delegate to stream. Cookies are neither stored nor added: cookie parameters and cookie auth set
    ///     the `Cookie` header themselves. Its `urlCache` is not used: every call reaches the server
    ///     (`ClientGenCache`'s `ResponseCache` middleware caches responses the same way on every platform).
    ///   - maxBufferedBodySize: how many bytes of a response body may wait in memory for a reader that lags. Past
    ///     that the transfer is suspended until the reader catches up; on Linux, where FoundationNetworking starts a
    ///     suspended transfer over from the first byte, the rest waits in a temporary file instead, which no other
    ///     process can open and which is gone when the body is.
    ///   - evaluateServerTrust: decides on each server's certificate; the system's evaluation when `nil`.
    ///     FoundationNetworking on Linux checks certificates itself, against the system's CAs, and never asks.
    ///   - metrics: called on the session's queue as each exchange with the server ends, with what it took.
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        maxBufferedBodySize: Int = 1024 * 1024,
        evaluateServerTrust: ServerTrustEvaluation? = nil,
        metrics: (@Sendable (TransferMetrics) -> Void)? = nil
    ) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        // Caching is a middleware's (ClientGenCache), the same on every platform: FoundationNetworking stores
        // nothing in a session's cache, and Apple's would answer behind the middlewares' backs.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = SessionDelegate(
            maxBufferedBodySize: maxBufferedBodySize,
            evaluateServerTrust: evaluateServerTrust,
            metrics: metrics
        )
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Whether a stream body is sent as it is produced (Apple platforms), rather than written to a temporary file
    /// first and sent from there once it ends (Linux).
    ///
    /// FoundationNetworking reads an upload's `InputStream` inside libcurl's read callback, on a serial queue that
    /// every `URLSession` of the process targets, and takes a read that returns no bytes (or a stream without bytes
    /// available) for the end of the body: it has no way to wait for bytes that are not there yet. A stream that waits
    /// for a slow producer would therefore stall every request of the process, on every session, until the producer
    /// caught up. A file keeps memory bounded just as well, and its bytes are always there.
    static var streamsRequestBodies: Bool {
        #if canImport(FoundationNetworking)
        false
        #else
        true
        #endif
    }

    /// Sends `request` with the session and returns as soon as the response head
    /// arrives; the body streams from the session to the reader, holding at most the buffer limit in memory.
    ///
    /// A file body is uploaded from disk as it is sent, never loaded whole. A stream body is sent as it is produced
    /// on Apple platforms, a chunk at a time, and the producer is asked for the next chunk only once the session has
    /// room for it; on Linux it is first written to a temporary file (removed when the exchange ends) and sent from
    /// there, since FoundationNetworking cannot wait for a slow producer without stalling every other request of the
    /// process. Either way a producer that throws fails the request with its error.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let urlRequest = request.urlRequest
        let task: URLSessionTask
        var temporaryFile: URL?
        var streamed: StreamedUpload?
        switch request.body {
        case .file(let url)?:
            // Uploaded from disk a chunk at a time, with its length known.
            task = session.uploadTask(with: urlRequest, fromFile: url)
        case .stream(let chunks)? where Self.streamsRequestBodies:
            // Sent without a length (chunked), the session asking the delegate for the body's input stream.
            streamed = StreamedUpload.bound(chunks)
            task = session.uploadTask(withStreamedRequest: urlRequest)
        case .stream(let chunks)?:
            let file = try await TemporaryUploadFile.make(chunks)
            temporaryFile = file
            task = session.uploadTask(with: urlRequest, fromFile: file)
        case .data?, nil:
            task = session.dataTask(with: urlRequest)
        }
        if Task.isCancelled {
            TemporaryUploadFile.remove(temporaryFile)
            throw CancellationError()
        }
        let identifier = task.taskIdentifier
        let delegate = self.delegate
        let upload = SessionDelegate.Upload(temporaryFile: temporaryFile, streamed: streamed)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { head in
                if delegate.register(task, for: request, uploading: upload, head: head) {
                    task.resume()
                    // Started once registered, so a producer's error finds the exchange to fail.
                    upload.streamed?.start { error in delegate.cancel(identifier, isStarting: false, error: error) }
                }
            }
        } onCancel: {
            delegate.cancel(identifier, isStarting: true)
        }
    }
}
