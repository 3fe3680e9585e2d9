import Diagnostics
import YAMLNodes

/// The one pass over a spec's node trees that decodes, resolves and checks it; used by ``OpenAPILoader``.
///
/// Each node is decoded once. Schemas go into one table; `$ref`s are memoised by their canonical
/// `file#pointer` key, so each target is located and decoded once however often it is referenced.
final class ModelBuilder {
    let options: OpenAPILoader.Options
    let sources: any SpecSourceProvider
    let diagnostics: DiagnosticCollector
    let rootPath: String
    let rootFolder: String
    var dialect: SpecDialect = .openAPI30

    private(set) var emitted: [Diagnostic] = []
    private(set) var errors = 0
    /// Time spent reading and parsing files into node trees.
    private(set) var parseDuration: Duration = .zero

    /// Parsed files by path relative to the root folder; nil for a file that could not be read.
    var files: [String: SpecFile?] = [:]
    /// Why each file that could not be read could not, by path relative to the root folder.
    var unreadableFiles: [String: String] = [:]
    var schemas: [Schema] = []
    /// Schema ids by canonical `relativePath#pointer` key.
    var schemaIDs: [String: SchemaID] = [:]
    /// Schema ids by the `$ref` text as written, per file, so a repeated reference is not parsed again.
    var schemaReferenceCache: [String: [String: SchemaID]] = [:]
    /// Parsed `$ref` addresses by the text as written, per file.
    var addressCache: [String: [String: ReferenceAddress]] = [:]
    /// A schema allocated but not decoded yet.
    struct PendingSchema {
        var id: SchemaID
        var node: Node
        var file: SpecFile
        var pointer: String
    }
    /// Schemas allocated but not decoded yet.
    var pendingSchemas: [PendingSchema] = []
    /// The error that stopped decoding when the document passed `options.maximumSchemas`.
    var schemaLimitError: Diagnostic?
    var componentNames: [SchemaID: String] = [:]
    /// The component kind (`responses`, `requestBodies`, `parameters`, `headers`) and name of each file that is one
    /// such object, by the schemas it holds, so they are named as the component `bundle` makes of it.
    var fileComponents: [SchemaID: (kind: String, name: String)] = [:]
    /// Where each `$ref` schema's reference was written, for loop reports.
    var referenceNodes: [SchemaID: (node: Node, file: SpecFile)] = [:]

    var parameterCache: [String: Parameter] = [:]
    var responseCache: [String: Response] = [:]
    var requestBodyCache: [String: RequestBody] = [:]
    var headerCache: [String: Header] = [:]
    var exampleCache: [String: Example] = [:]
    var linkCache: [String: Link] = [:]
    var callbackCache: [String: Callback] = [:]
    var pathItemCache: [String: PathItem] = [:]
    var securitySchemeCache: [String: SecurityScheme] = [:]
    var mediaTypeCache: [String: MediaType] = [:]
    var swagger2ParameterCache: [String: Swagger2Parameter] = [:]
    /// The document-level `consumes` and `produces` of a Swagger 2.0 document.
    var swagger2Media = Swagger2Media()
    /// Keys of references being followed, to tell a loop.
    var resolving: Set<String> = []
    /// Keys of references that failed through a loop; not reported again.
    var failedReferences: Set<String> = []
    /// Keys of the addresses whose node is being looked up, through `$ref`s their pointers pass, to tell a loop
    /// (`#/components/schemas` itself a `$ref` to one of its own schemas).
    var targeting: Set<String> = []

    /// Security requirements to check once every scheme is known.
    var securityUses: [(name: String, node: Node, file: SpecFile)] = []
    var operationIDs: [String: SourceLocation] = [:]

    init(
        options: OpenAPILoader.Options,
        sources: any SpecSourceProvider,
        diagnostics: DiagnosticCollector,
        rootPath: String
    ) {
        self.options = options
        self.sources = sources
        self.diagnostics = diagnostics
        self.rootPath = rootPath
        self.rootFolder = SpecPath.folder(of: rootPath)
    }

    func emit(_ diagnostic: Diagnostic) {
        emitted.append(diagnostic)
        if diagnostic.isError { errors += 1 }
        diagnostics.emit(diagnostic)
    }

    func report(
        _ severity: Diagnostic.Severity,
        _ id: DiagnosticID,
        _ message: String,
        at node: Node,
        in file: SpecFile,
        notes: [Diagnostic.Note] = []
    ) {
        emit(Diagnostic(severity, id, message, at: file.location(of: node), notes: notes))
    }

