import Foundation
import YAMLNodes

/// A JSON value as the YAML test suite's `in.json` gives it, for comparison with what the parser built.
enum ExpectedJSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ExpectedJSON])
    case object([(String, ExpectedJSON)])

    static func == (lhs: ExpectedJSON, rhs: ExpectedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):  // JSON objects are unordered
            a.count == b.count
                && zip(a.sorted { $0.0 < $1.0 }, b.sorted { $0.0 < $1.0 }).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
        }
    }

    /// What `node` means as JSON; keys of non-string scalars are their text, as `in.json` writes them.
    init(_ node: Node) {
        switch node.content {
        case .scalar:
            switch node.value ?? .null {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .number(Double(value))
            case .bigInt(let digits): self = .number(Double(digits) ?? .nan)
            case .float(let value): self = .number(value)
            case .string(let text): self = .string(text)
            }
        case .sequence(let items): self = .array(items.map(ExpectedJSON.init))
        case .mapping(let pairs):
            self = .object(
                pairs.map { pair in
                    let key: String
                    switch pair.key.value {
                    case .null?: key = ""
                    default: key = pair.key.scalar?.text ?? "<\(pair.key.kindName)>"
                    }
                    return (key, ExpectedJSON(pair.value))
                }
            )
        }
    }

    /// Every JSON value in `text`, one after another, as the suite writes multi-document streams.
    static func parseStream(_ text: String) throws -> [ExpectedJSON] {
        var reader = Reader(bytes: Array(text.utf8))
        var values: [ExpectedJSON] = []
        reader.skipWhitespace()
        while !reader.isAtEnd {
            values.append(try reader.value())
            reader.skipWhitespace()
        }
        return values
    }

    struct SyntaxError: Error { var offset: Int }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> ExpectedJSON {
            skipWhitespace()
            guard index < bytes.count else { throw SyntaxError(offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var pairs: [(String, ExpectedJSON)] = []
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(pairs)
                }
                while true {
                    skipWhitespace()
                    let key = try string()
                    skipWhitespace()
                    try expect(":")
                    pairs.append((key, try value()))
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect("}")
                    return .object(pairs)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [ExpectedJSON] = []
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                while true {
                    items.append(try value())
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect("]")
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                index += 4
                return .bool(true)
            case UInt8(ascii: "f"):
                index += 5
                return .bool(false)
            case UInt8(ascii: "n"):
                index += 4
                return .null
            default:
                let start = index
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    throw SyntaxError(offset: start)
                }
                return .number(number)
            }
        }

        mutating func expect(_ character: Unicode.Scalar) throws {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw SyntaxError(offset: index) }
            index += 1
        }

        mutating func string() throws -> String {
            try expect("\"")
            var scalars = String.UnicodeScalarView()
            var pendingHighSurrogate: UInt32?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(scalars)
                }
                if byte != UInt8(ascii: "\\") {
                    let start = index
                    index += 1
                    while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                    scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                    continue
                }
                index += 1
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    let hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    guard let code = UInt32(hex, radix: 16) else { throw SyntaxError(offset: index) }
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHighSurrogate = code
                    } else if (0xDC00..<0xE000).contains(code), let high = pendingHighSurrogate {
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                        scalars.append(Unicode.Scalar(combined)!)
                        pendingHighSurrogate = nil
                    } else if let scalar = Unicode.Scalar(code) {
                        scalars.append(scalar)
                    }
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            throw SyntaxError(offset: index)
        }
    }
}
