import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``Request`` values through a chain of middlewares and a transport, and turns the
/// responses into values or ``APIError``s.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://example.com/prod")!,
///                        middlewares: [APIKeyAuth(header: "x-api-key", key: key)])
/// let shadow = try await client.send(Sesame.DeviceAPI.getDeviceShadow(deviceID: id))
/// ```
public struct APIClient: Sendable {
    /// The URL request paths are appended to, such as `https://example.com/prod`.
    public var baseURL: URL
    /// What sends each request after the middlewares: ``URLSessionTransport/shared`` unless given, or a
    /// ``MockTransport`` in tests.
    public var transport: any HTTPTransport
    /// Applied in order: the first sees each request first and its response last.
    public var middlewares: [any Middleware]
    /// Encodes JSON and form bodies. Its settings are used for each call, except that dates are always written as
    /// RFC 3339, which is what a spec's `date-time` means, whatever its date strategy says.
    public var encoder: JSONEncoder
    /// Decodes JSON responses and error models. Its settings are used for each call, except that dates are always
    /// read as RFC 3339 (with microseconds), whatever its date strategy says.
    public var decoder: JSONDecoder
    /// The longest a call may wait for its answer, retries and refreshes included: the whole of ``send(_:)`` and
    /// ``response(_:)``; for ``lines(_:)`` and ``download(_:to:)``, until the response starts, after which the body
    /// streams for as long as data keeps coming (see ``requestTimeout``). Five minutes by default; `nil` for no
    /// limit.
    public var timeout: Duration?
    /// Seconds one attempt may wait for data before failing; `nil` uses the transport's default.
    /// URLSession on Linux counts this in whole seconds.
    public var requestTimeout: TimeInterval?
    /// How much of an error response body ``APIError`` keeps.
    public var maxErrorBodySize: Int
    /// The longest line, in bytes, of a JSON Lines response or of a server-sent event's data. A longer one ends
    /// the call with ``APIError/Kind/responseTooLarge``, so a server that never ends a line cannot fill the memory.
    public var maxLineLength: Int
    /// What logs and errors hide, plus the names the middlewares declare.
    public var redactor: Redactor
    /// Which redirects are followed, and with which headers; see ``RedirectPolicy``.
    public var redirectPolicy: RedirectPolicy

    /// A client for the API at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server, such as a generated namespace's `defaultServer`.
    ///   - transport: What sends requests; ``URLSessionTransport/shared`` by default.
    ///   - middlewares: Run in this order around each request: auth, retries, signing, logging.
    ///   - encoder: Encodes bodies; dates are always written as RFC 3339.
    ///   - decoder: Decodes responses and error models; dates are always read as RFC 3339.
    ///   - timeout: The longest a call may take, retries included; `nil` for no limit.
    ///   - requestTimeout: Seconds one attempt may wait for data; `nil` for the transport's default.
    ///   - maxErrorBodySize: How much of an error body ``APIError`` keeps.
    ///   - redactor: What logs and errors hide, besides the names the middlewares declare.
    ///   - maxLineLength: The longest line of a streamed response.
    ///   - redirectPolicy: Which redirects are followed, and with which headers.
    public init(
        baseURL: URL,
        transport: any HTTPTransport = URLSessionTransport.shared,
        middlewares: [any Middleware] = [],
        encoder: JSONEncoder = .clientGen(),
        decoder: JSONDecoder = .clientGen(),
        timeout: Duration? = .seconds(300),
        requestTimeout: TimeInterval? = nil,
        maxErrorBodySize: Int = 64 * 1024,
        redactor: Redactor = Redactor(),
        maxLineLength: Int = 16 * 1024 * 1024,
        redirectPolicy: RedirectPolicy = .default
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.middlewares = middlewares
        self.encoder = encoder
        self.decoder = decoder
        self.timeout = timeout
        self.requestTimeout = requestTimeout
        self.maxErrorBodySize = maxErrorBodySize
        self.redactor = redactor
        self.maxLineLength = maxLineLength
        self.redirectPolicy = redirectPolicy
    }

    /// Sends `request` and returns the decoded response.
    @discardableResult
    public func send<Response: Sendable>(_ request: Request<Response>) async throws -> Response {
        try await response(request).value
    }

