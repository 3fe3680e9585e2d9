import OpenAPIModel
import SwiftEmitter

/// JSON values valid for a schema, to decode through its model and encode back: every member given and only the
/// required ones, one value per variant of every union (a discriminator set to the variant's name), `null` where the
/// schema allows it, and the values its formats are known to lose (a 64-bit id past a `Double`'s 53 bits, a decimal
/// amount with cents, a date-time with microseconds).
struct SchemaSamples {
    let document: OpenAPIDocument
    /// The most samples one schema gives.
    var limit = 8
    /// How deep members go; past it optional members are left out, and a schema that requires one has no sample.
    var maximumDepth = 6

    /// The discriminator members the generated structs hold as constants: a struct's samples carry its value there.
    let constants: [SchemaID: [String: SpecValue]]

    init(document: OpenAPIDocument) {
        self.document = document
        constants = ClientTranslator.constantDiscriminators(in: document)
    }

    /// Samples of schema `id`, at most ``limit``, none repeated.
    func samples(for id: SchemaID) -> [JSONSample] {
        samples(id, depth: 0)
    }

    private func samples(_ id: SchemaID, depth: Int) -> [JSONSample] {
        guard depth <= maximumDepth else { return [] }
        let schema = document[id]
        if let target = schema.reference, schema.isPureReference { return samples(target, depth: depth + 1) }
        if schema.booleanValue == false { return [] }
        var found: [JSONSample] = []
        if let value = schema.constValue {
            found = JSONSample(value).map { [$0] } ?? []
        } else if let values = schema.enumValues {
            let samples = values.compactMap(JSONSample.init)
            found = samples.filter { $0 != .null }.prefix(1) + samples.filter { $0 != .null }.suffix(1)
        } else {
            found = structuralSamples(schema, depth: depth)
        }
        for (name, value) in constants[id] ?? [:] {
            guard let sample = JSONSample(value) else { continue }
            found = found.map { setting(name, to: sample, in: $0) }
        }
        if schema.isNullable || schema.enumValues?.contains(.null) == true { found.append(.null) }
        return unique(found)
    }

    /// The samples of a schema without `const` or `enum`: its unions' variants (each with the members it has
    /// beside them), else what its types make.
    private func structuralSamples(_ schema: Schema, depth: Int) -> [JSONSample] {
        let variants = (schema.oneOf + schema.anyOf).filter { !isNullOnly($0) }
        let ownObject = !schema.properties.isEmpty || !schema.allOf.isEmpty || schema.reference != nil
        var base: [JSONSample] = []
        if ownObject || variants.isEmpty {
            base = typedSamples(schema, depth: depth)
        }
        guard !variants.isEmpty else { return base }
        var result: [JSONSample] = []
        for variant in variants {
            var variantSamples = samples(variant, depth: depth + 1)
            if let discriminator = schema.discriminator, let name = discriminatorValue(of: variant, in: discriminator) {
                variantSamples = variantSamples.map { setting(discriminator.propertyName, to: .string(name), in: $0) }
            }
            if let first = base.first {
                variantSamples = variantSamples.compactMap { merged(first, $0) }
            }
            result += variantSamples.prefix(2)
        }
        return result
    }

