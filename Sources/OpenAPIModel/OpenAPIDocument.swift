import Diagnostics

/// A spec decoded into typed values, every `$ref` resolved; what the emitter consumes.
///
/// Swagger 2.0 documents are converted into this same model. Schemas live in one table indexed by
/// ``SchemaID``, so references and recursive schemas are plain ids.
public struct OpenAPIDocument: Sendable {
    /// The version the document declares, such as `3.1.0` or `2.0`.
    public var version: String
    public var dialect: SpecDialect
    public var info: Info
    public var jsonSchemaDialect: String?
    /// The servers of the document; for Swagger 2.0, made from `schemes`, `host` and `basePath`.
    public var servers: [Server]
    /// Path items in document order, keyed by their path template.
    public var paths: NamedMap<PathItem>
    public var webhooks: NamedMap<PathItem>
    public var components: Components
    /// The default security requirements; nil when the document states none.
    public var security: [SecurityRequirement]?
    public var tags: [Tag]
    public var externalDocs: ExternalDocs?
    public var extensions: Extensions
    /// The root file's path, as locations report it.
    public var file: String
    public var sourceLocation: SourceLocation
    /// Every schema of the document and of the files it references; see ``subscript(_:)``.
    public internal(set) var schemas: [Schema]
    var componentNames: [SchemaID: String]
    var fileComponents: [SchemaID: (kind: String, name: String)] = [:]
    var recursiveSchemas: Set<SchemaID>

    /// The schema with id `id`.
    @inlinable public subscript(_ id: SchemaID) -> Schema { schemas[id.rawValue] }

    /// Every operation under `paths`, in document order.
    public var operations: [Operation] { paths.values.flatMap(\.operations) }

    /// Every operation under `webhooks`, in document order.
    public var webhookOperations: [Operation] { webhooks.values.flatMap(\.operations) }
}

extension OpenAPIDocument {
    /// A document with nothing in it yet, which the model builder fills.
    static func empty(version: String, dialect: SpecDialect, file: String, location: SourceLocation) -> OpenAPIDocument
    {
        OpenAPIDocument(
            version: version,
            dialect: dialect,
            info: Info(),
            servers: [],
            paths: NamedMap(),
            webhooks: NamedMap(),
            components: Components(),
            tags: [],
            extensions: Extensions(),
            file: file,
            sourceLocation: location,
            schemas: [],
            componentNames: [:],
            recursiveSchemas: []
        )
    }
}
