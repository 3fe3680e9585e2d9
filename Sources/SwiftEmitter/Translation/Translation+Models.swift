import OpenAPIModel

extension Translation {
    /// Declares the schema `id` as the model `type` (a type at the top of the module, or nested in another), in
    /// `Models/`.
    func declare(_ id: SchemaID, as type: SwiftType) {
        var schema = document[id]
        // A member of `allOf` that is the schema itself adds nothing.
        schema.allOf.removeAll { pureTarget($0) == id }
        let (name, parent) = Self.nameAndParent(of: type)
        // Deprecated types are documented, not marked `@available(*, deprecated)`: other generated models use
        // them, and every such use would be a compiler warning.
        let docs = documentation(
            [
                .spec(schema.title == name ? nil : schema.title), .spec(ownDescription(schema)),
                presenceNote(schema).map { .text([$0]) }, schema.deprecated ? .deprecated : nil,
            ],
            pointer: schema.pointer
        )
        // A variant that is the union itself adds nothing and would decode forever.
        let variants = unionVariants(of: schema, id: id).filter { !isNullOnly($0) }
        let declaration: Declaration
        let cleared = clearedVariant(variants)
        let strings = cleared == nil ? stringUnion(variants) : nil
        if let rawType = enumRawType(schema) {
            var blueprint = enumBlueprint(enumMembers(schema) ?? [], name: name, rawType: rawType, documentation: docs)
            blueprint.parent = parent
            declaration = .enumeration(blueprint)
        } else if case .members(let members)? = strings {
            var blueprint = enumBlueprint(members, name: name, rawType: .string, documentation: docs)
            blueprint.parent = parent
            declaration = .enumeration(blueprint)
        } else if variants.count > 1, strings == nil, cleared == nil {
            declaration = .oneOf(oneOfBlueprint(schema, type: type, variants: variants, documentation: docs))
        } else if isObject(schema) {
            let (blueprint, schemas) = structBlueprint(schema, type: type, documentation: docs)
            structProperties[type] = zip(blueprint.properties, schemas).map(StructMember.init)
            declaration = .structure(blueprint)
        } else {
            // An alias has no members of its own: what it is made of is declared beside it, not in it. An array's
            // items and a map's values get their own suffix (`ContainerSummaryItem`); anything else takes the
            // alias's name and `Value`, which cannot be the alias's own.
            let target = schema.reference ?? strings?.variant ?? (schema.allOf.count == 1 ? schema.allOf[0] : nil)
            let isCollection = target == nil && (schema.items != nil || schema.additionalProperties != nil)
            let placement = TypePlacement(parent: parent, name: isCollection ? name : name + "Value")
            // Null is for the uses to allow (`allowsNull`): an optional alias would make them `String??`.
            let aliased =
                target.map { baseType(for: $0, at: placement).0 } ?? unnamedType(of: id, as: type, at: placement)
            aliasedTypes[type.description] = aliased
            declaration = .typeAlias(TypeAliasBlueprint(name: name, parent: parent, type: aliased, documentation: docs))
        }
        let fileName = parent == nil ? name : type.description
        add(declaration, folder: "Models", fileName: fileName, origin: schema.pointer)
    }

    /// The type of a schema that has a name but is not a struct, enum or union (`type: string`, an array): its
    /// own keywords' type, in which the schema itself is its name (`[Pets]` for an array of itself).
    private func unnamedType(of id: SchemaID, as type: SwiftType, at placement: TypePlacement) -> SwiftType {
        resolving.insert(id)
        defer { resolving.remove(id) }
        return structuralType(of: id, at: placement).0
    }

    /// Whether the schema is declared as a struct: it has properties, or merges several schemas that are not all
    /// of one scalar type. An object without properties allows any members (Plaid's `CashflowAttributesSchema`, "a
    /// map of cash flow attributes"), so it is a dictionary of JSON values, as it is inline; as an empty struct it
    /// dropped them all. A `$ref` that the other parts only describe or qualify (`allOf: [{$ref: FileMini},
    /// {description: …}]`) is the type it refers to, so the schema is an alias of it, not a copy that callers
    /// could not pass where that type is expected.
    func isObject(_ schema: Schema) -> Bool {
        guard schema.properties.isEmpty else { return true }
        guard schema.allOf.count > 1 else { return false }
        guard let part = typingPart(of: schema.allOf) else { return true }
        if document[part].reference != nil, schema.allOf.allSatisfy({ $0 == part || qualifiesOnly($0) }) {
            return false
        }
        let types = Set(document.resolved(part).types ?? []).subtracting([.null])
        return types.isEmpty || types.contains(.object) || types.contains(.array)
    }

