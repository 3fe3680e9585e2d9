/// Everything decided about a model struct before it is rendered.
public struct StructBlueprint: Sendable {
    public struct Property: Sendable {
        public var name: SwiftIdentifier
        /// The member's name on the wire, which `init(from:)` and `encode(to:)` spell out.
        public var wireName: String
        /// The Swift type, optional types included (`String?`).
        public var type: SwiftType
        /// The initializer's default (`nil` for optionals, or the spec's `default`); nil for none.
        public var defaultValue: SwiftValue?
        public var documentation: Documentation
        public var isDeprecated: Bool
        /// Stored out of line in the runtime's `Indirect` box, because the property closes a reference cycle.
        public var isIndirect: Bool

        public init(
            name: SwiftIdentifier,
            wireName: String,
            type: SwiftType,
            defaultValue: SwiftValue? = nil,
            documentation: Documentation = Documentation(),
            isDeprecated: Bool = false,
            isIndirect: Bool = false
        ) {
            self.name = name
            self.wireName = wireName
            self.type = type
            self.defaultValue = defaultValue
            self.documentation = documentation
            self.isDeprecated = isDeprecated
            self.isIndirect = isIndirect
        }
    }

    public var name: String
    /// The type it is declared in (`Pet` for `Pet.Status`); nil at the top of the module.
    public var parent: SwiftType?
    public var documentation: Documentation
    public var isDeprecated: Bool
    public var properties: [Property]
    /// The value type of keys the schema does not declare (`additionalProperties`), kept in
    /// `additionalProperties: [String: T]`; nil when undeclared keys are ignored.
    public var additionalPropertiesType: SwiftType?

    public init(
        name: String,
        parent: SwiftType? = nil,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        properties: [Property],
        additionalPropertiesType: SwiftType? = nil
    ) {
        self.name = name
        self.parent = parent
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.properties = properties
        self.additionalPropertiesType = additionalPropertiesType
    }
}
