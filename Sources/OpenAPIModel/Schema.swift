import Diagnostics

/// A JSON Schema (2020-12 as OpenAPI 3.1 uses it, or the 3.0 dialect), with subschemas as ``SchemaID``s.
public struct Schema: Sendable {
    /// The JSON types a schema allows.
    public enum JSONType: String, Sendable, Hashable, CaseIterable {
        case null, boolean, object, array, number, string, integer
    }

    /// Whether other properties are allowed, and what they look like.
    public enum AdditionalProperties: Sendable, Hashable {
        case allowed(Bool)
        case schema(SchemaID)
    }

    /// How `oneOf`/`anyOf` alternatives are told apart by a property.
    public struct Discriminator: Sendable {
        public var propertyName: String = ""
        /// Property values and the schemas they select, in document order.
        public var mapping = NamedMap<SchemaID>()
        public var defaultMapping: SchemaID?
        public var extensions = Extensions()
    }

    public var id: SchemaID
    /// Where the schema is, as `#/components/schemas/Pet` in the root file or `common.yaml#/…` in another.
    public var pointer: String
    public var sourceLocation: SourceLocation?

    /// The `$ref` target, when the schema has one.
    public var reference: SchemaID?
    /// The `$ref` text as written.
    public var referenceText: String?
    /// `true` or `false` as a whole schema (3.1): anything, or nothing.
    public var booleanValue: Bool?

    /// The `type` keyword; nil when absent. `nullable: true` beside a `type` adds `.null`.
    public var types: [JSONType]?
    /// 3.0's `nullable: true`, kept also where there is no `type` (beside a `$ref`, say).
    public var nullable = false
    public var format: String?
    public var title: String?
    public var description: String?
    public var enumValues: [SpecValue]?
    public var constValue: SpecValue?
    public var defaultValue: SpecValue?
    /// `example` and `examples`, in that order.
    public var examples: [SpecValue] = []
    public var deprecated = false
    public var readOnly = false
    public var writeOnly = false

    public var properties = NamedMap<SchemaID>()
    public var required: [String] = []
    public var additionalProperties: AdditionalProperties?
    public var patternProperties = NamedMap<SchemaID>()
    public var propertyNames: SchemaID?
    public var minProperties: Int?
    public var maxProperties: Int?

    public var items: SchemaID?
    public var prefixItems: [SchemaID] = []
    public var minItems: Int?
    public var maxItems: Int?
    public var uniqueItems = false

    public var allOf: [SchemaID] = []
    public var oneOf: [SchemaID] = []
    public var anyOf: [SchemaID] = []
    public var not: SchemaID?
    public var discriminator: Discriminator?
    public var defs = NamedMap<SchemaID>()

    public var minimum: Double?
    public var maximum: Double?
    /// As a number; 3.0's `exclusiveMinimum: true` becomes `minimum` here.
    public var exclusiveMinimum: Double?
    public var exclusiveMaximum: Double?
    public var multipleOf: Double?
    public var minLength: Int?
    public var maxLength: Int?
    public var pattern: String?
    public var contentMediaType: String?
    public var contentEncoding: String?

    /// Every `x-` extension, such as `x-swift-name`.
    public var extensions = Extensions()

    public init(id: SchemaID, pointer: String) {
        self.id = id
        self.pointer = pointer
    }

    /// Whether `null` is allowed, by `type` or `nullable: true`.
    public var isNullable: Bool { nullable || types?.contains(.null) == true }

    /// Whether the schema is a `$ref` whose siblings only annotate it (`description`, `title`, `default`,
    /// `readOnly`, …), so it stands for its target; in 3.0 and Swagger 2.0, where siblings of `$ref` are
    /// ignored, any `$ref`.
    public var isPureReference: Bool { reference != nil && !hasKeywordsBesideReference }

    var hasKeywordsBesideReference = false

    /// Every subschema id, for walks over the schema graph.
    public var subschemas: [SchemaID] {
        var ids: [SchemaID] = []
        appendSubschemas(to: &ids) { $0 }
        return ids
    }

    /// Appends `transform` of every subschema id to `list`, in the order of ``subschemas``.
    func appendSubschemas<Element>(to list: inout [Element], _ transform: (SchemaID) -> Element) {
        if let reference { list.append(transform(reference)) }
        for entry in properties.entries { list.append(transform(entry.value)) }
        if case .schema(let id) = additionalProperties { list.append(transform(id)) }
        for entry in patternProperties.entries { list.append(transform(entry.value)) }
        if let propertyNames { list.append(transform(propertyNames)) }
        if let items { list.append(transform(items)) }
        for id in prefixItems { list.append(transform(id)) }
        for id in allOf { list.append(transform(id)) }
        for id in oneOf { list.append(transform(id)) }
        for id in anyOf { list.append(transform(id)) }
        if let not { list.append(transform(not)) }
    }
}
