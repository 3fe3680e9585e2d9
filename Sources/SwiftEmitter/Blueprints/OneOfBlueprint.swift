/// A value that is one of several types (`oneOf`/`anyOf`): an enum with an associated value per variant, or, for an
/// `anyOf` of objects, a struct with an optional value per variant, so a value that is several of them keeps all.
public struct OneOfBlueprint: Sendable {
    /// How a decoded value finds its variant when the spec names no discriminator.
    public enum Matching: Sendable {
        /// The first variant that decodes, in the spec's order.
        case firstInOrder
        /// The one variant that fits the JSON (``Case/objectRule``) and decodes; a value that fits none, or
        /// several, is kept as JSON in `unknown`. A variant ``Case/isTriedLast`` is tried only when no other fits.
        case onlyFit
        /// Every variant that decodes, each in a member of a struct, and all of them encoded into one value.
        case everyMatch
    }

    /// What an object variant allows of the JSON, beyond what decoding it checks.
    public struct ObjectRule: Sendable {
        /// The only members the object may have (`additionalProperties: false`); nil when it allows others.
        public var closedTo: [String]?
        /// Members whose value is fixed (a `const`, an `enum` of one value), as JSON literals, sorted by name.
        public var fixed: [(name: String, value: SwiftValue)]

        public init(closedTo: [String]? = nil, fixed: [(name: String, value: SwiftValue)] = []) {
            self.closedTo = closedTo
            self.fixed = fixed
        }

        /// Whether the rule tells the variant apart from some JSON objects.
        public var isEmpty: Bool { closedTo == nil && fixed.isEmpty }
    }

    public struct Case: Sendable {
        public var name: SwiftIdentifier
        /// The variant's Swift type.
        public var type: SwiftType
        /// Discriminator values naming this variant; empty without a discriminator.
        public var discriminatorValues: [String]
        /// Whether the variant is coded through a single-value container, because the JSON coders apply their
        /// strategies only there: a `Date` decoded with `Date(from:)` would expect a number, not RFC 3339 text.
        public var isCodedAsSingleValue: Bool
        /// What the JSON must be for this variant, when it is an object; nil for other variants.
        public var objectRule: ObjectRule?
        /// Whether the variant reads what another does and more (a `number` beside an `integer`), so that it is
        /// tried, when the union finds the one variant a value fits, only after the others fit none.
        public var isTriedLast: Bool

        public init(
            name: SwiftIdentifier,
            type: SwiftType,
            discriminatorValues: [String] = [],
            isCodedAsSingleValue: Bool = false,
            objectRule: ObjectRule? = nil,
            isTriedLast: Bool = false
        ) {
            self.name = name
            self.type = type
            self.discriminatorValues = discriminatorValues
            self.isCodedAsSingleValue = isCodedAsSingleValue
            self.objectRule = objectRule
            self.isTriedLast = isTriedLast
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
    /// How a value without a discriminator finds its variant.
    public var matching: Matching

    public init(
        name: String,
        parent: SwiftType? = nil,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        cases: [Case],
        discriminator: String? = nil,
        isIntegerDiscriminator: Bool = false,
        isIndirect: Bool = false,
        matching: Matching = .firstInOrder
    ) {
        self.name = name
        self.parent = parent
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.cases = cases
        self.discriminator = discriminator
        self.isIntegerDiscriminator = isIntegerDiscriminator
        self.isIndirect = isIndirect
        self.matching = matching
    }
}
