/// A value whose numbers JSON carries as strings, `"revision": "42"`, `"amount": "12345678901234567.89"`: 64-bit
/// integers as the spec says with `{type: string, format: int64}` (protobuf's JSON mapping writes them so, every
/// gRPC gateway, etcd's among them, and so do Google's APIs, because many JSON parsers read numbers as doubles and
/// lose digits past 2⁵³), and decimals as it says with `{type: string, format: decimal}` (payment APIs' amounts).
///
/// A generated model holds such a member as the number (`Int64`, `UInt64`, `Decimal`; lists, maps and
/// ``Nullable``s of them) and reads and writes it with the `quoted:` calls below. Reading takes a quoted number or a
/// plain one, as protobuf's own parsers do; writing always quotes.
public protocol QuotedNumbers {
    /// The value as JSON carries it, each number a ``QuotedInteger`` or a ``QuotedDecimal``.
    associatedtype Quoted: Codable
    /// The value its JSON form holds.
    init(quoted: Quoted)
    /// The value's JSON form.
    var quoted: Quoted { get }
}

/// The name ``QuotedNumbers`` had when only integers were quoted.
@available(*, deprecated, renamed: "QuotedNumbers")
public typealias QuotedIntegers = QuotedNumbers

/// One integer in its JSON form, a string of decimal digits.
public struct QuotedInteger<Value: FixedWidthInteger & Codable & Sendable>: Codable, Hashable, Sendable {
    /// The integer.
    public var value: Value

    /// The JSON form of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Reads a string of decimal digits, or a plain JSON number; throws `DecodingError.dataCorrupted` for a string
    /// that is not an integer of the type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            value = try container.decode(Value.self)
            return
        }
        guard let value = Value(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected \(Value.self) in a string, found \"\(text)\"."
            )
        }
        self.value = value
    }

    /// Writes the integer's decimal digits as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(value))
    }
}

extension Int64: QuotedNumbers {
    /// The integer a quoted one holds.
    public init(quoted: QuotedInteger<Int64>) { self = quoted.value }
    /// The integer quoted.
    public var quoted: QuotedInteger<Int64> { QuotedInteger(self) }
}

extension UInt64: QuotedNumbers {
    /// The integer a quoted one holds.
    public init(quoted: QuotedInteger<UInt64>) { self = quoted.value }
    /// The integer quoted.
    public var quoted: QuotedInteger<UInt64> { QuotedInteger(self) }
}

extension Array: QuotedNumbers where Element: QuotedNumbers {
    /// The elements the quoted ones hold.
    public init(quoted: [Element.Quoted]) { self = quoted.map(Element.init(quoted:)) }
    /// Each element quoted.
    public var quoted: [Element.Quoted] { map(\.quoted) }
}

extension Dictionary: QuotedNumbers where Key == String, Value: QuotedNumbers {
    /// The values the quoted ones hold.
    public init(quoted: [String: Value.Quoted]) { self = quoted.mapValues(Value.init(quoted:)) }
    /// Each value quoted.
    public var quoted: [String: Value.Quoted] { mapValues(\.quoted) }
}

/// A list item or map value that may be `null`.
extension Optional: QuotedNumbers where Wrapped: QuotedNumbers {
    /// The value the quoted one holds, or nil.
    public init(quoted: Wrapped.Quoted?) { self = quoted.map(Wrapped.init(quoted:)) }
    /// The value quoted, or nil.
    public var quoted: Wrapped.Quoted? { map(\.quoted) }
}

extension Nullable: QuotedNumbers where Wrapped: QuotedNumbers {
    /// The value the quoted one holds, or `null`.
    public init(quoted: Nullable<Wrapped.Quoted>) {
        switch quoted {
        case .null: self = .null
        case .value(let value): self = .value(Wrapped(quoted: value))
        }
    }

    /// The value quoted, or `null`.
    public var quoted: Nullable<Wrapped.Quoted> {
        switch self {
        case .null: .null
        case .value(let value): .value(value.quoted)
        }
    }
}

/// The calls of members whose numbers are quoted: the same as those in `KeyedContainer+Members.swift`, through
/// the quoted form.
extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The member at `key`, its numbers quoted, or nil when it is absent or `null`.
    public func optional<Value: QuotedNumbers>(quoted key: AnyCodingKey) throws -> Value? {
        let quoted: Value.Quoted? = try optional(key)
        return quoted.map(Value.init(quoted:))
    }

    /// The member at `key`, its numbers quoted; throws as ``required(_:)`` does.
    public func required<Value: QuotedNumbers>(quoted key: AnyCodingKey) throws -> Value {
        let quoted: Value.Quoted = try required(key)
        return Value(quoted: quoted)
    }

    /// The member at `key`, its numbers quoted, nil when it is `null`; throws when it is absent.
    public func requiredOrNull<Value: QuotedNumbers>(quoted key: AnyCodingKey) throws -> Value? {
        let quoted: Value.Quoted? = try requiredOrNull(key)
        return quoted.map(Value.init(quoted:))
    }

    /// The member at `key`, its numbers quoted, in its three states: nil when absent, ``Nullable/null`` when
    /// `null`, else its value.
    public func nullable<Value: QuotedNumbers>(quoted key: AnyCodingKey) throws -> Nullable<Value>? {
        let quoted: Nullable<Value.Quoted>? = try nullable(key)
        guard let quoted else { return nil }
        return Nullable(quoted: quoted)
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes `value` as the member at `key`, its numbers quoted; a nil value is left out.
    public mutating func write<Value: QuotedNumbers>(_ value: Value?, quotedAt key: AnyCodingKey) throws {
        try write(value?.quoted, at: key)
    }

    /// Writes `value` as the member at `key`, its numbers quoted; a nil value is written as `null`.
    public mutating func writeOrNull<Value: QuotedNumbers>(_ value: Value?, quotedAt key: AnyCodingKey) throws {
        try writeOrNull(value?.quoted, at: key)
    }
}
