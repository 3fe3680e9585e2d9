import YAMLNodes

/// A JSON-like literal from a spec, as `default`, `enum`, `const` and `example` give it; integers stay exact.
public enum SpecValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    /// An integer beyond 64 bits, as canonical decimal digits.
    case bigInt(String)
    case double(Double)
    case string(String)
    case array([SpecValue])
    /// Members in document order.
    case object([Member])

    /// One member of an object value.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: SpecValue

        public init(key: String, value: SpecValue) {
            self.key = key
            self.value = value
        }
    }
}

extension SpecValue {
    /// The literal that `node` spells, keys of non-scalar keys written as their kind.
    public init(_ node: Node) {
        switch node.content {
        case .scalar:
            switch node.value ?? .null {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .int(value)
            case .bigInt(let digits): self = .bigInt(digits)
            case .float(let value): self = .double(value)
            case .string(let text): self = .string(text)
            }
        case .sequence(let items):
            self = .array(items.map(SpecValue.init))
        case .mapping(let pairs):
            self = .object(
                pairs.map { Member(key: $0.key.scalar?.text ?? $0.key.kindName, value: SpecValue($0.value)) }
            )
        }
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of `key` in an object, or nil.
    public subscript(key: String) -> SpecValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
