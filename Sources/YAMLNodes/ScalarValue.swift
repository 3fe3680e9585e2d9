/// What a scalar means under the YAML 1.2 core schema.
public enum ScalarValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// An integer that fits in 64 bits.
    case int(Int64)
    /// An integer beyond 64 bits, kept exact as canonical decimal digits (with a leading `-` when negative).
    case bigInt(String)
    case float(Double)
    case string(String)
}

extension ScalarValue {
    /// The integer as `Int`, when it is one and fits.
    public var int: Int? {
        if case .int(let value) = self { return Int(exactly: value) }
        return nil
    }

    /// The number as `Double`, for integers and floats alike.
    public var double: Double? {
        switch self {
        case .int(let value): Double(value)
        case .bigInt(let digits): Double(digits)
        case .float(let value): value
        default: nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var isNull: Bool { self == .null }
}
