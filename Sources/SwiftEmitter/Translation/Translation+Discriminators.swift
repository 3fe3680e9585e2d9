import OpenAPIModel

extension Translation {
    /// The discriminator members that can hold one value only, by the schema of the struct that has them and then
    /// by wire name: a `kind` that names `Cat` as `cat` in every union `Cat` is a variant of. Such a member is a
    /// constant of the struct (`cat.kind` is always `"cat"`), so `.cat(Cat(kind: "dog"))`, which would be sent as
    /// a dog, cannot be written. A struct that unions name by several values (a mapping of `error` and `failure`
    /// to one variant, or two unions that call it differently) keeps a member the caller sets to one of them.
    ///
    /// Every union of the document counts, declared or not: a union that is not declared can only keep a member
    /// settable, never make a wrong value constant.
    func constantDiscriminators() -> [SchemaID: [String: SpecValue]] {
        var values: [SchemaID: [String: Set<SpecValue>]] = [:]
        for schema in document.schemas where !schema.oneOf.isEmpty || !schema.anyOf.isEmpty {
            for named in discriminatedVariants(of: schema) {
                values[named.variant, default: [:]][named.property, default: []].formUnion(named.values)
            }
        }
        return values.compactMapValues { properties in
            let single = properties.compactMapValues { $0.count == 1 ? $0.first : nil }
            return single.isEmpty ? nil : single
        }
    }

    /// Each variant of a union told apart by a discriminator (the spec's, or one ``implicitDiscriminator(_:)``
    /// finds), with the property and the values that name it; none for a union that tries its variants.
    private func discriminatedVariants(of schema: Schema)
        -> [(variant: SchemaID, property: String, values: [SpecValue])]
    {
        let variants = unionVariants(of: schema, id: schema.id)
        guard !variants.isEmpty else { return [] }
        if let discriminator = schema.discriminator {
            var named: [(variant: SchemaID, property: String, values: [SpecValue])] = []
            for variant in variants {
                let target = pureTarget(variant)
                var values = discriminator.mapping.entries.filter { pureTarget($0.value) == target }.map(\.name)
                if values.isEmpty, let componentName = document.componentName(of: target) { values = [componentName] }
                // As `oneOfBlueprint` decides: a variant without a value leaves the union trying them in order.
                guard !values.isEmpty else { return [] }
                named.append((target, discriminator.propertyName, values.map(SpecValue.string)))
            }
            return named
        }
        guard let implicit = implicitDiscriminator(variants) else { return [] }
        return variants.indices.map { index in
            let text = implicit.values[index]
            let value = implicit.isInteger ? Int64(text).map(SpecValue.int) ?? .string(text) : .string(text)
            return (pureTarget(variants[index]), implicit.propertyName, [value])
        }
    }
}
