import Diagnostics
import Foundation
import OpenAPIModel

/// A stored property of a declared struct and the schema it was typed from.
struct StructMember {
    var property: StructBlueprint.Property
    var schema: SchemaID
}

/// The state of one translation: names taken so far and the declarations made.
final class Translation {
    let document: OpenAPIDocument
    let namespace: String
    let grouping: ClientTranslator.Options.Grouping
    let diagnostics: DiagnosticCollector
    private(set) var files: [PlannedFile] = []
    /// Type names at the top of the module; case-insensitive because each type is a file.
    var typeNames: NameScope
    /// Names of the builders' files: each file's name is unique in the module, whatever its folder, because
    /// SwiftPM names object files after them.
    var fileNames = NameScope(ignoresCase: true)
    /// Names of the types nested in each type, by the type's qualified name.
    var nestedNames: [String: NameScope] = [:]
    /// The enum of each operation that holds its inline types (`Petstore.ListPets`), by its qualified name,
    /// until a type is nested in it; then it is declared and removed from here.
    var pendingContainers: [String: PlannedFile] = [:]
    /// The Swift type of each component schema (and each inline schema already declared).
    var declaredTypes: [SchemaID: SwiftType] = [:]
    /// Function names per enum they are declared in (the namespace, or a tag's group).
    var functionNames: [String: NameScope] = [:]
    /// The group enum of each tag, when builders are grouped by tag.
    var groups: [String: String] = [:]
    /// The name each inline type's `title` gives it, by the type's qualified name.
    var inlineTitles: [String: String] = [:]
    /// The inline types named for their role in their owner (`Body`, `Item`, `Case1`), by qualified name: such a
    /// name means nothing at the top of the module.
    var roleNamedTypes: Set<String> = []
    /// Structs and unions, by qualified name: types that cannot stand in a path, query or header.
    var modelTypes: Set<String> = []
    /// Inline schemas being declared right now, so a schema that contains itself is not declared forever.
    var declaring: Set<SchemaID> = []
    /// Schemas whose type is being worked out right now, so one that contains itself is not followed forever.
    var resolving: Set<SchemaID> = []
    /// The error that stopped the translation when it reached `maximumDeclarations`.
    private(set) var limitError: Diagnostic?
    private var declarationCount = 0
    let maximumDeclarations: Int
    let formArrays: ClientTranslator.Options.FormArrays
    let numbers: ClientTranslator.Options.Numbers
    /// The type each declared type alias stands for, so parameters see through aliases such as
    /// `Metadata = [String: String]?`.
    var aliasedTypes: [String: SwiftType] = [:]
    /// Names already derived from spec strings: the same property names come back in schema after schema.
    private var memberNames: [String: String] = [:]
    private var typeNamesOfText: [String: String] = [:]
    /// The namespace's constant for each server URL (variables filled in with their defaults).
    var serverNames: [String: String] = [:]
    /// Operation ids shortened to the function name a framework built them from, by operation.
    var shortenedOperationIDs: [String: String] = [:]
    /// Builder names of operations without an id, made of the method and the path's words, by operation.
    var pathOperationNames: [String: String] = [:]
    /// The top-level names of the schemas that are whole files, lowercased: claimed only when an operation first
    /// uses one, so an operation's enum of types must keep clear of them from the start.
    var fileSchemaTypeNames: Set<String> = []
    /// The document's `x-clientgen-envelope`, for RPC-style APIs.
    var envelope: EnvelopeExtension?
    /// Operations sent without the envelope's credentials, by operation id.
    var operationsWithoutCredentials: [String] = []
    /// The schemas request bodies reach: where an optional nullable member needs its three states.
    var sentSchemas: Set<SchemaID> = []
    /// The discriminator members that are constants of their structs (``constantDiscriminators()``).
    var discriminatorConstants: [SchemaID: [String: SpecValue]] = [:]
    /// The files of `multipart/form-data` bodies' structs, typed `MultipartFile`.
    var multipartFileSchemas: Set<SchemaID> = []
    /// The stored properties of each struct declared, by qualified name, for builders that send one as parts.
    var structProperties: [SwiftType: [StructMember]] = [:]
    /// The names and types the configuration gives, by what they name.
    let overrides: ResolvedOverrides
    /// The component schemas typed as the app's own types: used everywhere, declared nowhere.
    var userTypes: Set<SchemaID> = []
    /// The overrides that could not be honoured (``overrideError(_:_:)``).
    var overrideErrors: [Diagnostic] = []
    /// The builders the configuration names, by their enum and lowercased name.
    var overriddenBuilderNames: [String: Overrides.Entry] = [:]
    /// The names every operation's builder proposes, lowercased, which the builders of other media types keep clear of.
    var proposedBuilderNames: Set<String> = []
    /// The media types offered that no builder sends or asks for, warned about once each after the operations.
    var unsupportedMedia: [UnsupportedMedia] = []

