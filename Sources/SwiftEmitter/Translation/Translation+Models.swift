import OpenAPIModel

extension Translation {
    /// Declares the schema `id` as the model `name`, in `Models/`.
    func declare(_ id: SchemaID, as name: String) {
        let schema = document[id]
        // Deprecated types are documented, not marked `@available(*, deprecated)`: other generated models use
        // them, and every such use would be a compiler warning.
        let docs = documentation(
            [
                .spec(schema.title == name ? nil : schema.title), .spec(schema.description),
                schema.deprecated ? .deprecated : nil,
            ],
            pointer: schema.pointer
        )
        let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { variant in
            // A variant that is the union itself adds nothing and would decode forever.
            !isNullOnly(variant) && pureTarget(variant) != id
        }
        let declaration: Declaration
        if let rawType = enumRawType(schema) {
            declaration = .enumeration(enumBlueprint(schema, name: name, rawType: rawType, documentation: docs))
        } else if variants.count > 1 {
            declaration = .oneOf(oneOfBlueprint(schema, name: name, variants: variants, documentation: docs))
        } else if isObject(schema) {
            declaration = .structure(structBlueprint(schema, name: name, documentation: docs))
        } else {
            var aliased = schema
            aliased.extensions = Extensions()
            let target = schema.reference ?? (schema.allOf.count == 1 ? schema.allOf[0] : nil)
            let type =
                target.map { typeReference(for: $0, suggestedName: name + "Value") }
                ?? unnamedType(of: id, name: name)
            aliasedTypes[name] = type
            declaration = .typeAlias(TypeAliasBlueprint(name: name, type: type, documentation: docs))
        }
        add(declaration, folder: "Models", origin: schema.pointer)
    }

    /// The type of a schema that has a name but is not a struct, enum or union (`type: string`, an array).
    private func unnamedType(of id: SchemaID, name: String) -> SwiftType {
        declaredTypes[id] = nil  // look at the schema itself, not at the name being declared
        defer { declaredTypes[id] = name }
        let (type, nullable) = baseType(for: id, suggestedName: name + "Value")
        return nullable ? .optional(type) : type
    }

    func isObject(_ schema: Schema) -> Bool {
        if !schema.properties.isEmpty { return true }
        if !schema.allOf.isEmpty { return schema.allOf.count > 1 || !schema.properties.isEmpty }
        return schema.types?.contains(.object) == true && schema.additionalProperties == nil
            && schema.reference == nil
    }

    // MARK: Structs

    private func structBlueprint(_ schema: Schema, name: String, documentation docs: Documentation)
        -> StructBlueprint
    {
        var collected = CollectedProperties()
        collect(schema, into: &collected, depth: 0)
        var scope = NameScope(reserved: collected.additionalProperties == nil ? [] : ["additionalProperties"])
        let properties = collected.entries.map { entry -> StructBlueprint.Property in
            let propertySchema = document[entry.schema]
            let memberName = scope.claim(
                Self.swiftName(in: propertySchema.extensions) ?? Self.usableMemberName(memberName(entry.name))
            )
            let typeSuggestion = Self.nestedName(parent: name, member: typeName(entry.name))
            var type = typeReference(for: entry.schema, suggestedName: typeSuggestion)
            if !collected.required.contains(entry.name) { type = type.optional }
            return StructBlueprint.Property(
                name: SwiftIdentifier(memberName),
                wireName: entry.name,
                type: type,
                // A `const` is the only value there is, so it is the default when the spec gives none.
                defaultValue: defaultValue(propertySchema.defaultValue ?? propertySchema.constValue, type: type)
                    ?? (type.isOptional ? .nil : nil),
                documentation: documentation([.spec(propertySchema.description)]),
                isDeprecated: propertySchema.deprecated,
                isIndirect: closesCycle(entry.schema, type: type)
            )
        }
        let additionalType: SwiftType? =
            switch collected.additionalProperties {
            case .schema(let values)?: typeReference(for: values, suggestedName: name + "AdditionalProperty")
            case .allowed(true)?: .jsonValue
            default: nil
            }
        return StructBlueprint(
            name: name,
            documentation: docs,
            isDeprecated: false,
            properties: properties,
            additionalPropertiesType: collected.entries.isEmpty ? nil : additionalType
        )
    }

    private struct CollectedProperties {
        var entries: [(name: String, schema: SchemaID)] = []
        var names: Set<String> = []
        var required: Set<String> = []
        var additionalProperties: Schema.AdditionalProperties?
    }

    /// Properties of the schema and of everything it includes with `allOf`, first definition of a name winning.
    private func collect(_ schema: Schema, into collected: inout CollectedProperties, depth: Int) {
        guard depth < 32 else { return }
        if let target = schema.reference {
            collect(document[target], into: &collected, depth: depth + 1)
        }
        for part in schema.allOf {
            collect(document[part], into: &collected, depth: depth + 1)
        }
        for entry in schema.properties where collected.names.insert(entry.name).inserted {
            collected.entries.append((entry.name, entry.value))
        }
        collected.required.formUnion(schema.required)
        if depth == 0 || collected.additionalProperties == nil {
            if let additional = schema.additionalProperties, case .schema = additional {
                collected.additionalProperties = additional
            } else if depth == 0, let additional = schema.additionalProperties {
                collected.additionalProperties = additional
            }
        }
    }

    /// Whether a property refers, not through an array or dictionary, to a schema in a reference cycle.
    func closesCycle(_ id: SchemaID, type: SwiftType) -> Bool {
        guard !type.isCollection else { return false }
        var current = id
        for _ in 0..<32 {
            if document.isRecursive(current) { return true }
            guard let next = document[current].reference else { return false }
            current = next
        }
        return false
    }

