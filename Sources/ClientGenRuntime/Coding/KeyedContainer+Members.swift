/// The calls generated models decode and encode their members with, one per stored property:
///
/// ```swift
/// self.createdAt = try container.optional("created_at")
/// try container.write(self.createdAt, at: "created_at")
/// ```
///
/// Each name is one generic function, so the compiler checks every line without weighing the standard
/// library's overloads of `decode`, and a model needs no `CodingKeys` enum of its own: a large client builds
/// markedly faster than with synthesised conformances, and decodes and encodes exactly as they would.
extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The member at `key`, or nil when it is absent or `null`.
    public func optional<Value: Decodable>(_ key: AnyCodingKey) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }

    /// The member at `key`; throws `DecodingError.keyNotFound` when it is absent.
    public func required<Value: Decodable>(_ key: AnyCodingKey) throws -> Value {
        try decode(Value.self, forKey: key)
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes `value` as the member at `key`; a nil value is left out.
    public mutating func write<Value: Encodable>(_ value: Value?, at key: AnyCodingKey) throws {
        try encodeIfPresent(value, forKey: key)
    }
}
