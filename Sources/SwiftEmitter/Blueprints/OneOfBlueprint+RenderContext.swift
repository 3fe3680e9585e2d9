import Mustache

extension OneOfBlueprint {
    /// The logic-free context `model-one-of.mustache` lays out.
    func renderContext(access: AccessLevel) -> MustacheValue {
        var context: [String: MustacheValue] = [
            "access": .string(access.prefix),
            "name": .string(name),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "indirect": .string(isIndirect ? "indirect " : ""),
            "cases": .list(
                cases.map { item in
                    [
                        "declaredName": .string(item.name.declared),
                        "memberName": .string(item.name.member),
                        "type": .string(item.type),
                        "discriminatorValues": .string(item.discriminatorValues.joined(separator: ", ")),
                    ]
                }
            ),
        ]
        if let discriminator {
            context["discriminator"] = .string(discriminator)
        }
        return .object(context)
    }
}
