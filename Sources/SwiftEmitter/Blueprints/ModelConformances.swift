/// The protocols generated models conform to.
public enum ModelConformances: String, CaseIterable, Codable, Sendable {
    /// `Codable, Hashable, Sendable`: models compare, hash and go in sets (the default).
    case hashable
    /// `Codable, Sendable` only: about a quarter less for the compiler to build in a large client.
    case codable

    /// The conformances every model declares, in order.
    var protocols: [String] {
        switch self {
        case .hashable: ["Codable", "Hashable", "Sendable"]
        case .codable: ["Codable", "Sendable"]
        }
    }
}
