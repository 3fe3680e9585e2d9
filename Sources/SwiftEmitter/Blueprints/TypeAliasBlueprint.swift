import Mustache

/// A schema that is another type under a new name: a primitive, an array, or a reference.
public struct TypeAliasBlueprint: Sendable {
    public var name: String
    public var type: SwiftType
    public var documentation: Documentation
    /// Whether the alias stands for an inline type with the same shape as `type`, generated once.
    public var isMerged: Bool

    public init(name: String, type: SwiftType, documentation: Documentation = Documentation(), isMerged: Bool = false) {
        self.name = name
        self.type = type
        self.documentation = documentation
        self.isMerged = isMerged
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        [
            "access": .string(access.prefix),
            "name": .string(name),
            "type": .string(type.description),
            "declaration": .string(
                Layout.assignment(indent: 0, "\(access.prefix)typealias \(name)", type.description)
            ),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
        ]
    }
}
