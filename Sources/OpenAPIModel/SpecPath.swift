/// Path arithmetic for references between spec files, without touching the file system.
enum SpecPath {
    /// The folder part of `path`, without a trailing slash; empty for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path == "/" ? "/" : String(path[..<slash])
    }

    /// The base name of `path` without its extension: `schemas/Pet.yaml` → `Pet`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `relative` resolved against the folder holding `referrer`, both relative to the root folder;
    /// nil when it climbs out of the root folder.
    static func resolve(_ relative: String, besides referrer: String) -> String? {
        var parts = folder(of: referrer).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// `relative` (relative to the root folder) as a path the source provider reads.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// Percent-decoding of a URI reference part; invalid escapes are kept as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            // Two hex digits, tested as such: `UInt8(_:radix:)` would also take a sign, as in `%+1`.
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                utf8[index + 1...index + 2].allSatisfy(isHexDigit),
                let value = UInt8(String(decoding: utf8[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// Whether `reference` starts with a URI scheme such as `https:` or `file:`.
    static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}
