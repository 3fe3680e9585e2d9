import Foundation

/// Why a call failed: which operation, method and URL, the status, headers and body, and the
/// documented error model when the body decoded into one.
///
/// Secrets never appear in ``url``, ``headers`` or ``description``; ``body`` holds the bytes as
/// received (at most ``APIClient/maxErrorBodySize``).
public struct APIError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The request could not be built (a bad URL, a body that did not encode).
        case invalidRequest
        /// The server could not be reached or the exchange broke off.
        case transport
        /// The call took longer than the client's total timeout.
        case timedOut
        /// The server answered with a status outside 2xx.
        case unacceptableStatus
        /// The response body did not decode into the expected type.
        case decodingFailed
        /// The response was labelled with a media type the operation does not read, such as an HTML page where
        /// JSON was expected (a sign-in page, a proxy's error page, a wrong base URL).
        case unexpectedContentType
        /// A line of a streamed response (JSON Lines, or a server-sent event's data) was longer than
        /// ``APIClient/maxLineLength``.
        case responseTooLarge
    }

    /// What went wrong, for a `switch`.
    public var kind: Kind
    /// The OpenAPI `operationId`.
    public var operationID: String
    /// The request's method.
    public var method: HTTPMethod
    /// The URL with secret query values replaced.
    public var url: String
    /// The response's status code; `nil` when no response arrived.
    public var status: Int?
    /// The response headers with secret values replaced.
    public var headers: HTTPHeaders
    /// The start of the response body, unredacted.
    public var body: Data
    /// Whether ``body`` was cut at the size limit.
    public var isBodyTruncated: Bool
    /// The body decoded as the documented error model for this status (see ``ErrorResponse``).
    public var errorModel: (any Sendable)?
    /// For ``Kind/decodingFailed``: where decoding stopped, such as `items[2].createdAt`.
    public var codingPath: String?
    /// The error behind this one: a `URLError`, a `DecodingError`, an `EncodingError`.
    public var underlyingError: (any Error)?
    /// What happened and what to try, in a sentence or two.
    public var message: String

    var redactor: Redactor

    /// The documented error model as `Model`, if the body decoded into one.
    public func errorModel<Model>(as type: Model.Type) -> Model? {
        errorModel as? Model
    }

    /// The operation, method and URL, the message, the status, where decoding stopped, and the start of
    /// the body with secrets redacted.
    public var description: String {
        var text = "\(operationID.isEmpty ? "request" : operationID) (\(method) \(url)) failed: \(message)"
        if let status { text += " [HTTP \(status)]" }
        if let codingPath { text += " at \(codingPath)" }
        if !body.isEmpty {
            let shown = redactor.body(body, contentType: headers["Content-Type"], limit: 512)
            text += "\nResponse body\(isBodyTruncated ? " (truncated)" : ""): \(shown)"
        }
        return text
    }

    /// ``description`` with the response headers and the underlying error, secrets redacted.
    public var debugDescription: String {
        var text = description
        if !headers.fields.isEmpty { text += "\nResponse headers:\n\(headers)" }
        if let underlyingError { text += "\nCause: \(redactor.text(String(describing: underlyingError)))" }
        return text
    }
}
