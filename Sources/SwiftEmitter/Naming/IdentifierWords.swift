import Foundation

/// Splits any spec string into the words a Swift name is made of.
///
/// Words break at anything that is not a letter or digit (`foo-bar`, `foo_bar`, `foo bar`), at a lower-to-upper
/// change (`deviceId` → device, Id), before the last capital of a capital run (`SSOSites` → SSO, Sites) unless
/// the run is a plural acronym (`IDs`), and between a digit and a capitalised word (`Base64Encoded`); otherwise digits
/// stay in their word (`v2beta`, `oauth2`). Latin letters lose their accents (`café` → cafe); other characters that are not ASCII
/// become `U` and their code point in hex (`名` → `U540d` in a type name), so every input gives the same words on every machine.
enum IdentifierWords {
    static func split(_ text: String) -> [String] {
        let words = Words(text)
        return words.ranges.map { String(decoding: words.bytes[$0], as: UTF8.self) }
    }

    /// The words of a string as ranges of its folded bytes, for callers that build names byte by byte instead of
    /// making a string of each word.
    struct Words {
        /// The folded text; every byte is ASCII.
        var bytes: [UInt8]
        /// Each word's bytes, in order.
        var ranges: [Range<Int>]

        init(_ text: String) {
            bytes = Array(asciiFolded(text).utf8)
            ranges = bytes.withUnsafeBufferPointer(IdentifierWords.ranges(of:))
        }

        /// Puts `word` (ASCII) before the other words.
        mutating func prepend(_ word: String) {
            ranges.insert(bytes.count..<bytes.count + word.utf8.count, at: 0)
            bytes += word.utf8
        }

        /// Adds `word` (ASCII) after the other words.
        mutating func append(_ word: String) {
            ranges.append(bytes.count..<bytes.count + word.utf8.count)
            bytes += word.utf8
        }
    }

    /// Where the words of folded text are; every byte is ASCII, so a word is a run of ASCII letters and digits.
    private static func ranges(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        words.reserveCapacity(8)  // more than most names have, so the array is rarely grown
        var start: Int?

        func flush(at end: Int) {
            if let first = start { words.append(first..<end) }
            start = nil
        }

        for index in bytes.indices {
            let byte = bytes[index]
            guard byte.isLetterOrDigit else {
                flush(at: index)
                continue
            }
            if start != nil {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if previous.isLowercaseLetter && byte.isUppercaseLetter {
                    flush(at: index)
                } else if previous.isUppercaseLetter && byte.isUppercaseLetter, let next, next.isLowercaseLetter,
                    !(next == UInt8(ascii: "s") && isWordEnd(bytes, after: index + 1))
                {
                    flush(at: index)  // "SSOSites": the S of "Sites" starts a new word
                } else if previous.isASCIIDigit && byte.isUppercaseLetter, let next, next.isLowercaseLetter {
                    flush(at: index)  // "Base64Encoded": Base64, Encoded; but "2XX" stays one word
                }
            }
            if start == nil { start = index }
        }
        flush(at: bytes.count)
        return words
    }

    private static func isWordEnd(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        let next = index + 1
        return next >= bytes.count || !bytes[next].isLowercaseLetter
    }

    /// ASCII letters, digits and separators; accents stripped; anything else as `U` + hex code point.
    static func asciiFolded(_ text: String) -> String {
        if text.allBytesSatisfy({ $0 < 0x80 }) { return text }
        var result = ""
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue  // a combining accent of the letter before it
            } else if let replacement = replacements[scalar] {
                result += replacement
            } else if scalar.properties.isWhitespace || !scalar.properties.isAlphabetic && !isDigit(scalar) {
                result += " "
            } else {
                result += " U" + String(scalar.value, radix: 16, uppercase: true) + " "
            }
        }
        return result
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType != nil
    }

    /// Letters that do not decompose into an ASCII base letter and an accent.
    private static let replacements: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "þ": "th", "Þ": "TH", "ð": "d", "Ð": "D", "ı": "i",
    ]
}

extension UInt8 {
    fileprivate var isUppercaseLetter: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    fileprivate var isLowercaseLetter: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    fileprivate var isLetterOrDigit: Bool { isASCIIDigit || isUppercaseLetter || isLowercaseLetter }
}
