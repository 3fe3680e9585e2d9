import Foundation

/// How a response body becomes a `Response`: JSON, text, nothing, bytes or JSON Lines.
public struct ResponseDecoding<Response>: Sendable {
    /// What a decoding step is given.
    public struct Input: Sendable {
        public var body: Data
        public var status: Int
        public var headers: HTTPHeaders
        public var decoder: JSONDecoder
    }

    let decode: @Sendable (Input) throws -> Response

    /// Decoding with a custom closure.
    public init(_ decode: @escaping @Sendable (Input) throws -> Response) {
        self.decode = decode
    }
}

extension ResponseDecoding where Response: Decodable & Sendable {
    /// JSON decoded with the client's `JSONDecoder`. An ``Empty`` response accepts an empty body.
    public static var json: Self {
        Self { input in
            if input.body.isEmpty, let empty = Empty() as? Response { return empty }
            return try input.decoder.decode(Response.self, from: input.body)
        }
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
