import Foundation

/// A JSON value as written: numbers kept as their digits, so two documents compare exactly (`1.0` is `1`, and
/// `12345678901234567.89` is not `12345678901234568`), and object members compared whatever their order.
///
/// The round-trip checks compare what a model encodes with what it decoded through it; `scripts/roundtrip.sh` copies
/// this file into the package it builds, so it needs nothing but Foundation.
public enum ExactJSON: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    /// The number's value in lowest terms: its digits without leading or trailing zeros, and a power of ten.
    case number(negative: Bool, digits: String, exponent: Int)
    case string(String)
    case array([ExactJSON])
    case object([String: ExactJSON])

    /// Why a text is not JSON, and where.
    public struct SyntaxError: Error, CustomStringConvertible {
        public var offset: Int
        public var description: String { "not JSON at byte \(offset)" }
    }

    /// The JSON value of `data`.
    public init(_ data: Data) throws {
        var parser = Parser(bytes: Array(data))
        self = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw SyntaxError(offset: parser.index) }
    }

    /// The JSON value of `text`.
    public init(_ text: String) throws {
        try self.init(Data(text.utf8))
    }

    /// Where `self` and `other` first differ, as a path (`$.items[2].id: 1 != 2`); nil when they are the same.
    public func difference(from other: ExactJSON, at path: String = "$") -> String? {
        switch (self, other) {
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() {
                if let found = pair.0.difference(from: pair.1, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case (.object(let left), .object(let right)) where Set(left.keys) == Set(right.keys):
            for key in left.keys.sorted() {
                if let found = left[key]!.difference(from: right[key]!, at: "\(path).\(key)") { return found }
            }
            return nil
        case (.object(let left), .object(let right)):
            let missing = Set(left.keys).subtracting(right.keys).sorted()
            let added = Set(right.keys).subtracting(left.keys).sorted()
            return "\(path): members \(missing) missing, \(added) added"
        default:
            return self == other ? nil : "\(path): \(self) != \(other)"
        }
    }

    /// The value as compact JSON, members sorted.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let negative, let digits, let exponent):
            return (negative ? "-" : "") + digits + (exponent == 0 ? "" : "e\(exponent)")
        case .string(let text):
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? text
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            let pairs = members.keys.sorted().map { ExactJSON.string($0).description + ":" + members[$0]!.description }
            return "{" + pairs.joined(separator: ",") + "}"
        }
    }

    private struct Parser {
        var bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> ExactJSON {
            skipSpace()
            guard index < bytes.count else { throw SyntaxError(offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: ExactJSON] = [:]
                skipSpace()
                if take("}") { return .object(members) }
                repeat {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    guard take(":") else { throw SyntaxError(offset: index) }
                    members[key] = try value()
                    skipSpace()
                } while take(",")
                guard take("}") else { throw SyntaxError(offset: index) }
                return .object(members)
            case UInt8(ascii: "["):
                index += 1
                var items: [ExactJSON] = []
                skipSpace()
                if take("]") { return .array(items) }
                repeat {
                    items.append(try value())
                    skipSpace()
                } while take(",")
                guard take("]") else { throw SyntaxError(offset: index) }
                return .array(items)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                return try word("true", .bool(true))
            case UInt8(ascii: "f"):
                return try word("false", .bool(false))
            case UInt8(ascii: "n"):
                return try word("null", .null)
            default:
                return try number()
            }
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func word(_ text: String, _ result: ExactJSON) throws -> ExactJSON {
            let utf8 = Array(text.utf8)
            guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw SyntaxError(offset: index)
            }
            index += utf8.count
            return result
        }

        /// A string, decoded by JSONSerialization so escapes mean what JSON says.
        mutating func string() throws -> String {
            let start = index
            guard take("\"") else { throw SyntaxError(offset: index) }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard take("\"") else { throw SyntaxError(offset: start) }
            let literal = Data([UInt8(ascii: "[")] + bytes[start..<index] + [UInt8(ascii: "]")])
            guard let array = try? JSONSerialization.jsonObject(with: literal) as? [String], let text = array.first
            else { throw SyntaxError(offset: start) }
            return text
        }

        /// A number in lowest terms: `-1.50e2` is negative, digits `15`, exponent `1`.
        mutating func number() throws -> ExactJSON {
            let start = index
            let negative = take("-")
            var digits = ""
            var exponent = 0
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            while index < bytes.count, isDigit(bytes[index]) {
                digits.append(Character(Unicode.Scalar(bytes[index])))
                index += 1
            }
            guard !digits.isEmpty else { throw SyntaxError(offset: start) }
            if take(".") {
                while index < bytes.count, isDigit(bytes[index]) {
                    digits.append(Character(Unicode.Scalar(bytes[index])))
                    exponent -= 1
                    index += 1
                }
            }
            if take("e") || take("E") {
                let isNegative = take("-")
                if !isNegative { _ = take("+") }
                var power = 0
                while index < bytes.count, isDigit(bytes[index]) {
                    power = power * 10 + Int(bytes[index] - 0x30)
                    index += 1
                }
                exponent += isNegative ? -power : power
            }
            var trimmed = Substring(digits.drop { $0 == "0" })
            while trimmed.last == "0" {
                trimmed = trimmed.dropLast()
                exponent += 1
            }
            if trimmed.isEmpty { return .number(negative: false, digits: "0", exponent: 0) }
            return .number(negative: negative, digits: String(trimmed), exponent: exponent)
        }
    }
}
