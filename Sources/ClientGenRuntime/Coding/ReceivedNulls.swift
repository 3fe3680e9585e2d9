/// The optional members a model was decoded with as `null`, so that it encodes them back as `null`.
///
/// A model that is only received keeps an optional member that may be `null` as a plain optional (`String?`): both
/// absent and `null` read as nil, which is what a caller reading it wants. A server that sends `null` still expects
/// `null` back when the model is stored, forwarded or sent on, so generated models note the members that came as
/// `null` in a private `ReceivedNulls` and write `null` for them while they stay nil.
///
/// Any two are equal, and hashing adds nothing: a model's equality and hash are those of its values, for which
/// absent and `null` are both nil.
public struct ReceivedNulls: Hashable, Sendable {
    private var keys: Set<String> = []

    /// No member received as `null`.
    public init() {}

    /// Whether the member named `key` on the wire was decoded as `null`.
    public func contains(_ key: String) -> Bool {
        keys.contains(key)
    }

    /// Notes that the member named `key` on the wire was decoded as `null`.
    public mutating func insert(_ key: String) {
        keys.insert(key)
    }

    /// Always true: which members came as `null` is no part of a model's value.
    public static func == (_: Self, _: Self) -> Bool { true }

    /// Adds nothing, as equality compares nothing.
    public func hash(into _: inout Hasher) {}
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The member at `key`, or nil when it is absent or `null`; a `null` is noted in `nulls`.
    public func optional<Value: Decodable>(_ key: AnyCodingKey, nulls: inout ReceivedNulls) throws -> Value? {
        let value = try decodeIfPresent(Value.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key.stringValue) }
        return value
    }

    /// The member at `key`, its integers quoted, or nil when it is absent or `null`; a `null` is noted in `nulls`.
    public func optional<Value: QuotedNumbers>(quoted key: AnyCodingKey, nulls: inout ReceivedNulls) throws
        -> Value?
    {
        let quoted: Value.Quoted? = try optional(key, nulls: &nulls)
        return quoted.map(Value.init(quoted:))
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    /// Writes `value` as the member at `key`, UUIDs in lower case; a nil value is written as `null` when the member
    /// was decoded as `null`, and left out otherwise.
    public mutating func write<Value: Encodable>(_ value: Value?, at key: AnyCodingKey, nulls: ReceivedNulls) throws {
        if value == nil, nulls.contains(key.stringValue) { return try encodeNil(forKey: key) }
        try write(value, at: key)
    }

    /// Writes `value` as the member at `key`, its integers quoted; a nil value is written as `null` when the member
    /// was decoded as `null`, and left out otherwise.
    public mutating func write<Value: QuotedNumbers>(
        _ value: Value?,
        quotedAt key: AnyCodingKey,
        nulls: ReceivedNulls
    ) throws {
        try write(value?.quoted, at: key, nulls: nulls)
    }
}
