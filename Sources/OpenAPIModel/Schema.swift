import Diagnostics

/// A JSON Schema (2020-12 as OpenAPI 3.1 uses it, or the 3.0 dialect), with subschemas as ``SchemaID``s.
public struct Schema: Sendable {
    /// The JSON types a schema allows.
    public enum JSONType: String, Sendable, Hashable, CaseIterable {
        case null, boolean, object, array, number, string, integer

        /// The type a name that is not a JSON Schema type plainly means: a programming language's name for it, as
        /// hand-written specs and annotation-driven generators write (`int`, `bool`, `System.Int32`), or a
        /// standard name in another case (`Integer`). `nil` for a name that could mean more than one type.
        public init?(misspelled name: String) {
            var name = name.lowercased()
            if name.hasPrefix("system.") { name.removeFirst("system.".count) }
            if let type = JSONType(rawValue: name), type != .null {
                self = type
                return
            }
            switch name {
            case "int", "int16", "int32", "int64", "long", "short", "uint", "uint32", "uint64": self = .integer
            case "bool": self = .boolean
            case "str", "text": self = .string
            case "float", "double", "decimal", "single": self = .number
            case "dict", "map": self = .object
            case "list": self = .array
            default: return nil
            }
        }
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
        get { storage.fields.id }
        set { unique().fields.id = newValue }
    }
    /// Where the schema is, as `#/components/schemas/Pet` in the root file or `common.yaml#/…` in another.
    public var pointer: String {
        get { storage.fields.pointer }
        set { unique().fields.pointer = newValue }
    }
    public var sourceLocation: SourceLocation? {
        get { storage.fields.sourceLocation }
        set { unique().fields.sourceLocation = newValue }
    }

    /// The `$ref` target, when the schema has one.
    public var reference: SchemaID? {
        get { storage.fields.reference }
        set { unique().fields.reference = newValue }
    }
    /// The `$ref` text as written.
    public var referenceText: String? {
        get { storage.fields.referenceText }
        set { unique().fields.referenceText = newValue }
    }
    /// `true` or `false` as a whole schema (3.1): anything, or nothing.
    public var booleanValue: Bool? {
        get { storage.fields.booleanValue }
        set { unique().fields.booleanValue = newValue }
    }

    /// The `type` keyword; nil when absent. `nullable: true` beside a `type` adds `.null`.
    public var types: [JSONType]? {
        get { storage.fields.types }
        set { unique().fields.types = newValue }
    }
    /// 3.0's `nullable: true`, kept also where there is no `type` (beside a `$ref`, say).
    public var nullable: Bool {
        get { storage.fields.nullable }
        set { unique().fields.nullable = newValue }
    }
    public var format: String? {
        get { storage.fields.format }
        set { unique().fields.format = newValue }
    }
    public var title: String? {
        get { storage.fields.title }
        set { unique().fields.title = newValue }
    }
    public var description: String? {
        get { storage.fields.description }
        set { unique().fields.description = newValue }
    }
    public var enumValues: [SpecValue]? {
        get { storage.fields.enumValues }
        set { unique().fields.enumValues = newValue }
    }
    public var constValue: SpecValue? {
        get { storage.fields.constValue }
        set { unique().fields.constValue = newValue }
    }
    public var defaultValue: SpecValue? {
        get { storage.fields.defaultValue }
        set { unique().fields.defaultValue = newValue }
    }
    /// `example` and `examples`, in that order.
    public var examples: [SpecValue] {
        get { storage.fields.examples }
        set { unique().fields.examples = newValue }
    }
    public var deprecated: Bool {
        get { storage.fields.deprecated }
        set { unique().fields.deprecated = newValue }
    }
    public var readOnly: Bool {
        get { storage.fields.readOnly }
        set { unique().fields.readOnly = newValue }
    }
    public var writeOnly: Bool {
        get { storage.fields.writeOnly }
        set { unique().fields.writeOnly = newValue }
    }

    public var properties: NamedMap<SchemaID> {
        get { storage.fields.properties }
        set { unique().fields.properties = newValue }
    }
    public var required: [String] {
        get { storage.fields.required }
        set { unique().fields.required = newValue }
    }
    public var additionalProperties: AdditionalProperties? {
        get { storage.fields.additionalProperties }
        set { unique().fields.additionalProperties = newValue }
    }
    public var patternProperties: NamedMap<SchemaID> {
        get { storage.fields.patternProperties }
        set { unique().fields.patternProperties = newValue }
    }
    public var propertyNames: SchemaID? {
        get { storage.fields.propertyNames }
        set { unique().fields.propertyNames = newValue }
    }
    public var minProperties: Int? {
        get { storage.fields.minProperties }
        set { unique().fields.minProperties = newValue }
    }
    public var maxProperties: Int? {
        get { storage.fields.maxProperties }
        set { unique().fields.maxProperties = newValue }
    }

