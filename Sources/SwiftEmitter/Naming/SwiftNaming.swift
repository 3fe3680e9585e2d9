/// Swift names from spec strings, by one rule applied everywhere:
///
/// - Types are UpperCamelCase, members lowerCamelCase, built from ``IdentifierWords``.
/// - Known acronyms are all capitals (`deviceID`, `SSOSite`, `imageURL`), or all lowercase as the first word
///   of a member (`idToken`, `urlString`). Other all-capital words are capitalised (`PRODUCT_READY` →
///   `productReady`).
/// - A name starting with a digit gets a leading `_` (`_200`); a leading sign becomes a word (`-1` → `minus1`);
///   a string with no letters or digits is named after its symbols (`>=` → `greaterThanEquals`).
/// - Keywords are escaped only where used (see ``SwiftIdentifier``), not renamed.
public enum SwiftNaming {
    /// Words always written in capitals.
    public static let acronyms: Set<String> = [
        "ACL", "API", "ARN", "AWS", "CDN", "CIDR", "CORS", "CPU", "CSRF", "CSS", "CSV", "DNS", "EOF", "FAQ", "GPS",
        "GPU", "GUID", "HMAC", "HTML", "HTTP", "HTTPS", "IAM", "ID", "IMAP", "IOT", "IP", "JS", "JSON", "JWK", "JWT",
        "LDAP", "MAC", "MFA", "MIME", "OIDC", "OS", "OTP", "PDF", "PIN", "PKCE", "RAM", "RPC", "RSS", "SAML", "SCIM",
        "SDK", "SHA", "SKU", "SMS", "SMTP", "SQL", "SSE", "SSH", "SSID", "SSL", "SSO", "SVG", "TCP", "TLS", "TOTP",
        "TTL", "UDP", "UI", "URI", "URL", "URN", "UTC", "UTF8", "UUID", "VPC", "VPN", "XML", "XSS", "YAML",
    ]

    /// The length of the longest acronym: longer words need not be looked up.
    private static let longestAcronym = acronyms.map(\.utf8.count).max() ?? 0

    private static let symbolNames: [Character: String] = [
        "+": "plus", "-": "minus", "*": "asterisk", "/": "slash", "\\": "backslash", "=": "equals",
        "<": "lessThan", ">": "greaterThan", "!": "exclamation", "@": "at", "#": "hash", "$": "dollar",
        "%": "percent", "&": "ampersand", "|": "pipe", "^": "caret", "~": "tilde", ".": "dot", ",": "comma",
        ":": "colon", ";": "semicolon", "?": "question", "_": "underscore", "'": "quote", "\"": "doubleQuote",
        "(": "leftParenthesis", ")": "rightParenthesis", "[": "leftBracket", "]": "rightBracket",
        "{": "leftBrace", "}": "rightBrace", " ": "space", "`": "backtick",
    ]

    /// An UpperCamelCase type name, such as `DeviceShadow` from `device_shadow`.
    public static func typeName(_ text: String) -> String {
        let words = significantWords(text)
        guard !words.isEmpty else { return "Empty" }
        return prefixed(words.map(capitalized).joined())
    }

    /// A lowerCamelCase member name, such as `historyData` from `HistoryData` or `deviceID` from `device-id`.
    public static func memberName(_ text: String) -> String {
        let words = significantWords(text)
        guard let first = words.first else { return "empty" }
        let isAcronym = first.utf8.count <= longestAcronym && acronyms.contains(uppercased(first))
        let head = isAcronym || isAllCapitals(first) ? first.lowercased() : lowered(first)
        return prefixed(head + words.dropFirst().map(capitalized).joined())
    }

    /// A member name spelled as a type, each word as the member spells it: `ssoAuthenticate` → `SSOAuthenticate`,
    /// `sendCommandToWM2` → `SendCommandToWM2`. Its first word, lowercase in the member, becomes an acronym's
    /// capitals or is capitalised.
    public static func typeSpelling(ofMember name: String) -> String {
        let first = name.prefix { $0.isLowercase || $0.isNumber }
        let rest = name.dropFirst(first.count)
        let upper = first.uppercased()
        let letters = upper.prefix { !$0.isNumber }
        if acronyms.contains(upper) || acronyms.contains(String(letters)) { return upper + rest }
        return first.prefix(1).uppercased() + first.dropFirst() + rest
    }

    private static func significantWords(_ text: String) -> [String] {
        var words = IdentifierWords.split(text)
        if let sign = text.first, sign == "-" || sign == "+",
            let next = text.dropFirst().first, next.isASCII, next.isNumber
        {
            words.insert(sign == "-" ? "minus" : "plus", at: 0)
        }
        if words.isEmpty {
            words = text.compactMap { symbolNames[$0] }
        }
        return words
    }

    // Words are ASCII letters and digits (see ``IdentifierWords``), so case is changed byte by byte.

    private static func capitalized(_ word: String) -> String {
        if word.utf8.count <= longestAcronym + 1 {
            let upper = uppercased(word)
            if acronyms.contains(upper) { return upper }
            // An acronym with a number: `OS3`, `SHA256`.
            if let firstDigit = upper.utf8.firstIndex(where: \.isASCIIDigit),
                upper.utf8[firstDigit...].allSatisfy(\.isASCIIDigit), acronyms.contains(String(upper[..<firstDigit]))
            {
                return upper
            }
            if upper.utf8.last == UInt8(ascii: "S"), word.utf8.last == UInt8(ascii: "s"),
                acronyms.contains(String(upper.dropLast()))
            {
                return String(upper.dropLast()) + "s"  // IDs, URLs
            }
        }
        if isAllCapitals(word) { return changingCase(word, uppercasingFirst: true, lowercasingRest: true) }
        return changingCase(word, uppercasingFirst: true, lowercasingRest: false)
    }

    /// An ASCII word in capitals.
    private static func uppercased(_ word: String) -> String {
        String(decoding: word.utf8.map(\.uppercasedASCII), as: UTF8.self)
    }

    private static func lowered(_ word: String) -> String {
        changingCase(word, uppercasingFirst: false, lowercasingRest: false)
    }

    /// `word` with its first letter in upper or lower case, and the rest lowercased or kept.
    private static func changingCase(_ word: String, uppercasingFirst: Bool, lowercasingRest: Bool) -> String {
        var bytes = Array(word.utf8)
        guard !bytes.isEmpty else { return word }
        bytes[0] = uppercasingFirst ? bytes[0].uppercasedASCII : bytes[0].lowercasedASCII
        if lowercasingRest {
            for index in bytes.indices.dropFirst() { bytes[index] = bytes[index].lowercasedASCII }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAllCapitals(_ word: String) -> Bool {
        word.utf8.count > 1 && word.utf8.allSatisfy { !($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) }
    }

    private static func prefixed(_ name: String) -> String {
        guard let first = name.utf8.first, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") else {
            return name
        }
        return "_" + name
    }
}

extension UInt8 {
    fileprivate var uppercasedASCII: UInt8 {
        self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") ? self - 32 : self
    }

    fileprivate var lowercasedASCII: UInt8 {
        self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") ? self + 32 : self
    }

    fileprivate var isASCIIDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }
}
