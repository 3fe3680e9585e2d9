import Foundation

/// The body of a ``Request``: JSON, a form, multipart form data, text, bytes, a file or a one-shot stream.
public struct RequestBody: Sendable {
    enum Content: Sendable {
        case json(any Encodable & Sendable)
        case formFields([FormField])
        case formValue(any Encodable & Sendable, arrays: ArrayEncoding)
        case multipart(MultipartForm)
        case data(Data)
        case file(URL)
        case stream(AsyncThrowingStream<Data, any Error>)
    }

    let content: Content
    /// The `Content-Type` sent unless the request sets one itself.
    public let contentType: String

    /// A value encoded with the client's `JSONEncoder`.
    public static func json(_ value: some Encodable & Sendable, contentType: String = "application/json") -> Self {
        Self(content: .json(value), contentType: contentType)
    }

    /// An `application/x-www-form-urlencoded` body from fields in order.
    public static func form(_ fields: [FormField]) -> Self {
        Self(content: .formFields(fields), contentType: "application/x-www-form-urlencoded")
    }

    /// An `application/x-www-form-urlencoded` body from a model's properties, its arrays written as `arrays` says
    /// (see ``FormEncoder``).
    public static func form(_ value: some Encodable & Sendable, arrays: ArrayEncoding = .brackets) -> Self {
        Self(content: .formValue(value, arrays: arrays), contentType: "application/x-www-form-urlencoded")
    }

    /// A `multipart/form-data` body.
    public static func multipart(_ form: MultipartForm) -> Self {
        Self(content: .multipart(form), contentType: form.contentType)
    }

    /// Text in UTF-8.
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8") -> Self {
        Self(content: .data(Data(text.utf8)), contentType: contentType)
    }

    /// Bytes as they are.
    public static func data(_ data: Data, contentType: String = "application/octet-stream") -> Self {
        Self(content: .data(data), contentType: contentType)
    }

    /// The bytes of the file at `url`, read as they are sent and never loaded whole; a retry reads the file again.
    public static func file(_ url: URL, contentType: String = "application/octet-stream") -> Self {
        Self(content: .file(url), contentType: contentType)
    }

    /// Bytes to upload, from memory, a file or a one-shot stream, as a generated builder takes them.
    public static func upload(_ upload: UploadBody, contentType: String = "application/octet-stream") -> Self {
        switch upload.source {
        case .data(let data): .data(data, contentType: contentType)
        case .file(let url): .file(url, contentType: contentType)
        case .stream(let chunks): .stream(chunks, contentType: contentType)
        }
    }

    /// Bytes produced by a stream that can be read only once: a request with this body is never
    /// retried or re-sent after a credential refresh. ``URLSessionTransport`` keeps no more than a chunk or two of it
    /// in memory: on Apple platforms it sends each chunk as it comes, on Linux it writes the stream to a temporary file
    /// and sends the file once the stream ends.
    public static func stream(
        _ chunks: AsyncThrowingStream<Data, any Error>,
        contentType: String = "application/octet-stream"
    ) -> Self {
        Self(content: .stream(chunks), contentType: contentType)
    }

    /// Bytes read once from `bytes` (see ``ByteStream``).
    public static func stream(_ bytes: ByteStream, contentType: String = "application/octet-stream") -> Self {
        .stream(bytes.chunks, contentType: contentType)
    }

    /// Bytes read once from any asynchronous sequence of `Data` chunks, each asked for only when the transport is
    /// ready for it.
    public static func stream<Chunks: AsyncSequence & Sendable>(
        _ chunks: Chunks,
        contentType: String = "application/octet-stream"
    ) -> Self where Chunks.Element == Data {
        .stream(ByteStream(chunks), contentType: contentType)
    }

    /// Bytes read once from any asynchronous sequence of byte arrays, each asked for only when the transport is
    /// ready for it.
    public static func stream<Chunks: AsyncSequence & Sendable>(
        _ chunks: Chunks,
        contentType: String = "application/octet-stream"
    ) -> Self where Chunks.Element == [UInt8] {
        .stream(ByteStream(chunks), contentType: contentType)
    }
}

/// One `name=value` field of a form body.
public struct FormField: Hashable, Sendable {
    /// The field's name.
    public var name: String
    /// The field's value as text, not yet encoded.
    public var value: String

    /// The field `name=value`, the value written as its parameter text.
    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        self.value = value.parameterValue
    }
}
