/// A closed set of string or integer values that keeps values it does not know in `unknown`.
public struct EnumBlueprint: Sendable {
    public struct Case: Sendable {
        public var name: SwiftIdentifier
        /// The raw value as Swift source: a string literal or an integer.
        public var rawValue: String
        public var documentation: [String]

        public init(name: SwiftIdentifier, rawValue: String, documentation: [String] = []) {
            self.name = name
            self.rawValue = rawValue
            self.documentation = documentation
        }
    }

    public var name: String
    /// `String` or an integer type such as `Int`.
    public var rawType: String
    public var documentation: [String]
    public var isDeprecated: Bool
    public var cases: [Case]

    public init(
        name: String,
        rawType: String,
        documentation: [String] = [],
        isDeprecated: Bool = false,
        cases: [Case]
    ) {
        self.name = name
        self.rawType = rawType
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.cases = cases
    }
}
