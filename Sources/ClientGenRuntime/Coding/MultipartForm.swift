import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files.
public struct MultipartForm: Sendable {
    /// One part: a name, optional filename and content type, and the bytes.
    public struct Part: Sendable, Hashable {
        /// The form field's name.
        public var name: String
        /// The file's name, for a file part; `nil` for a text field.
        public var filename: String?
        /// The part's media type, such as `image/jpeg`; `nil` sends none (text).
        public var contentType: String?
        /// The part's bytes.
        public var data: Data

        /// A text field.
        public init(name: String, value: some ParameterValue) {
            self.init(name: name, data: Data(value.parameterValue.utf8))
        }

        /// A file or any bytes, with an optional filename and content type.
        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = data
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

    /// The encoded body.
    public func encoded() -> Data {
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            var disposition = "Content-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { disposition += "; filename=\"\(Self.quoted(filename))\"" }
            body.append(Data("\(disposition)\r\n".utf8))
            if let contentType = part.contentType { body.append(Data("Content-Type: \(contentType)\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(part.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// Escapes `"`, CR and LF in a quoted parameter as RFC 7578 section 2 and the HTML spec do.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