    /// The samples its `type` (or the keywords that imply one) and `allOf` make.
    private func typedSamples(_ schema: Schema, depth: Int) -> [JSONSample] {
        var parts: [JSONSample] = []
        // A part that only describes (`allOf: [{$ref: X}, {description: …}]`) adds text, not members.
        for part in schema.allOf + [schema.reference].compactMap({ $0 }) where !document[part].onlyDescribes {
            guard let sample = samples(part, depth: depth + 1).first(where: { $0 != .null }) else { return [] }
            parts.append(sample)
        }
        var types = (schema.types ?? []).filter { $0 != .null }
        if types.isEmpty {
            if !schema.properties.isEmpty || schema.additionalProperties != nil || !parts.isEmpty {
                types = [.object]
            } else if schema.items != nil || !schema.prefixItems.isEmpty {
                types = [.array]
            }
        }
        if types.isEmpty {
            // Any JSON: each kind of value, nested.
            return [.object([("text", .string("a")), ("list", .array([.literal("1"), .literal("true"), .null]))])]
        }
        var result: [JSONSample] = []
        for type in types {
            switch type {
            case .object:
                for object in objectSamples(schema, depth: depth) {
                    var whole: JSONSample? = object
                    for part in parts { whole = whole.flatMap { merged($0, part) } }
                    // A member required here but declared in a part may have had no sample there (too deep).
                    if let whole, hasMembers(schema.required, whole) { result.append(whole) }
                }
            case .array: result += arraySamples(schema, depth: depth)
            case .string: result.append(stringSample(schema))
            case .integer: result.append(.literal(integerSample(schema)))
            case .number: result.append(.literal(numberSample(schema)))
            case .boolean: result += [.literal("true"), .literal("false")]
            case .null: break
            }
        }
        return result
    }

    /// Every member; the required ones alone; and every member with each other value a member can have.
    private func objectSamples(_ schema: Schema, depth: Int) -> [JSONSample] {
        let required = Set(schema.required)
        var members: [(key: String, samples: [JSONSample])] = []
        for entry in schema.properties.entries {
            let samples = samples(entry.value, depth: depth + 1)
            if samples.isEmpty {
                if required.contains(entry.name) { return [] }
                continue
            }
            members.append((entry.name, samples))
        }
        var extra: [(key: String, value: JSONSample)] = []
        switch schema.additionalProperties {
        case .schema(let id):
            for (index, sample) in samples(id, depth: depth + 1).prefix(2).enumerated() {
                extra.append(("extra\(index + 1)", sample))
            }
        case .allowed(true) where !schema.properties.isEmpty: extra.append(("extra", .string("kept")))
        default: break
        }
        let full = members.map { (key: $0.key, value: $0.samples[0]) } + extra
        var result: [JSONSample] = [.object(full)]
        result.append(.object(members.filter { required.contains($0.key) }.map { ($0.key, $0.samples[0]) }))
        for (index, member) in members.enumerated() {
            for alternative in member.samples.dropFirst() {
                var changed = full
                changed[index].value = alternative
                result.append(.object(changed))
            }
        }
        return result
    }

    /// One array holding a sample of every kind of item, as long as `minItems` asks, split where `maxItems` says.
    private func arraySamples(_ schema: Schema, depth: Int) -> [JSONSample] {
        if !schema.prefixItems.isEmpty {
            var items: [JSONSample] = []
            for item in schema.prefixItems {
                guard let sample = samples(item, depth: depth + 1).first else { return [] }
                items.append(sample)
            }
            return [.array(items)]
        }
        var items = schema.items.map { samples($0, depth: depth + 1) } ?? [.string("a")]
        if items.isEmpty { return (schema.minItems ?? 0) > 0 ? [] : [.array([])] }
        while items.count < (schema.minItems ?? 1) { items.append(items[items.count % max(items.count, 1)]) }
        let size = max(schema.maxItems ?? items.count, 1)
        return stride(from: 0, to: items.count, by: size).map { .array(Array(items[$0..<min($0 + size, items.count)])) }
    }

    private func stringSample(_ schema: Schema) -> JSONSample {
        let text: String
        switch schema.format?.lowercased() {
        case "date-time": text = "2024-02-29T12:34:56.123456Z"
        case "date": text = "2024-02-29"
        case "time": text = "12:34:56"
        case "uuid": text = "3f2504e0-4f89-41d3-9a0c-0305e82c3301"
        case "uri", "url": text = "https://example.com/a/b?c=d"
        case "email": text = "a@example.com"
        case "byte": text = "aGVsbG8="
        case "int64", "uint64": text = "9007199254740993"
        case "int32", "integer": text = "2147483647"
        case "decimal", "number": text = "12345678901234567.89"
        case "ipv4": text = "192.0.2.1"
        case "ipv6": text = "2001:db8::1"
        default: text = "text"
        }
        var padded = text
        while padded.count < (schema.minLength ?? 0) { padded += "x" }
        if let maxLength = schema.maxLength, padded.count > maxLength, schema.format == nil {
            padded = String(padded.prefix(maxLength))
        }
        return .string(padded)
    }

