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

    /// Encodes a name or value for an `application/x-www-form-urlencoded` body.
    public static func formComponent(_ value: String) -> String {
        encode(value, allowing: unreserved)
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
