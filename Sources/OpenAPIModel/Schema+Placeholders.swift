extension Schema {
    /// Replaces each placeholder id (``SchemaRecording/placeholder(_:)``) by what `resolved` holds at its index. A
    /// reference or discriminator target that did not resolve is left out, as it is when one thread decodes the
    /// schema.
    mutating func resolvePlaceholders(_ resolved: [SchemaID?]) {
        func real(_ id: SchemaID) -> SchemaID? { id.rawValue < 0 ? resolved[-1 - id.rawValue] : id }
        // A subschema's placeholder always resolves: only references and discriminator targets can fail.
        func subschema(_ id: SchemaID) -> SchemaID { real(id) ?? id }
        if let reference { self.reference = real(reference) }
        if !properties.isEmpty { properties.transformValues(subschema) }
        if case .schema(let id) = additionalProperties { additionalProperties = .schema(subschema(id)) }
        if !patternProperties.isEmpty { patternProperties.transformValues(subschema) }
        if let propertyNames { self.propertyNames = subschema(propertyNames) }
        if let items { self.items = subschema(items) }
        if !prefixItems.isEmpty { prefixItems = prefixItems.map(subschema) }
        if !allOf.isEmpty { allOf = allOf.map(subschema) }
        if !oneOf.isEmpty { oneOf = oneOf.map(subschema) }
        if !anyOf.isEmpty { anyOf = anyOf.map(subschema) }
        if let not { self.not = subschema(not) }
        if !defs.isEmpty { defs.transformValues(subschema) }
        if var discriminator {
            var mapping = NamedMap<SchemaID>()
            for entry in discriminator.mapping.entries {
                if let id = real(entry.value) { mapping.set(entry.name, id) }
            }
            discriminator.mapping = mapping
            discriminator.defaultMapping = discriminator.defaultMapping.flatMap(real)
            self.discriminator = discriminator
        }
    }
}
