import OpenAPIModel

extension SchemaSamples {
    /// `sample` as a model of schema `id` encodes it back: without its read-only members, which a model reads and
    /// never sends (TypeMapping.md), at any depth the schema's properties, `allOf` parts, items and additional
    /// properties reach. Inside a union the variant is not known, so its members are kept as they are.
    func sentBack(_ sample: JSONSample, as id: SchemaID) -> JSONSample {
        sentBack(sample, as: id, depth: 0)
    }

    private func sentBack(_ sample: JSONSample, as id: SchemaID, depth: Int) -> JSONSample {
        guard depth <= maximumDepth * 2 else { return sample }
        let schema = document.resolved(id)
        switch sample {
        case .array(let items):
            guard let item = schema.items else { return sample }
            return .array(items.map { sentBack($0, as: item, depth: depth + 1) })
        case .object(let members):
            var properties: [String: SchemaID] = [:]
            collectProperties(of: schema.id, into: &properties, depth: 0)
            var additional: SchemaID?
            if case .schema(let values) = schema.additionalProperties { additional = values }
            guard !properties.isEmpty || additional != nil else { return sample }
            return .object(
                members.compactMap { member in
                    guard let property = properties[member.key] else {
                        return (
                            member.key,
                            additional.map { sentBack(member.value, as: $0, depth: depth + 1) }
                                ?? member.value
                        )
                    }
                    if document[property].readOnly || document.resolved(property).readOnly { return nil }
                    return (member.key, sentBack(member.value, as: property, depth: depth + 1))
                }
            )
        default:
            return sample
        }
    }

    /// The properties a schema declares itself and through its `allOf` parts.
    private func collectProperties(of id: SchemaID, into properties: inout [String: SchemaID], depth: Int) {
        guard depth <= maximumDepth else { return }
        let schema = document.resolved(id)
        for entry in schema.properties.entries where properties[entry.name] == nil {
            properties[entry.name] = entry.value
        }
        for part in schema.allOf { collectProperties(of: part, into: &properties, depth: depth + 1) }
    }
}
