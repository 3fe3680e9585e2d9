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
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(asciiFolded(text))

        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll(keepingCapacity: true)
        }

        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase && character.isUppercase {
                    flush()
                } else if previous.isUppercase && character.isUppercase, let next, next.isLowercase,
                    !(next == "s" && isWordEnd(characters, after: index + 1))
                {
                    flush()  // "SSOSites": the S of "Sites" starts a new word
                } else if previous.isNumber && character.isUppercase, let next, next.isLowercase {
                    flush()  // "Base64Encoded": Base64, Encoded; but "2XX" stays one word
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    private static func isWordEnd(_ characters: [Character], after index: Int) -> Bool {
        let next = index + 1
        return next >= characters.count || !characters[next].isLowercase
    }

    /// ASCII letters, digits and separators; accents stripped; anything else as `U` + hex code point.
    static func asciiFolded(_ text: String) -> String {
        if text.allSatisfy(\.isASCII) { return text }
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
