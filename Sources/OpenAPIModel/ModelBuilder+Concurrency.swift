import Diagnostics
import Foundation
import Parallel
import YAMLNodes

/// Decoding the pending schemas on every core with the result a single thread gets.
///
/// Each worker has a builder of its own in recording mode (``SchemaRecording``): it decodes its schemas with
/// what the main builder knew when the drain began, and writes down each step that would change the main
/// builder's tables. The main builder then takes the schemas in pending order and does their steps in the
/// order they came up: ids are allocated, references resolved and problems reported exactly as one thread
/// decoding them would have.
extension ModelBuilder {
    /// Decodes `first` (its parts one after another) and every schema their steps add, and does what they left
    /// to do, as ``drainPendingSchemas()`` would; first the steps of `early` (schemas before them, decoded
    /// already), while the other cores start on `first`.
    func decodeConcurrently(_ first: [ArraySlice<PendingSchema>], after early: inout [SchemaRecording.Decoded]) {
        let context = recordingContext
        let stream = OrderedWorkStream<ArraySlice<PendingSchema>, [SchemaRecording.Decoded]> {
            let builder = ModelBuilder(recording: context)
            return { $0.map(builder.decodeRecording) }
        }
        // Small enough that the other cores get the schemas a step adds soon, large enough that handing them
        // over costs little.
        let chunkSize = max(1, min(64, options.parallelSchemaWave))
        func submit(_ part: ArraySlice<PendingSchema>) {
            for start in stride(from: part.startIndex, to: part.endIndex, by: chunkSize) {
                stream.submit(part[start..<min(part.endIndex, start + chunkSize)])
            }
        }
        for part in first { submit(part) }
        replay(&early)
        // What the steps held is kept until the builder goes (see ``spent``); the schemas stay in the table. So is
        // the stream, whose workers hold the last copies of the tables they started from.
        var done: [[SchemaRecording.Decoded]] = []
        while true {
            // The schemas the steps added go out in chunks, or all at once before the other cores run dry.
            if pendingSchemas.count >= chunkSize || (!pendingSchemas.isEmpty && stream.outstanding <= 1) {
                let added = takePendingSchemas()
                submit(added)
                spent.append(added)
            }
            guard var decoded = stream.next() else { break }
            for index in decoded.indices { finish(&decoded[index]) }
            done.append(decoded)
        }
        stream.close()
        spent.append((consume done, stream))
    }

    /// Starts decoding the pending schemas on a second thread (``EarlyWave``) when they are many, and takes them
    /// out of the pending list (the drain starts with them): called once the component schemas are registered,
    /// before anything else is decoded.
    func startEarlyWave() {
        guard recording == nil, earlyWave == nil else { return }
        let limit = options.earlyWaveLimit
        if limit == nil {
            guard pendingSchemas.count >= options.parallelSchemaWave,
                Cores.active > 1
            else { return }
        }
        earlyWave = EarlyWave(pendingSchemas, context: recordingContext, limit: limit)
        // Moved, not copied: what is added while the document is read goes to a new list.
        pendingSchemas = []
    }

    /// Stops the thread ``startEarlyWave()`` started and takes the schemas it was given and what it decoded: the
    /// first of them, as many as it got to, with their steps still to do (``replay(_:)``). Both empty when none
    /// was started.
    func takeEarlyWave() -> (pending: [PendingSchema], decoded: [SchemaRecording.Decoded]) {
        guard let early = earlyWave else { return ([], []) }
        earlyWave = nil
        let decoded = early.finish()
        earlyDecodedCount = decoded.count
        // It holds the last copy of the tables it started from.
        spent.append(early)
        return (early.pending, decoded)
    }

    /// Does the steps of `decoded`, the first pending schemas not done yet, in order; empties it.
    func replay(_ decoded: inout [SchemaRecording.Decoded]) {
        guard !decoded.isEmpty else { return }
        for index in decoded.indices { finish(&decoded[index]) }
        spent.append(decoded)
        decoded = []
    }

    /// What recording builders start from: what this builder knows now.
    private var recordingContext: SchemaRecording.Context {
        SchemaRecording.Context(
            options: options,
            rootPath: rootPath,
            dialect: dialect,
            schemaIDs: schemaIDs,
            schemaReferenceCache: schemaReferenceCache
        )
    }

    /// A builder that records (see ``SchemaRecording``) instead of changing tables it shares; it reads no file.
    convenience init(recording context: SchemaRecording.Context) {
        self.init(
            options: context.options,
            sources: InMemorySpecSources([:]),
            diagnostics: DiagnosticBag(),
            rootPath: context.rootPath
        )
        dialect = context.dialect
        schemaIDs = context.schemaIDs
        schemaReferenceCache = context.schemaReferenceCache
        recording = SchemaRecording()
    }

    /// One pending schema decoded in recording mode, with what is left to do for it.
    func decodeRecording(_ pending: PendingSchema) -> SchemaRecording.Decoded {
        recording = SchemaRecording()
        let schema = decodeSchema(pending.id, pending.node, pending.file, pointer: pending.pointer)
        return SchemaRecording.Decoded(
            id: pending.id,
            schema: schema,
            steps: recording?.steps ?? [],
            referencePlace: recording?.referencePlace
        )
    }

    /// Writes `step` down; its placeholder id, when it yields one.
    func record(_ step: SchemaRecording.Step) -> SchemaID {
        let id = SchemaRecording.placeholder(recording?.placeholders ?? 0)
        recording?.steps.append(step)
        recording?.placeholders += 1
        return id
    }

    /// What `schemaReference` gives for a `$ref` whose target the main builder had already allocated, or whose
    /// address is wrong (reported, nil); `.none` leaves it to the main builder, which also reads any file.
    func knownSchemaReference(_ referenceNode: Node, _ file: SpecFile) -> SchemaID?? {
        guard case .string(let reference)? = referenceNode.value else { return .none }
        if let id = schemaReferenceCache[file.relativePath]?[reference] { return id }
        let key: String
        if let local = localKey(of: reference, in: file) {
            key = local
        } else {
            guard let address = address(of: reference, at: referenceNode, in: file) else { return .some(nil) }
            key = address.key
        }
        guard let id = schemaIDs[key] else { return .none }
        // Kept for this worker's next schemas, which mostly name the same few targets.
        schemaReferenceCache[file.relativePath, default: [:]][reference] = id
        return id
    }

    /// Does what a schema decoded off the main thread left to do, and stores it; in place, as the schema is not
    /// shared yet.
    private func finish(_ decoded: inout SchemaRecording.Decoded) {
        var resolved: [SchemaID?] = []
        for step in decoded.steps {
            switch step {
            case .diagnostic(let diagnostic): emit(diagnostic)
            case .child(let node, let file, let pointer): resolved.append(schema(node, file, pointer: pointer))
            case .reference(let node, let file): resolved.append(schemaReference(node, file))
            case .discriminatorTarget(let node, let file): resolved.append(discriminatorTarget(node, file))
            }
        }
        if !resolved.isEmpty { decoded.schema.resolvePlaceholders(resolved) }
        if let place = decoded.referencePlace, decoded.schema.reference != nil { referenceNodes[decoded.id] = place }
        subschemas.record(decoded.schema, at: decoded.id.rawValue)
        schemas[decoded.id.rawValue] = decoded.schema
    }
}
