/// The OpenAPI version family a document is written in.
public enum SpecDialect: String, Sendable, Hashable {
    case swagger20 = "2.0"
    case openAPI30 = "3.0"
    case openAPI31 = "3.1"
    case openAPI32 = "3.2"

    /// Whether schemas are JSON Schema 2020-12 (3.1 and later) rather than the 3.0 dialect.
    public var usesJSONSchema2020: Bool { self == .openAPI31 || self == .openAPI32 }
}
