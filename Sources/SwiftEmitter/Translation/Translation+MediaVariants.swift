import Diagnostics
import OpenAPIModel

/// The builders an operation gets besides its first for the other media types it documents: one per other media
/// type its body may be sent as (`createPetForm(body:)` beside `createPet(body:)`), and one per other media type
/// its answer comes in (`createChatCompletionJSON(body:)` beside `createChatCompletion(body:)`, which reads the
/// event stream). The first builder stays as it was, so an operation that gains a media type breaks no caller, and
/// each builder is typed, encodes and asks for exactly one media type.
struct MediaVariants {
    /// A builder sending the body as another media type.
    struct Body {
        var name: SwiftIdentifier
        var contentType: String
        /// Its arguments, documentation and statements: the first builder's, with this body.
        var builder: Translation.BuilderParameters
    }

    /// A builder asking for the answer as another media type.
    struct Answer {
        var name: SwiftIdentifier
        /// The media types it asks for, as the `Accept` header lists them.
        var contentTypes: [String]
        var type: SwiftType
        var decoding: OperationBlueprint.Decoding
        /// The `Accept` header it sets, or nil where its decoding sends these types by itself.
        var accept: String?
    }

    /// The media type the first builder sends the body as; nil without body variants.
    var sentBody: String?
    var bodies: [Body] = []
    /// The media types the first builder reads; empty without answer variants.
    var readAnswers: [String] = []
    var answers: [Answer] = []
}

extension Translation {
    /// A builder for each media type of `body` besides `chosen` that ClientGen encodes as its media type says: JSON,
    /// a form, multipart, text, bytes. One that holds an object, a list or a union in any other media type
    /// (XML, YAML, CBOR, or text with an object schema) has no encoding here: it is left out, with a warning.
    func bodyVariants(
        _ body: RequestBody,
        besides chosen: MediaType,
        bodyless: (builder: BuilderParameters, scope: NameScope),
        types: SwiftType,
        of builder: String,
        in container: String
    ) -> [MediaVariants.Body] {
        var seen: Set<String> = [Self.baseContentType(chosen.contentType)]
        var variants: [MediaVariants.Body] = []
        for media in body.content {
            let base = Self.baseContentType(media.contentType)
            guard isDistinctMediaType(media, base: base), seen.insert(base).inserted else { continue }
            guard isEncodable(media, base: base) else {
                unsupportedMedia.append(UnsupportedMedia(media: media, isRequest: true))
                continue
            }
            let suffix = Self.mediaSuffix(media.contentType)
            var scope = bodyless.scope
            guard
                let (parameter, statement) = bodyParameter(
                    body,
                    media: media,
                    typeName: suffix + "Body",
                    scope: &scope,
                    types: types
                )
            else { continue }
            var parameters = bodyless.builder
            parameters.texts[parameter.name.name] = body.description
            parameters.add(parameter, isRequired: parameter.defaultValue == nil)
            parameters.statements.append(statement)
            let name = variantName(builder, suffix: suffix, role: "Body", in: container)
            variants.append(MediaVariants.Body(name: name, contentType: media.contentType, builder: parameters))
        }
        return variants
    }

