import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields, JSON values and files.
///
/// Generated builders fill one in from the body's model; for a free-form body, build it yourself:
///
/// ```swift
/// var form = MultipartForm()
/// form.append("title", "Holiday")
/// form.append("photo", file: MultipartFile(fileURL: photoURL, contentType: "image/jpeg"))
/// ```
///
/// Files on disk and streams are read as the body is sent, never loaded whole. A form with a stream part can be sent
/// once: it is never retried.
public struct MultipartForm: Sendable {
    /// One part: a name, optional filename, content type and headers, and the content.
    public struct Part: Sendable {
        /// What a part holds.
        public enum Content: Sendable {
            /// Bytes in memory.
            case data(Data)
            /// A file on disk, read as it is sent.
            case file(URL)
            /// A value encoded with the client's `JSONEncoder` when the request is sent.
            case json(any Encodable & Sendable)
            /// Bytes read once, as they are sent.
            case stream(ByteStream)
        }

        /// The form field's name.
        public var name: String
        /// The file's name, for a file part; `nil` for a field.
        public var filename: String?
        /// The part's media type, such as `image/jpeg`; `nil` sends none (text).
        public var contentType: String?
        /// More headers of the part, written after `Content-Disposition` and `Content-Type`.
        public var headers: HTTPHeaders
        /// The part's content.
        public var content: Content

        /// A text field.
        public init(name: String, value: some ParameterValue) {
            self.init(name: name, data: Data(value.parameterValue.utf8))
        }

        /// A part of any content, with an optional filename, content type and headers.
        public init(
            name: String,
            filename: String? = nil,
            contentType: String? = nil,
            headers: HTTPHeaders = [:],
            content: Content
        ) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.headers = headers
            self.content = content
        }

        /// A file or any bytes, with an optional filename and content type.
        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.init(name: name, filename: filename, contentType: contentType, content: .data(data))
        }
    }

    /// The parts, sent in this order.
    public var parts: [Part]
    /// The delimiter between parts; random unless given, so it cannot occur in the data by chance.
    public let boundary: String

    /// A form of `parts`, separated by `boundary` (random when not given).
    public init(parts: [Part] = [], boundary: String? = nil) {
        self.parts = parts
        self.boundary = boundary ?? Self.makeBoundary()
    }

    /// `ClientGen-` and 32 hexadecimal digits from the system's secure random source.
    private static func makeBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var boundary = "ClientGen-"
        for _ in 0..<32 { boundary.append(digits[Int(generator.next() % 16)]) }
        return boundary
    }

    /// `multipart/form-data; boundary=…`.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Whether a part is a file on disk: such a form is sent from a temporary file, not from memory.
    public var hasFileParts: Bool {
        parts.contains { if case .file = $0.content { true } else { false } }
    }

    /// Whether a part is a stream: such a form is sent as it is read, once.
    var hasStreamParts: Bool {
        parts.contains { if case .stream = $0.content { true } else { false } }
    }

    /// The encoded body in memory, files on disk read whole and JSON parts encoded with `encoder`; a form with a
    /// stream part cannot be encoded here and throws (send it instead).
    public func encoded(using encoder: JSONEncoder = JSONEncoder()) throws -> Data {
        var body = Data()
        for segment in try segments(using: encoder) {
            switch segment {
            case .data(let data): body.append(data)
            case .file(let url): body.append(try Data(contentsOf: url))
            case .stream:
                throw EncodingError.invalidValue(
                    self,
                    .init(codingPath: [], debugDescription: "A form with a streamed part can only be sent.")
                )
            }
        }
        return body
    }

    /// The body as bytes in memory and files to be copied in, in order.
    func segments(using encoder: JSONEncoder) throws -> [UploadSegment] {
        var segments: [UploadSegment] = []
        for part in parts {
            var head = "--\(boundary)\r\n"
            head += "Content-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.quoted(filename))\"" }
            head += "\r\n"
            let contentType = part.contentType.map { [HTTPHeaders.Field(name: "Content-Type", value: $0)] } ?? []
            let fields = HTTPHeaders(contentType + part.headers.fields)
            // A line break in a part's header would end it early and pass the rest off as headers or parts.
            if let field = fields.firstMalformedField {
                throw EncodingError.invalidValue(
                    field.value,
                    .init(
                        codingPath: [],
                        debugDescription: "The \(field.name) header of part \"\(part.name)\" is not a valid header"
                            + " (a name that is not a token, or CR, LF or NUL in the value)."
                    )
                )
            }
            for field in fields { head += "\(field.name): \(field.value)\r\n" }
            head += "\r\n"
            switch part.content {
            case .data(let data):
                segments.append(.data(Data(head.utf8) + data + Data("\r\n".utf8)))
            case .json(let value):
                segments.append(.data(Data(head.utf8) + (try encoder.encode(value)) + Data("\r\n".utf8)))
            case .file(let url):
                segments.append(.data(Data(head.utf8)))
                segments.append(.file(url))
                segments.append(.data(Data("\r\n".utf8)))
            case .stream(let stream):
                segments.append(.data(Data(head.utf8)))
                segments.append(.stream(stream.chunks))
                segments.append(.data(Data("\r\n".utf8)))
            }
        }
        segments.append(.data(Data("--\(boundary)--\r\n".utf8)))
        return segments
    }

    /// Escapes `"`, CR and LF in a quoted parameter as RFC 7578 section 2 and the HTML spec do.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
