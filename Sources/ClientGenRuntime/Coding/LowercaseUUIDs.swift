import Foundation

/// A value whose JSON form holds UUIDs, which ClientGen writes in lower case as RFC 9562 asks: Foundation's
/// `UUID` encodes `uuidString`, in upper case, and servers that compare ids as text miss them.
///
/// UUIDs themselves and lists, dictionaries, optionals and ``Nullable``s of them conform; the generated models'
/// `write` calls, the additional properties and JSON bodies check for it, so a UUID goes out in lower case
/// however deep in a member it sits. Decoding reads either case.
protocol LowercaseUUIDs {
    associatedtype LowercasedForm: Encodable
    /// The value with every UUID replaced by its lower-case text.
    var lowercasedForm: LowercasedForm { get }
}

extension UUID: LowercaseUUIDs {
    var lowercasedForm: String { uuidString.lowercased() }
}

extension Array: LowercaseUUIDs where Element: LowercaseUUIDs {
    var lowercasedForm: [Element.LowercasedForm] { map(\.lowercasedForm) }
}

extension Set: LowercaseUUIDs where Element: LowercaseUUIDs {
    var lowercasedForm: [Element.LowercasedForm] { map(\.lowercasedForm) }
}

extension Dictionary: LowercaseUUIDs where Key == String, Value: LowercaseUUIDs {
    var lowercasedForm: [String: Value.LowercasedForm] { mapValues(\.lowercasedForm) }
}

extension Optional: LowercaseUUIDs where Wrapped: LowercaseUUIDs {
    var lowercasedForm: Wrapped.LowercasedForm? { map(\.lowercasedForm) }
}

extension Nullable: LowercaseUUIDs where Wrapped: LowercaseUUIDs {
    var lowercasedForm: Nullable<Wrapped.LowercasedForm> {
        switch self {
        case .null: .null
        case .value(let wrapped): .value(wrapped.lowercasedForm)
        }
    }
}

extension Indirect: LowercaseUUIDs where Value: LowercaseUUIDs {
    var lowercasedForm: Value.LowercasedForm { wrappedValue.lowercasedForm }
}

/// `value` as it is encoded: with its UUIDs in lower case when it holds any.
func lowercasingUUIDs(_ value: some Encodable) -> any Encodable {
    (value as? any LowercaseUUIDs)?.lowercasedForm ?? value
}

extension KeyedEncodingContainer {
    /// Encodes `value` at `key`, its UUIDs in lower case.
    mutating func encodeLowercasingUUIDs(_ value: some Encodable, forKey key: Key) throws {
        if let holder = value as? any LowercaseUUIDs {
            try encode(holder.lowercasedForm, forKey: key)
        } else {
            try encode(value, forKey: key)
        }
    }
}

extension SingleValueEncodingContainer {
    /// Encodes `value`, its UUIDs in lower case.
    mutating func encodeLowercasingUUIDs(_ value: some Encodable) throws {
        if let holder = value as? any LowercaseUUIDs {
            try encode(holder.lowercasedForm)
        } else {
            try encode(value)
        }
    }
}