    /// A builder for each media type of the operation's primary success response that the first builder does not
    /// read (`others`), typed by its own decoding: JSON (all of the JSON types in one), a stream, text, bytes. The
    /// media types left without one are returned too, for the note on `accepting(_:)`: those of other statuses, a
    /// JSON stream of an operation that does not watch (Kubernetes' lists: its items are not the list's schema), the
    /// JSON of one that does, and a structured value in a media type ClientGen does not read (with a warning).
    func responseVariants(
        _ operation: OpenAPIModel.Operation,
        decoding: OperationBlueprint.Decoding,
        others: [String],
        types: SwiftType,
        of builder: String,
        in container: String
    ) -> (variants: [MediaVariants.Answer], read: [String], unread: [String]) {
        switch decoding {
        case .outcomes, .byStatus, .empty: return ([], [], others)
        default: break
        }
        guard !others.isEmpty, let response = primarySuccessResponse(operation) else { return ([], [], others) }
        let offered = response.content.filter { others.contains($0.contentType) }
        var unread = others.filter { type in !offered.contains { $0.contentType == type } }
        var variants: [MediaVariants.Answer] = []
        var seen: Set<String> = []
        for media in offered {
            let base = Self.baseContentType(media.contentType)
            guard isDistinctMediaType(media, base: base), seen.insert(media.contentType).inserted else { continue }
            let isJSON = Self.isJSON(base) && !media.isJSONStream
            // A JSON stream beside the JSON of an operation that does not watch is its list's, whose items are not the
            // list (Kubernetes' `?watch=true`); the JSON of one that watches is no single answer either.
            if media.isJSONStream ? !Self.watches(operation) : isJSON && Self.watches(operation) {
                unread.append(media.contentType)
                continue
            }
            guard isDecodable(media, base: base) else {
                unsupportedMedia.append(UnsupportedMedia(media: media, isRequest: false))
                unread.append(media.contentType)
                continue
            }
            // The JSON types are one answer, as the first builder reads them all when it reads JSON.
            let group =
                isJSON
                ? offered.filter { Self.isJSON(Self.baseContentType($0.contentType)) && !$0.isJSONStream } : [media]
            for member in group { seen.insert(member.contentType) }
            var single = response
            single.content = group
            let suffix = Self.mediaSuffix(media.contentType)
            let (type, answerDecoding) = decoded(
                single,
                types: types,
                name: suffix + "Response",
                origin: operation.pointer + "/responses",
                watches: Self.watches(operation)
            )
            let contentTypes = group.map(\.contentType)
            let isDefault =
                (answerDecoding == .json && contentTypes == ["application/json"])
                || (answerDecoding.isServerSentEvents && contentTypes == ["text/event-stream"])
            variants.append(
                MediaVariants.Answer(
                    name: variantName(builder, suffix: suffix, role: "Response", in: container),
                    contentTypes: contentTypes,
                    type: type,
                    decoding: answerDecoding,
                    accept: isDefault ? nil : contentTypes.joined(separator: ", ")
                )
            )
        }
        guard !variants.isEmpty else { return ([], [], others) }
        let asked = Set(variants.flatMap(\.contentTypes))
        let read = response.content.map(\.contentType).filter { !asked.contains($0) && !unread.contains($0) }
        return (variants, read, others.filter(unread.contains))
    }

    /// The builders of `variants`, made from the operation's first builder `main`: its name, arguments, statements,
    /// answer and documentation, each with its own media type.
    func blueprints(
        of variants: MediaVariants,
        main: OperationBlueprint,
        about: [Documentation.Paragraph?],
        headersNote: Documentation.Paragraph?
    ) -> [OperationBlueprint] {
        let signature = Self.signature(main.name.name, main.parameters)
        var blueprints: [OperationBlueprint] = []
        for body in variants.bodies {
            var variant = main
            variant.name = body.name
            variant.parameters = body.builder.required + body.builder.optional
            variant.statements = body.builder.statements
            variant.mediaVariant = .body(contentType: body.contentType)
            let note = Documentation.Paragraph.callout(
                .note,
                "Sends the body as `\(DocComment.inline(body.contentType))`;\n  `\(signature)` sends it as "
                    + "`\(DocComment.inline(variants.sentBody ?? ""))`."
            )
            variant.documentation = documentation(
                about + [note, Self.streamNote(main.decoding), headersNote],
                parameters: variant.parameters.map { ($0.name.name, body.builder.texts[$0.name.name] ?? nil) },
                returns: main.documentation.returns,
                pointer: main.documentation.source
            )
            blueprints.append(variant)
        }
        for answer in variants.answers {
            var variant = main
            variant.name = answer.name
            variant.responseType = answer.type
            variant.decoding = answer.decoding
            variant.accept = answer.accept
            variant.mediaVariant = .response(contentType: answer.contentTypes.joined(separator: ", "))
            let read = variants.readAnswers.map { "`\(DocComment.inline($0))`" }
            let note = Documentation.Paragraph.callout(
                .note,
                "Asks for the answer as " + Documentation.listed(answer.contentTypes.map(Self.quoted), "or")
                    + (read.isEmpty ? "." : ";\n  `\(signature)` reads " + Documentation.listed(read, "or") + ".")
            )
            variant.documentation = Documentation(
                about + [note, Self.streamNote(answer.decoding), headersNote],
                parameters: main.documentation.parameters,
                source: main.documentation.source
            )
            blueprints.append(variant)
        }
        return blueprints
    }

