/// Everything decided about a model struct before it is rendered.
public struct StructBlueprint: Sendable {
    public struct Property: Sendable {
        /// How `init(from:)` reads the member: the runtime's `KeyedDecodingContainer` call it makes.
        public enum Decoding: String, Hashable, Sendable {
            /// Present and not `null`.
            case required
            /// Absent and `null` both read as nil.
            case optional
            /// Present, nil for `null`.
            case requiredOrNull
            /// Absent (nil), `null` (`.null`) and a value kept apart, in a `Nullable`.
            case nullable
            /// Absent and `null` both read as nil, a `null` noted in the model's `ReceivedNulls`.
            case optionalKeepingNull

            /// The runtime's method.
            var method: String { self == .optionalKeepingNull ? "optional" : rawValue }
        }

        /// How `encode(to:)` writes the member: the runtime's `KeyedEncodingContainer` call it makes.
        public enum Encoding: String, Hashable, Sendable {
            /// Nil leaves the key out.
            case write
            /// Nil is sent as `null`.
            case writeOrNull
            /// Nil leaves the key out, or is sent as `null` when the member was received as `null`.
            case writeKeepingNull

            /// The runtime's method.
            var method: String { self == .writeKeepingNull ? "write" : rawValue }
        }

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
        public var decoding: Decoding
        /// Nil for a read-only member, which is never sent.
        public var encoding: Encoding?
        /// Its numbers travel as JSON strings (`{type: string, format: int64}`, `format: decimal`), read and
        /// written through the runtime's `QuotedNumbers`.
        public var isQuoted: Bool
        /// The only value the member has (a discriminator that names this struct in every union of it): a
        /// constant, not set by the initializer, checked when decoding and always written.
        public var constantValue: SwiftValue?

        /// A property decoded as its type says (`optional` for an optional type, else `required`) and written
        /// unless told otherwise.
        public init(
            name: SwiftIdentifier,
            wireName: String,
            type: SwiftType,
            defaultValue: SwiftValue? = nil,
            documentation: Documentation = Documentation(),
            isDeprecated: Bool = false,
            isIndirect: Bool = false,
            decoding: Decoding? = nil,
            encoding: Encoding? = .write,
            isQuoted: Bool = false,
            constantValue: SwiftValue? = nil
        ) {
            self.name = name
            self.wireName = wireName
            self.type = type
            self.defaultValue = defaultValue
            self.documentation = documentation
            self.isDeprecated = isDeprecated
            self.isIndirect = isIndirect
            self.decoding = decoding ?? (type.isOptional ? .optional : .required)
            self.encoding = encoding
            self.isQuoted = isQuoted
            self.constantValue = constantValue
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
    /// The name of the one type parameter of a generic struct (`Value` in `DataEnvelope<Value>`), which the
    /// model conformances constrain; nil for a plain struct.
    public var genericParameter: String?

    public init(
        name: String,
        parent: SwiftType? = nil,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        properties: [Property],
        additionalPropertiesType: SwiftType? = nil,
        genericParameter: String? = nil
    ) {
        self.name = name
        self.parent = parent
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.properties = properties
        self.additionalPropertiesType = additionalPropertiesType
        self.genericParameter = genericParameter
    }

    /// Whether a member notes that it was received as `null`, in a private `receivedNulls`.
    var keepsReceivedNulls: Bool {
        properties.contains { $0.decoding == .optionalKeepingNull }
    }

    /// The name of the private property that notes the members received as `null`; no member is given it.
    static let receivedNullsName = "receivedNulls"
}
