import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``URLSessionTransport``'s session delegate: routes each task's callbacks to the caller waiting for the response
/// head and to the body's buffer, and records what each exchange took.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// One exchange in flight, by task identifier.
    private struct Exchange {
        var task: URLSessionTask?
        var head: CheckedContinuation<HTTPResponse, any Error>?
        var buffer: ResponseBodyBuffer?
        /// The reader's end of `buffer`, until the head hands it over. It is made by the task that calls `register`,
        /// so the reader's first touch of it does not depend on the continuation's hand-off, which the thread
        /// sanitizer cannot see when the head arrives before the caller has suspended.
        var body: ResponseBody?
        /// Cancelled by the caller; before `register`, which then refuses to start the task.
        var isCancelled = false
        var record: Record?
        /// Where the request body comes from, when it is not in the request itself.
        var upload = Upload()
    }

    /// A request body the session does not find in the request: a temporary file to remove when the exchange ends,
    /// or a stream body sent as it is produced, whose input stream the session asks the delegate for.
    struct Upload: Sendable {
        var temporaryFile: URL?
        var streamed: StreamedUpload?

        /// Removes the file, and stops reading the producer.
        func end() {
            TemporaryUploadFile.remove(temporaryFile)
            streamed?.cancel()
        }
    }

    /// What the delegate knows of an exchange's request, and what ``TransferMetrics`` reports, gathered as it goes.
    private struct Record {
        var operationID: String
        var method: HTTPMethod
        var url: String
        var redactor: Redactor
        var originalURL: URL
        var redirectPolicy: RedirectPolicy
        /// Lowercased names of the headers a redirect to another origin leaves out.
        var credentialHeaderNames: Set<String>
        /// Whether the body is uploaded from a file or a stream, which a 307 or 308 redirect sends again though the
        /// redirected request shows no body (a stream's cannot be, which fails the task).
        var isUploadedSeparately: Bool
        var start = ContinuousClock.now
        var responseStart: ContinuousClock.Instant?
        var status: Int?
        var redirectCount = 0
        var bytesReceived = 0
        var taskMetrics: URLSessionTaskMetrics?
    }

    private let exchanges = LockedState([Int: Exchange]())
    private let maxBufferedBodySize: Int
    private let evaluateServerTrust: URLSessionTransport.ServerTrustEvaluation?
    private let metrics: (@Sendable (TransferMetrics) -> Void)?

    init(
        maxBufferedBodySize: Int,
        evaluateServerTrust: URLSessionTransport.ServerTrustEvaluation?,
        metrics: (@Sendable (TransferMetrics) -> Void)?
    ) {
        self.maxBufferedBodySize = maxBufferedBodySize
        self.evaluateServerTrust = evaluateServerTrust
        self.metrics = metrics
    }

    /// Records a task about to start; `false` (with the caller resumed) when it was cancelled already.
    /// `upload` ends with the exchange.
    func register(
        _ task: URLSessionTask,
        for request: HTTPRequest,
        uploading upload: Upload = Upload(),
        head: CheckedContinuation<HTTPResponse, any Error>
    ) -> Bool {
        let identifier = task.taskIdentifier
        let buffer = ResponseBodyBuffer(limit: maxBufferedBodySize) { [weak self] action in
            switch action {
            case .suspend: task.suspend()
            case .resume: task.resume()
            case .cancel: self?.cancel(identifier, isStarting: false)
            }
        }
        let record = Record(
            operationID: request.operationID,
            method: request.method,
            url: request.redactor.url(request.url),
            redactor: request.redactor,
            originalURL: request.url,
            redirectPolicy: request.redirectPolicy,
            credentialHeaderNames: Self.credentialHeaderNames(of: request),
            isUploadedSeparately: request.body.map { !$0.isData } ?? false
        )
        let body = ResponseBody(source: TransportBodySource(buffer))
        let isCancelled = exchanges.withLock { exchanges in
            if exchanges[identifier]?.isCancelled == true {
                exchanges[identifier] = nil
                return true
            }
            exchanges[identifier] = Exchange(
                task: task,
                head: head,
                buffer: buffer,
                body: body,
                record: record,
                upload: upload
            )
            return false
        }
        if isCancelled {
            upload.end()
            head.resume(throwing: CancellationError())
            task.cancel()
        }
        return !isCancelled
    }

    /// Ends the caller's wait and the body with `error` now, then cancels the task.
    /// `isStarting` is true while `send` may not have registered the task yet.
    func cancel(_ identifier: Int, isStarting: Bool, error: any Error = CancellationError()) {
        let cancelled = exchanges.withLock { exchanges -> Exchange? in
            guard var exchange = exchanges[identifier] else {
                if isStarting { exchanges[identifier] = Exchange(isCancelled: true) }
                return nil
            }
            guard !exchange.isCancelled else { return nil }
            defer {
                exchange.isCancelled = true
                exchange.head = nil
                exchanges[identifier] = exchange
            }
            return exchange
        }
        cancelled?.head?.resume(throwing: error)
        cancelled?.buffer?.finish(throwing: error)
        cancelled?.upload.streamed?.cancel()
        if let task = cancelled?.task {
            // `cancel()` can block on the session's queue; the caller has been released already.
            DispatchQueue.global().async { task.cancel() }
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let (head, body) = exchanges.withLock { exchanges in
            exchanges[dataTask.taskIdentifier]?.record?.responseStart = .now
            exchanges[dataTask.taskIdentifier]?.record?.status = http?.statusCode
            defer {
                exchanges[dataTask.taskIdentifier]?.head = nil
                exchanges[dataTask.taskIdentifier]?.body = nil
            }
            return (exchanges[dataTask.taskIdentifier]?.head, exchanges[dataTask.taskIdentifier]?.body)
        }
        if let head, let body {
            head.resume(
                returning: HTTPResponse(status: http?.statusCode ?? 0, headers: Self.headers(of: http), body: body)
            )
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let buffer = exchanges.withLock { exchanges in
            exchanges[dataTask.taskIdentifier]?.record?.bytesReceived += data.count
            return exchanges[dataTask.taskIdentifier]?.buffer
        }
        buffer?.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
        exchanges.withLock { $0[task.taskIdentifier]?.record?.taskMetrics = metrics }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        guard let exchange else { return }
        exchange.upload.end()
        if let head = exchange.head {
            head.resume(throwing: error ?? URLError(.badServerResponse))
        }
        exchange.buffer?.finish(throwing: error)
        report(exchange, error: exchange.isCancelled ? CancellationError() : error)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
        // A stream body goes once: asked again (to resend it after a redirect or an authentication challenge), the
        // session gets no stream, and the task fails rather than send a body cut short.
        let streamed = exchanges.withLock { $0[task.taskIdentifier]?.upload.streamed }
        completionHandler(streamed?.takeInputStream())
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let record = exchanges.withLock { $0[task.taskIdentifier]?.record }
        guard let record, let url = request.url else {
            completionHandler(nil)
            return
        }
        let redirect = RedirectPolicy.Redirect(
            status: response.statusCode,
            method: HTTPMethod(rawValue: request.httpMethod ?? "GET"),
            originalURL: record.originalURL,
            url: url,
            resendsBody: request.httpBody?.isEmpty == false || request.httpBodyStream != nil
                || (record.isUploadedSeparately && [307, 308].contains(response.statusCode))
        )
        var followed = request
        switch record.redirectPolicy.action(for: redirect) {
        case .follow:
            break
        case .followWithoutCredentials:
            for name in (request.allHTTPHeaderFields ?? [:]).keys
            where record.credentialHeaderNames.contains(name.lowercased()) {
                followed.setValue(nil, forHTTPHeaderField: name)
            }
        case .refuse:
            completionHandler(nil)
            return
        }
        exchanges.withLock { $0[task.taskIdentifier]?.record?.redirectCount += 1 }
        completionHandler(followed)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        #if canImport(FoundationNetworking)
        // FoundationNetworking checks certificates itself and asks only about HTTP authentication (Basic, Digest),
        // once the whole 401 has arrived and been handed on; and it never completes a task told to go on without a
        // credential. Middlewares authorize requests, so the 401 is the answer: end the body here, cancel the task.
        end(task)
        completionHandler(.cancelAuthenticationChallenge, nil)
        #else
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
            let evaluateServerTrust
        {
            let (disposition, credential) = evaluateServerTrust(challenge)
            completionHandler(disposition, credential)
            return
        }
        // The system's trust evaluation; for HTTP authentication or a client certificate, no credential, so the 401
        // goes back to the middlewares as the answer.
        completionHandler(.performDefaultHandling, nil)
        #endif
    }

    /// Ends an exchange whose response has been received whole, before its task completes.
    private func end(_ task: URLSessionTask) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        guard let exchange else { return }
        exchange.upload.end()
        exchange.head?.resume(throwing: URLError(.userAuthenticationRequired))
        exchange.buffer?.finish(throwing: nil)
        report(exchange, error: nil)
    }

    /// Calls the metrics hook, if any, for an exchange that ended.
    private func report(_ exchange: Exchange, error: (any Error)?) {
        guard let metrics, let record = exchange.record else { return }
        let now = ContinuousClock.now
        let reported = (error as? URLError).map(record.redactor.urlError) ?? error
        metrics(
            TransferMetrics(
                operationID: record.operationID,
                method: record.method,
                url: record.url,
                status: record.status,
                redirectCount: record.redirectCount,
                bytesReceived: record.bytesReceived,
                peakBufferedBytes: exchange.buffer?.peakBufferedBytes ?? 0,
                timeToResponse: record.responseStart.map { $0 - record.start },
                duration: now - record.start,
                error: reported,
                taskMetrics: record.taskMetrics
            )
        )
    }

    /// The headers a redirect to another origin leaves out: those the request's redactor hides, those middlewares
    /// set, and the credentials HTTP itself defines, whatever the redactor was told.
    private static func credentialHeaderNames(of request: HTTPRequest) -> Set<String> {
        let hidden = request.headers.filter { request.redactor.isSensitive($0.name) }.map { $0.name.lowercased() }
        return Set(hidden).union(request.middlewareHeaderNames).union([
            "authorization", "proxy-authorization", "cookie",
        ])
    }

    private static func headers(of response: HTTPURLResponse?) -> HTTPHeaders {
        guard let response else { return [:] }
        let fields = response.allHeaderFields.compactMap { name, value -> HTTPHeaders.Field? in
            guard let name = name as? String else { return nil }
            return HTTPHeaders.Field(name: name, value: "\(value)")
        }
        return HTTPHeaders(fields.sorted { $0.name.lowercased() < $1.name.lowercased() })
    }
}
