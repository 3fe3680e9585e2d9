import Diagnostics
import Foundation
import OpenAPIModel

/// The state of one translation: names taken so far and the declarations made.
final class Translation {
    let document: OpenAPIDocument
    let namespace: String
    let grouping: ClientTranslator.Options.Grouping
    let diagnostics: DiagnosticCollector
    private(set) var files: [PlannedFile] = []
    /// Type names in the module; case-insensitive because each type is a file.
    var typeNames: NameScope
    /// The Swift type of each component schema (and each inline schema already declared).
    var declaredTypes: [SchemaID: String] = [:]
    /// Function names per enum they are declared in (the namespace, or a tag's group).
    var functionNames: [String: NameScope] = [:]
    /// The group enum of each tag, when builders are grouped by tag.
    var groups: [String: String] = [:]
    /// Structs and unions: types that cannot stand in a path, query or header.
    var modelTypes: Set<String> = []
    /// Inline schemas being declared right now, so a schema that contains itself is not declared forever.
    var declaring: Set<SchemaID> = []
    /// Names already derived from spec strings: the same property names come back in schema after schema.
    private var memberNames: [String: String] = [:]
    private var typeNamesOfText: [String: String] = [:]

    init(
        document: OpenAPIDocument,
        namespace: String,
        grouping: ClientTranslator.Options.Grouping,
        diagnostics: DiagnosticCollector
    ) {
        self.document = document
        self.namespace = namespace
        self.grouping = grouping
        self.diagnostics = diagnostics
        self.typeNames = NameScope(reserved: ReservedTypeNames.all.union([namespace]), ignoresCase: true)
    }

    func run() {
        nameComponents()
        for entry in document.components.schemas {
            guard let name = declaredTypes[entry.value] else { continue }
            declare(entry.value, as: name)
        }
        files.append(PlannedFile(path: "\(namespace).swift", declaration: .namespace(namespaceBlueprint())))
        for operation in document.operations {
            translate(operation)
        }
    }

    /// Component names are claimed in sorted order of their spec names, so adding a schema never renames another.
    private func nameComponents() {
        for entry in document.components.schemas.sorted(by: { $0.name < $1.name }) {
            let schema = document[entry.value]
            var proposed = swiftName(in: schema.extensions) ?? SwiftNaming.typeName(entry.name)
            if ReservedTypeNames.all.contains(proposed) || proposed == namespace { proposed += "Model" }
            declaredTypes[entry.value] = typeNames.claim(proposed)
        }
    }

    /// Adds a file for `declaration`. File names are unique in the whole module, because SwiftPM compiles
    /// every file of a module to an object file named after it: models by type name (`Pet.swift`),
    /// builders as extensions of their enum (`Petstore+ListPets.swift`), tag groups by full name.
    func add(_ declaration: Declaration, folder: String, fileName: String? = nil) {
        switch declaration {
        case .structure, .oneOf: modelTypes.insert(declaration.name)
        default: break
        }
        let name = fileName ?? declaration.name
        files.append(PlannedFile(path: "\(folder)/\(name).swift", declaration: declaration))
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
    func swiftName(in extensions: Extensions) -> String? {
        guard let name = extensions["x-swift-name"]?.string, !name.isEmpty else { return nil }
        return name
    }

    func warn(_ id: DiagnosticID, _ message: String, at location: SourceLocation?) {
        diagnostics.emit(Diagnostic(.warning, id, message, at: location))
    }

    /// Doc comment lines for a description and, last, where it comes from in the spec.
    func documentation(_ texts: [String?], pointer: String? = nil, indent: String = "") -> [String] {
        var lines: [String] = []
        for text in texts.compactMap({ $0 }) {
            let paragraph = DocComment.lines(text)
            guard !paragraph.isEmpty else { continue }
            if !lines.isEmpty { lines.append("///") }
            lines += paragraph
        }
        if let pointer {
            if !lines.isEmpty { lines.append("///") }
            lines.append("/// - Remark: Generated from `\(DocComment.inline(pointer))`.")
        }
        return lines
    }

    private func namespaceBlueprint() -> NamespaceBlueprint {
        var serverNames = NameScope()
        let servers = document.servers.enumerated().compactMap { index, server -> NamespaceBlueprint.Server? in
            let proposed =
                server.name.map(SwiftNaming.memberName) ?? (index == 0 ? "defaultServer" : "server\(index + 1)")
            let url = server.variables.entries.reduce(server.url) { url, variable in
                url.replacingOccurrences(of: "{\(variable.name)}", with: variable.value.defaultValue)
            }
            guard !url.isEmpty, URL(string: url) != nil else {
                warn(
                    .emitterSkipped,
                    "server URL '\(url)' is not a valid URL; no constant is generated for it",
                    at: server.sourceLocation
                )
                return nil
            }
            return NamespaceBlueprint.Server(
                name: SwiftIdentifier(serverNames.claim(proposed)),
                urlLiteral: SwiftLiteral.string(url),
                documentation: documentation([server.description])
            )
        }
        let info = document.info
        return NamespaceBlueprint(
            name: namespace,
            documentation: documentation([info.title.isEmpty ? nil : info.title, info.summary, info.description]),
            servers: servers
        )
    }
}

extension DiagnosticID {
    public static let emitterSkipped: DiagnosticID = "emitter.skipped"
}