    init(
        document: OpenAPIDocument,
        namespace: String,
        grouping: ClientTranslator.Options.Grouping,
        maximumDeclarations: Int = 25_000,
        formArrays: ClientTranslator.Options.FormArrays = .brackets,
        numbers: ClientTranslator.Options.Numbers = .double,
        overrides: Overrides = Overrides(),
        diagnostics: DiagnosticCollector
    ) {
        self.document = document
        self.overrides = ResolvedOverrides(overrides, document: document)
        self.namespace = namespace
        self.grouping = grouping
        self.maximumDeclarations = maximumDeclarations
        self.formArrays = formArrays
        self.numbers = numbers
        self.diagnostics = diagnostics
        self.typeNames = NameScope(reserved: ReservedTypeNames.topLevel.union([namespace]), ignoresCase: true)
    }

    func run() {
        checkSwiftNames()
        envelope = readEnvelope()
        shortenedOperationIDs = Self.shortenedOperationIDs(document.operations)
        pathOperationNames = pathNamedOperations()
        fileSchemaTypeNames = Set(document.schemas.compactMap { fileSchemaName($0.id)?.lowercased() })
        sentSchemas = SchemaReachability(document: document).schemas(sentBy: document.operations)
        multipartFileSchemas = findMultipartFileSchemas()
        discriminatorConstants = constantDiscriminators()
        let adopted = nameComponents()
        let envelopeSchemas = envelopeSchemas()
        // Past the declaration limit the run stops: the rest would only grow what is thrown away.
        for entry in document.components.schemas
        where !envelopeSchemas.contains(entry.value) && !userTypes.contains(entry.value) {
            guard !isOverLimit else { return }
            guard let type = declaredTypes[entry.value] else { continue }
            declare(adopted[entry.value] ?? entry.value, as: type)
        }
        append(PlannedFile(path: "\(namespace).swift", declaration: .namespace(namespaceBlueprint())))
        let webhookEnum = claimWebhookEnum()
        claimOverriddenBuilderNames()
        proposedBuilderNames = Set(document.operations.map { proposedBuilderName(of: $0).lowercased() })
        for operation in document.operations {
            guard !isOverLimit else { return }
            translate(operation)
        }
        warnUnsupportedMedia()
        if let webhookEnum { translateWebhooks(as: webhookEnum) }
        guard !isOverLimit else { return }
        addEnvelope()
        let owners =
            document.components.schemas.map { document[$0.value].pointer } + adopted.values.map { document[$0].pointer }
            + document.operations.map(\.pointer) + [Self.webhooksPointer]
            + document.schemas.filter { fileSchemaName($0.id) != nil }.map(\.pointer)
        files = InlineTypePlanner(
            ownerOrigins: Set(owners),
            titles: inlineTitles,
            roleNamed: roleNamedTypes
        ).plan(files, typeNames: &typeNames)
        files = GenericEnvelopes.apply(to: files, typeNames: &typeNames)
    }

    /// Component names are claimed in sorted order of their spec names, so adding a schema never renames another.
    ///
    /// A component that is only a `$ref` to a schema of another file (`Pet: {$ref: schemas/Pet.yaml}`, how specs
    /// split in files are laid out) is that schema, not an alias of a copy named after it: the schema is declared
    /// under the component's name, and every `$ref` to the file means the component's type. When several components
    /// refer to one schema, the first in sorted order adopts it and the others are aliases of it. A component that
    /// refers to another component stays an alias: both names are the spec's own. Returns the schema each
    /// component adopted, by component.
    private func nameComponents() -> [SchemaID: SchemaID] {
        let bodyNames = fastAPIBodyNames()
        let messageNames = protobufMessageNames()
        let dnsNames = reverseDNSNames()
        let components = Set(document.components.schemas.map(\.value))
        var adopted: [SchemaID: SchemaID] = [:]
        let overridden = claimOverriddenTypeNames()
        for entry in document.components.schemas.sorted(by: { $0.name < $1.name }) {
            if let type = declaredTypes[entry.value] {
                // Named by the configuration: an app type is never declared, nor adopted by another.
                if userTypes.contains(entry.value) { continue }
                adopted.merge(adoptedTarget(of: entry.value, components: components, as: type)) { $1 }
                continue
            }
            let name =
                Self.swiftTypeName(in: document[entry.value].extensions) ?? bodyNames[entry.name]
                ?? messageNames[entry.name] ?? dnsNames[entry.name] ?? SwiftNaming.typeName(entry.name)
            let type = claimType(name, in: nil)
            checkDerivedTypeName(name, got: type, overridden: overridden)
            declaredTypes[entry.value] = type
            adopted.merge(adoptedTarget(of: entry.value, components: components, as: type)) { $1 }
        }
        return adopted
    }

