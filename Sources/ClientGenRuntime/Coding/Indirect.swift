/// A value stored out of line, so a model can contain itself (`Node.parent: Node?`) without infinite size.
///
/// Generated models store the properties that close a reference cycle in it, behind a computed property:
/// `private var _parent: Indirect<Node?>` under `public var parent: Node?`. (Not as `@Indirect`: generated types
/// are `nonisolated`, and such a type cannot hold a property wrapper.)
/// It encodes and decodes as the wrapped value itself; a missing optional member decodes as `nil`.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// Stores `wrappedValue` out of line.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The value; setting it stores the new value in a new box, so copies never share a change.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Equatable where Value: Equatable {
    /// Whether the wrapped values are equal.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Value: Hashable {
    /// Hashes the wrapped value, so a wrapped property hashes as the value would.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the wrapped value itself: no extra level in the JSON.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Value(from: decoder))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the wrapped value itself: no extra level in the JSON.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// A missing member decodes as `nil` for an optional `Indirect`, as it would without the wrapper.
    public func decode<Wrapped: Decodable & Sendable>(
        _ type: Indirect<Wrapped?>.Type,
        forKey key: Key
    ) throws -> Indirect<Wrapped?> {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// A `nil` optional `Indirect` is left out, as it would be without the wrapper.
    public mutating func encode<Wrapped: Encodable & Sendable>(
        _ value: Indirect<Wrapped?>,
        forKey key: Key
    ) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
