import Mustache

/// A schema that is another type under a new name: a primitive, an array, or a reference.
public struct TypeAliasBlueprint: Sendable {
    public var name: String
    public var type: String
    public var documentation: [String]
    /// Whether the alias stands for an inline type with the same shape as `type`, generated once.
    public var isMerged: Bool

    public init(name: String, type: String, documentation: [String] = [], isMerged: Bool = false) {
        self.name = name
        self.type = type
        self.documentation = documentation
        self.isMerged = isMerged
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        [
            "access": .string(access.prefix),
            "name": .string(name),
            "type": .string(type),
            "declaration": .string(Layout.assignment(indent: 0, "\(access.prefix)typealias \(name)", type)),
            "documentation": .list(documentation.map(MustacheValue.string)),
        ]
    }
}
