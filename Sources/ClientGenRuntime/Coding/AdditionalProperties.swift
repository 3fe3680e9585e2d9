/// Decoding and encoding the members an object schema does not declare (`additionalProperties`), next to the
/// ones it does; generated models call these from their `init(from:)` and `encode(to:)`.
extension Decoder {
    /// Every member of the object whose key is not one of `declared`, decoded as `Value`.
    public func additionalProperties<Value: Decodable>(excluding declared: Set<String>) throws -> [String: Value] {
        let container = try container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !declared.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }
}

extension Encoder {
    /// Encodes `values` as members of the object, next to the declared ones.
    public func encodeAdditionalProperties<Value: Encodable>(_ values: [String: Value]) throws {
        var container = container(keyedBy: AnyCodingKey.self)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: AnyCodingKey(name))
        }
    }
}

/// A coding key for any member name; generated models name their members with string literals
/// (`container.optional("created_at")`).
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The member's name.
    public var stringValue: String
    /// Always `nil`: members are named, never positional.
    public var intValue: Int? { nil }

    /// The key for the member `name`.
    public init(_ name: String) {
        self.stringValue = name
    }

    /// The key a string literal names, as generated code writes it: `container.required("id")`.
    public init(stringLiteral name: String) {
        self.stringValue = name
    }

    /// The key for the member `stringValue`; never `nil`.
    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key named by the number's digits, for decoders that ask for one; never `nil`.
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
    }
}
