import Foundation

/// A file sent as one part of a `multipart/form-data` body: bytes in memory, a file on disk that is read as it is
/// sent and never loaded whole, or a stream read once as it is sent, with the filename and media type the part
/// declares.
///
/// ```swift
/// let photo = MultipartFile(fileURL: URL(fileURLWithPath: "/tmp/cat.jpg"), contentType: "image/jpeg")
/// let note = MultipartFile(data: Data("hello".utf8), filename: "note.txt", contentType: "text/plain")
/// let take = MultipartFile(stream: ByteStream(recorder.chunks), filename: "take.wav", contentType: "audio/wav")
/// ```
///
/// A form with a stream can be sent once: it is never retried.
public struct MultipartFile: Hashable, Sendable {
    /// Where a file's bytes come from.
    public enum Source: Hashable, Sendable {
        /// Bytes in memory.
        case data(Data)
        /// A file on disk, read as it is sent (and again if the request is retried).
        case file(URL)
        /// Bytes read once, as they are sent.
        case stream(ByteStream)
    }

    /// Where the bytes come from.
    public var source: Source
    /// The `filename` of the part's `Content-Disposition`; `nil` sends none.
    public var filename: String?
    /// The part's `Content-Type`; `nil` uses what the spec's `encoding` says, else `application/octet-stream`.
    public var contentType: String?
    /// More headers of the part, such as those the spec's `encoding` declares.
    public var headers: HTTPHeaders

    /// Bytes in memory.
    public init(data: Data, filename: String? = nil, contentType: String? = nil, headers: HTTPHeaders = [:]) {
        self.source = .data(data)
        self.filename = filename
        self.contentType = contentType
        self.headers = headers
    }

    /// The file at `fileURL`, named by its last path component unless `filename` is given.
    public init(fileURL: URL, filename: String? = nil, contentType: String? = nil, headers: HTTPHeaders = [:]) {
        self.source = .file(fileURL)
        self.filename = filename ?? fileURL.lastPathComponent
        self.contentType = contentType
        self.headers = headers
    }

    /// Bytes read once from `stream` as the form is sent.
    public init(stream: ByteStream, filename: String? = nil, contentType: String? = nil, headers: HTTPHeaders = [:]) {
        self.source = .stream(stream)
        self.filename = filename
        self.contentType = contentType
        self.headers = headers
    }
}

extension MultipartFile: Codable {
    /// Decodes the file's bytes as `Data` codes them (base64 in JSON).
    public init(from decoder: any Decoder) throws {
        self.init(data: try Data(from: decoder))
    }

    /// Encodes the file's bytes as `Data` codes them (base64 in JSON), reading a file on disk whole: a model with
    /// a file is meant to be sent as multipart, where files are streamed. A stream cannot be read here, so it throws.
    public func encode(to encoder: any Encoder) throws {
        switch source {
        case .data(let data): try data.encode(to: encoder)
        case .file(let url): try Data(contentsOf: url).encode(to: encoder)
        case .stream:
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "A streamed file can only be sent as a part of a multipart form."
                )
            )
        }
    }
}