    /// The notes of an operation's first builder naming the builders of its other media types.
    static func notes(of variants: MediaVariants, parameters: [OperationBlueprint.Parameter])
        -> [Documentation.Paragraph?]
    {
        var notes: [Documentation.Paragraph?] = []
        if let sent = variants.sentBody, !variants.bodies.isEmpty {
            let lines = variants.bodies.map { "`\(signature($0.name.name, parameters))` as \(quoted($0.contentType))" }
            notes.append(
                .callout(
                    .note,
                    "Sends the body as \(quoted(sent)). Other builders send it as another media type:\n  "
                        + lines.joined(separator: ";\n  ") + "."
                )
            )
        }
        if !variants.answers.isEmpty {
            let read = variants.readAnswers.map(quoted)
            let lines = variants.answers.map { answer in
                "`\(signature(answer.name.name, parameters))` for "
                    + Documentation.listed(answer.contentTypes.map(quoted), "or")
            }
            notes.append(
                .callout(
                    .note,
                    (read.isEmpty ? "" : "Reads the answer as " + Documentation.listed(read, "or") + ". ")
                        + "Other builders ask for another media type:\n  " + lines.joined(separator: ";\n  ") + "."
                )
            )
        }
        return notes
    }

    /// `createPet(petID:body:)`: how a doc comment names a builder.
    private static func signature(_ name: String, _ parameters: [OperationBlueprint.Parameter]) -> String {
        name + "(" + parameters.map { $0.name.name + ":" }.joined() + ")"
    }

    private static func quoted(_ contentType: String) -> String {
        "`\(DocComment.inline(contentType))`"
    }

    /// The name of a variant builder: the first builder's and the media type's (`createPetForm`). One that another
    /// operation's builder would take (now or later in the document) ends in its role (`createPetFormBody`), so a
    /// variant never renames an operation.
    private func variantName(_ builder: String, suffix: String, role: String, in container: String)
        -> SwiftIdentifier
    {
        let proposed = builder + suffix
        let name = proposedBuilderNames.contains(proposed.lowercased()) ? proposed + role : proposed
        return SwiftIdentifier(functionNames[container, default: NameScope(ignoresCase: true)].claim(name))
    }

    /// A media type a builder of its own can send or ask for: one that names a type (`text/csv`; not `*/*`, and not
    /// `examples`, which specs write under `content` by mistake).
    private func isDistinctMediaType(_ media: MediaType, base: String) -> Bool {
        guard base.contains("/") else {
            warn(
                .emitterMediaType,
                "'\(media.contentType)' is not a media type (it has no '/'); no builder sends or asks for it",
                at: media.sourceLocation
            )
            return false
        }
        return !base.contains("*")
    }

    /// Whether a body of `media` is encoded as the media type says: JSON, a form, multipart, or text or bytes that
    /// are not an object, a list or a union.
    private func isEncodable(_ media: MediaType, base: String) -> Bool {
        // A form of anything but a struct goes as its bytes, as where it is the only media type.
        if Self.isJSON(base) || base == "multipart/form-data" || base == "application/x-www-form-urlencoded" {
            return true
        }
        guard let schema = media.schema else { return true }
        return !isStructuredValue(schema)
    }

    /// Whether an answer in `media` is decoded as the media type says: JSON, an event or JSON stream, or text or
    /// bytes that are not an object, a list or a union.
    private func isDecodable(_ media: MediaType, base: String) -> Bool {
        if Self.isJSON(base) || media.isSequential || media.isJSONStream { return true }
        guard let schema = media.schema else { return true }
        let isBinary = valueSchema(schema).format == "binary"
        return isBinary || !isStructuredValue(schema)
    }

