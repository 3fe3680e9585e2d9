import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one exchange of a ``URLSessionTransport`` took, given to its `metrics` hook when the exchange ends.
///
/// Secrets are hidden: ``url`` is redacted, and so is a `URLError` in ``error``.
public struct TransferMetrics {
    /// The OpenAPI `operationId`.
    public var operationID: String
    /// The request's method.
    public var method: HTTPMethod
    /// The URL asked for, with secret query values hidden.
    public var url: String
    /// The status of the response the caller got; `nil` when none arrived.
    public var status: Int?
    /// How many redirects were followed on the way.
    public var redirectCount: Int
    /// Response body bytes that arrived.
    public var bytesReceived: Int
    /// The most body bytes that waited in memory at once for a reader that lagged.
    public var peakBufferedBytes: Int
    /// From the start of the exchange to the response head; `nil` when none came.
    public var timeToResponse: Duration?
    /// From the start of the exchange to its end.
    public var duration: Duration
    /// Why the exchange failed or was cancelled; `nil` when the body arrived whole.
    public var error: (any Error)?
    /// URLSession's own record of the task (DNS, connection and TLS timings of each transaction), on platforms that
    /// collect one; FoundationNetworking on Linux does not.
    public var taskMetrics: URLSessionTaskMetrics?
}
