import Mustache

/// Renders declarations into whole Swift files with the templates, built-in or overridden.
public struct SwiftFileRenderer: Sendable {
    public let templates: TemplateSet
    public let access: AccessLevel
    public let conformances: ModelConformances

    public init(templates: TemplateSet, access: AccessLevel = .public, conformances: ModelConformances = .hashable) {
        self.templates = templates
        self.access = access
        self.conformances = conformances
    }

    /// The complete file for `declaration`: header naming `specPath`, imports, the declaration.
    public func render(_ declaration: Declaration, specPath: String) throws(MustacheError) -> String {
        try file(
            specPath: specPath,
            imports: declaration.imports,
            declarations: [body(of: declaration, nestedTypes: [:])]
        )
    }

    /// The complete file for `declarations`, one after another; `client` is every declaration of the client
    /// they are part of (they themselves when not given), which decides how nested types are written.
    public func render(
        _ declarations: [Declaration],
        specPath: String,
        client: [Declaration]? = nil
    ) throws(MustacheError) -> String {
        let nested = TypeWriter.nestedTypes(in: client ?? declarations)
        var bodies: [String] = []
        for declaration in declarations { bodies.append(try body(of: declaration, nestedTypes: nested)) }
        return try file(specPath: specPath, imports: declarations.imports, declarations: bodies)
    }

    /// The files of the shard layout, for the build plugin, which must name its output files before it runs:
    /// always `count` files, `ClientGen0.swift` … , each holding the declarations whose file names hash to
    /// it, in the order given (``ClientTranslator/translate(_:diagnostics:)`` sorts by path). The hash is fixed
    /// (FNV-1a), so the same spec gives the same shards anywhere.
    public func renderShards(
        _ files: [PlannedFile],
        count: Int,
        specPath: String
    ) throws(MustacheError) -> [(path: String, contents: String)] {
        let nested = TypeWriter.nestedTypes(in: files.map(\.declaration))
        var shards = Array(repeating: [String](), count: count)
        var shardImports = Array(repeating: Set<String>(), count: count)
        for file in files {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in file.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let shard = Int(hash % UInt64(count))
            shards[shard].append(try body(of: file.declaration, nestedTypes: nested))
            shardImports[shard].formUnion(file.declaration.imports)
        }
        return try shards.enumerated().map { index, declarations throws(MustacheError) in
            let imports = shardImports[index].union(Declaration.runtimeImports)
            return (
                "ClientGen\(index).swift", try file(specPath: specPath, imports: imports, declarations: declarations)
            )
        }
    }

    /// A whole file: the header naming `specPath`, `imports` in order, and the declarations laid out.
    func file(specPath: String, imports: Set<String>, declarations: [String]) throws(MustacheError) -> String {
        try templates.render(
            "file",
            [
                "specPath": .string(DocComment.inline(specPath)),
                "imports": .list(imports.sorted().map(MustacheValue.string)),
                "declaration": .string(declarations.joined(separator: "\n")),
            ]
        )
    }

    /// One declaration, laid out by its template; types nested in others are written from where it stands (see
    /// ``TypeWriter``), `nestedTypes` saying which types each type holds.
    func body(of declaration: Declaration, nestedTypes: [String: Set<String>]) throws(MustacheError) -> String {
        let writer = TypeWriter(nestedTypes: nestedTypes, scopes: []).standing(in: declaration)
        let body: String
        switch declaration {
        case .structure(let blueprint):
            body = try templates.render(
                "model-struct",
                blueprint.renderContext(access: access, conformances: conformances, writer: writer)
            )
        case .enumeration(let blueprint):
            body = try templates.render(
                "model-enum",
                blueprint.renderContext(access: access, conformances: conformances, writer: writer)
            )
        case .oneOf(let blueprint):
            body = try templates.render(
                "model-one-of",
                blueprint.renderContext(access: access, conformances: conformances, writer: writer)
            )
        case .operation(let blueprint):
            body = try templates.render("operation", blueprint.renderContext(access: access, writer: writer))
        case .namespace(let blueprint):
            body = try templates.render("namespace", blueprint.renderContext(access: access))
        case .typeAlias(let blueprint):
            body =
                blueprint.isWrapped
                ? try templates.render(
                    "model-wrapper",
                    blueprint.wrapperContext(access: access, conformances: conformances, writer: writer)
                ) : try templates.render("model-typealias", blueprint.renderContext(access: access, writer: writer))
        case .group(let blueprint):
            body = try templates.render("group", blueprint.renderContext(access: access))
        case .envelope(let blueprint):
            body = try templates.render("envelope", blueprint.renderContext(access: access))
        case .responseType(let blueprint):
            body = try templates.render(blueprint.templateName, blueprint.renderContext(access: access, writer: writer))
        case .paging(let blueprint):
            body = try templates.render("paging", blueprint.renderContext(access: access, writer: writer))
        }
        switch declaration {
        case .structure, .enumeration, .oneOf, .typeAlias, .responseType, .paging:
            guard let parent = declaration.parent else { return body }
            return Self.nested(body, in: parent)
        default:
            return body
        }
    }

    /// `body`, a declaration laid out for one level in, inside `extension Parent { … }`: however deep the type is
    /// nested, one extension of its full parent holds it, so every nested type reads the same way.
    static func nested(_ body: String, in parent: SwiftType) -> String {
        var lines = "extension \(parent) {\n"
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            lines += line.isEmpty ? "\n" : Layout.indentUnit + line + "\n"
        }
        return lines + "}\n"
    }
}
