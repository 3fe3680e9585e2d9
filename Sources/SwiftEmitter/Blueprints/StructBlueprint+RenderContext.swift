import Mustache

extension StructBlueprint {
    /// The logic-free context `model-struct.mustache` lays out: every name, key and line already decided.
    func renderContext(access: AccessLevel, conformances: ModelConformances) -> MustacheValue {
        let prefix = access.prefix
        var properties: [MustacheValue] = []
        var stored: [MustacheValue] = []
        var keys: [MustacheValue] = []
        var parameters: [String] = []
        for property in self.properties {
            let storage = property.isDeprecated ? "_" + property.name.name : property.name.member
            properties.append([
                "declaredName": .string(property.name.declared),
                "storageName": .string(storage),
                "initAssignment": .string(Layout.assignment(indent: 8, "self.\(storage)", property.name.declared)),
                "type": .string(property.type),
                "documentation": .list(property.documentation.map(MustacheValue.string)),
                "isDeprecated": .bool(property.isDeprecated),
                "isIndirect": .bool(property.isIndirect),
            ])
            if property.isDeprecated {
                stored.append(["storageName": .string(storage), "type": .string(property.type)])
            }
            let keyName = property.isDeprecated ? storage : property.name.declared
            let wireName: MustacheValue =
                property.wireName == (property.isDeprecated ? storage : property.name.name)
                ? .null : .string(SwiftLiteral.string(property.wireName))
            var keyLine = "case " + keyName
            if case .string(let literal) = wireName {
                let inline = keyLine + " = " + literal
                keyLine = Layout.fits(indent: 8, inline) ? inline : keyLine + " =\n            " + literal
            }
            keys.append(["line": .string(keyLine)])
            let defaultValue = property.defaultValue.map { " = " + $0 } ?? ""
            parameters.append("\(property.name.label): \(property.type)\(defaultValue)")
        }
        var context: MustacheFields = [
            "access": .string(prefix),
            "name": .string(name),
            "header": .string(
                Layout.typeHeader("\(prefix)struct \(name)", conformances: conformances.protocols)
            ),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "properties": .list(properties),
            "storedDeprecated": .list(stored),
        ]
        if let additionalPropertiesType {
            parameters.append("additionalProperties: [String: \(additionalPropertiesType)] = [:]")
            context["additionalProperties"] = [
                "type": .string(additionalPropertiesType),
                "decodeStatements": .list(self.properties.map { .string(decodeStatement(for: $0)) }),
                "encodeStatements": .list(self.properties.map { .string(encodeStatement(for: $0)) }),
            ]
        }
        context["hasParameters"] = .bool(!parameters.isEmpty)
        context["initParameters"] = .string(
            Layout.parameterList(parameters, prefix: "    \(prefix)init(", suffix: ") {")
        )
        if needsCodingKeys || !stored.isEmpty || additionalPropertiesType != nil {
            context["codingKeys"] = [
                "keys": .list(keys),
                "conformances": .string(
                    additionalPropertiesType == nil ? "String, CodingKey" : "String, CodingKey, CaseIterable"
                ),
            ]
        }
        return .object(context)
    }

    private func storage(_ property: Property) -> String {
        property.isDeprecated ? "_" + property.name.name : property.name.member
    }

    private func decodeStatement(for property: Property) -> String {
        let key = "." + (property.isDeprecated ? storage(property) : property.name.member)
        let isOptional = property.type.hasSuffix("?")
        let type = isOptional ? String(property.type.dropLast()) : property.type
        let call = "self.\(storage(property)) = try container.\(isOptional ? "decodeIfPresent" : "decode")("
        return call + Layout.parameterList(["\(type).self", "forKey: \(key)"], prefix: "        " + call, suffix: ")")
            + ")"
    }

    private func encodeStatement(for property: Property) -> String {
        let key = "." + (property.isDeprecated ? storage(property) : property.name.member)
        let call = "try container.\(property.type.hasSuffix("?") ? "encodeIfPresent" : "encode")("
        return call
            + Layout.parameterList(
                ["self.\(storage(property))", "forKey: \(key)"],
                prefix: "        " + call,
                suffix: ")"
            )
            + ")"
    }
}
