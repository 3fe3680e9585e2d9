import Diagnostics
import YAMLNodes

/// What a ``ModelBuilder`` decoding schemas off the main thread could not do alone, in the order it came up, for
/// the main builder to do in that order, so the result is the one a single thread gets.
///
/// A subschema to allocate, a `$ref` or discriminator target not known yet, and a diagnostic are written down
/// as steps; the first three stand in the schema as placeholder ids (``placeholder(_:)``) until the main
/// builder replaces them (``Schema/resolvePlaceholders(_:)``).
struct SchemaRecording {
    enum Step: Sendable {
        case child(Node, SpecFile, pointer: String)
        case reference(Node, SpecFile)
        case discriminatorTarget(Node, SpecFile)
        case diagnostic(Diagnostic)
    }

    /// One schema decoded off the main thread, and what is left to do for it.
    struct Decoded: Sendable {
        var id: SchemaID
        var schema: Schema
        var steps: [Step]
        /// Where its `$ref` is written, kept when the reference resolves.
        var referencePlace: (node: Node, file: SpecFile)?
    }

    /// What the main builder knew when the schemas were handed out: enough to decode them and to resolve the
    /// references it had already resolved.
    struct Context: Sendable {
        var options: OpenAPILoader.Options
        var rootPath: String
        var dialect: SpecDialect
        var schemaIDs: [String: SchemaID]
        var schemaReferenceCache: [String: [String: SchemaID]]
    }

    var steps: [Step] = []
    var placeholders = 0
    /// Where the schema's `$ref` is written, when it resolved (``Decoded/referencePlace``).
    var referencePlace: (node: Node, file: SpecFile)?

    /// The id standing for the result of the `index`th step that yields one: below zero, so never a real one.
    static func placeholder(_ index: Int) -> SchemaID { SchemaID(-1 - index) }
}
