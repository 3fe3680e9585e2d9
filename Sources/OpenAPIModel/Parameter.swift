import Diagnostics

/// A parameter of an operation: in the path, query, header or cookie.
public struct Parameter: Sendable {
    /// Where a parameter is sent.
    public enum Location: String, Sendable, Hashable, CaseIterable {
        case path, query, header, cookie
        /// 3.2: the whole query string as one value.
        case querystring
    }

    public var name: String = ""
    public var location: Location = .query
    public var description: String?
    public var required = false
    public var deprecated = false
    public var allowEmptyValue = false
    /// OpenAPI's `style`; a Swagger 2.0 `collectionFormat` becomes its OpenAPI 3 style, and `tsv`, which has none,
    /// becomes `tabDelimited`.
    public var style: String?
    public var explode: Bool?
    public var allowReserved = false
    public var schema: SchemaID?
    /// Used instead of `schema` for complex serialisations; one entry.
    public var content: [MediaType] = []
    public var example: SpecValue?
    public var examples = NamedMap<Example>()
    /// The component name when the parameter was read through a `$ref`.
    public var reference: String?
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