    /// Parses a file once; YAML errors are reported and make the file unusable.
    func parse(path: String, relativePath: String, isRoot: Bool) throws -> SpecFile? {
        let clock = ContinuousClock()
        let started = clock.now
        defer { parseDuration += clock.now - started }
        let bytes = try sources.read(path)
        let bag = DiagnosticBag()
        let documents: [YAMLDocument]
        do {
            documents = try YAMLParser(options: options.yaml).parse(
                SourceFile(path: path, bytes: bytes),
                diagnostics: bag
            )
        } catch {
            for diagnostic in bag.diagnostics { emit(diagnostic) }
            return nil
        }
        for diagnostic in bag.diagnostics { emit(diagnostic) }
        if bag.hasErrors { return nil }
        let root = documents.first?.root ?? Node(.mapping([]))
        return SpecFile(path: path, relativePath: relativePath, root: root, isRoot: isRoot)
    }

    /// The root file, parsed, with the overlays of ``OpenAPILoader/Options/overlays`` applied; nil when either
    /// has errors (reported).
    func parseRoot(relativePath: String) throws -> SpecFile? {
        guard let file = try parse(path: rootPath, relativePath: relativePath, isRoot: true) else { return nil }
        guard !options.overlays.isEmpty else { return file }
        let overlays = OverlaySet(paths: options.overlays, yaml: options.yaml)
        guard let root = overlays.apply(to: file.root, specPath: rootPath, sources: sources, report: emit) else {
            return nil
        }
        return SpecFile(
            path: file.path,
            relativePath: relativePath,
            root: root,
            isRoot: true,
            overlayPaths: overlays.paths
        )
    }

    func build() throws -> OpenAPIDocument {
        let relative = rootPath.split(separator: "/").last.map(String.init) ?? rootPath
        let parsed: SpecFile?
        do {
            parsed = try parseRoot(relativePath: relative)
        } catch {
            let diagnostic = Diagnostic(
                .error,
                .openAPIUnreadableFile,
                OpenAPIMessage.cannotReadSpec(rootPath, "\(error)"),
                at: nil
            )
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        guard let file = parsed else { throw DiagnosticError(emitted.filter(\.isError)) }
        files[relative] = file
        guard case .mapping = file.root.content else {
            let diagnostic = Diagnostic(
                .error,
                .openAPIWrongType,
                OpenAPIMessage.notAMapping,
                at: file.location(of: file.root)
            )
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        let version = try detectVersion(file)
        var document =
            dialect == .swagger20 ? convertSwagger2(file, version: version) : decodeDocument(file, version: version)
        drainPendingSchemas()
        if let schemaLimitError { throw DiagnosticError(schemaLimitError) }
        finishSchemas()
        removeUnknownSchemes(checkSecurityUses(document.components.securitySchemes), from: &document)
        document.schemas = schemas
        document.componentNames = componentNames
        document.fileComponents = fileComponents
        document.recursiveSchemas = SchemaCycles(schemas: schemas).recursive
        return document
    }

    private func detectVersion(_ file: SpecFile) throws -> String {
        let root = file.root
        let field = root["openapi"] != nil ? "openapi" : root["swagger"] != nil ? "swagger" : nil
        guard let field, let node = root[field] else {
            let diagnostic = Diagnostic(
                .error,
                .openAPIUnsupportedVersion,
                OpenAPIMessage.missingVersion,
                at: file.location(of: root)
            )
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        guard let text = node.scalar?.text else {
            let diagnostic = Diagnostic(
                .error,
                .openAPIUnsupportedVersion,
                OpenAPIMessage.wrongType(field, expected: "a version such as 3.1.0", found: Self.describe(node)),
                at: file.location(of: node)
            )
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        let known: SpecDialect? =
            switch field {
            case "swagger": text == "2.0" ? .swagger20 : nil
            default:
                text.hasPrefix("3.0.")
                    ? .openAPI30
                    : text.hasPrefix("3.1.") ? .openAPI31 : text.hasPrefix("3.2.") ? .openAPI32 : nil
            }
        guard let known else {
            let diagnostic = Diagnostic(
                .error,
                .openAPIUnsupportedVersion,
                OpenAPIMessage.unsupportedVersion(text),
                at: file.location(of: node)
            )
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        dialect = known
        return text
    }
}