    /// Sends `request` and returns the decoded value with the status and headers.
    public func response<Response: Sendable>(_ request: Request<Response>) async throws -> APIResponse<Response> {
        let httpRequest = try makeHTTPRequest(request)
        return try await withTimeout(httpRequest) {
            let response = try await execute(
                httpRequest,
                errorResponses: request.errorResponses,
                acceptedStatuses: request.decoding.acceptedStatuses
            )
            let body: Data
            if request.decoding.expectsJSON,
                !ResponseDecoding<Response>.isJSON(contentType: response.headers["Content-Type"])
            {
                // Read no more than an error keeps: an unexpected page can be large.
                let (start, isTruncated) = try await read(response.body, of: httpRequest, upTo: maxErrorBodySize)
                guard start.isEmpty else {
                    throw makeContentTypeError(response, body: start, isBodyTruncated: isTruncated, for: httpRequest)
                }
                body = start
            } else {
                body = try await read(response.body, of: httpRequest)
            }
            let input = ResponseDecoding<Response>.Input(
                body: body,
                status: response.status,
                headers: response.headers,
                decoder: jsonDecoder,
                maxLineLength: maxLineLength
            )
            do {
                let value = try request.decoding.decode(input)
                return APIResponse(value: value, status: response.status, headers: response.headers)
            } catch let error as any ServerReportedError {
                throw error  // the server's own answer, not a body that failed to decode
            } catch is UnexpectedContentType {
                let start = body.prefix(maxErrorBodySize)
                throw makeContentTypeError(
                    response,
                    body: start,
                    isBodyTruncated: start.count < body.count,
                    for: httpRequest
                )
            } catch let error as LineSplitter.LineTooLong {
                throw makeLineTooLongError(error, for: httpRequest, response: response)
            } catch {
                throw makeDecodingError(error, for: httpRequest, response: response, body: body)
            }
        }
    }

    /// The `URLRequest` `request` would send before middlewares run, without sending it; for an
    /// OAuth authorization URL opened in a browser, say.
    public func urlRequest<Response>(for request: Request<Response>) throws -> URLRequest {
        let httpRequest = try makeHTTPRequest(request)
        if httpRequest.body?.isData == false || httpRequest.unassembledBody != nil {
            throw makeError(
                .invalidRequest,
                for: httpRequest,
                message: "A file or streamed body cannot be put into a URLRequest; send the request instead."
            )
        }
        return httpRequest.urlRequest
    }

    /// ``decoder``'s settings with RFC 3339 dates: a decoder passed in with the default strategy would read a date
    /// as a number of seconds, one with `.iso8601` would refuse fractional seconds.
    var jsonDecoder: JSONDecoder { decoder.withRFC3339Dates() }

    /// ``encoder``'s settings with RFC 3339 dates: the default strategy would write a date as a number of seconds.
    var jsonEncoder: JSONEncoder { encoder.withRFC3339Dates() }

    /// The redactor with every middleware's sensitive names added.
    var effectiveRedactor: Redactor {
        redactor.adding(middlewares.reduce(into: Set<String>()) { $0.formUnion($1.sensitiveNames) })
    }

    /// Runs the middleware chain and the transport; throws ``APIError`` for a non-2xx status that is not one of
    /// `acceptedStatuses`.
    func execute(
        _ request: HTTPRequest,
        errorResponses: [ErrorResponse],
        acceptedStatuses: Set<Int> = []
    ) async throws -> HTTPResponse {
        // The whole body has been sent, or never will be, once the response head is in.
        let (assembled, temporaryFile) = try await assemblingBody(of: request)
        defer { TemporaryUploadFile.remove(temporaryFile) }
        let transport = self.transport
        let ownHeaders = request.headers
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { [self] request in
            // Checked here, after the middlewares, so a header any of them set is checked too.
            if let field = request.headers.firstMalformedField {
                throw makeMalformedHeaderError(field, for: request)
            }
            var request = request
            request.middlewareHeaderNames = Set(
                request.headers.filter { ownHeaders[$0.name] != $0.value }.map { $0.name.lowercased() }
            )
            return try await transport.send(request)
        }
        for middleware in middlewares.reversed() {
            next = { [next] request in try await middleware.intercept(request, next: next) }
        }
        var request = assembled
        let schemes = Set(middlewares.compactMap(\.securityScheme))
        if !schemes.isEmpty { request.security = request.security?.chosen(from: schemes) }
        let response: HTTPResponse
        do {
            response = try await next(request)
        } catch let error as URLError {
            throw transportFailure(error, for: request)
        }
        guard response.isSuccess || acceptedStatuses.contains(response.status) else {
            throw try await makeStatusError(response, for: request, errorResponses: errorResponses)
        }
        return response
    }

    private func read(_ body: ResponseBody, of request: HTTPRequest) async throws -> Data {
        do {
            return try await body.collect()
        } catch let error as URLError {
            throw transportFailure(error, for: request)
        }
    }

    private func read(
        _ body: ResponseBody,
        of request: HTTPRequest,
        upTo limit: Int
    ) async throws -> (data: Data, isTruncated: Bool) {
        do {
            return try await body.collect(upTo: limit)
        } catch let error as URLError {
            throw transportFailure(error, for: request)
        }
    }

    /// Runs `operation`, failing with ``APIError/Kind/timedOut`` when ``timeout`` passes first.
    func withTimeout<Value: Sendable>(
        _ request: HTTPRequest,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard let timeout else { return try await operation() }
        return try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw makeError(
                    .timedOut,
                    for: request,
                    message: "No complete response within \(timeout). Raise APIClient.timeout if the server is slow."
                )
            }
            return value
        }
    }
}

/// A decoded response with its status and headers.
public struct APIResponse<Value: Sendable>: Sendable {
    /// The decoded body.
    public var value: Value
    /// The HTTP status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders

    /// A response of `value` with its status and headers.
    public init(value: Value, status: Int, headers: HTTPHeaders) {
        self.value = value
        self.status = status
        self.headers = headers
    }
}
