import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries idempotent requests (GET, HEAD, OPTIONS, PUT, DELETE) after 408, 429, 5xx and
/// transient network errors, waiting with exponential backoff and full jitter, or as long as
/// `Retry-After` says.
///
/// A request with a one-shot body, or a non-idempotent method such as POST, is sent once; a file body is read again
/// from the start for each attempt.
/// When `Retry-After` asks for longer than ``maxRetryAfter``, the response is returned instead
/// of waiting.
public struct RetryMiddleware: Middleware {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The backoff ceiling for the first retry; it doubles with each retry.
    public var baseDelay: Duration
    /// The largest backoff ceiling.
    public var maxDelay: Duration
    /// The longest `Retry-After` that is honoured.
    public var maxRetryAfter: Duration
    /// Statuses worth another attempt.
    public var retryableStatuses: Set<Int>

    private let sleep: @Sendable (Duration) async throws -> Void
    private let jitter: @Sendable (Duration) -> Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - maxAttempts: attempts in all, the first included.
    ///   - baseDelay: the backoff ceiling for the first retry; it doubles with each retry.
    ///   - maxDelay: the largest backoff ceiling.
    ///   - maxRetryAfter: the longest `Retry-After` honoured; a longer one returns the response.
    ///   - retryableStatuses: statuses worth another attempt.
    ///   - sleep: waits between attempts; must throw when the task is cancelled. Tests pass a recorder.
    ///   - jitter: picks the actual delay given the ceiling; by default uniformly in `0...ceiling`.
    ///   - now: the current time, for `Retry-After` dates.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(250),
        maxDelay: Duration = .seconds(30),
        maxRetryAfter: Duration = .seconds(120),
        retryableStatuses: Set<Int> = Set([408, 429]).union(500...599),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable (Duration) -> Duration = RetryMiddleware.fullJitter,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatuses = retryableStatuses
        self.sleep = sleep
        self.jitter = jitter
        self.now = now
    }

    /// A delay drawn uniformly from `0...ceiling` with the system's random source.
    public static func fullJitter(_ ceiling: Duration) -> Duration {
        let milliseconds = Int64(ceiling / .milliseconds(1))
        return .milliseconds(Int64.random(in: 0...max(0, milliseconds)))
    }

    /// Sends the request, and for a retryable one sends it again after a retryable status or a transient network
    /// error, up to ``maxAttempts`` in all; returns the last response, or throws the last error.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.isRetryable else { return try await next(request) }
        var attempt = 1
        while true {
            let delay: Duration
            do {
                let response = try await next(request)
                guard retryableStatuses.contains(response.status), attempt < maxAttempts else { return response }
                if let retryAfter = RetryAfter.delay(response.headers["Retry-After"], now: now()) {
                    guard retryAfter <= maxRetryAfter else { return response }
                    delay = retryAfter
                } else {
                    delay = backoff(afterAttempt: attempt)
                }
            } catch let error as URLError where Self.isTransient(error) && attempt < maxAttempts {
                delay = backoff(afterAttempt: attempt)
            }
            try await sleep(delay)
            try Task.checkCancellation()
            attempt += 1
        }
    }

    /// The jittered wait after attempt `attempt` (1-based): up to `baseDelay × 2^(attempt−1)`, capped.
    func backoff(afterAttempt attempt: Int) -> Duration {
        let ceiling = baseDelay * (1 << min(attempt - 1, 30))
        return jitter(min(ceiling, maxDelay))
    }

    /// Network failures that may well not happen again. `badServerResponse` is what URLSession on
    /// Linux reports when a connection closes before any reply (Darwin says `networkConnectionLost`).
    static func isTransient(_ error: URLError) -> Bool {
        let codes: Set<URLError.Code> = [
            .timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed,
            .cannotFindHost, .secureConnectionFailed, .badServerResponse,
        ]
        return codes.contains(error.code)
    }
}

/// The `Retry-After` header (RFC 9110 section 10.2.3): delay seconds or an HTTP date. Package-wide, since
/// `ClientGenCache` reads HTTP dates too.
package enum RetryAfter {
    static func delay(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        guard let date = httpDate(value) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// IMF-fixdate, and the obsolete RFC 850 and asctime forms.
    package static func httpDate(_ text: String) -> Date? {
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
