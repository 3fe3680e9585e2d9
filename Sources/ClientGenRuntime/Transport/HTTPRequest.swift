import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request as middlewares and transports see it: a URL, headers and encoded body.
public struct HTTPRequest: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The full URL: the client's base URL, the path and the query.
    public var url: URL
    /// The headers, including those the middlewares added so far.
    public var headers: HTTPHeaders
    /// The encoded body, or `nil` for none.
    public var body: Body?
    /// The OpenAPI `operationId`, for logs and errors.
    public var operationID: String
    /// Seconds a single attempt may wait for data before it fails; `nil` uses the transport's default.
    public var timeout: TimeInterval?
    /// What logs and errors hide; the client fills in the names its middlewares declare.
    public var redactor: Redactor
    /// Which redirects a transport follows, and with which headers.
    public var redirectPolicy: RedirectPolicy
    /// The credentials the operation accepts (see ``takesCredential(of:)``); `nil` when not known.
    public var security: SecurityRequirements?
    /// Names (lowercased) of the headers the middlewares set, which a redirect to another origin leaves out; the
    /// client fills them in as the request leaves the last middleware.
    var middlewareHeaderNames: Set<String> = []
    /// A multipart form with files or streams, in pieces: the client assembles it into ``body`` as the request is
    /// sent, not as it is built, so building one never copies a file.
    var unassembledBody: [UploadSegment]?

    /// A request as a transport sends it; ``APIClient`` makes these from ``Request`` values, and tests of
    /// middlewares and transports make them directly.
    public init(
        method: HTTPMethod,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Body? = nil,
        operationID: String = "",
        timeout: TimeInterval? = nil,
        redactor: Redactor = Redactor(),
        redirectPolicy: RedirectPolicy = .default,
        security: SecurityRequirements? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.operationID = operationID
        self.timeout = timeout
        self.redactor = redactor
        self.redirectPolicy = redirectPolicy
        self.security = security
    }

    /// Encoded request bytes.
    public enum Body: Sendable {
        /// Bytes that can be sent again.
        case data(Data)
        /// The bytes of a file, read as they are sent (never loaded whole) and read again for a retry.
        case file(URL)
        /// Bytes that can be read once.
        case stream(AsyncThrowingStream<Data, any Error>)

        /// Whether the body is bytes in memory.
        var isData: Bool {
            if case .data = self { return true }
            return false
        }

        /// Whether the body can be sent a second time (a retry, or a resend after a refresh).
        public var isReplayable: Bool {
            if case .stream = self { return false }
            return true
        }
    }

    /// Whether retrying cannot duplicate an effect or re-read a one-shot body.
    public var isRetryable: Bool {
        method.isIdempotent && body?.isReplayable != false
    }

    /// Appends a query item, percent-encoding name and value.
    public mutating func appendQueryItem(name: String, value: String) {
        var text = url.absoluteString
        var fragment = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = String(text[hash...])
            text = String(text[..<hash])
        }
        let separator = text.contains("?") ? (text.hasSuffix("?") || text.hasSuffix("&") ? "" : "&") : "?"
        text += separator + PercentEncoding.queryComponent(name) + "=" + PercentEncoding.queryComponent(value)
        if let newURL = URL(string: text + fragment) { url = newURL }
    }

    /// Adds a cookie to the `Cookie` header.
    public mutating func appendCookie(name: String, value: String) {
        let cookie = name + "=" + PercentEncoding.formComponent(value)
        headers["Cookie"] = [headers["Cookie"], cookie].compactMap { $0 }.joined(separator: "; ")
    }

    /// The `URLRequest` for this request; a file or stream body is left out (transports read it separately).
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for field in headers { request.addValue(field.value, forHTTPHeaderField: field.name) }
        if case .data(let data) = body { request.httpBody = data }
        if let timeout { request.timeoutInterval = timeout }
        return request
    }
}
