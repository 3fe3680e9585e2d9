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

extension JSONEncoder {
    /// A new encoder with this one's settings, writing dates as RFC 3339 whatever this one's date strategy is.
    func withRFC3339Dates() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .rfc3339
        encoder.outputFormatting = outputFormatting
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.keyEncodingStrategy = keyEncodingStrategy
        encoder.userInfo = userInfo
        return encoder
    }
}

extension JSONDecoder {
    /// A new decoder with this one's settings, reading dates as RFC 3339 whatever this one's date strategy is.
    func withRFC3339Dates() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .rfc3339
        decoder.dataDecodingStrategy = dataDecodingStrategy
        decoder.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        decoder.keyDecodingStrategy = keyDecodingStrategy
        decoder.userInfo = userInfo
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }
}
