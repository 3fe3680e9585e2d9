import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each request and response through a closure, with secrets redacted: `Authorization`,
/// `Cookie`, `Set-Cookie`, API-key headers and query items, and token fields in bodies.
///
/// Response bodies are passed through as they stream and logged when they end, so logging does
/// not delay JSON Lines items.
public struct LoggingMiddleware: Middleware {
    private let log: @Sendable (String) -> Void
    private let logsBodies: Bool
    private let maxBodyLength: Int

    /// - Parameters:
    ///   - logsBodies: whether request and response bodies are logged (redacted).
    ///   - maxBodyLength: how many characters of a body are logged.
    ///   - log: receives one message per request, response or failure; it may span lines.
    public init(logsBodies: Bool = true, maxBodyLength: Int = 4096, log: @escaping @Sendable (String) -> Void) {
        self.log = log
        self.logsBodies = logsBodies
        self.maxBodyLength = maxBodyLength
    }

    /// Logs the request (`→`), passes it on, and logs the response head (`←`) or the failure (`✕`) with the time
    /// taken; a logged response body is logged when the reader has read it to the end.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let redactor = request.redactor
        let label = request.operationID.isEmpty ? "" : " [\(request.operationID)]"
        let target = "\(request.method) \(redactor.url(request.url))\(label)"
        var message = "→ \(target)"
        message += headerLines(request.headers, redactor)
        if logsBodies {
            switch request.body {
            case .data(let data):
                message +=
                    "\n" + redactor.body(data, contentType: request.headers["Content-Type"], limit: maxBodyLength)
            case .file:
                message += "\n<body from a file>"
            case .stream:
                message += "\n<streamed body>"
            case nil:
                break
            }
        }
        log(message)
        let start = ContinuousClock.now
        let response: HTTPResponse
        do {
            response = try await next(request)
        } catch {
            log("✕ \(target) failed after \(elapsed(since: start)): \(redactor.text(String(describing: error)))")
            throw error
        }
        log(
            "← \(response.status) \(target) in \(elapsed(since: start))"
                + headerLines(response.headers, redactor)
        )
        guard logsBodies else { return response }
        var logged = response
        logged.body = tee(
            response.body,
            contentType: response.headers["Content-Type"],
            redactor: redactor,
            label: label
        )
        return logged
    }

    /// The body, passed through chunk by chunk as the reader asks for it, and logged once it ends.
    private func tee(_ body: ResponseBody, contentType: String?, redactor: Redactor, label: String) -> ResponseBody {
        let record = LoggedBody(
            label: label,
            contentType: contentType,
            redactor: redactor,
            maxBodyLength: maxBodyLength,
            log: log
        )
        return ResponseBody(source: LoggedBodySource(base: body.source, record: record))
    }

    private func headerLines(_ headers: HTTPHeaders, _ redactor: Redactor) -> String {
        redactor.headers(headers).map { "\n  \($0.name): \($0.value)" }.joined()
    }

    private func elapsed(since start: ContinuousClock.Instant) -> String {
        let milliseconds = (ContinuousClock.now - start) / .milliseconds(1)
        return String(format: "%.0f ms", milliseconds)
    }
}
