import Mustache

/// An enum inside the namespace that holds the request builders of one tag (`Sesame.Devices`).
public struct GroupBlueprint: Sendable {
    public var namespace: String
    public var name: String
    public var documentation: Documentation

    public init(namespace: String, name: String, documentation: Documentation = Documentation()) {
        self.namespace = namespace
        self.name = name
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