    /// Whether a schema describes an object, a list or a union (which has no text or byte form of its own), not a
    /// scalar, bytes or any value at all (`{}`).
    private func isStructuredValue(_ id: SchemaID) -> Bool {
        switch wireShape(of: id) {
        case .text, .bytes: return false
        case .list, .map: return true
        case .structured:
            let schema = document.resolved(id)
            return schema.types != nil || !schema.properties.isEmpty || !schema.allOf.isEmpty
                || !schema.oneOf.isEmpty || !schema.anyOf.isEmpty || schema.items != nil
                || schema.additionalProperties != nil
        }
    }

    /// The words a media type adds to a builder's name: `JSON`, `Form`, `Multipart`, `Text`, `Data` (bytes),
    /// `Stream` (events or JSON lines), else its subtype without `x-`, `vnd.` and `+json` (`text/csv` → `CSV`,
    /// `application/merge-patch+json` → `MergePatch`, `video/mp4` → `MP4`).
    static func mediaSuffix(_ contentType: String) -> String {
        if MediaType.isJSONStream(contentType) { return "Stream" }
        let base = baseContentType(contentType)
        switch base {
        case "application/json": return "JSON"
        case "application/x-www-form-urlencoded": return "Form"
        case "multipart/form-data": return "Multipart"
        case "text/plain": return "Text"
        case "application/octet-stream": return "Data"
        case "text/event-stream", "application/jsonl", "application/x-ndjson", "application/x-jsonlines",
            "application/json-seq":
            return "Stream"
        default: break
        }
        var subtype = Substring(base.split(separator: "/", maxSplits: 1).last ?? "")
        if subtype.hasSuffix("+json"), subtype.count > 5 { subtype = subtype.dropLast(5) }
        for prefix in ["x-", "vnd."] where subtype.hasPrefix(prefix) && subtype.count > prefix.count {
            subtype = subtype.dropFirst(prefix.count)
        }
        let word = String(subtype)
        return fileFormats.contains(word) ? word.uppercased() : SwiftNaming.typeName(word)
    }

    /// File formats whose names are written in capitals.
    private static let fileFormats: Set<String> = ["bmp", "gif", "jpeg", "jpg", "mp3", "mp4", "png", "sdp", "wav"]

    /// Warns once for each media type, of request bodies and of answers, that holds a structured value ClientGen
    /// does not encode or decode, at the first place that offers it, saying how many do.
    func warnUnsupportedMedia() {
        var places: [String: [UnsupportedMedia]] = [:]
        var order: [String] = []
        for entry in unsupportedMedia {
            let key = (entry.isRequest ? "request " : "response ") + Self.baseContentType(entry.media.contentType)
            if places[key] == nil { order.append(key) }
            places[key, default: []].append(entry)
        }
        for key in order {
            guard let entries = places[key], let first = entries.first else { continue }
            let type = first.media.contentType
            let count = entries.count
            let subject =
                first.isRequest
                ? "request bodies" + (count > 1 ? " (\(count) operations)" : "")
                : "responses" + (count > 1 ? " (\(count) operations)" : "")
            let outcome =
                first.isRequest
                ? "no builder sends it"
                : "no builder asks for it; `.accepting(\(SwiftLiteral.string(type)))` returns its bytes"
            warn(
                .emitterMediaType,
                "media type '\(type)' of \(subject) holds an object, a list or a union, which ClientGen writes and "
                    + "reads only as JSON, a form or multipart; \(outcome)",
                at: first.media.sourceLocation
            )
        }
    }
}

/// A media type an operation offers that ClientGen does not encode or decode, for ``Translation/warnUnsupportedMedia()``.
struct UnsupportedMedia {
    var media: MediaType
    var isRequest: Bool
}

extension DiagnosticID {
    /// A media type of a body or an answer that no builder sends or asks for: a structured value in a media type
    /// ClientGen does not encode or decode (XML, YAML, CBOR, protobuf), or a `content` key that is no media type.
    public static let emitterMediaType: DiagnosticID = "emitter.media-type"
}
