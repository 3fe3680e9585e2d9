import Foundation

extension JSONEncoder {
    /// The encoder an ``APIClient`` uses unless given another: RFC 3339 dates with microseconds,
    /// sorted keys so bodies are byte-for-byte reproducible.
    public static func clientGen() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .rfc3339
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension JSONDecoder {
    /// The decoder an ``APIClient`` uses unless given another: RFC 3339 dates with microseconds.
    public static func clientGen() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .rfc3339
        return decoder
    }
}
