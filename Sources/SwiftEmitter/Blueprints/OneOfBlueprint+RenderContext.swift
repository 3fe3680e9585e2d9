import Mustache

extension OneOfBlueprint {
    /// The logic-free context `model-one-of.mustache` lays out.
    func renderContext(access: AccessLevel, conformances: ModelConformances, writer: TypeWriter) -> MustacheValue {
        let layout = parent == nil ? Layout.standard : .nested
        var context: MustacheFields = [
            "access": .string(access.prefix),
            "name": .string(name),
            "header": .string(
                layout.typeHeader(
                    "\(access.prefix)\(Isolation.prefix)\(isIndirect ? "indirect " : "")enum \(name)",
                    conformances: conformances.protocols
                )
            ),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "indirect": .string(isIndirect ? "indirect " : ""),
            "cases": .list(
                cases.map { item -> MustacheValue in
                    let type = writer.write(item.type)
                    let discriminatorValues = item.discriminatorValues.map {
                        isIntegerDiscriminator ? $0 : SwiftLiteral.string($0)
                    }
                    return [
                        "declaredName": .string(item.name.declared),
                        "memberName": .string(item.name.member),
                        "type": .string(type),
                        "caseDeclaration": .string(
                            layout.bracketed(indent: 4, "case \(item.name.declared)(", type, ")")
                        ),
                        "discriminatorValues": .string(discriminatorValues.joined(separator: ", ")),
                        "discriminatedCase": .string(
                            layout.caseLine(
                                indent: 8,
                                pattern: discriminatorValues.joined(separator: ", "),
                                body: layout.decodeVariant(
                                    indent: 12,
                                    caseName: item.name.member,
                                    type: type,
                                    isSingleValue: item.isCodedAsSingleValue
                                )
                            )
                        ),
                        "tryVariant": .string(
                            layout.decodeVariant(
                                indent: 12,
                                caseName: item.name.member,
                                type: type,
                                isSingleValue: item.isCodedAsSingleValue
                            )
                        ),
                        "encodeCase": .string(
                            layout.encodeVariant(
                                indent: 8,
                                caseName: item.name.member,
                                isSingleValue: item.isCodedAsSingleValue
                            )
                        ),
                    ]
                }
            ),
        ]
        if let discriminator {
            context["discriminator"] = .string(SwiftLiteral.string(discriminator))
            context["discriminatorType"] = .string(isIntegerDiscriminator ? "Int" : "String")
        }
        return .object(context)
    }
}
