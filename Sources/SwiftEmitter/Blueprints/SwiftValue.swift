/// A constant the emitter writes into Swift source: a default value, a raw value, a result mapped from a status,
/// an argument of the runtime's `Envelope`.
public indirect enum SwiftValue: Hashable, Sendable, CustomStringConvertible {
    case `nil`
    case string(String)
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case array([SwiftValue])
    /// A dictionary literal, its entries in the order given.
    case dictionary([Entry])
    /// A static member or an enum case, with its argument if any: `.available`, `.value(5)`.
    case member(SwiftIdentifier, argument: SwiftValue?)

    /// One `key: value` of a dictionary literal.
    public struct Entry: Hashable, Sendable {
        public var key: SwiftValue
        public var value: SwiftValue

        public init(_ key: SwiftValue, _ value: SwiftValue) {
            self.key = key
            self.value = value
        }
    }

    /// An integer literal with its digits in groups of three from a million up (`4_000_000`), as swift-format's
    /// `GroupNumericLiterals` rule asks of hand-written code.
    static func grouped(_ number: Int64) -> String {
        let digits = String(number.magnitude)
        guard digits.count > 6 else { return String(number) }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return (number < 0 ? "-" : "") + groups.reversed().joined(separator: "_")
    }

    /// The value as a Swift literal; text is escaped so no spec string can leave its literal.
    public var description: String {
        switch self {
        case .nil: "nil"
        case .string(let text): SwiftLiteral.string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): Self.grouped(number)
        case .double(let number): "\(number)"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        case .member(let name, let argument):
            "." + name.member + (argument.map { "(\($0))" } ?? "")
        }
    }
}