    /// The schema a component that is only a `$ref` to an inline schema declares under its own name, as
    /// `[component: target]`; empty for any other.
    private func adoptedTarget(of id: SchemaID, components: Set<SchemaID>, as type: SwiftType) -> [SchemaID: SchemaID] {
        let component = document[id]
        // A component that describes its `$ref` says something of its own, so it stays an alias.
        guard component.isPureReference, component.description == nil, component.title == nil,
            let reference = component.reference, !components.contains(reference)
        else { return [:] }
        let target = pureTarget(reference)
        guard !components.contains(target), declaredTypes[target] == nil else { return [:] }
        declaredTypes[target] = type
        return [id: target]
    }

    /// Names for the body schemas FastAPI makes for an operation with several body fields or a form,
    /// `Body_{operation id}`, after the function the id is made from: `Body_read_flow_runs_flow_runs_filter_post`
    /// is `ReadFlowRunsBody`, as its builder is `readFlowRuns`, not `BodyReadFlowRunsFlowRunsFilterPost`.
    private func fastAPIBodyNames() -> [String: String] {
        var names: [String: String] = [:]
        for operation in document.operations {
            guard let id = operation.operationId, let function = shortenedOperationIDs[operation.pointer],
                document.components.schemas["Body_" + id] != nil
            else { continue }
            names["Body_" + id] = SwiftNaming.typeName(function) + "Body"
        }
        return names
    }

    /// Names for the definitions named in reverse-DNS form (Kubernetes' `io.k8s.api.core.v1.Pod` is `Pod`), free of
    /// every name the module reserves and every other definition's own.
    private func reverseDNSNames() -> [String: String] {
        let names = document.components.schemas.map(\.name).sorted()
        // Most specs name nothing in reverse-DNS form; naming every other definition would be wasted on them.
        guard names.contains(where: { ReverseDNSNames.segments(of: $0) != nil }) else { return [:] }
        let others = Set(
            names.filter { ReverseDNSNames.segments(of: $0) == nil }.map { SwiftNaming.typeName($0).lowercased() }
        )
        return ReverseDNSNames.names(for: names) { name in
            ReservedTypeNames.topLevel.contains(name) || name == namespace || others.contains(name.lowercased())
        }
    }

