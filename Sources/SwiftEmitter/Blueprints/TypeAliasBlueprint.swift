import Mustache

/// A schema that is another type under a new name: a primitive, an array, or a reference.
public struct TypeAliasBlueprint: Sendable {
    public var name: String
    /// The type it is declared in; nil at the top of the module.
    public var parent: SwiftType?
    public var type: SwiftType
    public var documentation: Documentation
    /// Declared as a struct that holds the value and codes as it, because as an alias it would refer to itself
    /// (`Pets = [Pets]`, or `A = [B]` with `B = [String: A]`), which Swift cannot declare.
    public var isWrapped: Bool

    public init(
        name: String,
        parent: SwiftType? = nil,
        type: SwiftType,
        documentation: Documentation = Documentation(),
        isWrapped: Bool = false
    ) {
        self.name = name
        self.parent = parent
        self.type = type
        self.documentation = documentation
        self.isWrapped = isWrapped
    }

    /// The logic-free context `model-wrapper.mustache` lays out, for a wrapped alias.
    func wrapperContext(access: AccessLevel, conformances: ModelConformances, writer: TypeWriter) -> MustacheValue {
        let layout = parent == nil ? Layout.standard : .nested
        return [
            "access": .string(access.prefix),
            "name": .string(name),
            "type": .string(writer.write(type)),
            "header": .string(
                layout.typeHeader(
                    "\(access.prefix)\(Isolation.prefix)struct \(name)",
                    conformances: conformances.protocols
                )
            ),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            // Only arrays and dictionaries hold what they contain out of line.
            "isIndirect": .bool(!type.isCollection),
        ]
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
