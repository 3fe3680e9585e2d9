import Foundation

/// Percent-encoding per RFC 3986 for the parts of a URL the runtime builds.
public enum PercentEncoding {
    /// RFC 3986 `unreserved`: `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    static let unreserved: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return set
    }()

    /// Characters a query name or value keeps as is: unreserved plus sub-delimiters that
    /// carry no meaning in `application/x-www-form-urlencoded` (`&`, `=`, `+`, `#` are encoded).
    static let queryAllowed: CharacterSet = unreserved.union(CharacterSet(charactersIn: "!$'()*,;:@/?"))

    /// Encodes one path segment: `a/b c` becomes `a%2Fb%20c`, and the dot segments `.` and `..` become `%2E` and
    /// `%2E%2E`, since URL loaders remove them and a value would otherwise step out of its place in the path.
    public static func pathSegment(_ value: String) -> String {
        if value == "." || value == ".." {
            return String(repeating: "%2E", count: value.count)
        }
        return encode(value, allowing: pathAllowed)
    }

    /// Encodes a query name or value: `&`, `=`, `+`, `#`, space and non-ASCII are escaped.
    public static func queryComponent(_ value: String) -> String {
        encode(value, allowing: queryAllowed)
    }

    /// Encodes a query value of a parameter with `allowReserved`: RFC 6570's reserved expansion, which keeps RFC 3986's
    /// reserved characters and existing `%XX` escapes as they are (`a/b?c=d%2F` stays as it is). OpenAPI leaves the
    /// application to escape the reserved characters a query cannot hold (`[`, `]`, `#`) and those that mean
    /// something in `application/x-www-form-urlencoded` (`&`, `+`), so those are escaped: sent as they are, they
    /// would end the value or the query, or turn into a space. A value's `=` stays, since a form is read up to the
    /// first `=` of each item.
    public static func reservedQueryComponent(_ value: String) -> String {
        var result = ""
        let bytes = Array(value.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isEscape =
                byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
            if isEscape {
                result += String(decoding: bytes[index...index + 2], as: UTF8.self)
                index += 3
                continue
            }
            result += encode(String(decoding: [byte], as: UTF8.self), allowing: reservedQueryAllowed)
            index += 1
        }
        return result
    }

    /// Encodes a name or value for an `application/x-www-form-urlencoded` body.
    public static func formComponent(_ value: String) -> String {
        encode(value, allowing: unreserved)
    }

    /// What reserved expansion keeps in a query value: unreserved and reserved characters, less those a query
    /// cannot hold or a form reads (see ``reservedQueryComponent(_:)``).
    private static let reservedQueryAllowed = unreserved.union(CharacterSet(charactersIn: ":/?@!$'()*,;="))

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Path segments keep only unreserved characters, `:` and `@`; everything else is escaped.
    private static let pathAllowed = unreserved.union(CharacterSet(charactersIn: ":@"))

    private static func encode(_ value: String, allowing allowed: CharacterSet) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowed.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return result
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    /// Decodes `%XX` escapes (and, for form bodies, `+` as space). Returns `nil` for malformed input.
    package static func decode(_ value: String, plusAsSpace: Bool = false) -> String? {
        let text = plusAsSpace ? value.replacingOccurrences(of: "+", with: " ") : value
        return text.removingPercentEncoding
    }
}
