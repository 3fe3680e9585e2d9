import OpenAPIModel

/// A JSON value to decode through a model: numbers as the digits to send, so a sample can hold what a `Double`
/// cannot (a 64-bit id, a decimal amount with its cents), and members in the order written.
enum JSONSample: Hashable, Sendable {
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)
    case string(String)
    case array([JSONSample])
    case object([(key: String, value: JSONSample)])

    static let null = JSONSample.literal("null")

    static func == (left: JSONSample, right: JSONSample) -> Bool { left.text == right.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A spec's example value as a sample; nil for a number JSON cannot write (infinity, NaN).
    init?(_ value: SpecValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .literal(flag ? "true" : "false")
        case .int(let number): self = .literal(String(number))
        case .bigInt(let digits): self = .literal(digits)
        case .double(let number):
            guard number.isFinite else { return nil }
            self = .literal(number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)")
        case .string(let text): self = .string(text)
        case .array(let items):
            var samples: [JSONSample] = []
            for item in items {
                guard let sample = JSONSample(item) else { return nil }
                samples.append(sample)
            }
            self = .array(samples)
        case .object(let members):
            var samples: [(key: String, value: JSONSample)] = []
            for member in members {
                guard let sample = JSONSample(member.value) else { return nil }
                samples.append((member.key, sample))
            }
            self = .object(samples)
        }
    }

    /// Compact JSON, members in their order.
    var text: String {
        switch self {
        case .literal(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
