import Foundation

/// Any JSON value, for schemas without a fixed shape (`{}`, `additionalProperties: true`).
public enum JSONValue: Hashable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in an `Int`, however it is written (`3`, `3.0` and `3e0` alike).
    case int(Int)
    /// Any other number: with a fraction, or too large for an `Int`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, by member name.
    case object([String: JSONValue])

    /// The member named `key` when this is an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The element at `index` when this is an array and the index is in range, else `nil`.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

extension JSONValue: Codable {
    /// Reads whichever JSON value the decoder holds, trying `null`, booleans, integers, other numbers, strings,
    /// arrays and objects in that order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a JSON value.")
        }
    }

    /// Writes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `nil` as JSON's `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A Boolean literal as ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal as ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal as ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal as ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal as ``array(_:)``: `[1, "two", nil]`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal as ``object(_:)``: `["name": "Rex", "age": 3]`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text with sorted keys.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
