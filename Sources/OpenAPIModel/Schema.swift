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

    public var id: SchemaID {
        get { storage.id }
        set { unique().id = newValue }
    }
    /// Where the schema is, as `#/components/schemas/Pet` in the root file or `common.yaml#/…` in another.
    public var pointer: String {
        get { storage.pointer }
        set { unique().pointer = newValue }
    }
    public var sourceLocation: SourceLocation? {
        get { storage.sourceLocation }
        set { unique().sourceLocation = newValue }
    }

    /// The `$ref` target, when the schema has one.
    public var reference: SchemaID? {
        get { storage.reference }
        set { unique().reference = newValue }
    }
    /// The `$ref` text as written.
    public var referenceText: String? {
        get { storage.referenceText }
        set { unique().referenceText = newValue }
    }
    /// `true` or `false` as a whole schema (3.1): anything, or nothing.
    public var booleanValue: Bool? {
        get { storage.booleanValue }
        set { unique().booleanValue = newValue }
    }

    /// The `type` keyword; nil when absent. `nullable: true` beside a `type` adds `.null`.
    public var types: [JSONType]? {
        get { storage.types }
        set { unique().types = newValue }
    }
    /// 3.0's `nullable: true`, kept also where there is no `type` (beside a `$ref`, say).
    public var nullable: Bool {
        get { storage.nullable }
        set { unique().nullable = newValue }
    }
    public var format: String? {
        get { storage.format }
        set { unique().format = newValue }
    }
    public var title: String? {
        get { storage.title }
        set { unique().title = newValue }
    }
    public var description: String? {
        get { storage.description }
        set { unique().description = newValue }
    }
    public var enumValues: [SpecValue]? {
        get { storage.enumValues }
        set { unique().enumValues = newValue }
    }
    public var constValue: SpecValue? {
        get { storage.constValue }
        set { unique().constValue = newValue }
    }
    public var defaultValue: SpecValue? {
        get { storage.defaultValue }
        set { unique().defaultValue = newValue }
    }
    /// `example` and `examples`, in that order.
    public var examples: [SpecValue] {
        get { storage.examples }
        set { unique().examples = newValue }
    }
    public var deprecated: Bool {
        get { storage.deprecated }
        set { unique().deprecated = newValue }
    }
    public var readOnly: Bool {
        get { storage.readOnly }
        set { unique().readOnly = newValue }
    }
    public var writeOnly: Bool {
        get { storage.writeOnly }
        set { unique().writeOnly = newValue }
    }

    public var properties: NamedMap<SchemaID> {
        get { storage.properties }
        set { unique().properties = newValue }
    }
    public var required: [String] {
        get { storage.required }
        set { unique().required = newValue }
    }
    public var additionalProperties: AdditionalProperties? {
        get { storage.additionalProperties }
        set { unique().additionalProperties = newValue }
    }
    public var patternProperties: NamedMap<SchemaID> {
        get { storage.patternProperties }
        set { unique().patternProperties = newValue }
    }
    public var propertyNames: SchemaID? {
        get { storage.propertyNames }
        set { unique().propertyNames = newValue }
    }
    public var minProperties: Int? {
        get { storage.minProperties }
        set { unique().minProperties = newValue }
    }
    public var maxProperties: Int? {
        get { storage.maxProperties }
        set { unique().maxProperties = newValue }
    }

    public var items: SchemaID? {
        get { storage.items }
        set { unique().items = newValue }
    }
    public var prefixItems: [SchemaID] {
        get { storage.prefixItems }
        set { unique().prefixItems = newValue }
    }
    public var minItems: Int? {
        get { storage.minItems }
        set { unique().minItems = newValue }
    }
    public var maxItems: Int? {
        get { storage.maxItems }
        set { unique().maxItems = newValue }
    }
    public var uniqueItems: Bool {
        get { storage.uniqueItems }
        set { unique().uniqueItems = newValue }
    }

    public var allOf: [SchemaID] {
        get { storage.allOf }
        set { unique().allOf = newValue }
    }
    public var oneOf: [SchemaID] {
        get { storage.oneOf }
        set { unique().oneOf = newValue }
    }
    public var anyOf: [SchemaID] {
        get { storage.anyOf }
        set { unique().anyOf = newValue }
    }
    public var not: SchemaID? {
        get { storage.not }
        set { unique().not = newValue }
    }
    public var discriminator: Discriminator? {
        get { storage.discriminator }
        set { unique().discriminator = newValue }
    }
    public var defs: NamedMap<SchemaID> {
        get { storage.defs }
        set { unique().defs = newValue }
    }

    public var minimum: Double? {
        get { storage.minimum }
        set { unique().minimum = newValue }
    }
    public var maximum: Double? {
        get { storage.maximum }
        set { unique().maximum = newValue }
    }
    /// As a number; 3.0's `exclusiveMinimum: true` becomes `minimum` here.
    public var exclusiveMinimum: Double? {
        get { storage.exclusiveMinimum }
        set { unique().exclusiveMinimum = newValue }
    }
    public var exclusiveMaximum: Double? {
        get { storage.exclusiveMaximum }
        set { unique().exclusiveMaximum = newValue }
    }
    public var multipleOf: Double? {
        get { storage.multipleOf }
        set { unique().multipleOf = newValue }
    }
    public var minLength: Int? {
        get { storage.minLength }
        set { unique().minLength = newValue }
    }
    public var maxLength: Int? {
        get { storage.maxLength }
        set { unique().maxLength = newValue }
    }
    public var pattern: String? {
        get { storage.pattern }
        set { unique().pattern = newValue }
    }
    public var contentMediaType: String? {
        get { storage.contentMediaType }
        set { unique().contentMediaType = newValue }
    }
    public var contentEncoding: String? {
        get { storage.contentEncoding }
        set { unique().contentEncoding = newValue }
    }

    /// Every `x-` extension, such as `x-swift-name`.
    public var extensions: Extensions {
        get { storage.extensions }
        set { unique().extensions = newValue }
    }

    public init(id: SchemaID, pointer: String) {
        storage = Storage(id: id, pointer: pointer)
    }

    /// The fields, shared by copies until one of them changes (copy on write): a schema has some forty fields,
    /// and the emitter copies schemas out of the document all the time. A field changed in place
    /// (`schema.allOf.append(…)`) is copied out and back, so build collections apart and assign them once;
    /// accessors that yield the field in place measured slower on the model as a whole.
    private var storage: Storage

    /// The storage, copied first when another schema shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// `@unchecked Sendable`: a storage shared by several schemas is never changed (``unique()`` copies it
    /// first), so threads only ever read a shared one.
    private final class Storage: @unchecked Sendable {
        var id: SchemaID
        var pointer: String
        var sourceLocation: SourceLocation?
        var reference: SchemaID?
        var referenceText: String?
        var booleanValue: Bool?
        var types: [JSONType]?
        var nullable: Bool = false
        var format: String?
        var title: String?
        var description: String?
        var enumValues: [SpecValue]?
        var constValue: SpecValue?
        var defaultValue: SpecValue?
        var examples: [SpecValue] = []
        var deprecated: Bool = false
        var readOnly: Bool = false
        var writeOnly: Bool = false
        var properties: NamedMap<SchemaID> = NamedMap<SchemaID>()
        var required: [String] = []
        var additionalProperties: AdditionalProperties?
        var patternProperties: NamedMap<SchemaID> = NamedMap<SchemaID>()
        var propertyNames: SchemaID?
        var minProperties: Int?
        var maxProperties: Int?
        var items: SchemaID?
        var prefixItems: [SchemaID] = []
        var minItems: Int?
        var maxItems: Int?
        var uniqueItems: Bool = false
        var allOf: [SchemaID] = []
        var oneOf: [SchemaID] = []
        var anyOf: [SchemaID] = []
        var not: SchemaID?
        var discriminator: Discriminator?
        var defs: NamedMap<SchemaID> = NamedMap<SchemaID>()
        var minimum: Double?
        var maximum: Double?
        var exclusiveMinimum: Double?
        var exclusiveMaximum: Double?
        var multipleOf: Double?
        var minLength: Int?
        var maxLength: Int?
        var pattern: String?
        var contentMediaType: String?
        var contentEncoding: String?
        var extensions: Extensions = Extensions()
        var hasKeywordsBesideReference = false

        init(id: SchemaID, pointer: String) {
            self.id = id
            self.pointer = pointer
        }

        func copy() -> Storage {
            let copy = Storage(id: id, pointer: pointer)
            copy.sourceLocation = sourceLocation
            copy.reference = reference
            copy.referenceText = referenceText
            copy.booleanValue = booleanValue
            copy.types = types
            copy.nullable = nullable
            copy.format = format
            copy.title = title
            copy.description = description
            copy.enumValues = enumValues
            copy.constValue = constValue
            copy.defaultValue = defaultValue
            copy.examples = examples
            copy.deprecated = deprecated
            copy.readOnly = readOnly
            copy.writeOnly = writeOnly
            copy.properties = properties
            copy.required = required
            copy.additionalProperties = additionalProperties
            copy.patternProperties = patternProperties
            copy.propertyNames = propertyNames
            copy.minProperties = minProperties
            copy.maxProperties = maxProperties
            copy.items = items
            copy.prefixItems = prefixItems
            copy.minItems = minItems
            copy.maxItems = maxItems
            copy.uniqueItems = uniqueItems
            copy.allOf = allOf
            copy.oneOf = oneOf
            copy.anyOf = anyOf
            copy.not = not
            copy.discriminator = discriminator
            copy.defs = defs
            copy.minimum = minimum
            copy.maximum = maximum
            copy.exclusiveMinimum = exclusiveMinimum
            copy.exclusiveMaximum = exclusiveMaximum
            copy.multipleOf = multipleOf
            copy.minLength = minLength
            copy.maxLength = maxLength
            copy.pattern = pattern
            copy.contentMediaType = contentMediaType
            copy.contentEncoding = contentEncoding
            copy.extensions = extensions
            copy.hasKeywordsBesideReference = hasKeywordsBesideReference
            return copy
        }
    }

    /// Whether `null` is allowed, by `type` or `nullable: true`.
    public var isNullable: Bool { nullable || types?.contains(.null) == true }

    /// Whether the schema is a `$ref` whose siblings only annotate it (`description`, `title`, `default`,
    /// `readOnly`, …), so it stands for its target; in 3.0 and Swagger 2.0, where siblings of `$ref` are
    /// ignored, any `$ref`.
    public var isPureReference: Bool { reference != nil && !hasKeywordsBesideReference }

    var hasKeywordsBesideReference: Bool {
        get { storage.hasKeywordsBesideReference }
        set { unique().hasKeywordsBesideReference = newValue }
    }

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
