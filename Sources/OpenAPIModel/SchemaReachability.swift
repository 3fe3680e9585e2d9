/// The schemas a set of operations needs: those their parameters, request bodies, responses and headers
/// name, and, transitively, every schema those reach through `$ref`, properties, `additionalProperties`,
/// `items`, `allOf`/`oneOf`/`anyOf`, `not`, and discriminator mappings.
public struct SchemaReachability: Sendable {
    public let document: OpenAPIDocument

    public init(document: OpenAPIDocument) {
        self.document = document
    }

    /// Every schema `operations` reach, directly or through other schemas.
    public func schemas(reachableFrom operations: [Operation]) -> Set<SchemaID> {
        var reached: Set<SchemaID> = []
        var pending: [SchemaID] = []
        func visit(_ id: SchemaID?) {
            if let id, reached.insert(id).inserted { pending.append(id) }
        }
        func visit(_ content: [MediaType]) {
            for media in content {
                visit(media.schema)
                visit(media.itemSchema)
                for encoding in media.encoding.values {
                    for header in encoding.headers.values { visit(header) }
                }
            }
        }
        func visit(_ header: Header) {
            visit(header.schema)
            for media in header.content {
                visit(media.schema)
                visit(media.itemSchema)
            }
        }
        for operation in operations {
            for parameter in operation.parameters {
                visit(parameter.schema)
                visit(parameter.content)
            }
            if let body = operation.requestBody { visit(body.content) }
            for response in operation.responses {
                visit(response.content)
                for header in response.headers.values { visit(header) }
            }
        }
        while let id = pending.popLast() {
            let schema = document[id]
            for child in schema.subschemas { visit(child) }
            if let discriminator = schema.discriminator {
                for target in discriminator.mapping.values { visit(target) }
                visit(discriminator.defaultMapping)
            }
        }
        return reached
    }

    /// Every schema the request bodies of `operations` reach: what a client sends as JSON.
    public func schemas(sentBy operations: [Operation]) -> Set<SchemaID> {
        let bodies = operations.map { operation in
            var sent = Operation()
            sent.requestBody = operation.requestBody
            return sent
        }
        return schemas(reachableFrom: bodies)
    }
}
