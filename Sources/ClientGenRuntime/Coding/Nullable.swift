/// A member that may be sent as `null`: `.null`, or a value.
///
/// Generated models use it, as `Nullable<Value>?`, for a member the spec makes optional and nullable, so all
/// three of its states reach the wire: `nil` leaves the key out, `.null` sends `null` (a PATCH that clears
/// the field), `.value(x)` sends `x`. Decoding keeps the same three apart.
///
/// ```swift
/// try await client.send(Notes.updateNote(id: id, body: NotePatch(title: .value("Groceries"), dueDate: .null)))
/// let due = note.dueDate?.value   // nil whether absent or null
/// ```
public enum Nullable<Wrapped> {
    /// `null` on the wire.
    case null
    /// The member's value.
    case value(Wrapped)

    /// The value; nil for ``null``.
    public var value: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }

    /// `.value(wrapped)` for a value, ``null`` for nil.
    public init(_ wrapped: Wrapped?) {
        self = wrapped.map(Nullable.value) ?? .null
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Decodable where Wrapped: Decodable {
    /// `null`, or the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// `null`, or the value (UUIDs in lower case).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encodeLowercasingUUIDs(wrapped)
        }
    }
}
