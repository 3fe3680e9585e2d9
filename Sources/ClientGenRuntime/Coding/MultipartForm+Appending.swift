import Foundation

extension MultipartForm {
    /// Appends a text field written as its parameter text; nothing when `value` is `nil`.
    public mutating func append(
        _ name: String,
        _ value: (some ParameterValue)?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        guard let value else { return }
        parts.append(
            Part(
                name: name,
                contentType: contentType,
                headers: headers,
                content: .data(Data(value.parameterValue.utf8))
            )
        )
    }

    /// Appends one text field per value, each named `name`; nothing when `values` is `nil`.
    public mutating func append(
        _ name: String,
        values: [some ParameterValue]?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        for value in values ?? [] { append(name, value, contentType: contentType, headers: headers) }
    }

    /// Appends a text field for a member that may be `null`: its value's text; nothing for `null`, which a form
    /// has no way to write (the server reads a field left out as its default, `null` for such a member), nor for
    /// `nil`.
    public mutating func append(
        _ name: String,
        _ value: Nullable<some ParameterValue>?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        guard case .value(let wrapped)? = value else { return }
        append(name, wrapped, contentType: contentType, headers: headers)
    }

    /// Appends one text field per value of a list that may be `null`; nothing for `null` or `nil`.
    public mutating func append(
        _ name: String,
        values: Nullable<[some ParameterValue]>?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        guard case .value(let wrapped)? = values else { return }
        append(name, values: wrapped, contentType: contentType, headers: headers)
    }

    /// Appends a file part. Its content type is the file's own, else `contentType` (the spec's `encoding`), else
    /// `application/octet-stream`; its headers are `headers` and then the file's. Nothing when `file` is `nil`.
    public mutating func append(
        _ name: String,
        file: MultipartFile?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        guard let file else { return }
        let content: Part.Content
        switch file.source {
        case .data(let data): content = .data(data)
        case .file(let url): content = .file(url)
        case .stream(let stream): content = .stream(stream)
        }
        var allHeaders = headers
        for field in file.headers { allHeaders[field.name] = field.value }
        parts.append(
            Part(
                name: name,
                filename: file.filename,
                contentType: file.contentType ?? contentType ?? "application/octet-stream",
                headers: allHeaders,
                content: content
            )
        )
    }

    /// Appends one file part per file, each named `name`, as HTML forms send several files of one field.
    public mutating func append(
        _ name: String,
        files: [MultipartFile]?,
        contentType: String? = nil,
        headers: HTTPHeaders = [:]
    ) {
        for file in files ?? [] { append(name, file: file, contentType: contentType, headers: headers) }
    }

    /// Appends a value as JSON, encoded with the client's `JSONEncoder` when the request is sent; nothing when
    /// `value` is `nil`.
    public mutating func append(
        _ name: String,
        json value: (some Encodable & Sendable)?,
        contentType: String = "application/json",
        headers: HTTPHeaders = [:]
    ) {
        guard let value else { return }
        parts.append(Part(name: name, contentType: contentType, headers: headers, content: .json(value)))
    }
}