    // MARK: Structs

    /// The struct of an object schema, and the schema of each of its properties, in order.
    private func structBlueprint(_ schema: Schema, type: SwiftType, documentation docs: Documentation)
        -> (StructBlueprint, [SchemaID])
    {
        var collected = CollectedProperties()
        collect(schema, into: &collected, depth: 0)
        var reserved: Set = [StructBlueprint.receivedNullsName]
        if collected.additionalProperties != nil { reserved.insert("additionalProperties") }
        var scope = NameScope(reserved: reserved)
        scope.reserveCapacity(collected.entries.count + 1)
        let isSent = sentSchemas.contains(schema.id)
        let renamed = overrides.propertyNames[schema.id] ?? [:]
        let memberNames = claimNames(
            collected.entries.map { entry in
                let derived = Self.swiftName(in: document[entry.schema].extensions) ?? memberName(entry.name)
                return (renamed[entry.name]?.swiftName ?? Self.usableMemberName(derived), renamed[entry.name])
            },
            in: &scope,
            what: "the members of \(type)"
        )
        let properties = zip(collected.entries, memberNames).map { entry, memberName -> StructBlueprint.Property in
            let propertySchema = document[entry.schema]
            let isRequired = collected.required.contains(entry.name)
            let placement = TypePlacement(parent: type, specText: entry.name)
            let (typed, isNullable) = baseType(for: entry.schema, at: placement)
            let quoted = quotedNumberType(entry.schema, typed: typed)
            let baseType = quoted ?? typed
            let access = memberAccess(entry.schema)
            let coding = Self.memberCoding(
                isRequired: isRequired,
                isNullable: isNullable,
                access: access,
                isSent: isSent
            )
            let propertyType: SwiftType =
                switch coding.decoding {
                case .required: baseType
                case .nullable: .optional(.generic("Nullable", [baseType]))
                case .optional, .requiredOrNull, .optionalKeepingNull: baseType.optional
                }
            // A `const` is the only value there is, so it is the initializer's default. A `default` is what the
            // server assumes for a member left out (see `serverDefaultNote`): an optional member documents it and
            // starts nil, left out; a required one, always sent, starts from it.
            let constant = defaultValue(propertySchema.constValue, type: propertyType, schema: entry.schema)
            let specDefault = defaultValue(propertySchema.defaultValue, type: propertyType, schema: entry.schema)
            let initial = constant ?? (isRequired ? specDefault : nil)
            let defaultNote = constant == nil && !isRequired ? Self.serverDefaultNote(specDefault) : nil
            // A discriminator that names this struct by one value only is that value, never set (see
            // `constantDiscriminators`); an optional one stays optional, as a value decoded alone may lack it.
            let discriminator = discriminatorConstants[schema.id]?[entry.name].flatMap { value in
                coding.decoding == .required && coding.encoding == .write
                    ? defaultValue(value, type: propertyType, schema: entry.schema) : nil
            }
            let discriminatorNote = discriminator.map { "Always `\($0)`: the value that names this variant." }
            return StructBlueprint.Property(
                name: SwiftIdentifier(memberName),
                wireName: entry.name,
                type: propertyType,
                defaultValue: discriminator == nil ? initial ?? (coding.isDefaultedToNil ? .nil : nil) : nil,
                documentation: documentation(
                    [
                        .spec(memberDescription(propertySchema)), defaultNote.map { .text([$0]) },
                        discriminatorNote.map { .text([$0]) }, access.note,
                    ]
                ),
                isDeprecated: propertySchema.deprecated,
                isIndirect: closesCycle(entry.schema, type: propertyType),
                decoding: coding.decoding,
                encoding: coding.encoding,
                isQuoted: quoted != nil,
                constantValue: discriminator
            )
        }
        let additionalType: SwiftType? =
            switch collected.additionalProperties {
            case .schema(let values)?:
                typeReference(for: values, at: TypePlacement(parent: type, name: "AdditionalProperty"))
            case .allowed(true)?: .jsonValue
            default: nil
            }
        let (name, parent) = Self.nameAndParent(of: type)
        let blueprint = StructBlueprint(
            name: name,
            parent: parent,
            documentation: docs,
            isDeprecated: false,
            properties: properties,
            additionalPropertiesType: collected.entries.isEmpty ? nil : additionalType
        )
        return (blueprint, collected.entries.map(\.schema))
    }