    /// A spec `default` as a Swift value, when the type takes one directly.
    private func defaultValue(_ value: SpecValue?, type: SwiftType) -> SwiftValue? {
        guard let value, case .named(let base) = type.nonOptional else { return nil }
        switch (value, base) {
        case (.string(let text), "String"): return .string(text)
        case (.bool(let flag), "Bool"): return .bool(flag)
        case (.int(let number), "Int"), (.int(let number), "Int64"), (.int(let number), "Int32"),
            (.int(let number), "Double"), (.int(let number), "Float"):
            return .int(number)
        case (.double(let number), "Double"), (.double(let number), "Float"):
            return number.isFinite ? .double(number) : nil
        default: return nil
        }
    }

    /// The name of an inline schema inside `parent`: `PetStatus` for `Pet.status`. Past 40 characters the
    /// member's name alone is used, so names stay short enough for one line however deep schemas nest.
    static func nestedName(parent: String, member: String) -> String {
        let joined = parent + member
        // Characters are never more than UTF-8 bytes: most names are decided without counting characters.
        if joined.utf8.count <= 40 { return joined }
        return joined.count > 40 && member.count >= 8 ? member : joined
    }

    /// Member names that mean something else even with backticks (a parameter named `self` hides `self`)
    /// get `Value` appended.
    static func usableMemberName(_ name: String) -> String {
        ["self", "Self", "init", "Type", "Protocol"].contains(name) ? name + "Value" : name
    }

    // MARK: Enums

    private func enumBlueprint(_ schema: Schema, name: String, rawType: SwiftType, documentation docs: Documentation)
        -> EnumBlueprint
    {
        var scope = NameScope(reserved: ["unknown"])
        var seen: Set<SpecValue> = []
        var cases: [EnumBlueprint.Case] = []
        for member in enumMembers(schema) ?? [] where seen.insert(member.value).inserted {
            let text: String
            let rawValue: SwiftValue
            switch member.value {
            case .string(let string):
                text = string
                rawValue = .string(string)
            case .int(let number):
                text = String(number)
                rawValue = .int(number)
            default: continue
            }
            let proposed = member.name ?? Self.usableMemberName(member.title ?? memberName(text))
            cases.append(
                EnumBlueprint.Case(
                    name: SwiftIdentifier(scope.claim(proposed)),
                    rawValue: rawValue,
                    documentation: documentation([.spec(member.documentation)])
                )
            )
        }
        return EnumBlueprint(
            name: name,
            rawType: rawType,
            documentation: docs,
            isDeprecated: false,
            cases: cases
        )
    }

    // MARK: Unions

    private func oneOfBlueprint(
        _ schema: Schema,
        name: String,
        variants: [SchemaID],
        documentation docs: Documentation
    ) -> OneOfBlueprint {
        var scope = NameScope(reserved: schema.discriminator == nil ? [] : ["unknown"])
        let discriminator = schema.discriminator
        let caseNames = Self.distinctiveNames(variants.map { document.componentName(of: pureTarget($0)) })
        let cases = variants.enumerated().map { index, variant -> OneOfBlueprint.Case in
            let type = typeReference(for: variant, suggestedName: name + "Case\(index + 1)")
            let target = pureTarget(variant)
            let componentName = document.componentName(of: target)
            let proposed: String
            if let caseName = caseNames[index] {
                proposed = caseName
            } else if case .named(let typeName) = type, typeName.allSatisfy({ $0.isLetter || $0.isNumber }) {
                proposed = SwiftNaming.memberName(typeName)
            } else {
                proposed = "case\(index + 1)"
            }
            var values: [String] = []
            if let discriminator {
                values = discriminator.mapping.entries.filter { pureTarget($0.value) == target }.map(\.name)
                if values.isEmpty, let componentName { values = [componentName] }
            }
            return OneOfBlueprint.Case(
                name: SwiftIdentifier(scope.claim(proposed)),
                type: type,
                discriminatorValues: values,
                isCodedAsSingleValue: Self.typesCodedByStrategy.contains(type)
            )
        }
        let usesDiscriminator = discriminator != nil && cases.allSatisfy { !$0.discriminatorValues.isEmpty }
        return OneOfBlueprint(
            name: name,
            documentation: docs,
            isDeprecated: false,
            cases: cases,
            discriminator: usesDiscriminator ? discriminator?.propertyName : nil,
            isIndirect: variants.contains { closesCycle($0, type: .jsonValue) }
        )
    }

    /// Types whose JSON form the client's coders decide (date, data, URL and decimal strategies), which their own
    /// `init(from:)` and `encode(to:)` do not follow.
    static let typesCodedByStrategy: Set<SwiftType> = [.named("Date"), .data, .named("URL"), .named("Decimal")]

    /// Case names for union variants named after components, without the words every variant's name starts
    /// with: `InteractionCallbackIntegerData` and `InteractionCallbackStringData` become `integerData` and
    /// `stringData`. Nil for a variant without a component name.
    static func distinctiveNames(_ names: [String?]) -> [String?] {
        let words = names.map { $0.map(IdentifierWords.split) }
        let all = words.compactMap { $0 }
        var common = 0
        if all.count > 1, all.count == words.count {
            let shortest = all.map(\.count).min() ?? 0
            while common < shortest - 1, all.allSatisfy({ $0[common].lowercased() == all[0][common].lowercased() }) {
                common += 1
            }
        }
        return words.map { $0.map { SwiftNaming.memberName($0.dropFirst(common).joined(separator: " ")) } }
    }

    /// The schema a chain of pure `$ref`s ends at.
    func pureTarget(_ id: SchemaID) -> SchemaID {
        var current = id
        for _ in 0..<32 {
            let schema = document[current]
            guard schema.isPureReference, let next = schema.reference else { return current }
            current = next
        }
        return current
    }
}
