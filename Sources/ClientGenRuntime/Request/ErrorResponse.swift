import Foundation

/// A documented error response: which statuses it covers and the model its body decodes into.
///
/// ```swift
/// errorResponses: [.init(404, NotFound.self), .init(.range(5), ServerProblem.self), .init(.default, Problem.self)]
/// ```
public struct ErrorResponse: Sendable {
    /// The statuses an error response covers, as OpenAPI writes them: `404`, `4XX`, `default`.
    public enum Status: Hashable, Sendable, ExpressibleByIntegerLiteral {
        /// Exactly this status, such as `404`.
        case code(Int)
        /// `4XX` is `.range(4)`.
        case range(Int)
        /// Any status no other entry covers.
        case `default`

        /// An integer literal as ``code(_:)``: `ErrorResponse(404, NotFound.self)`.
        public init(integerLiteral value: Int) {
            self = .code(value)
        }

        /// Lower is more specific: an exact code wins over a range, a range over `default`.
        var rank: Int {
            switch self {
            case .code: return 0
            case .range: return 1
            case .default: return 2
            }
        }

        func matches(_ status: Int) -> Bool {
            switch self {
            case .code(let code): return status == code
            case .range(let hundreds): return status / 100 == hundreds
            case .default: return true
            }
        }
    }

    /// The statuses whose bodies decode into this model.
    public let status: Status
    /// The model's type, for messages.
    public let modelName: String
    let decode: @Sendable (Data, JSONDecoder) throws -> any Sendable

    /// Bodies of `status` responses decode into `model`.
    public init<Model: Decodable & Sendable>(_ status: Status, _ model: Model.Type) {
        self.status = status
        modelName = String(describing: model)
        decode = { data, decoder in try decoder.decode(Model.self, from: data) }
    }

    /// The most specific entry covering `status`.
    static func match(_ status: Int, in responses: [ErrorResponse]) -> ErrorResponse? {
        responses.filter { $0.status.matches(status) }.min { $0.status.rank < $1.status.rank }
    }
}
