import OpenAPIModel

extension Translation {
    /// The variants a schema's `oneOf` or `anyOf` makes it a union of, without a variant that is the schema
    /// itself. None when the schema declares `properties` and every variant only constrains which of them are
    /// present (GitHub's gist update: `anyOf: [{required: [description]}, {required: [files]}]`): the members stay
    /// typed members of a struct, and the constraint becomes documentation (``presenceNote(_:)``).
    func unionVariants(of schema: Schema, id: SchemaID) -> [SchemaID] {
        let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { pureTarget($0) != id }
        if !schema.properties.isEmpty, !variants.isEmpty, variants.allSatisfy(constrainsPresenceOnly) { return [] }
        return variants
    }

    /// Whether a union variant says only which members must be present: no `$ref`, no type but `object`, no
    /// members, values or variants of its own.
    private func constrainsPresenceOnly(_ id: SchemaID) -> Bool {
        let schema = document[id]
        return schema.reference == nil && (schema.types ?? [.object]) == [.object] && schema.properties.isEmpty
            && schema.additionalProperties == nil && schema.items == nil && schema.allOf.isEmpty
            && schema.oneOf.isEmpty && schema.anyOf.isEmpty && schema.enumValues == nil && schema.constValue == nil
            && schema.discriminator == nil
    }

    /// The sentence that documents a presence constraint ``unionVariants(of:id:)`` did not make a union of:
    /// "Sent with at least one of `description` or `files`." Nil for a schema without one.
    func presenceNote(_ schema: Schema) -> String? {
        let variants = schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf
        guard !schema.properties.isEmpty, !variants.isEmpty, variants.allSatisfy(constrainsPresenceOnly) else {
            return nil
        }
        let sets = variants.map { document[$0].required.map { "`\($0)`" } }.filter { !$0.isEmpty }
        guard !sets.isEmpty else { return nil }
        let alternatives = sets.map { $0.joined(separator: " and ") }
        let list =
            alternatives.count == 1
            ? alternatives[0] : alternatives.dropLast().joined(separator: ", ") + " or " + alternatives.last!
        return "Has \(schema.oneOf.isEmpty ? "at least" : "exactly") one of \(list)."
    }

    /// The variant a "set or clear" union sets: of two variants, the one that is not only the empty string
    /// (Stripe's `anyOf: [{type: string}, {type: string, enum: [""]}]`, `anyOf: [{type: object, …}, {enum:
    /// [""]}]`). Such a member is a `Clearable` of that variant's type, `.value(…)` or `.clear`, not a string enum
    /// whose `unknown` case would hold every value set.
    func clearedVariant(_ variants: [SchemaID]) -> SchemaID? {
        let nonNull = variants.filter { !isNullOnly($0) }
        guard nonNull.count == 2 else { return nil }
        let clears = nonNull.map(isEmptyStringOnly)
        guard clears[0] != clears[1] else { return nil }
        return clears[0] ? nonNull[1] : nonNull[0]
    }

    private func isEmptyStringOnly(_ id: SchemaID) -> Bool {
        let schema = document.resolved(id)
        let values = schema.constValue.map { [$0] } ?? schema.enumValues?.filter { $0 != .null }
        return values == [.string("")] && schema.properties.isEmpty && schema.allOf.isEmpty && schema.oneOf.isEmpty
            && schema.anyOf.isEmpty
    }