    /// Names for the definitions protoc-gen-openapiv2 (every gRPC gateway's generator) makes of protobuf messages,
    /// `{package}{Message}` (etcd's `etcdserverpbRangeRequest`, `mvccpbKeyValue`, `v1Pod`): the message's own
    /// name, as code generated from the same `.proto` files calls it, where no other definition has or would get
    /// it and it is no common type's (`protobufAny` stays `ProtobufAny`). Only in a document made from protobuf,
    /// which says so: the generator's title (the `.proto` file), its streams, the gateway's error message or one of
    /// protobuf's own (`protobufAny`, `protobufFieldMask`).
    private func protobufMessageNames() -> [String: String] {
        let schemas = document.components.schemas
        let errors = ["rpcStatus", "googlerpcStatus", "runtimeError", "runtimeStreamError"]
        let isFromProtobuf =
            document.info.title.hasSuffix(".proto") || document.extensions["x-stream-definitions"] != nil
            || errors.contains { schemas[$0] != nil }
            || schemas.contains { $0.name.hasPrefix("protobuf") && $0.name.dropFirst(8).first?.isUppercase == true }
        guard isFromProtobuf else { return [:] }
        var definitions: [String: [String]] = [:]
        for entry in schemas {
            let name = entry.name
            guard let split = name.firstIndex(where: { $0.isASCII && $0.isUppercase }), split != name.startIndex,
                name[..<split].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) })
            else { continue }
            definitions[String(name[split...]), default: []].append(name)
        }
        var names: [String: String] = [:]
        for (message, prefixed) in definitions where prefixed.count == 1 && schemas[message] == nil {
            let name = SwiftNaming.typeName(message)
            if !ReservedTypeNames.topLevel.contains(name) { names[prefixed[0]] = name }
        }
        return names
    }

    /// What a nested type is called instead of a name that would hide a common type.
    private static let nestedReplacements = ["Type": "Kind", "Error": "ErrorInfo", "Data": "Payload"]

    /// Whether a type named `name` exists already at the top of the module, or inside `parent`.
    func isTaken(_ name: String, in parent: SwiftType?) -> Bool {
        guard let parentName = parent?.qualifiedName else { return typeNames.isTaken(name) }
        return nestedNames[parentName]?.isTaken(name) == true
    }

    /// Claims `proposed` for a type at the top of the module, or inside `parent`; a name still taken gets a
    /// number.
    ///
    /// A name that generated code, or code written beside it, uses for something else changes: at the top of the
    /// module, a Swift (`Task` too), Foundation or runtime type's name or the namespace's gets `Model` appended;
    /// inside a type, where it would hide that type from the parent's own code (and `Pet.Type` is Swift's metatype),
    /// the common ones read as a developer would name them (`Kind`, `ErrorInfo`, `Payload`) and the others get
    /// `Value` appended.
    func claimType(_ proposed: String, in parent: SwiftType?) -> SwiftType {
        guard let parent, let parentName = parent.qualifiedName else {
            let isReserved = ReservedTypeNames.topLevel.contains(proposed) || proposed == namespace
            return .named(typeNames.claim(isReserved ? proposed + "Model" : proposed))
        }
        if let container = pendingContainers.removeValue(forKey: parentName) { append(container) }
        let parentLeaf = parentName.split(separator: ".").last.map(String.init) ?? parentName
        var name = proposed
        if ReservedTypeNames.all.contains(name) || name == namespace || name == parentLeaf {
            name = Self.nestedReplacements[name] ?? name + "Value"
        }
        return .member(parent, nestedNames[parentName, default: NameScope(ignoresCase: true)].claim(name))
    }

    /// Whether no more types may be declared: the limit was reached.
    var isOverLimit: Bool { limitError != nil }

    /// Adds a file for `declaration`. File names are unique in the whole module, because SwiftPM compiles
    /// every file of a module to an object file named after it: models by type name (`Pet.swift`),
    /// builders as extensions of their enum (`Petstore+ListPets.swift`), tag groups by full name. An empty
    /// `folder` is the output folder itself; `origin` is the JSON pointer the declaration comes from.

    func add(_ declaration: Declaration, folder: String, fileName: String? = nil, origin: String? = nil) {
        declarationCount += 1
        if declarationCount > maximumDeclarations, limitError == nil {
            let location = origin.flatMap { pointer in document.schemas.first { $0.pointer == pointer }?.sourceLocation
            }
            let error = Diagnostic(
                .error,
                .emitterTooLarge,
                "the client would declare more than \(maximumDeclarations) types here; the spec "
                    + "repeats schemas (through YAML aliases, say) far beyond what it writes out",
                at: location ?? document.sourceLocation
            )
            diagnostics.emit(error)
            limitError = error
        }
        switch declaration {
        case .structure, .oneOf: modelTypes.insert(declaration.declaredType?.description ?? declaration.name)
        default: break
        }
        let name = fileName ?? declaration.name
        append(
            PlannedFile(
                path: (folder.isEmpty ? "" : folder + "/") + name + ".swift",
                declaration: declaration,
                origin: origin
            )
        )
    }

    func append(_ file: PlannedFile) {
        files.append(file)
    }

    /// ``SwiftNaming/memberName(_:)``, remembered.
    func memberName(_ text: String) -> String {
        if let known = memberNames[text] { return known }
        let name = SwiftNaming.memberName(text)
        memberNames[text] = name
        return name
    }

    /// ``SwiftNaming/typeName(_:)``, remembered.
    func typeName(_ text: String) -> String {
        if let known = typeNamesOfText[text] { return known }
        let name = SwiftNaming.typeName(text)
        typeNamesOfText[text] = name
        return name
    }

    /// The `x-swift-name` extension's value, which overrides any derived name.
    /// Nil, too, when it is not a Swift identifier (``checkSwiftNames()`` says where): it is never pasted.
    static func swiftName(in extensions: Extensions) -> String? {
        guard let name = extensions["x-swift-name"]?.string, SwiftIdentifier.isValid(name) else { return nil }
        return name
    }

    /// The `x-swift-name` of a schema, which names its type: not a Swift keyword, which no type can be called.
    static func swiftTypeName(in extensions: Extensions) -> String? {
        swiftName(in: extensions).flatMap { SwiftIdentifier.keywords.contains($0) ? nil : $0 }
    }

    func warn(_ id: DiagnosticID, _ message: String, at location: SourceLocation?) {
        diagnostics.emit(Diagnostic(.warning, id, message, at: location))
    }

    /// A doc comment: the paragraphs given (spec texts through ``Documentation/Paragraph/spec(_:)``), then the
    /// described parameters and, last, where it comes from in the spec.
    func documentation(
        _ paragraphs: [Documentation.Paragraph?],
        parameters: [(name: String, text: String?)] = [],
        returns: String? = nil,
        throwing: String? = nil,
        pointer: String? = nil
    ) -> Documentation {
        Documentation(
            paragraphs,
            parameters: parameters.compactMap { parameter in
                let lines = DocComment.lines(parameter.text ?? "")
                return lines.isEmpty ? nil : Documentation.Parameter(name: parameter.name, lines: lines)
            },
            returns: returns,
            throwing: throwing,
            source: pointer
        )
    }

    /// The servers as constants: the document's first, then those only path items or operations name, each URL
    /// once, named by `x-swift-name`, `name`, a short description ("Production", "Singapore") or what tells their
    /// URLs apart. When the first is named otherwise, `defaultServer` stands for it too.
    private func namespaceBlueprint() -> NamespaceBlueprint {
        var candidates: [Server] = []
        var seen: Set<String> = []
        for server in document.servers + document.operations.flatMap(\.servers) {
            let url = Self.resolvedURL(server)
            guard seen.insert(url).inserted else { continue }
            guard !url.isEmpty, URL(string: url) != nil else {
                warn(
                    .emitterSkipped,
                    "server URL '\(url)' is not a valid URL; no constant is generated for it",
                    at: server.sourceLocation
                )
                continue
            }
            candidates.append(server)
        }
        var scope = NameScope(reserved: ["defaultServer"])
        var servers: [NamespaceBlueprint.Server] = []
        for (server, proposed) in zip(candidates, ServerNaming.names(candidates, namespace: namespace)) {
            let url = Self.resolvedURL(server)
            let name = proposed == "defaultServer" ? proposed : scope.claim(proposed)
            serverNames[url] = name
            var paragraphs = [Documentation.Paragraph.spec(server.description)]
            let host = "http://localhost:8080"
            if NamespaceBlueprint.Server.isRelative(url), let example = URL(string: url, relativeTo: URL(string: host))
            {
                paragraphs.append(
                    .text([
                        "Relative to where the spec is served: `\(name)(relativeTo: URL(string: \"\(host)\")!)`",
                        "is `\(example.absoluteString)`.",
                    ])
                )
            }
            let docs = documentation(paragraphs)
            servers.append(
                NamespaceBlueprint.Server(
                    name: SwiftIdentifier(name),
                    url: url,
                    documentation: docs,
                    variables: serverVariables(server, named: name, documentation: docs)
                )
            )
        }
        let info = document.info
        return NamespaceBlueprint(
            name: namespace,
            documentation: documentation([
                .spec(info.title.isEmpty ? nil : info.title), .spec(info.summary), .spec(info.description),
            ]),
            servers: servers,
            defaultServer: servers.first.flatMap { $0.name.name == "defaultServer" ? nil : $0.name },
            credentials: credentials()
        )
    }

    /// The security schemes whose credential a runtime middleware sends, for `authMiddlewares(…)`: HTTP bearer,
    /// OAuth 2 and OpenID Connect as bearer tokens, HTTP Basic, and API keys; mutual TLS and other HTTP schemes
    /// have no middleware; nor does an API key API Gateway stands in for a signature (`x-amazon-apigateway-authtype`).
    private func credentials() -> [NamespaceBlueprint.Credential] {
        var scope = NameScope(reserved: ["middlewares"])
        return document.components.securitySchemes.entries.compactMap { entry in
            let scheme = entry.value
            let kind: NamespaceBlueprint.Credential.Kind
            switch scheme.kind {
            case .http where scheme.scheme?.lowercased() == "bearer", .oauth2, .openIdConnect: kind = .bearer
            case .http where scheme.scheme?.lowercased() == "basic": kind = .basic
            // A key API Gateway stands in for a signature is computed by a signing middleware, not given.
            case .apiKey where scheme.extensions["x-amazon-apigateway-authtype"] == nil:
                guard let name = scheme.name, let placement = scheme.placement,
                    ["header", "query", "cookie"].contains(placement)
                else { return nil }
                kind = .apiKey(location: placement, name: name)
            default: return nil
            }
            let name = scope.claim(Self.usableMemberName(memberName(entry.name)))
            return NamespaceBlueprint.Credential(name: SwiftIdentifier(name), scheme: entry.name, kind: kind)
        }
    }

    /// A server's URL with its variables' defaults filled in.
    static func resolvedURL(_ server: Server) -> String {
        server.variables.entries.reduce(server.url) { url, variable in
            url.replacingOccurrences(of: "{\(variable.name)}", with: variable.value.defaultValue)
        }
    }

    /// A note for an operation served elsewhere than the document's first server.
    func serverNote(_ operation: OpenAPIModel.Operation) -> Documentation.Paragraph? {
        let urls = operation.servers.map(Self.resolvedURL)
        guard let first = urls.first, urls != document.servers.map(Self.resolvedURL), let name = serverNames[first]
        else { return nil }
        let server = NamespaceBlueprint.Server.isRelative(first) ? "\(name)(relativeTo:)" : name
        return .callout(
            .note,
            "Served at `\(namespace).\(server)`; send it with a client whose base URL is that server."
        )
    }
}

