import Foundation

extension APIClient {
    /// The request as middlewares see it: URL resolved, query and cookies encoded, body encoded.
    func makeHTTPRequest<Response>(_ request: Request<Response>) throws -> HTTPRequest {
        var httpRequest = HTTPRequest(
            method: request.method,
            url: baseURL,
            headers: request.headers,
            operationID: request.operationID,
            timeout: request.timeout ?? requestTimeout,
            redactor: effectiveRedactor,
            redirectPolicy: redirectPolicy,
            security: request.security
        )
        guard let url = makeURL(path: request.path, query: request.query) else {
            throw makeError(
                .invalidRequest,
                for: httpRequest,
                message: "\"\(request.path)\" does not form a valid URL with base URL \(baseURL.absoluteString)."
            )
        }
        httpRequest.url = url
        if httpRequest.headers["Accept"] == nil, let accept = request.decoding.accept {
            httpRequest.headers["Accept"] = accept
        }
        for cookie in request.cookies {
            httpRequest.appendCookie(name: cookie.name, value: cookie.value)
        }
        if let body = request.body {
            do {
                if case .multipart(let form) = body.content, form.hasFileParts || form.hasStreamParts {
                    // Files and streams are read when the request is sent (see `assemblingBody`); the parts' heads
                    // and JSON are encoded now, so an error in them is one of building.
                    httpRequest.unassembledBody = try form.segments(using: jsonEncoder)
                } else {
                    httpRequest.body = try encode(body)
                }
            } catch {
                throw makeError(
                    .invalidRequest,
                    for: httpRequest,
                    underlying: error,
                    message: "The request body could not be encoded: \(Self.describe(error))."
                )
            }
            if httpRequest.headers["Content-Type"] == nil {
                httpRequest.headers["Content-Type"] = body.contentType
            }
        }
        return httpRequest
    }

    /// `request` with its multipart form of files or streams assembled, and the temporary file it is in, which the
    /// caller removes once the request is done. A form with a stream is sent as it is read, part by part, once; one of
    /// files only is copied into a temporary file, so it is sent with its length and can be sent again.
    func assemblingBody(of request: HTTPRequest) async throws -> (HTTPRequest, temporaryFile: URL?) {
        guard let segments = request.unassembledBody else { return (request, nil) }
        var assembled = request
        assembled.unassembledBody = nil
        if segments.contains(where: { if case .stream = $0 { true } else { false } }) {
            assembled.body = .stream(UploadSegment.chunks(of: segments))
            return (assembled, nil)
        }
        let file: URL
        do {
            file = try await TemporaryUploadFile.make(segments)
        } catch {
            throw makeError(
                .invalidRequest,
                for: request,
                underlying: error,
                message: "The request body could not be encoded: \(Self.describe(error))."
            )
        }
        assembled.body = .file(file)
        return (assembled, file)
    }

    func makeURL(path: String, query: [QueryItem]) -> URL? {
        let isAbsolute = path.lowercased().hasPrefix("http://") || path.lowercased().hasPrefix("https://")
        var text = path
        if !isAbsolute {
            var base = baseURL.absoluteString
            while base.hasSuffix("/") { base.removeLast() }
            text = base + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
        }
        if !query.isEmpty {
            text += (text.contains("?") ? "&" : "?") + query.map(\.encoded).joined(separator: "&")
        }
        return URL(string: text)
    }

    private func encode(_ body: RequestBody) throws -> HTTPRequest.Body {
        switch body.content {
        case .json(let value):
            return .data(try jsonEncoder.encode(lowercasingUUIDs(value)))
        case .formFields(let fields):
            return .data(Data(FormEncoder().encode(fields).utf8))
        case .formValue(let value, let arrays):
            let encoder = FormEncoder(arrays: arrays)
            return .data(Data(encoder.encode(try encoder.fields(value, using: jsonEncoder)).utf8))
        case .multipart(let form):
            return .data(try form.encoded(using: jsonEncoder))
        case .data(let data):
            return .data(data)
        case .file(let url):
            return .file(url)
        case .stream(let chunks):
            return .stream(chunks)
        }
    }
}
