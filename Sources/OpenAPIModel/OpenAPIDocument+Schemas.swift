extension OpenAPIDocument {
    /// The schema `id` ends at after following `$ref`s that have no sibling keywords; memoised at load time.
    public func resolved(_ id: SchemaID) -> Schema {
        var current = self[id]
        var steps = 0
        while let target = current.reference, current.isPureReference, steps < schemas.count {
            current = self[target]
            steps += 1
        }
        return current
    }

    /// The component name of a schema, such as `Pet` for `#/components/schemas/Pet`, also in other files
    /// (and `#/definitions/Pet` in Swagger 2.0); for a file that is one schema, the file's base name.
    /// A `$ref` schema is not itself a component: ask about `resolved(id).id`.
    public func componentName(of id: SchemaID) -> String? { componentNames[id] }

    /// The kind of component (`responses`, `requestBodies`, `parameters`, `headers`) and the name of the file that
    /// holds schema `id` as its own, when a `$ref` names the whole file as one: `bundle` makes it a component of that
    /// kind, named after the file.
    public func fileComponent(of id: SchemaID) -> (kind: String, name: String)? { fileComponents[id] }

    /// Whether `id` is on a cycle of schemas that contain each other, so the emitter must box it.
    public func isRecursive(_ id: SchemaID) -> Bool { recursiveSchemas.contains(id) }

    /// The component schema named `name` in the root document.
    public func schema(named name: String) -> SchemaID? { components.schemas[name] }
}
