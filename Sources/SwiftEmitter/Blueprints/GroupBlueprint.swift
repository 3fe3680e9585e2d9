import Mustache

/// An enum inside the namespace that holds the request builders of one tag (`Sesame.Devices`), or the types
/// one operation declares inline (`Petstore.ListPets`).
public struct GroupBlueprint: Sendable {
    public enum Kind: Sendable {
        /// The builders of a tag.
        case tag
        /// An operation's inline types: there when they are, so not part of the API on its own.
        case operationTypes
    }

    public var namespace: String
    public var name: String
    public var kind: Kind
    public var documentation: Documentation

    public init(namespace: String, name: String, kind: Kind = .tag, documentation: Documentation = Documentation()) {
        self.namespace = namespace
        self.name = name
        self.kind = kind
        self.documentation = documentation
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        [
            "access": .string(access.prefix),
            "namespace": .string(namespace),
            "name": .string(name),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
        ]
    }
}
