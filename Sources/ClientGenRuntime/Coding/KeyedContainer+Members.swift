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
///
/// Which call a member gets follows the spec: `required`/`write` for a required member; `optional`/`write` for
/// an optional one (nil leaves the key out); `requiredOrNull`/`writeOrNull` for a required member that may be
/// `null` (nil sends `null`, as a server that requires the key expects); `nullable`/`write` for an optional
/// member that may be `null`, a ``Nullable`` that keeps absent, `null` and a value apart.
extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The member at `key`, or nil when it is absent or `null`.
    public func optional<Value: Decodable>(_ key: AnyCodingKey) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }

    /// The member at `key`; throws `DecodingError.keyNotFound` when it is absent.
    ///
    /// A required array or map that is `null` is empty: Go servers (Docker's Engine, Podman, most of those whose
    /// document go-swagger or swag writes) send an empty slice or map as `null`, whatever their document says.
    /// Any other `null` for a required member is an error.
    public func required<Value: Decodable>(_ key: AnyCodingKey) throws -> Value {
        do {
            return try decode(Value.self, forKey: key)
        } catch DecodingError.valueNotFound(let type, let context) {
            // Only here, once decoding has failed, is the type asked: members that decode pay nothing.
            guard let empty = (Value.self as? any EmptyWhenNull.Type)?.emptyValue as? Value,
                try decodeNil(forKey: key)
            else { throw DecodingError.valueNotFound(type, context) }
            return empty
        }
    }

    /// The member at `key`, nil when it is `null`; throws `DecodingError.keyNotFound` when it is absent.
    public func requiredOrNull<Value: Decodable>(_ key: AnyCodingKey) throws -> Value? {
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value for required \"\(key.stringValue)\"."
                )
            )
        }
        return try decodeNil(forKey: key) ? nil : decode(Value.self, forKey: key)
    }

    /// The member at `key` in its three states: nil when absent, ``Nullable/null`` when `null`, else its value.
    public func nullable<Value: Decodable>(_ key: AnyCodingKey) throws -> Nullable<Value>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decode(Value.self, forKey: key))
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes `value` as the member at `key`, UUIDs in lower case; a nil value is left out.
    public mutating func write<Value: Encodable>(_ value: Value?, at key: AnyCodingKey) throws {
        guard let value else { return }
        try encodeLowercasingUUIDs(value, forKey: key)
    }

    /// Writes `value` as the member at `key`, UUIDs in lower case; a nil value is written as `null`.
    public mutating func writeOrNull<Value: Encodable>(_ value: Value?, at key: AnyCodingKey) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encodeLowercasingUUIDs(value, forKey: key)
    }
}

/// A collection that a required member's `null` decodes as: see ``KeyedDecodingContainer/required(_:)``.
protocol EmptyWhenNull {
    static var emptyValue: Self { get }
}

extension Array: EmptyWhenNull {
    static var emptyValue: Self { [] }
}

extension Dictionary: EmptyWhenNull {
    static var emptyValue: Self { [:] }
}
