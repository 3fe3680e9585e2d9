import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: a `URLSession` driven through delegate callbacks, so response bodies
/// stream on Linux too (where `URLSession.bytes(for:)` is missing).
///
/// Cancelling the calling task, or dropping the body stream unread, cancels the session task at once.
public final class URLSessionTransport: HTTPTransport {
    /// A transport over an ephemeral session, shared by clients that do not bring their own.
    public static let shared = URLSessionTransport()

    private let session: URLSession
    private let tasks: TaskRegistry

    /// A transport over a new session with `configuration`. Cookies are neither stored nor added:
    /// cookie parameters and cookie auth set the `Cookie` header themselves.
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let tasks = TaskRegistry()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.tasks = tasks
        session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: queue)
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
        let (chunks, body) = AsyncThrowingStream<Data, any Error>.makeStream()
        body.onTermination = { [tasks] termination in
            if case .cancelled = termination { tasks.cancel(identifier, isStarting: false) }
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { head in
                if tasks.register(identifier, task: task, head: head, body: body, chunks: chunks) {
                    task.resume()
                }
            }
        } onCancel: {
            tasks.cancel(identifier, isStarting: true)
        }
    }
}

/// The session delegate: routes each task's callbacks to the waiting caller and body stream.
private final class TaskRegistry: NSObject, URLSessionDataDelegate, Sendable {
    private struct Entry {
        var task: URLSessionTask?
        var head: CheckedContinuation<HTTPResponse, any Error>?
        var body: AsyncThrowingStream<Data, any Error>.Continuation?
        var chunks: AsyncThrowingStream<Data, any Error>?
        /// Cancelled before `register` ran; `register` then refuses to start the task.
        var isCancelledEarly = false
    }

    private let entries = LockedState([Int: Entry]())

    /// Records a task about to start; `false` (with the caller resumed) when it was cancelled already.
    func register(
        _ identifier: Int,
        task: URLSessionTask,
        head: CheckedContinuation<HTTPResponse, any Error>,
        body: AsyncThrowingStream<Data, any Error>.Continuation,
        chunks: AsyncThrowingStream<Data, any Error>
    ) -> Bool {
        let isCancelled = entries.withLock { entries in
            if entries[identifier]?.isCancelledEarly == true {
                entries[identifier] = nil
                return true
            }
            entries[identifier] = Entry(task: task, head: head, body: body, chunks: chunks)
            return false
        }
        if isCancelled {
            head.resume(throwing: CancellationError())
            body.finish(throwing: CancellationError())
            task.cancel()
        }
        return !isCancelled
    }

    /// Ends the caller's wait and the body stream with `CancellationError` now, then cancels the task.
    /// `isStarting` is true while `send` may not have registered the task yet.
    func cancel(_ identifier: Int, isStarting: Bool) {
        let entry = entries.withLock { entries -> Entry? in
            guard let entry = entries[identifier] else {
                if isStarting { entries[identifier] = Entry(isCancelledEarly: true) }
                return nil
            }
            entries[identifier] = nil
            return entry
        }
        entry?.head?.resume(throwing: CancellationError())
        entry?.body?.finish(throwing: CancellationError())
        if let task = entry?.task {
            // `cancel()` can block on the session's queue; the caller has been released already.
            DispatchQueue.global().async { task.cancel() }
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let identifier = dataTask.taskIdentifier
        let (head, chunks) = entries.withLock { entries in
            defer {
                entries[identifier]?.head = nil
                entries[identifier]?.chunks = nil
            }
            return (entries[identifier]?.head, entries[identifier]?.chunks)
        }
        if let head, let chunks {
            let http = response as? HTTPURLResponse
            head.resume(
                returning: HTTPResponse(
                    status: http?.statusCode ?? 0,
                    headers: Self.headers(of: http),
                    body: ResponseBody(chunks)
                )
            )
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let body = entries.withLock { $0[dataTask.taskIdentifier]?.body }
        body?.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let entry = entries.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        guard let entry else { return }
        if let head = entry.head {
            head.resume(throwing: error ?? URLError(.badServerResponse))
        }
        if let error {
            entry.body?.finish(throwing: error)
        } else {
            entry.body?.finish()
        }
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
