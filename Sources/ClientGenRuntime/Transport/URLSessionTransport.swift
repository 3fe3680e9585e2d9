import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: a `URLSession` driven through delegate callbacks, so response bodies
/// stream on Linux too (where `URLSession.bytes(for:)` is missing).
///
/// A body is handed to its reader as fast as the reader takes it, and no faster: a lagging reader leaves at most
/// `maxBufferedBodySize` bytes waiting in memory (see
/// ``init(configuration:cache:maxBufferedBodySize:evaluateServerTrust:metrics:)``).
///
/// An app brings its own session settings, an optional cache, certificate pinning and a metrics hook:
///
/// ```swift
/// let configuration = URLSessionConfiguration.default
/// configuration.waitsForConnectivity = true
/// let transport = URLSessionTransport(
///     configuration: configuration,
///     cache: URLCache(memoryCapacity: 4 << 20, diskCapacity: 0, diskPath: nil),
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
    private let cache: ResponseCache?

    /// A transport over a new session with `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: the session's settings (timeouts, proxies, TLS versions, `httpAdditionalHeaders`,
    ///     `waitsForConnectivity`, ...). The transport makes its own session from a copy, since it must be the
    ///     session's delegate to stream. Cookies are neither stored nor added: cookie parameters and cookie auth set
    ///     the `Cookie` header themselves. Its `urlCache` is not used; pass `cache` to cache responses.
    ///   - cache: answers a GET from this cache while the response stored for it is fresh, and stores the `200`
    ///     responses to GET whose `Cache-Control: max-age` or `Expires` allow it (not those with `no-store`,
    ///     `no-cache` or `Vary`), reusing them only for the same credentials. Nothing is revalidated. None by
    ///     default, so every call reaches the server.
    ///   - maxBufferedBodySize: how many bytes of a response body may wait in memory for a reader that lags. Past
    ///     that the transfer is suspended until the reader catches up; on Linux, where FoundationNetworking starts a
    ///     suspended transfer over from the first byte, the rest waits in a temporary file instead, which no other
    ///     process can open and which is gone when the body is.
    ///   - evaluateServerTrust: decides on each server's certificate; the system's evaluation when `nil`.
    ///     FoundationNetworking on Linux checks certificates itself, against the system's CAs, and never asks.
    ///   - metrics: called on the session's queue as each exchange with the server ends, with what it took (an
    ///     answer from `cache` is none).
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        cache: URLCache? = nil,
        maxBufferedBodySize: Int = 1024 * 1024,
        evaluateServerTrust: ServerTrustEvaluation? = nil,
        metrics: (@Sendable (TransferMetrics) -> Void)? = nil
    ) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        // The transport keeps the cache itself: FoundationNetworking stores nothing in a session's cache.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let responseCache = cache.map(ResponseCache.init)
        self.cache = responseCache
        let delegate = SessionDelegate(
            maxBufferedBodySize: maxBufferedBodySize,
            cache: responseCache,
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

    /// Sends `request` with the session (or answers it from the cache) and returns as soon as the response head
    /// arrives; the body streams from the session to the reader, holding at most the buffer limit in memory.
    ///
    /// A file body is uploaded from disk as it is sent, never loaded whole; a stream body is first written to a
    /// temporary file (removed when the exchange ends) and sent from there.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let cached = cache?.response(for: request) { return cached }
        let urlRequest = request.urlRequest
        // A file is uploaded from disk a chunk at a time, with its length known. A stream goes to a temporary file
        // first: FoundationNetworking has no bound stream pair to feed an upload from, and a file keeps memory
        // bounded on every platform.
        let upload: URL?
        var temporaryFile: URL?
        switch request.body {
        case .file(let url)?:
            upload = url
        case .stream(let chunks)?:
            temporaryFile = try await TemporaryUploadFile.make(chunks)
            upload = temporaryFile
        case .data?, nil:
            upload = nil
        }
        if Task.isCancelled {
            TemporaryUploadFile.remove(temporaryFile)
            throw CancellationError()
        }
        let task =
            upload.map { session.uploadTask(with: urlRequest, fromFile: $0) } ?? session.dataTask(with: urlRequest)
        let identifier = task.taskIdentifier
        let delegate = self.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { head in
                if delegate.register(task, for: request, removingWhenDone: temporaryFile, head: head) {
                    task.resume()
                }
            }
        } onCancel: {
            delegate.cancel(identifier, isStarting: true)
        }
    }
}
