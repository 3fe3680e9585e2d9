import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    func makeError(
        _ kind: APIError.Kind,
        for request: HTTPRequest,
        status: Int? = nil,
        headers: HTTPHeaders = [:],
        body: Data = Data(),
        isBodyTruncated: Bool = false,
        underlying: (any Error)? = nil,
        message: String
    ) -> APIError {
        let redactor = request.redactor
        return APIError(
            kind: kind,
            operationID: request.operationID,
            method: request.method,
            url: redactor.url(request.url),
            status: status,
            headers: redactor.headers(headers),
            body: body,
            isBodyTruncated: isBodyTruncated,
            errorModel: nil,
            codingPath: nil,
            underlyingError: underlying,
            message: redactor.text(message),
            redactor: redactor
        )
    }

    /// `CancellationError` when the task was cancelled, else an ``APIError`` wrapping `error`.
    func transportFailure(_ error: URLError, for request: HTTPRequest) -> any Error {
        if error.code == .cancelled, Task.isCancelled { return CancellationError() }
        return makeTransportError(error, for: request)
    }

    private func makeTransportError(_ error: URLError, for request: HTTPRequest) -> APIError {
        let advice: String
        switch error.code {
        case .timedOut:
            advice = "No data arrived within the request timeout; the server may be slow or unreachable."
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            advice = "The host could not be reached; check the base URL and the network."
        case .networkConnectionLost:
            advice = "The connection closed before the response was complete."
        case .notConnectedToInternet:
            advice = "The device is offline."
        default:
            advice = "The exchange with the server failed."
        }
        return makeError(
            .transport,
            for: request,
            underlying: request.redactor.urlError(error),
            message: "\(advice) (URLError \(error.code.rawValue): \(error.localizedDescription))"
        )
    }

    /// An error for a header the server would read differently than it was set; names the header, never its value.
    func makeMalformedHeaderError(_ field: HTTPHeaders.Field, for request: HTTPRequest) -> APIError {
        let name = field.name.debugDescription  // quoted, with any line break written as \r or \n
        let problem =
            HTTPHeaders.isFieldName(field.name)
            ? "header \(name) has a line break (CR or LF) or a NUL in its value, which would end the field early"
            : "name \(name) is not a valid HTTP field name"
        return makeError(
            .invalidRequest,
            for: request,
            message: "The request was not sent: the \(problem)."
        )
    }

    /// An error for a non-2xx response, with the body (bounded) and its documented model if any.
    func makeStatusError(
        _ response: HTTPResponse,
        for request: HTTPRequest,
        errorResponses: [ErrorResponse]
    ) async throws -> APIError {
        let (body, isTruncated): (Data, Bool)
        do {
            (body, isTruncated) = try await response.body.collect(upTo: maxErrorBodySize)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            (body, isTruncated) = (Data(), false)
        }
        var message = "The server answered \(response.status) \(Self.reason(response.status))."
        var error = makeError(
            .unacceptableStatus,
            for: request,
            status: response.status,
            headers: response.headers,
            body: body,
            isBodyTruncated: isTruncated,
            message: message
        )
        // An answer without a body (every answer to HEAD) has no model to decode, and nothing failed to decode.
        if let errorResponse = ErrorResponse.match(response.status, in: errorResponses), !body.isEmpty {
            do {
                error.errorModel = try errorResponse.decode(body, jsonDecoder)
                message += " The body decoded as \(errorResponse.modelName); read it with errorModel(as:)."
            } catch {
                message +=
                    " The body did not decode as the documented \(errorResponse.modelName): \(Self.describe(error))."
            }
        }
        error.message = request.redactor.text(message)
        return error
    }

    func makeDecodingError(
        _ error: any Error,
        for request: HTTPRequest,
        response: HTTPResponse,
        body: Data
    ) -> APIError {
        // An item of a stream is named, and the reason is its own.
        let item = error as? StreamItemError
        let subject = item?.itemDescription ?? "The response body"
        let cause = item?.underlyingError ?? error
        var apiError = makeError(
            .decodingFailed,
            for: request,
            status: response.status,
            headers: response.headers,
            body: body.prefix(maxErrorBodySize),
            isBodyTruncated: body.count > maxErrorBodySize,
            underlying: error,
            message: "\(subject) did not match the expected type: \(Self.describe(cause))."
        )
        apiError.codingPath = Self.codingPath(of: cause)
        return apiError
    }

    /// An error for a body of another media type than the decoding reads; its description shows the body's start,
    /// redacted.
    func makeContentTypeError(
        _ response: HTTPResponse,
        body: Data,
        isBodyTruncated: Bool,
        for request: HTTPRequest
    ) -> APIError {
        let contentType = response.headers["Content-Type"] ?? ""
        return makeError(
            .unexpectedContentType,
            for: request,
            status: response.status,
            headers: response.headers,
            body: body,
            isBodyTruncated: isBodyTruncated,
            message: "Expected JSON, but the server answered \(response.status) with Content-Type \(contentType): "
                + "a sign-in page, a proxy's error page or a wrong base URL, perhaps."
        )
    }

    func makeLineTooLongError(
        _ error: LineSplitter.LineTooLong,
        for request: HTTPRequest,
        response: HTTPResponse
    ) -> APIError {
        let framing =
            switch error.format {
            case .jsonSequence: "starts each item with a record separator (0x1E)"
            case .jsonLines, .serverSentEvents: "ends each item with a newline"
            }
        return makeError(
            .responseTooLarge,
            for: request,
            status: response.status,
            headers: response.headers,
            message: "Item \(error.itemNumber) of the stream is longer than \(error.limit) bytes, the limit "
                + "APIClient.maxLineLength sets; raise it if items are that large, or check that the server "
                + framing + "."
        )
    }

    /// `items[2].createdAt` for a decoding error's path.
    static func codingPath(of error: any Error) -> String? {
        let path: [any CodingKey]
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        default:
            return nil
        }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// A one-line reason for a coding error, without the type dump `DecodingError` prints.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            return "missing \(type) value: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _):
            return "missing key \"\(key.stringValue)\""
        case DecodingError.dataCorrupted(let context):
            let cause = (context.underlyingError as? NSError)?.localizedDescription
            return cause.map { "\(context.debugDescription) (\($0))" } ?? context.debugDescription
        case EncodingError.invalidValue(_, let context):
            return context.debugDescription
        default:
            return String(describing: error)
        }
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized; the credential is missing, wrong or expired"
        case 403: return "Forbidden; the credential lacks permission"
        case 404: return "Not Found; check the path and its parameters"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 422: return "Unprocessable Content; the body failed the server's validation"
        case 429: return "Too Many Requests; slow down (see Retry-After)"
        case 300..<400: return "Redirect, not followed under the client's redirect policy"
        case 500..<600: return "Server Error"
        default: return HTTPURLResponse.localizedString(forStatusCode: status).capitalized
        }
    }
}
