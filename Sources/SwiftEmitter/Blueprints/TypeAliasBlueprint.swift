import Mustache

/// A schema that is another type under a new name: a primitive, an array, or a reference.
public struct TypeAliasBlueprint: Sendable {
    public var name: String
    /// The type it is declared in; nil at the top of the module.
    public var parent: SwiftType?
    public var type: SwiftType
    public var documentation: Documentation

    public init(
        name: String,
        parent: SwiftType? = nil,
        type: SwiftType,
        documentation: Documentation = Documentation()
    ) {
        self.name = name
        self.parent = parent
        self.type = type
        self.documentation = documentation
    }

    func renderContext(access: AccessLevel, writer: TypeWriter) -> MustacheValue {
        let layout = parent == nil ? Layout.standard : .nested
        return [
            "access": .string(access.prefix),
            "name": .string(name),
            "type": .string(writer.write(type)),
            "declaration": .string(
                layout.assignment(indent: 0, "\(access.prefix)typealias \(name)", writer.write(type))
            ),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
        ]
    }
}
