import Diagnostics

/// What `lint` adds to the diagnostics of a generation: things only a spec's author can act on, which change
/// nothing in the generated client, so they are notes and never fail a run, `--strict` or not.
public enum SpecChecks {
    /// Emits a note for each operation without an `operationId` and each component schema nothing reaches.
    public static func run(on document: OpenAPIDocument, diagnostics: DiagnosticCollector) {
        for operation in document.operations where operation.operationId == nil {
            diagnostics.emit(
                Diagnostic(
                    .note,
                    .lintMissingOperationID,
                    "\(operation.method.rawValue) \(operation.path) has no operationId; its builder is named after "
                        + "its method and path, so changing the path renames it",
                    at: operation.sourceLocation
                )
            )
        }
        let operations = document.operations + document.webhookOperations
        let reached = SchemaReachability(document: document).schemas(reachableFrom: operations)
        for entry in document.components.schemas where !reached.contains(entry.value) {
            diagnostics.emit(
                Diagnostic(
                    .note,
                    .lintUnusedSchema,
                    "no operation uses schema '\(entry.name)'",
                    at: document[entry.value].sourceLocation
                )
            )
        }
    }
}

extension DiagnosticID {
    public static let lintMissingOperationID: DiagnosticID = "lint.missing-operation-id"
    public static let lintUnusedSchema: DiagnosticID = "lint.unused-schema"
}
