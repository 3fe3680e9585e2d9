extension OpenAPIDocument {
    /// The document with only the operations `filter` keeps, and only the component schemas they reach
    /// (see ``SchemaReachability``). Path items left without operations are dropped; the schema table
    /// itself is unchanged, so every ``SchemaID`` stays valid.
    public func filtered(by filter: OperationFilter) -> OpenAPIDocument {
        guard !filter.isEmpty else { return self }
        var result = self
        var paths = NamedMap<PathItem>()
        for entry in self.paths {
            var item = entry.value
            item.operations = item.operations.filter(filter.includes)
            if !item.operations.isEmpty { paths.set(entry.name, item) }
        }
        result.paths = paths
        let reachable = SchemaReachability(document: self).schemas(reachableFrom: result.operations)
        var schemas = NamedMap<SchemaID>()
        for entry in components.schemas where reachable.contains(entry.value) {
            schemas.set(entry.name, entry.value)
        }
        result.components.schemas = schemas
        return result
    }
}
