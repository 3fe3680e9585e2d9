/// Swift names from spec strings, by one rule applied everywhere:
///
/// - Types are UpperCamelCase, members lowerCamelCase, built from ``IdentifierWords``.
/// - Known acronyms are all capitals (`deviceID`, `SSOSite`, `imageURL`), or all lowercase as the first word
///   of a member (`idToken`, `urlString`). Other all-capital words keep their capitals where the text marks its
///   words by case (`TSIGKey`, `createTSIGKey`, `en-GB` → `enGB`), and are capitalised where the whole text is in
///   capitals (`PRODUCT_READY` → `productReady`).
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

    /// The acronyms as numbers (see ``key(_:)``), so that a word is looked up without making a string of it.
    private static let acronymKeys = Set(acronyms.map { key(Array($0.utf8)[...]) })

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
        guard !words.ranges.isEmpty else { return "Empty" }
        var name: [UInt8] = []
        name.reserveCapacity(words.bytes.count + 1)
        // One word in capitals names a type as an acronym would (`DAG`, `IPAM`); several are shouting.
        let keepsCapitals = words.ranges.count == 1 || !isAllCapitals(words.bytes[...])
        for range in words.ranges { appendCapitalized(words.bytes[range], keepingCapitals: keepsCapitals, to: &name) }
        return prefixed(name)
    }

    /// A lowerCamelCase member name, such as `historyData` from `HistoryData` or `deviceID` from `device-id`.
    public static func memberName(_ text: String) -> String {
        let words = significantWords(text)
        guard let firstRange = words.ranges.first else { return "empty" }
        var name: [UInt8] = []
        name.reserveCapacity(words.bytes.count + 1)
        let first = words.bytes[firstRange]
        if first.count <= longestAcronym && acronymKeys.contains(key(first)) || isAllCapitals(first) {
            name += first.lazy.map(\.lowercasedASCII)
        } else {
            name.append(first[first.startIndex].lowercasedASCII)
            name += first.dropFirst()
        }
        let keepsCapitals = !isAllCapitals(words.bytes[...])
        for range in words.ranges.dropFirst() {
            appendCapitalized(words.bytes[range], keepingCapitals: keepsCapitals, to: &name)
        }
        return prefixed(name)
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

    private static func significantWords(_ text: String) -> IdentifierWords.Words {
        var words = IdentifierWords.Words(text)
        if let sign = text.first, sign == "-" || sign == "+",
            let next = text.dropFirst().first, next.isASCII, next.isNumber
        {
            words.prepend(sign == "-" ? "minus" : "plus")
        }
        if words.ranges.isEmpty {
            for character in text {
                if let name = symbolNames[character] { words.append(name) }
            }
        }
        return words
    }

    // Words are ASCII letters and digits (see ``IdentifierWords``), so case is changed byte by byte.

    /// Appends `word` capitalised: an acronym (also with a number, `OS3`, `SHA256`, or plural, `IDs`) in
    /// capitals; a word in capitals as written when `keepingCapitals` (the text uses case to mark its words, so
    /// `TSIGKey` and `IPAM` are acronyms its author wrote), else as a capital and lowercase (`PRODUCT_READY`); any
    /// other word with its first letter in capitals.
    private static func appendCapitalized(
        _ word: ArraySlice<UInt8>,
        keepingCapitals: Bool,
        to name: inout [UInt8]
    ) {
        if word.count <= longestAcronym + 1 {
            if acronymKeys.contains(key(word)) {
                name += word.lazy.map(\.uppercasedASCII)
                return
            }
            if let firstDigit = word.firstIndex(where: \.isASCIIDigit), word[firstDigit...].allSatisfy(\.isASCIIDigit),
                firstDigit > word.startIndex, acronymKeys.contains(key(word[..<firstDigit]))
            {
                name += word.lazy.map(\.uppercasedASCII)
                return
            }
            if word.last == UInt8(ascii: "s"), word.count > 1, acronymKeys.contains(key(word.dropLast())) {
                name += word.dropLast().lazy.map(\.uppercasedASCII)
                name.append(UInt8(ascii: "s"))  // IDs, URLs
                return
            }
        }
        name.append(word[word.startIndex].uppercasedASCII)
        if isAllCapitals(word) && !keepingCapitals {
            name += word.dropFirst().lazy.map(\.lowercasedASCII)
        } else {
            name += word.dropFirst()
        }
    }

    /// A short word in capitals as one number (a byte each, at most eight), to look up among ``acronymKeys``.
    private static func key(_ word: ArraySlice<UInt8>) -> UInt64 {
        word.reduce(0) { $0 << 8 | UInt64($1.uppercasedASCII) }
    }

    private static func isAllCapitals(_ word: ArraySlice<UInt8>) -> Bool {
        word.count > 1 && word.allSatisfy { !($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) }
    }

    private static func prefixed(_ name: [UInt8]) -> String {
        guard let first = name.first, first.isASCIIDigit else { return String(decoding: name, as: UTF8.self) }
        return "_" + String(decoding: name, as: UTF8.self)
    }
}
