import Mustache

extension EnumBlueprint {
    /// The logic-free context `model-enum.mustache` lays out.
    func renderContext(access: AccessLevel, conformances: ModelConformances, writer: TypeWriter) -> MustacheValue {
        let layout = parent == nil ? Layout.standard : .nested
        return [
            "access": .string(access.prefix),
            "name": .string(name),
            "header": .string(
                layout.typeHeader(
                    "\(access.prefix)\(Isolation.prefix)enum \(name)",
                    conformances: conformances.protocols + ["RawRepresentable", "ParameterValue"]
                )
            ),
            "rawType": .string(writer.write(rawType)),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "cases": .list(
                cases.map { item in
                    [
                        "declaredName": .string(item.name.declared),
                        "memberName": .string(item.name.member),
                        "rawValue": .string(item.rawValue.description),
                        "initCase": .string(
                            layout.caseLine(
                                indent: 8,
                                pattern: item.rawValue.description,
                                body: "self = .\(item.name.member)"
                            )
                        ),
                        "rawValueCase": .string(
                            layout.caseLine(indent: 8, pattern: ".\(item.name.member)", body: item.rawValue.description)
                        ),
                        "documentation": .list(item.documentation.lines.map(MustacheValue.string)),
                    ]
                }
            ),
        ]
    }
}
