/// The call a generated model checks a constant member with: a discriminator that names the model in every union
/// it is a variant of (`"kind": "cat"` in a `Cat`), which the model holds as a constant and always writes:
///
/// ```swift
/// public var kind: String { "cat" }
/// …
/// try container.expect("cat", at: "kind")
/// ```
extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Checks that the member at `key` is `value`; throws `DecodingError.keyNotFound` when it is absent, and
    /// `DecodingError.dataCorrupted` for another value, which the model would write back as `value`.
    public func expect<Value: Decodable & Equatable>(_ value: Value, at key: AnyCodingKey) throws {
        let found: Value = try required(key)
        guard found == value else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: self,
                debugDescription: "Expected \(value) for \"\(key.stringValue)\", found \(found)."
            )
        }
    }
}
