import Diagnostics
import OpenAPIModel
import SwiftEmitter

/// One version of an API as the emitter generates it: the Swift declarations it decides, joined with the
/// spec objects they come from, for locations and wire-level facts.
struct APISurface {
    /// A generated type: a model, the namespace or a tag group.
    struct TypeEntry {
        var declaration: Declaration
        /// The JSON pointer of the schema it comes from.
        var origin: String?
    }

    /// A generated request builder and the operation it sends.
    struct OperationEntry {
        /// `Petstore.listPets`: the enum it is declared in and its name.
        var key: String
        var blueprint: OperationBlueprint
        var operation: OpenAPIModel.Operation
    }

    let document: OpenAPIDocument
    private(set) var types: [String: TypeEntry] = [:]
    private(set) var operations: [OperationEntry] = []
    private(set) var namespace: NamespaceBlueprint?
    /// The target of every type alias, to compare types through aliases.
    private(set) var aliases: [String: SwiftType] = [:]
    private var schemasByPointer: [String: SchemaID] = [:]

    init(_ plan: ClientPlan) {
        document = plan.document
        for schema in document.schemas { schemasByPointer[schema.pointer] = schema.id }
        var operationsByPointer: [String: OpenAPIModel.Operation] = [:]
        for operation in document.operations { operationsByPointer[operation.pointer] = operation }
        for file in plan.files {
            switch file.declaration {
            case .operation(let blueprint):
                guard let origin = file.origin, let operation = operationsByPointer[origin] else { continue }
                let key = blueprint.namespace + "." + blueprint.name.name
                operations.append(OperationEntry(key: key, blueprint: blueprint, operation: operation))
            case .namespace(let blueprint):
                namespace = blueprint
            case .typeAlias(let blueprint):
                let name = file.declaration.declaredType?.description ?? blueprint.name
                aliases[name] = blueprint.type
                types[name] = TypeEntry(declaration: file.declaration, origin: file.origin)
            case .group(let blueprint):
                // An operation's enum of inline types comes and goes with them; they are compared, not it.
                guard blueprint.kind == .tag else { continue }
                types[blueprint.namespace + "." + blueprint.name] = TypeEntry(
                    declaration: file.declaration,
                    origin: nil
                )
            case .envelope(let blueprint):
                types[blueprint.namespace + "." + blueprint.name.name] = TypeEntry(
                    declaration: file.declaration,
                    origin: nil
                )
            case .paging(let blueprint):
                types["\(blueprint.parent).\(blueprint.name.name)"] = TypeEntry(
                    declaration: file.declaration,
                    origin: file.origin
                )
            default:
                let name = file.declaration.declaredType?.description ?? file.declaration.name
                types[name] = TypeEntry(declaration: file.declaration, origin: file.origin)
            }
        }
    }

    /// The schema a generated type comes from.
    func schema(of entry: TypeEntry) -> Schema? {
        entry.origin.flatMap { schemasByPointer[$0] }.map { document[$0] }
    }

    /// Where a generated type comes from in the spec: its schema; for a type an operation's responses need (its
    /// answers by status, its events, its headers), the operation's success response.
    func location(of entry: TypeEntry) -> SourceLocation? {
        if let schema = schema(of: entry) { return schema.sourceLocation ?? document.sourceLocation }
        if let origin = entry.origin,
            let operation = document.operations.first(where: { origin.hasPrefix($0.pointer + "/") })
        {
            return operation.responses.first { $0.status.isSuccess }?.sourceLocation ?? operation.sourceLocation
        }
        return document.sourceLocation
    }

    /// Where the property with wire name `wireName` of a struct's schema is: in the schema itself, in what
    /// it includes with `allOf`, or in what it refers to; the struct's own location when not found.
    func location(ofProperty wireName: String, in entry: TypeEntry) -> SourceLocation? {
        guard let schema = schema(of: entry) else { return location(of: entry) }
        var pending = [schema.id]
        var seen: Set<SchemaID> = []
        while let id = pending.popLast() {
            guard seen.insert(id).inserted, seen.count < 64 else { continue }
            let current = document[id]
            if let property = current.properties[wireName] {
                return document[property].sourceLocation ?? current.sourceLocation
            }
            pending += current.allOf.reversed()
            if let reference = current.reference { pending.append(reference) }
        }
        return location(of: entry)
    }

    /// Where a builder parameter comes from: the spec parameter, or the request body.
    func location(of parameter: OperationBlueprint.Parameter, in entry: OperationEntry) -> SourceLocation? {
        switch parameter.origin {
        case .parameter(let name, let location)?:
            let found = entry.operation.parameters.first { $0.name == name && $0.location == location }
            return found?.sourceLocation ?? entry.operation.sourceLocation
        case .body?:
            return entry.operation.requestBody?.sourceLocation ?? entry.operation.sourceLocation
        case nil:
            return entry.operation.sourceLocation
        }
    }

    /// Where the operation's success response is, or the operation when it has none.
    func responseLocation(of entry: OperationEntry) -> SourceLocation? {
        entry.operation.responses.first { $0.status.isSuccess }?.sourceLocation ?? entry.operation.sourceLocation
    }

    /// Where the server a namespace constant is made from is: the server with the same URL after its
    /// variables take their defaults.
    func location(of server: NamespaceBlueprint.Server) -> SourceLocation? {
        let match = document.servers.first { candidate in
            let url = candidate.variables.entries.reduce(candidate.url) { url, variable in
                url.replacingOccurrences(of: "{\(variable.name)}", with: variable.value.defaultValue)
            }
            return url == server.url
        }
        return match?.sourceLocation ?? document.servers.first?.sourceLocation ?? document.sourceLocation
    }

    /// `type` with every alias replaced by what it stands for.
    func expanded(_ type: SwiftType) -> SwiftType {
        var type = type
        for _ in 0..<8 {
            var changed = false
            type = type.replacingNames { name in
                guard let target = aliases[name] else { return nil }
                changed = true
                return target
            }
            if !changed { break }
        }
        return type
    }
}
