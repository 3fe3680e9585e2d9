import Diagnostics
import OpenAPIModel

extension Translation {
    /// An operation of an RPC-style API as its builder sees it: the parameters it takes, what it returns, and
    /// how `Request` wraps them.
    struct EnvelopeOperation {
        var parameter: OperationBlueprint.Parameter?
        var responseType: SwiftType
        var call: OperationBlueprint.EnvelopeCall
    }

    /// The document's `x-clientgen-envelope`, with what is wrong with it reported; nil when it has none.
    func readEnvelope() -> EnvelopeExtension? {
        guard let value = document.extensions[EnvelopeExtension.key] else { return nil }
        var problems: [String] = []
        let envelope = EnvelopeExtension(value, problems: &problems)
        for problem in problems {
            warn(.emitterEnvelope, problem, at: document.sourceLocation)
        }
        if envelope != nil { _ = functionNames[namespace, default: NameScope(ignoresCase: true)].claim("envelope") }
        return envelope
    }

    /// The operation's parameters, result and envelope arguments when it is wrapped in the envelope: the
    /// document has one, the operation does not opt out, and its body is JSON. The body's `params` field is the
    /// builder's parameter (none when it must be empty), and the success response's `data` field its result.
    func envelopeOperation(
        _ operation: OpenAPIModel.Operation,
        operationID: String,
        scope: inout NameScope,
        types: SwiftType
    ) -> EnvelopeOperation? {
        guard let envelope, let body = jsonSchema(operation.requestBody?.content ?? []) else { return nil }
        var problems: [String] = []
        let usage = EnvelopeExtension.usage(of: operation, problems: &problems)
        for problem in problems { warn(.emitterEnvelope, problem, at: operation.sourceLocation) }
        if usage == .none { return nil }
        if usage == .withoutCredentials { operationsWithoutCredentials.append(operationID) }

        var parameter: OperationBlueprint.Parameter?
        if let schema = members(at: envelope.params, of: body).last, !mustBeEmpty(schema) {
            let type = typeReference(for: schema, at: TypePlacement(parent: types, name: "Params"))
            parameter = OperationBlueprint.Parameter(
                name: SwiftIdentifier(scope.claim("params")),
                type: type.nonOptional
            )
        }

        var apiVersion: String?
        if let path = envelope.apiVersion {
            let versions = members(at: path, of: body).compactMap { id -> String? in
                let schema = document.resolved(id)
                if let text = schema.constValue?.string { return text }
                if let values = schema.enumValues, values.count == 1 { return values[0].string }
                return nil
            }
            apiVersion = versions.last
            if apiVersion == nil {
                warn(
                    .emitterEnvelope,
                    "'\(operationID)' gives no value for '\(path)'; pin it with 'const' in the request body",
                    at: operation.requestBody?.sourceLocation ?? operation.sourceLocation
                )
            }
        }

        var responseType = SwiftType.empty
        if let response = successSchema(operation) {
            let result = envelope.data.map { members(at: $0, of: response).last } ?? response
            if let result { responseType = typeReference(for: result, at: TypePlacement(parent: types, name: "Data")) }
        }
        return EnvelopeOperation(
            parameter: parameter,
            responseType: responseType,
            call: OperationBlueprint.EnvelopeCall(
                namespace: namespace,
                envelope: envelopeName,
                apiVersion: apiVersion,
                params: parameter?.name
            )
        )
    }

    /// The declaration of the envelope, after every operation has been translated.
    func addEnvelope() {
        guard let envelope else { return }
        add(
            .envelope(
                EnvelopeBlueprint(
                    namespace: namespace,
                    name: envelopeName,
                    documentation: Documentation([
                        .text(["How every request and response of this API is wrapped (`x-clientgen-envelope`)."]),
                        .text([
                            "Add an `EnvelopeAuth` with this envelope to the client's middlewares to send credentials."
                        ]),
                    ]),
                    arguments: envelope.arguments(operationsWithoutCredentials: operationsWithoutCredentials)
                )
            ),
            folder: "",
            fileName: namespace + "+Envelope"
        )
    }

