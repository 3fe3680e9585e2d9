extension Schema {
    /// Replaces each placeholder id (``SchemaRecording/placeholder(_:)``) by what `resolved` holds at its index. A
    /// reference or discriminator target that did not resolve is left out, as it is when one thread decodes the
    /// schema.
    mutating func resolvePlaceholders(_ resolved: [SchemaID?]) {
        func real(_ id: SchemaID) -> SchemaID? { id.rawValue < 0 ? resolved[-1 - id.rawValue] : id }
        // A subschema's placeholder always resolves: only references and discriminator targets can fail.
        transformIDs(subschema: { real($0) ?? $0 }, target: real)
    }
}
