import Mustache

extension OneOfBlueprint {
    /// The logic-free context `model-one-of.mustache` lays out.
    func renderContext(access: AccessLevel, conformances: ModelConformances, writer: TypeWriter) -> MustacheValue {
        let layout = parent == nil ? Layout.standard : .nested
        let keyword = matching == .everyMatch ? "struct" : "\(isIndirect ? "indirect " : "")enum"
        var context: MustacheFields = [
            "access": .string(access.prefix),
            "name": .string(name),
            "header": .string(
                layout.typeHeader(
                    "\(access.prefix)\(Isolation.prefix)\(keyword) \(name)",
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
                        "closedMembers": item.objectRule?.closedTo.map { members -> MustacheValue in
                            .string(
                                layout.arrayLiteral(
                                    indent: 4,
                                    prefix: "private static let \(item.name.member)Members: [String] = ",
                                    members.map(SwiftLiteral.string)
                                )
                            )
                        } ?? .bool(false),
                        "memberDeclaration": .string(
                            "\(access.prefix)var \(item.name.declared): \(writer.write(item.type.nonOptional.optional))"
                        ),
                        "memberDecode": .string(
                            layout.assignment(
                                indent: 12,
                                "self.\(item.name.member)",
                                decodeExpression(type: type, isSingleValue: item.isCodedAsSingleValue)
                            )
                        ),
                        "memberInitAssignment": .string("self.\(item.name.member) = \(item.name.member)"),
                    ]
                }
            ),
        ]
        if matching == .onlyFit {
            context["choosesFit"] = .bool(true)
            let ordered = cases.filter { !$0.isTriedLast } + cases.filter(\.isTriedLast)
            context["fitAttempts"] = .list(
                ordered.map { .string(fitDecode($0, type: writer.write($0.type), layout: layout)) }
            )
        }
        if matching == .everyMatch {
            context["keepsEveryMatch"] = .bool(true)
            context["variantCount"] = .string(String(cases.count))
            context["initParameters"] = .string(
                layout.parameterList(
                    cases.map { "\($0.name.label): \(writer.write($0.type.nonOptional.optional)) = nil" },
                    prefix: "    \(access.prefix)init(",
                    suffix: ") {"
                )
            )
        }
        if let discriminator {
            context["discriminator"] = .string(SwiftLiteral.string(discriminator))
            context["discriminatorType"] = .string(isIntegerDiscriminator ? "Int" : "String")
        }
        return .object(context)
    }
}

extension OneOfBlueprint {
    /// `try Type(from: decoder)`, or through a single-value container, where the coders' strategies apply.
    private func decodeExpression(type: String, isSingleValue: Bool, keyword: String = "try") -> String {
        isSingleValue
            ? "\(keyword) decoder.singleValueContainer().decode(\(type).self)" : "\(keyword) \(type)(from: decoder)"
    }

    /// The statement that adds a variant to the matches when the JSON fits it and it decodes: its object rule
    /// first, so a value with a member its closed variant does not allow, or another variant's fixed value, is
    /// never read as it.
    private func fitDecode(_ item: Case, type: String, layout: Layout) -> String {
        var arguments: [String] = []
        if item.objectRule?.closedTo != nil { arguments.append("closedTo: Self.\(item.name.member)Members") }
        if let fixed = item.objectRule?.fixed, !fixed.isEmpty {
            let entries = fixed.map { SwiftValue.Entry(.string($0.name), $0.value) }
            arguments.append("fixed: \(SwiftValue.dictionary(entries))")
        }
        let check = item.objectRule.map { _ in "json.fitsObject(\(arguments.joined(separator: ", ")))" }
        let decode = decodeExpression(type: type, isSingleValue: item.isCodedAsSingleValue, keyword: "try?")
        let binding = "let value = \(decode)"
        let append = "            matches.append(.\(item.name.member)(value))\n        }"
        let conditions = [item.isTriedLast ? "matches.isEmpty" : nil, check, binding].compactMap { $0 }
        let inline = "if \(conditions.joined(separator: ", ")) {"
        if layout.fits(indent: 8, inline) { return inline + "\n" + append }
        return "if " + conditions.joined(separator: ",\n            ") + "\n        {\n" + append
    }
}