    public var items: SchemaID? {
        get { storage.fields.items }
        set { unique().fields.items = newValue }
    }
    public var prefixItems: [SchemaID] {
        get { storage.fields.prefixItems }
        set { unique().fields.prefixItems = newValue }
    }
    public var minItems: Int? {
        get { storage.fields.minItems }
        set { unique().fields.minItems = newValue }
    }
    public var maxItems: Int? {
        get { storage.fields.maxItems }
        set { unique().fields.maxItems = newValue }
    }
    public var uniqueItems: Bool {
        get { storage.fields.uniqueItems }
        set { unique().fields.uniqueItems = newValue }
    }

    public var allOf: [SchemaID] {
        get { storage.fields.allOf }
        set { unique().fields.allOf = newValue }
    }
    public var oneOf: [SchemaID] {
        get { storage.fields.oneOf }
        set { unique().fields.oneOf = newValue }
    }
    public var anyOf: [SchemaID] {
        get { storage.fields.anyOf }
        set { unique().fields.anyOf = newValue }
    }
    public var not: SchemaID? {
        get { storage.fields.not }
        set { unique().fields.not = newValue }
    }
    public var discriminator: Discriminator? {
        get { storage.fields.discriminator }
        set { unique().fields.discriminator = newValue }
    }
    public var defs: NamedMap<SchemaID> {
        get { storage.fields.defs }
        set { unique().fields.defs = newValue }
    }

    public var minimum: Double? {
        get { storage.fields.minimum }
        set { unique().fields.minimum = newValue }
    }
    public var maximum: Double? {
        get { storage.fields.maximum }
        set { unique().fields.maximum = newValue }
    }
    /// As a number; 3.0's `exclusiveMinimum: true` becomes `minimum` here.
    public var exclusiveMinimum: Double? {
        get { storage.fields.exclusiveMinimum }
        set { unique().fields.exclusiveMinimum = newValue }
    }
    public var exclusiveMaximum: Double? {
        get { storage.fields.exclusiveMaximum }
        set { unique().fields.exclusiveMaximum = newValue }
    }
    public var multipleOf: Double? {
        get { storage.fields.multipleOf }
        set { unique().fields.multipleOf = newValue }
    }
    public var minLength: Int? {
        get { storage.fields.minLength }
        set { unique().fields.minLength = newValue }
    }
    public var maxLength: Int? {
        get { storage.fields.maxLength }
        set { unique().fields.maxLength = newValue }
    }
    public var pattern: String? {
        get { storage.fields.pattern }
        set { unique().fields.pattern = newValue }
    }
    public var contentMediaType: String? {
        get { storage.fields.contentMediaType }
        set { unique().fields.contentMediaType = newValue }
    }
    public var contentEncoding: String? {
        get { storage.fields.contentEncoding }
        set { unique().fields.contentEncoding = newValue }
    }
    /// The schema of what a string holds once decoded as `contentMediaType` says, such as the JSON in a
    /// server-sent event's `data`.
    public var contentSchema: SchemaID? {
        get { storage.fields.contentSchema }
        set { unique().fields.contentSchema = newValue }
    }

    /// Every `x-` extension, such as `x-swift-name`.
    public var extensions: Extensions {
        get { storage.fields.extensions }
        set { unique().fields.extensions = newValue }
    }

    public init(id: SchemaID, pointer: String) {
        storage = Storage(Fields(id: id, pointer: pointer))
    }

    /// The fields, shared by copies until one of them changes (copy on write): a schema has some forty fields,
    /// and the emitter copies schemas out of the document all the time. A field changed in place
    /// (`schema.allOf.append(…)`) is copied out and back, so build collections apart and assign them once;
    /// accessors that yield the field in place measured slower on the model as a whole.
    private var storage: Storage

    /// The storage, copied first when another schema shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// One schema's fields, or several copies' until one of them changes. `@unchecked Sendable` with no lock: a
    /// storage shared by several schemas is never changed (``unique()`` copies it first), so threads only ever read
    /// a shared one.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Every stored field of a schema, in one value, so copying a storage copies them all.
    private struct Fields {
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
        var contentSchema: SchemaID?
        var extensions: Extensions = Extensions()
        var hasKeywordsBesideReference = false
        var onlyDescribes = false
    }

    /// Whether `null` is allowed, by `type` or `nullable: true`.
    public var isNullable: Bool { nullable || types?.contains(.null) == true }

    /// Whether the schema is a `$ref` whose siblings only annotate it (`description`, `title`, `default`,
    /// `readOnly`, …), so it stands for its target; in 3.0 and Swagger 2.0, where siblings of `$ref` are
    /// ignored, any `$ref`.
    public var isPureReference: Bool { reference != nil && !hasKeywordsBesideReference }

    var hasKeywordsBesideReference: Bool {
        get { storage.fields.hasKeywordsBesideReference }
        set { unique().fields.hasKeywordsBesideReference = newValue }
    }

    /// Whether the schema has no keywords but ones that describe (`description`, `title`, `example(s)`,
    /// `$comment`) and extensions, so it matches any value: in `allOf: [{$ref: X}, {description: …}]`, the way
    /// specs document a member whose type is a component, it adds only its text.
    public var onlyDescribes: Bool {
        get { storage.fields.onlyDescribes }
        set { unique().fields.onlyDescribes = newValue }
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
        if let contentSchema { list.append(transform(contentSchema)) }
    }
}
