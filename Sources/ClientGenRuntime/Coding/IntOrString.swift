import Foundation

/// A value that is an integer or a string on the wire, as Kubernetes' `IntOrString` is (`format: int-or-string`,
/// `x-kubernetes-int-or-string: true`): a port is `8080` or `"http"`, a rollout's surge `1` or `"25%"`.
///
/// Each case is written back as it was read, a number as a number and text as text, so a value goes through a
/// model unchanged.
public enum IntOrString: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// A JSON number, an integer.
    case int(Int)
    /// A JSON string, whatever it holds (`"8080"` stays text).
    case string(String)

    /// The integer `value`.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }

    /// The text `value`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Reads an integer or a string; anything else is a located `DecodingError.typeMismatch`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.typeMismatch(
                IntOrString.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected an integer or a string."
                )
            )
        }
    }

    /// Writes the integer as a number, the text as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

extension IntOrString: LosslessParameterValue {
    /// The integer's digits, or the text.
    public var parameterValue: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): text
        }
    }

    /// An integer when `text` is one's digits, else the text: a header or query has no quotes to tell them apart.
    public init?(parameterValue text: String) {
        self = Int(text).map(IntOrString.int) ?? .string(text)
    }
}
