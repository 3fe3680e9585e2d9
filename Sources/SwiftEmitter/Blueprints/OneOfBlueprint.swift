/// A value that is one of several types (`oneOf`/`anyOf`): an enum with an associated value per variant.
public struct OneOfBlueprint: Sendable {
    public struct Case: Sendable {
        public var name: SwiftIdentifier
        /// The variant's Swift type.
        public var type: SwiftType
        /// Discriminator values naming this variant; empty without a discriminator.
        public var discriminatorValues: [String]
        /// Whether the variant is coded through a single-value container, because the JSON coders apply their
        /// strategies only there: a `Date` decoded with `Date(from:)` would expect a number, not RFC 3339 text.
        public var isCodedAsSingleValue: Bool

        public init(
            name: SwiftIdentifier,
            type: SwiftType,
            discriminatorValues: [String] = [],
            isCodedAsSingleValue: Bool = false
        ) {
            self.name = name
            self.type = type
            self.discriminatorValues = discriminatorValues
            self.isCodedAsSingleValue = isCodedAsSingleValue
        }
    }

    public var name: String
    /// The type it is declared in; nil at the top of the module.
    public var parent: SwiftType?
    public var documentation: Documentation
    public var isDeprecated: Bool
    public var cases: [Case]
    /// The wire name of the discriminator property; nil to try the variants in order.
    public var discriminator: String?
    /// Whether the discriminator's values are integers (Discord's component `type: 2`), not strings.
    public var isIntegerDiscriminator: Bool
    /// `indirect`, because a variant contains this type again.
    public var isIndirect: Bool

    public init(
        name: String,
        parent: SwiftType? = nil,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        cases: [Case],
        discriminator: String? = nil,
        isIntegerDiscriminator: Bool = false,
        isIndirect: Bool = false
    ) {
        self.name = name
        self.parent = parent
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.cases = cases
        self.discriminator = discriminator
        self.isIntegerDiscriminator = isIntegerDiscriminator
        self.isIndirect = isIndirect
    }
}
