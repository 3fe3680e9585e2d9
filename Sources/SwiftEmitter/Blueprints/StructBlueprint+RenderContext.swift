import Mustache

extension StructBlueprint {
    /// The logic-free context `model-struct.mustache` lays out: every name, key and line already decided.
    func renderContext(access: AccessLevel) -> MustacheValue {
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
                "type": .string(property.type),
                "documentation": .list(property.documentation.map(MustacheValue.string)),
                "isDeprecated": .bool(property.isDeprecated),
            ])
            if property.isDeprecated {
                stored.append(["storageName": .string(storage), "type": .string(property.type)])
            }
            let keyName = property.isDeprecated ? storage : property.name.declared
            let wireName: MustacheValue =
                property.wireName == (property.isDeprecated ? storage : property.name.name)
                ? .null : .string(SwiftLiteral.string(property.wireName))
            keys.append(["name": .string(keyName), "wireName": wireName])
            let defaultValue = property.defaultValue.map { " = " + $0 } ?? ""
            parameters.append("\(property.name.label): \(property.type)\(defaultValue)")
        }
        var context: [String: MustacheValue] = [
            "access": .string(prefix),
            "name": .string(name),
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
        if property.type.hasSuffix("?") {
            let wrapped = String(property.type.dropLast())
            return "self.\(storage(property)) = try container.decodeIfPresent(\(wrapped).self, forKey: \(key))"
        }
        return "self.\(storage(property)) = try container.decode(\(property.type).self, forKey: \(key))"
    }

    private func encodeStatement(for property: Property) -> String {
        let key = "." + (property.isDeprecated ? storage(property) : property.name.member)
        let method = property.type.hasSuffix("?") ? "encodeIfPresent" : "encode"
        return "try container.\(method)(self.\(storage(property)), forKey: \(key))"
    }
}