    private struct CollectedProperties {
        var entries: [(name: String, schema: SchemaID)] = []
        var names: Set<String> = []
        var required: Set<String> = []
        var additionalProperties: Schema.AdditionalProperties?
        /// Schemas collected already: a schema included twice (or by itself) is read once.
        var visited: Set<SchemaID> = []
    }

    /// Properties of the schema and of everything it includes with `allOf`, first definition of a name winning.
    private func collect(_ schema: Schema, into collected: inout CollectedProperties, depth: Int) {
        // A schema that includes nothing, most of them, needs no bookkeeping: a map's names are unique already.
        if depth == 0, schema.reference == nil, schema.allOf.isEmpty {
            collected.entries = schema.properties.map { ($0.name, $0.value) }
            collected.required = Set(schema.required)
            collected.additionalProperties = schema.additionalProperties
            return
        }
        guard depth < 32, collected.visited.insert(schema.id).inserted else { return }
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

    /// The declared name of a type and the type it is nested in: `("Status", Pet)` for `Pet.Status`.
    static func nameAndParent(of type: SwiftType) -> (name: String, parent: SwiftType?) {
        if case .member(let parent, let name) = type { return (name, parent) }
        return (type.description, nil)
    }

    /// Member names that mean something else even with backticks (a parameter named `self` hides `self`)
    /// get `Value` appended.
    static func usableMemberName(_ name: String) -> String {
        ["self", "Self", "init", "Type", "Protocol"].contains(name) ? name + "Value" : name
    }

    // MARK: Enums

    private func enumBlueprint(
        _ members: [EnumMember],
        name: String,
        rawType: SwiftType,
        documentation docs: Documentation
    ) -> EnumBlueprint {
        EnumBlueprint(
            name: name,
            rawType: rawType,
            documentation: docs,
            isDeprecated: false,
            cases: enumCases(members).map { member in
                EnumBlueprint.Case(
                    name: member.name,
                    rawValue: member.rawValue,
                    documentation: documentation([.spec(member.documentation)])
                )
            }
        )
    }

    /// The cases of an enum's members: each distinct string or integer value with the case name it gets.
    func enumCases(_ members: [EnumMember])
        -> [(name: SwiftIdentifier, value: SpecValue, rawValue: SwiftValue, documentation: String?)]
    {
        var scope = NameScope(reserved: ["unknown"])
        var seen: Set<SpecValue> = []
        var kept: [(member: EnumMember, proposed: String, rawValue: SwiftValue)] = []
        for member in members where seen.insert(member.value).inserted {
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
            kept.append((member, member.name ?? Self.usableMemberName(member.title ?? memberName(text)), rawValue))
        }
        let names = claimNames(kept.map { ($0.proposed, $0.member.override) }, in: &scope, what: "the enum's cases")
        return zip(kept, names).map { kept, name in
            (SwiftIdentifier(name), kept.member.value, kept.rawValue, kept.member.documentation)
        }
    }

    // MARK: Unions

    private func oneOfBlueprint(
        _ schema: Schema,
        type unionType: SwiftType,
        variants: [SchemaID],
        documentation docs: Documentation
    ) -> OneOfBlueprint {
        let implicit = schema.discriminator == nil ? implicitDiscriminator(variants) : nil
        // Without a discriminator, a union whose object variants are closed or hold a fixed value is decoded as the
        // one variant the JSON fits, `anyOf` too (a value cannot be two variants whose fixed values differ); an
        // `anyOf` of other objects, which a value can be several of at once, keeps them all.
        // Variants that could both read a value, with nothing else to tell them apart, are read the same way: a
        // value is the one variant it fits, an open object fitting only when it declares every member the value has
        // (a variant that would drop a member does not account for the value), else it is kept as JSON.
        var rules = variants.map { objectRule(of: $0) }
        let matching: OneOfBlueprint.Matching =
            if schema.discriminator != nil || implicit != nil {
                .firstInOrder
            } else if rules.contains(where: { $0.map { !$0.isEmpty } ?? false }) {
                .onlyFit
            } else if keepsEveryMatch(schema, variants: variants) {
                .everyMatch
            } else if variantsOverlap(variants) {
                .onlyFit
            } else {
                .firstInOrder
            }
        var triedLast: Set<Int> = []
        if matching == .onlyFit {
            rules = variants.map { objectRule(of: $0, closingOpen: true) }
            triedLast = broaderVariants(variants)
        }
        let reservesUnknown = schema.discriminator != nil || implicit != nil || matching == .onlyFit
        var scope = NameScope(reserved: reservesUnknown ? ["unknown"] : [])
        let discriminator = schema.discriminator
        let caseNames = Self.distinctiveNames(variants.map { document.componentName(of: pureTarget($0)) })
        // An inline variant told apart by a string is named after it: `ThreadMessageCreated`, not `Case1`; unless
        // the name starts with no letter (`_1`), and would be its case's name too.
        let valueNames = implicit.flatMap { $0.isInteger ? nil : $0.values }
        let placeNames = variants.indices.map { index in
            let name = valueNames.map { typeName($0[index]) }
            return name.flatMap { $0.first?.isUppercase == true ? $0 : nil } ?? "Case\(index + 1)"
        }
        let types = variants.indices.map { index in
            typeReference(for: variants[index], at: TypePlacement(parent: unionType, name: placeNames[index]))
        }
        // A variant whose type has no name of its own (`[String]`, an inline object named after its place) is
        // named after what its JSON is, unless another variant is too: `string` and `stringArray` tell the cases
        // apart, two `object`s would not.
        let proposals = variants.indices.map { index -> (name: String, isKind: Bool) in
            if let caseName = caseNames[index] { return (caseName, false) }
            if let valueNames { return (memberName(valueNames[index]), false) }
            let placeName = placeNames[index]
            if let kind = kindName(of: variants[index], type: types[index], union: unionType, placeName: placeName) {
                return (kind, true)
            }
            if let typeName = types[index].nonOptional.qualifiedName?.split(separator: ".").last,
                typeName.allSatisfy({ $0.isLetter || $0.isNumber })
            {
                return (SwiftNaming.memberName(String(typeName)), false)
            }
            return (SwiftNaming.memberName(placeName), false)
        }
        var cases = variants.enumerated().map { index, variant -> OneOfBlueprint.Case in
            let type = types[index]
            let target = pureTarget(variant)
            let componentName = document.componentName(of: target)
            var proposed = proposals[index].name
            if proposals[index].isKind,
                proposals.indices.contains(where: { $0 != index && proposals[$0].name == proposed })
            {
                proposed = "case\(index + 1)"
            }
            var values: [String] = []
            if let discriminator {
                values = discriminator.mapping.entries.filter { pureTarget($0.value) == target }.map(\.name)
                if values.isEmpty, let componentName { values = [componentName] }
            } else if let implicit {
                values = [implicit.values[index]]
            }
            return OneOfBlueprint.Case(
                name: SwiftIdentifier(scope.claim(proposed)),
                type: type,
                discriminatorValues: values,
                isCodedAsSingleValue: Self.typesCodedByStrategy.contains(type),
                objectRule: rules[index],
                isTriedLast: triedLast.contains(index)
            )
        }
        let usesDiscriminator = discriminator != nil && cases.allSatisfy { !$0.discriminatorValues.isEmpty }
        // A variant told apart by a property is an object, never null, even when its component allows null
        // (Airflow's ScheduleInterval of nullable TimeDelta and CronExpression): no `.timeDelta(nil)`.
        if usesDiscriminator || implicit != nil {
            for index in cases.indices { cases[index].type = cases[index].type.nonOptional }
        }
        let (name, parent) = Self.nameAndParent(of: unionType)
        return OneOfBlueprint(
            name: name,
            parent: parent,
            documentation: docs,
            isDeprecated: false,
            cases: cases,
            discriminator: usesDiscriminator ? discriminator?.propertyName : implicit?.propertyName,
            isIntegerDiscriminator: !usesDiscriminator && implicit?.isInteger == true,
            isIndirect: variants.contains { closesCycle($0, type: .jsonValue) },
            matching: usesDiscriminator || implicit != nil ? .firstInOrder : matching
        )
    }

    /// The property a union's variants are told apart by when the spec names none: one that every variant is an
    /// object requiring, and allows exactly one string, or one integer, in, a different one in each (`event: {enum:
    /// [thread.message.created]}`, a `const`, Discord's component `type: {enum: [2]}`), as OpenAI's stream events
    /// and Discord's components are. Such a union is decoded by that value, as with a `discriminator`: tried one by
    /// one, every value decoded as the first variant, whose enum keeps the values it does not list.
    func implicitDiscriminator(_ variants: [SchemaID]) -> (propertyName: String, values: [String], isInteger: Bool)? {
        guard variants.count > 1 else { return nil }
        let schemas = variants.map { document.resolved($0) }
        candidates: for name in schemas[0].required {
            var values: [SpecValue] = []
            for schema in schemas {
                guard schema.required.contains(name), let property = schema.properties[name] else {
                    continue candidates
                }
                let value = document.resolved(property)
                let allowed = value.constValue.map { [$0] } ?? value.enumValues?.filter { $0 != .null } ?? []
                guard allowed.count == 1, !values.contains(allowed[0]) else { continue candidates }
                values.append(allowed[0])
            }
            let texts = values.compactMap(\.string)
            if texts.count == values.count { return (name, texts, false) }
            let numbers = values.compactMap { value -> String? in
                if case .int(let number) = value { String(number) } else { nil }
            }
            if numbers.count == values.count { return (name, numbers, true) }
        }
        return nil
    }

    /// A union case's name from what the variant's JSON is, for a variant whose type is not named by the spec:
    /// `string`, `int`, `double`, `bool`, `object` or `array` for a type named after its place in the union
    /// (`Case2`), for `[JSONValue]` and for `[String: JSONValue]`; `stringArray` for `[String]` and
    /// `petDictionary` for `[String: Pet]`. Nil for a type with a name of its own (`Pet`, `String`, `Date`).
    func kindName(of variant: SchemaID, type: SwiftType, union: SwiftType, placeName: String) -> String? {
        func isPlaced(_ type: SwiftType) -> Bool {
            guard case .member(let parent, let name) = type else { return false }
            return parent == union && name.hasPrefix(placeName)
        }
        func ownName(_ type: SwiftType) -> String? {
            let type = type.nonOptional
            guard type != .jsonValue, !isPlaced(type), let name = type.qualifiedName?.split(separator: ".").last,
                name.allSatisfy({ $0.isLetter || $0.isNumber })
            else { return nil }
            return SwiftNaming.memberName(String(name))
        }
        switch type {
        case .optional(let wrapped):
            return kindName(of: variant, type: wrapped, union: union, placeName: placeName)
        case .array(let element):
            return ownName(element).map { $0 + "Array" } ?? "array"
        case .dictionary(let value):
            return ownName(value).map { $0 + "Dictionary" } ?? "object"
        case .named, .member:
            guard isPlaced(type) else { return nil }
            let types = (document[pureTarget(variant)].types ?? []).filter { $0 != .null }
            guard types.count == 1 else { return nil }
            switch types[0] {
            case .string: return "string"
            case .integer: return "int"
            case .number: return "double"
            case .boolean: return "bool"
            case .object: return "object"
            case .array: return "array"
            case .null: return nil
            }
        case .generic:
            return nil
        }
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

    /// A member's description: its schema's own, else that of an `allOf` part that only describes it
    /// (`allOf: [{$ref: File}, {description: The file held.}]`), else that of the part that types the `allOf`
    /// (`allOf: [{type: boolean, description: …}, {nullable: false}]`).
    func memberDescription(_ schema: Schema) -> String? {
        ownDescription(schema) ?? typingPart(of: schema.allOf).flatMap { document[$0].description }
    }

    /// A schema's own description, else that of an `allOf` part that only describes it.
    func ownDescription(_ schema: Schema) -> String? {
        schema.description ?? schema.allOf.map({ document[$0] }).first(where: \.onlyDescribes)?.description
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
