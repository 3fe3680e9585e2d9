import Foundation

/// How a response body becomes a `Response`: JSON, text, nothing, bytes, or a stream of items (JSON Lines, JSON
/// text sequences, server-sent events).
public struct ResponseDecoding<Response>: Sendable {
    /// What a decoding step is given.
    public struct Input: Sendable {
        /// The whole response body.
        public var body: Data
        /// The HTTP status code.
        public var status: Int
        /// The response headers.
        public var headers: HTTPHeaders
        /// The client's decoder, set to read RFC 3339 dates.
        public var decoder: JSONDecoder
        /// The longest line a line-by-line decoding such as ``ResponseDecoding/jsonLines()`` reads
        /// (``APIClient/maxLineLength``).
        public var maxLineLength: Int
    }

    let decode: @Sendable (Input) throws -> Response
    /// Statuses outside 2xx that are answers rather than errors: their responses are decoded, not thrown.
    public let acceptedStatuses: Set<Int>
    /// Whether the body must be JSON: a non-empty body labelled with another media type is refused with
    /// ``APIError/Kind/unexpectedContentType`` before it is decoded. In `package` access for ClientGenEnvelope.
    package var expectsJSON = false
    /// The `Accept` header sent when the request sets none: `application/json` for ``json``.
    var accept: String?
    /// How a streamed response's items decode one by one, for ``APIClient/events(_:)``: an `EventDataDecoder`.
    var itemDecoder: (any Sendable)?

    /// Decoding with a custom closure, which also reads the responses of `acceptedStatuses` (such as a 404
    /// that means "no").
    public init(
        acceptedStatuses: Set<Int> = [],
        _ decode: @escaping @Sendable (Input) throws -> Response
    ) {
        self.acceptedStatuses = acceptedStatuses
        self.decode = decode
    }
}

extension ResponseDecoding where Response: Sendable {
    /// The value listed for the response's status; the body is ignored. Every listed status is an answer,
    /// even outside 2xx, so `.byStatus([200: true, 404: false])` reads "not found" as `false`. A status not
    /// listed is an error as usual, or, for a 2xx status, a decoding failure.
    public static func byStatus(_ values: [Int: Response]) -> Self {
        Self(acceptedStatuses: Set(values.keys.filter { !(200..<300).contains($0) })) { input in
            guard let value = values[input.status] else {
                let listed = values.keys.sorted().map(String.init).joined(separator: ", ")
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "Status \(input.status) has no value; expected \(listed)")
                )
            }
            return value
        }
    }
}

extension ResponseDecoding where Response: Decodable & Sendable {
    /// JSON decoded with the client's `JSONDecoder`. An ``Empty`` response accepts an empty body.
    ///
    /// A response labelled with a media type other than JSON's (`application/json`, `text/json`, any `…+json`
    /// such as `application/problem+json`) fails with ``APIError/Kind/unexpectedContentType``; one with no
    /// `Content-Type` is read as JSON.
    public static var json: Self {
        var decoding = Self { input in
            if input.body.isEmpty, let empty = Empty() as? Response { return empty }
            return try input.decoder.decode(Response.self, from: input.body)
        }
        decoding.expectsJSON = true
        decoding.accept = "application/json"
        return decoding
    }
}

extension ResponseDecoding where Response == String {
    /// The body as UTF-8 text.
    public static var text: Self {
        Self { input in String(decoding: input.body, as: UTF8.self) }
    }
}

extension ResponseDecoding where Response == Data {
    /// The body bytes as they are.
    public static var data: Self {
        Self { input in input.body }
    }
}

extension ResponseDecoding where Response == Empty {
    /// Any body is ignored (`204 No Content`, or a body the spec does not describe).
    public static var empty: Self {
        Self { _ in Empty() }
    }
}

/// The response of an operation that returns no content.
public struct Empty: Codable, Hashable, Sendable {
    /// The empty value.
    public init() {}

    /// Accepts any JSON value and keeps nothing.
    public init(from decoder: any Decoder) throws {}

    /// Encodes as `{}`.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: EmptyKey.self)
    }

    private struct EmptyKey: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }
}

extension ResponseDecoding.Input {
    /// The body decoded as JSON, for a decoding that reads the answer by its status
    /// (``ResponseDecoding/init(acceptedStatuses:_:)``); a body of another media type fails the call with
    /// ``APIError/Kind/unexpectedContentType``, as ``ResponseDecoding/json`` does.
    public func json<Value: Decodable>() throws -> Value {
        guard body.isEmpty || ResponseDecoding<Value>.isJSON(contentType: headers["Content-Type"]) else {
            throw UnexpectedContentType()
        }
        if body.isEmpty, let empty = Empty() as? Value { return empty }
        return try decoder.decode(Value.self, from: body)
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The error for a status the decoding has no answer for.
    public func unexpectedStatus() -> any Error {
        DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "Status \(status) is not one the operation documents.")
        )
    }
}

/// A JSON body labelled with another media type, found while decoding; the client reports it as
/// ``APIError/Kind/unexpectedContentType``.
struct UnexpectedContentType: Error {}

extension Request {
    /// The same call asking for `contentType` (another of the media types the operation documents, such as
    /// `text/csv`) and returning the body's bytes as they come.
    ///
    /// ```swift
    /// let csv = try await client.send(Reports.getReport(id: id).accepting("text/csv"))
    /// ```
    public func accepting(_ contentType: String) -> Request<Data> {
        accepting(contentType, decoding: .data)
    }

    /// The same call asking for `contentType` and reading the answer as `decoding` says.
    public func accepting<Other>(_ contentType: String, decoding: ResponseDecoding<Other>) -> Request<Other> {
        var request = reading(decoding)
        request.headers["Accept"] = contentType
        return request
    }
}

extension ResponseDecoding {
    /// Whether a `Content-Type` names JSON: `application/json`, `text/json` or a `+json` type; a missing one counts.
    static func isJSON(contentType: String?) -> Bool {
        guard let contentType else { return true }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces).lowercased()
        return mediaType.isEmpty || mediaType == "application/json" || mediaType == "text/json"
            || mediaType.hasSuffix("+json")
    }
}
