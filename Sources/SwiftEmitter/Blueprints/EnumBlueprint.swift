/// A closed set of string or integer values that keeps values it does not know in `unknown`.
public struct EnumBlueprint: Sendable {
    public struct Case: Sendable {
        public var name: SwiftIdentifier
        /// A string or an integer.
        public var rawValue: SwiftValue
        public var documentation: Documentation

        public init(name: SwiftIdentifier, rawValue: SwiftValue, documentation: Documentation = Documentation()) {
            self.name = name
            self.rawValue = rawValue
            self.documentation = documentation
        }
    }

    public var name: String
    /// The type it is declared in (`Pet` for `Pet.Status`); nil at the top of the module.
    public var parent: SwiftType?
    /// `String` or an integer type such as `Int`.
    public var rawType: SwiftType
    public var documentation: Documentation
    public var isDeprecated: Bool
    public var cases: [Case]

    public init(
        name: String,
        parent: SwiftType? = nil,
        rawType: SwiftType,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        cases: [Case]
    ) {
        self.name = name
        self.parent = parent
        self.rawType = rawType
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.cases = cases
    }
}