extension Translation {
    /// The parameters and template of a server URL's `{variables}`; nil when it has none.
    private func serverVariables(_ server: Server, named name: String, documentation docs: Documentation)
        -> NamespaceBlueprint.Variables?
    {
        var scope = NameScope()
        var parameters: [NamespaceBlueprint.Variables.Parameter] = []
        var described: [Documentation.Parameter] = []
        var arguments: [String: SwiftIdentifier] = [:]
        for variable in server.variables.entries where server.url.contains("{\(variable.name)}") {
            let name = SwiftIdentifier(scope.claim(Self.usableMemberName(SwiftNaming.memberName(variable.name))))
            arguments[variable.name] = name
            parameters.append(.init(name: name, defaultValue: variable.value.defaultValue))
            let allowed = (variable.value.enumValues ?? []).map { "`\(DocComment.inline($0))`" }
            var note =
                Self.text(
                    variable.value.description.map(DocComment.inline),
                    then: allowed.isEmpty ? nil : "One of " + allowed.joined(separator: ", ") + ".",
                    separator: " "
                ) ?? ""
            if note.isEmpty { note = "`\(DocComment.inline(variable.value.defaultValue))` by default." }
            described.append(Documentation.Parameter(name: name.name, lines: [note]))
        }
        guard !parameters.isEmpty else { return nil }
        var pieces: [InterpolatedText.Piece] = []
        var rest = Substring(server.url)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(.text(String(rest[..<open])))
            if let argument = arguments[String(rest[rest.index(after: open)..<close])] {
                pieces.append(.argument(argument))
            } else {
                pieces.append(.text(String(rest[open...close])))
            }
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(String(rest)))
        return NamespaceBlueprint.Variables(
            name: SwiftIdentifier(name + "URL"),
            parameters: parameters,
            template: InterpolatedText(pieces),
            documentation: Documentation(
                docs.paragraphs,
                parameters: described,
                returns: "`nil` when the values do not form a valid URL."
            )
        )
    }
}

extension DiagnosticID {
    public static let emitterSkipped: DiagnosticID = "emitter.skipped"
    /// A path parameter typed as `String` because its own type has no text form, or added for a `{name}` of the
    /// path that no parameter declares.
    public static let emitterPathParameter: DiagnosticID = "emitter.path-parameter"
    /// A parameter whose value its style cannot write (a list of lists, a list in `deepObject`, a style its
    /// location has no such style), sent in the nearest form that carries it.
    public static let emitterParameterForm: DiagnosticID = "emitter.parameter-form"
    public static let emitterTooLarge: DiagnosticID = "emitter.too-large"
}