    /// What an object variant of a union allows beyond what decoding it checks, read through its `$ref`s and
    /// `allOf` parts: the only members it may have, when it is closed (`additionalProperties: false`), and the
    /// members of one possible value (a `const`, an `enum` of one value). Nil for a variant that is not an object
    /// with properties.
    ///
    /// With `closingOpen`, an open variant that holds no fixed value and keeps no other members is closed to those it
    /// declares: a value with another member is no fit for it, since encoding the variant would drop that member.
    func objectRule(of id: SchemaID, closingOpen: Bool = false) -> OneOfBlueprint.ObjectRule? {
        let schema = document.resolved(id)
        guard schema.oneOf.isEmpty, schema.anyOf.isEmpty, isObject(schema) else { return nil }
        var members: [String] = []
        var fixed: [String: SwiftValue] = [:]
        var visited: Set<SchemaID> = []
        func collect(_ id: SchemaID, depth: Int) {
            let part = document.resolved(id)
            guard depth < 16, visited.insert(part.id).inserted else { return }
            for entry in part.properties.entries where !members.contains(entry.name) {
                members.append(entry.name)
                let value = document.resolved(entry.value)
                let allowed = value.constValue.map { [$0] } ?? value.enumValues?.filter { $0 != .null } ?? []
                if allowed.count == 1, let literal = fixedLiteral(allowed[0]) { fixed[entry.name] = literal }
            }
            for part in part.allOf { collect(part, depth: depth + 1) }
        }
        collect(id, depth: 0)
        let isClosed =
            schema.additionalProperties == .allowed(false)
            || (closingOpen && fixed.isEmpty && schema.additionalProperties == nil && !members.isEmpty)
        return OneOfBlueprint.ObjectRule(
            closedTo: isClosed ? members.sorted() : nil,
            fixed: fixed.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        )
    }

    private func fixedLiteral(_ value: SpecValue) -> SwiftValue? {
        switch value {
        case .string(let text): .string(text)
        case .int(let number): .int(number)
        case .bool(let flag): .bool(flag)
        default: nil
        }
    }

    /// Whether an `anyOf` keeps every variant a value is: each variant is an object with members (and, as the
    /// caller checks first, none is closed or holds a fixed value), so a value can be several at once (`anyOf: [Cat, Dog]` and `{"meow": true, "bark": "both"}`), and a struct with an optional
    /// member per variant keeps them all, where an enum would keep the first and drop the others' members. A
    /// variant that contains the union again keeps the enum, which can be `indirect`.
    func keepsEveryMatch(_ schema: Schema, variants: [SchemaID]) -> Bool {
        schema.oneOf.isEmpty && !schema.anyOf.isEmpty && schema.discriminator == nil && variants.count > 1
            && implicitDiscriminator(variants) == nil
            && variants.allSatisfy {
                objectRule(of: $0) != nil && !allowsNull($0) && !closesCycle($0, type: .jsonValue)
            }
    }

    /// Whether two variants of a union without a discriminator can both read one value, so that trying them in order
    /// would silently take the first: two objects, two strings, two lists, or an integer and a number. Such a union
    /// reads a value as the one variant that fits it (see ``OneOfBlueprint/Matching/onlyFit``), and keeps a value
    /// that fits several as JSON.
    func variantsOverlap(_ variants: [SchemaID]) -> Bool {
        let kinds = variants.map { jsonKinds(of: $0) }
        for (index, one) in kinds.enumerated() {
            for other in kinds[(index + 1)...] where !one.isDisjoint(with: other) { return true }
        }
        return false
    }

    /// The variants of a union that another variant reads values of too, and more: a `number` beside an
    /// `integer`. Such a variant is tried only after the narrower ones found nothing, as their fit is the better.
    func broaderVariants(_ variants: [SchemaID]) -> Set<Int> {
        let kinds = variants.map { jsonKinds(of: $0) }
        return Set(
            kinds.indices.filter { index in
                kinds.indices.contains { $0 != index && kinds[$0].isStrictSubset(of: kinds[index]) }
            }
        )
    }

    /// The kinds of JSON value a schema reads, `null` aside: `number` reads integers and fractions, a schema that
    /// says nothing reads anything.
    private func jsonKinds(of id: SchemaID, depth: Int = 0) -> Set<String> {
        let everything: Set<String> = ["string", "integer", "fraction", "boolean", "array", "object"]
        let schema = document.resolved(id)
        guard depth < 8 else { return everything }
        if let types = schema.types {
            return Set(
                types.flatMap { type -> [String] in
                    switch type {
                    case .null: []
                    case .number: ["integer", "fraction"]
                    default: [type.rawValue]
                    }
                }
            )
        }
        let variants = schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf
        if !variants.isEmpty {
            return variants.reduce(into: []) { $0.formUnion(jsonKinds(of: $1, depth: depth + 1)) }
        }
        if isObject(schema) || schema.additionalProperties != nil { return ["object"] }
        if let typed = typingPart(of: schema.allOf) { return jsonKinds(of: typed, depth: depth + 1) }
        return everything
    }
}
