/// The key of a response: a status code, a range such as `2XX`, or `default`.
public enum ResponseStatus: Hashable, Sendable, CustomStringConvertible {
    case code(Int)
    /// `2XX` is `.range(2)`.
    case range(Int)
    case `default`

    /// Reads `200`, `2XX` (any case) or `default`; nil for anything else.
    public init?(_ text: String) {
        if text == "default" {
            self = .default
        } else if text.count == 3, text.hasSuffix("XX") || text.hasSuffix("xx"), let first = text.first,
            let digit = first.wholeNumberValue, (1...5).contains(digit)
        {
            self = .range(digit)
        } else if text.count == 3, let code = Int(text), (100...599).contains(code) {
            self = .code(code)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .code(let code): String(code)
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }

    /// Whether the status means success: a 2xx code or range.
    public var isSuccess: Bool {
        switch self {
        case .code(let code): (200..<300).contains(code)
        case .range(let digit): digit == 2
        case .default: false
        }
    }
}