    private func integerSample(_ schema: Schema) -> String {
        let preferred: Int64 =
            switch schema.format?.lowercased() {
            case "int64", "uint64": 9_007_199_254_740_993
            case "int32": 2_147_483_647
            default: 42
            }
        return String(Int64(clamped(Double(preferred), schema).rounded(.up)).clampedExactly(preferred, schema))
    }

    private func numberSample(_ schema: Schema) -> String {
        if schema.format?.lowercased() == "decimal", schema.minimum == nil, schema.maximum == nil {
            return "12345678901234567.89"
        }
        let value = clamped(2.5, schema)
        return value == value.rounded() ? String(Int64(value)) : "\(value)"
    }

    /// `value`, moved into the schema's bounds.
    private func clamped(_ value: Double, _ schema: Schema) -> Double {
        var value = value
        if let minimum = schema.minimum ?? schema.exclusiveMinimum, value < minimum { value = minimum + 1 }
        if let maximum = schema.maximum ?? schema.exclusiveMaximum, value > maximum {
            value = schema.exclusiveMaximum != nil ? maximum - 1 : maximum
        }
        return value
    }

    /// The value that names `variant` in `discriminator`: its key in the mapping, else its component's name.
    private func discriminatorValue(of variant: SchemaID, in discriminator: Schema.Discriminator) -> String? {
        let target = document.resolved(variant).id
        if let entry = discriminator.mapping.entries.first(where: { document.resolved($0.value).id == target }) {
            return entry.name
        }
        let pointer = document[target].pointer
        let name = pointer.dropFirst("#/components/schemas/".count)
        // Only a component has a name; an inline variant (`…/Item/oneOf/1`) is named by the mapping or not at all.
        guard pointer.hasPrefix("#/components/schemas/"), !name.contains("/") else { return nil }
        return String(name)
    }

    private func hasMembers(_ keys: [String], _ sample: JSONSample) -> Bool {
        guard case .object(let members) = sample else { return keys.isEmpty }
        let present = Set(members.map(\.key))
        return keys.allSatisfy(present.contains)
    }

    private func isNullOnly(_ id: SchemaID) -> Bool {
        document.resolved(id).types == [.null]
    }

    private func setting(_ key: String, to value: JSONSample, in sample: JSONSample) -> JSONSample {
        guard case .object(var members) = sample else { return sample }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.insert((key, value), at: 0)
        }
        return .object(members)
    }

    /// Two objects' members together, the first's kept where both have one; nil when either is not an object.
    private func merged(_ first: JSONSample, _ second: JSONSample) -> JSONSample? {
        guard case .object(let left) = first, case .object(let right) = second else {
            return first == second ? first : nil
        }
        let keys = Set(left.map(\.key))
        return .object(left + right.filter { !keys.contains($0.key) })
    }

    private func unique(_ samples: [JSONSample]) -> [JSONSample] {
        var seen: Set<String> = []
        return Array(samples.filter { seen.insert($0.text).inserted }.prefix(limit))
    }
}

extension Int64 {
    /// `self`, or `preferred` when that is within the schema's bounds.
    fileprivate func clampedExactly(_ preferred: Int64, _ schema: Schema) -> Int64 {
        let isAbove = schema.minimum.map { Double(preferred) >= $0 } ?? true
        let isBelow = schema.maximum.map { Double(preferred) <= $0 } ?? true
        return isAbove && isBelow ? preferred : self
    }
}