    /// Component schemas that only describe the envelope itself, not any operation's parameters or result:
    /// the ones envelope bodies include with `allOf`, and what only those use. The runtime's `Envelope` stands
    /// for them, so they are not declared.
    func envelopeSchemas() -> Set<SchemaID> {
        guard envelope != nil else { return [] }
        var wrappers: Set<SchemaID> = []
        var problems: [String] = []  // reported when the operation is translated
        for operation in document.operations where EnvelopeExtension.usage(of: operation, problems: &problems) != .none
        {
            let bodies = [jsonSchema(operation.requestBody?.content ?? []), successSchema(operation)]
            for body in bodies.compactMap({ $0 }) {
                wrappers.formUnion(document[body].allOf.filter { document[$0].reference != nil })
            }
        }
        var references: [SchemaID: [Schema]] = [:]
        for schema in document.schemas {
            if let target = schema.reference { references[target, default: []].append(schema) }
        }
        var skipped: Set<SchemaID> = []
        var changed = true
        while changed {
            changed = false
            for entry in document.components.schemas where !skipped.contains(entry.value) {
                guard let uses = references[entry.value], !uses.isEmpty else { continue }
                let isInternal = uses.allSatisfy { use in
                    wrappers.contains(use.id)
                        || skipped.contains { use.pointer.hasPrefix(document[$0].pointer + "/") }
                }
                if isInternal {
                    skipped.insert(entry.value)
                    changed = true
                }
            }
        }
        return skipped
    }

    /// The name of the namespace's envelope constant.
    private var envelopeName: SwiftIdentifier { SwiftIdentifier("envelope") }

    /// Every schema that describes the field at `path` of schema `id`, following `$ref`s and `allOf`, in
    /// document order: the most specific last.
    private func members(at path: String, of id: SchemaID) -> [SchemaID] {
        var result = [id]
        for name in path.split(separator: ".").map(String.init) {
            result = result.flatMap { included(in: $0, depth: 0) }.compactMap { document[$0].properties[name] }
        }
        return result.flatMap { included(in: $0, depth: 0) }
    }

    /// `id` and every schema it includes by `$ref` or `allOf`, each once, in document order.
    private func included(in id: SchemaID, depth: Int) -> [SchemaID] {
        var seen: Set<SchemaID> = []
        var result: [SchemaID] = []
        func visit(_ id: SchemaID, depth: Int) {
            guard depth < 32, seen.insert(id).inserted else { return }
            result.append(id)
            let schema = document[id]
            if let target = schema.reference { visit(target, depth: depth + 1) }
            for part in schema.allOf { visit(part, depth: depth + 1) }
        }
        visit(id, depth: depth)
        return result
    }

    /// Whether parameters of this schema are always `{}`: `maxProperties: 0`, or no properties and no others.
    private func mustBeEmpty(_ id: SchemaID) -> Bool {
        let schemas = included(in: id, depth: 0).map { document[$0] }
        if schemas.contains(where: { $0.maxProperties == 0 }) { return true }
        return schemas.allSatisfy { $0.properties.isEmpty && $0.oneOf.isEmpty && $0.anyOf.isEmpty }
            && schemas.contains { $0.additionalProperties == .allowed(false) }
    }

    private func jsonSchema(_ content: [MediaType]) -> SchemaID? {
        content.first { Self.isJSON(Self.baseContentType($0.contentType)) && $0.schema != nil }?.schema
    }

    /// The JSON schema of the operation's `200` response, or of its first success response.
    private func successSchema(_ operation: OpenAPIModel.Operation) -> SchemaID? {
        let successes = operation.responses.filter(\.status.isSuccess)
        let response = successes.first { $0.status == .code(200) } ?? successes.first
        return response.flatMap { jsonSchema($0.content) }
    }
}

extension DiagnosticID {
    public static let emitterEnvelope: DiagnosticID = "emitter.envelope"
}
