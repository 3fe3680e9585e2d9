/// A value that can be set, or cleared by sending the empty string.
///
/// Generated models use it for a "set or clear" member, which a spec writes as a union of a value and the empty
/// string (Stripe's `anyOf: [{type: string}, {type: string, enum: [""]}]`): `.value(x)` sends `x`, ``clear`` sends
/// `""`, which such servers read as "remove the value". A plain string enum would hold every value it does not list
/// as unknown, so a receipt email would read as `.unknown("jenny@example.com")`.
///
/// ```swift
/// let update = CustomerUpdate(email: .value("jenny@example.com"), phone: .clear)
/// let email = customer.email?.value   // nil whether absent or cleared
/// ```
public enum Clearable<Wrapped> {
    /// The empty string on the wire: the value is removed.
    case clear
    /// The member's value.
    case value(Wrapped)

    /// The value; nil for ``clear``.
    public var value: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }

    /// `.value(wrapped)` for a value, ``clear`` for nil.
    public init(_ wrapped: Wrapped?) {
        self = wrapped.map(Clearable.value) ?? .clear
    }
}

extension Clearable: Sendable where Wrapped: Sendable {}
extension Clearable: Equatable where Wrapped: Equatable {}
extension Clearable: Hashable where Wrapped: Hashable {}

extension Clearable: Decodable where Wrapped: Decodable {
    /// ``clear`` for the empty string, else the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self), text.isEmpty {
            self = .clear
        } else {
            self = .value(try container.decode(Wrapped.self))
        }
    }
}

extension Clearable: Encodable where Wrapped: Encodable {
    /// The empty string for ``clear``, else the value (UUIDs in lower case).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .clear: try container.encode("")
        case .value(let wrapped): try container.encodeLowercasingUUIDs(wrapped)
        }
    }
}

extension Clearable: ParameterValue where Wrapped: ParameterValue {
    /// The empty string for ``clear``, else the value's text.
    public var parameterValue: String {
        switch self {
        case .clear: ""
        case .value(let wrapped): wrapped.parameterValue
        }
    }
}
