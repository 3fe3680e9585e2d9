import Diagnostics
import YAMLNodes

/// The OpenAPI 3.x document object and its small parts: info, servers, tags, components, security.
extension ModelBuilder {
    static let documentKind = ObjectKind(
        name: "the OpenAPI document",
        keys: [
            "openapi", "$self", "info", "jsonSchemaDialect", "servers", "paths", "webhooks", "components",
            "security", "tags", "externalDocs",
        ]
    )

    func decodeDocument(_ file: SpecFile, version: String) -> OpenAPIDocument {
        let root = file.root
        var document = OpenAPIDocument.empty(
            version: version,
            dialect: dialect,
            file: file.path,
            location: file.location(of: root)
        )
        // Components first, so references into them find registered schemas.
        if let components = root["components"] { document.components = decodeComponents(components, file) }
        var pathsNode: Node?
        var webhooksNode: Node?
        var hasInfo = false
        document.extensions = fields(root, file, Self.documentKind) { key, value in
            switch key {
            case "openapi", "components", "$self": break
            case "info":
                hasInfo = true
                document.info = info(value, file)
            case "jsonSchemaDialect": document.jsonSchemaDialect = text(value, file, key)
            case "servers": document.servers = list(value, file, key) { server($0, file) }
            case "paths": pathsNode = value
            case "webhooks": webhooksNode = value
            case "security": document.security = securityRequirements(value, file)
            case "tags": document.tags = list(value, file, key) { tag($0, file) }
            case "externalDocs": document.externalDocs = externalDocs(value, file)
            default: return false
            }
            return true
        }
        if !hasInfo { missing("info", in: Self.documentKind, at: root, file, workaround: "the client has no title") }
        if pathsNode == nil && webhooksNode == nil && dialect == .openAPI30 {
            missing("paths", in: Self.documentKind, at: root, file, workaround: "the client has no operations")
        }
        let context = OperationContext(servers: document.servers, security: document.security ?? [])
        if let pathsNode { document.paths = paths(pathsNode, file, context: context, isWebhook: false) }
        if let webhooksNode { document.webhooks = paths(webhooksNode, file, context: context, isWebhook: true) }
        checkOperationIDs(document.operations + document.webhookOperations)
        return document
    }

    static let infoKind = ObjectKind(
        name: "info",
        keys: ["title", "summary", "description", "termsOfService", "contact", "license", "version"]
    )
    private static let contactKind = ObjectKind(name: "contact", keys: ["name", "url", "email"])
    private static let licenseKind = ObjectKind(name: "license", keys: ["name", "identifier", "url"])

    func info(_ node: Node, _ file: SpecFile) -> Info {
        var info = Info()
        info.sourceLocation = file.location(of: node)
        var seen: Set<String> = []
        info.extensions = fields(node, file, Self.infoKind) { key, value in
            seen.insert(key)
            switch key {
            case "title": info.title = text(value, file, key) ?? ""
            case "summary": info.summary = text(value, file, key)
            case "description": info.description = text(value, file, key)
            case "termsOfService": info.termsOfService = text(value, file, key)
            case "version": info.version = text(value, file, key) ?? ""
            case "contact":
                var contact = Info.Contact()
                contact.extensions = fields(value, file, Self.contactKind) { key, value in
                    switch key {
                    case "name": contact.name = text(value, file, key)
                    case "url": contact.url = text(value, file, key)
                    case "email": contact.email = text(value, file, key)
                    default: return false
                    }
                    return true
                }
                info.contact = contact
            case "license":
                var license = Info.License()
                license.extensions = fields(value, file, Self.licenseKind) { key, value in
                    switch key {
                    case "name": license.name = text(value, file, key) ?? ""
                    case "identifier": license.identifier = text(value, file, key)
                    case "url": license.url = text(value, file, key)
                    default: return false
                    }
                    return true
                }
                info.license = license
            default: return false
            }
            return true
        }
        if node.mapping != nil {
            for field in ["title", "version"] where !seen.contains(field) {
                missing(field, in: Self.infoKind, at: node, file, workaround: "it is left empty")
            }
        }
        return info
    }

    static let serverKind = ObjectKind(name: "server", keys: ["url", "description", "variables", "name"])
    private static let variableKind = ObjectKind(name: "server variable", keys: ["enum", "default", "description"])

    func server(_ node: Node, _ file: SpecFile) -> Server? {
        var server = Server()
        server.sourceLocation = file.location(of: node)
        var hasURL = false
        server.extensions = fields(node, file, Self.serverKind) { key, value in
            switch key {
            case "url":
                hasURL = true
                server.url = text(value, file, key) ?? ""
            case "description": server.description = text(value, file, key)
            case "name": server.name = text(value, file, key)
            case "variables":
                server.variables = named(value, file, key) { _, node in
                    var variable = Server.Variable()
                    var hasDefault = false
                    variable.extensions = fields(node, file, Self.variableKind) { key, value in
                        switch key {
                        case "enum": variable.enumValues = texts(value, file, key)
                        case "default":
                            hasDefault = true
                            variable.defaultValue = text(value, file, key) ?? ""
                        case "description": variable.description = text(value, file, key)
                        default: return false
                        }
                        return true
                    }
                    if !hasDefault, node.mapping != nil {
                        // The first allowed value is the one a user would pick; with none, the URL keeps a gap.
                        let first = variable.enumValues?.first
                        variable.defaultValue = first ?? ""
                        let workaround =
                            first.map { "its first 'enum' value '\($0)' is used" } ?? "an empty value is used"
                        missing("default", in: Self.variableKind, at: node, file, workaround: workaround)
                    }
                    return variable
                }
            default: return false
            }
            return true
        }
        if !hasURL, node.mapping != nil {
            missing("url", in: Self.serverKind, at: node, file, workaround: "the server is ignored")
            return nil
        }
        return server
    }

    static let tagKind = ObjectKind(
        name: "tag",
        keys: ["name", "summary", "description", "externalDocs", "parent", "kind"]
    )

    func tag(_ node: Node, _ file: SpecFile) -> Tag? {
        var tag = Tag()
        tag.sourceLocation = file.location(of: node)
        var hasName = false
        tag.extensions = fields(node, file, Self.tagKind) { key, value in
            switch key {
            case "name":
                hasName = true
                tag.name = text(value, file, key) ?? ""
            case "summary": tag.summary = text(value, file, key)
            case "description": tag.description = text(value, file, key)
            case "externalDocs": tag.externalDocs = externalDocs(value, file)
            case "parent": tag.parent = text(value, file, key)
            case "kind": tag.kind = text(value, file, key)
            default: return false
            }
            return true
        }
        if !hasName, node.mapping != nil {
            missing("name", in: Self.tagKind, at: node, file, workaround: "the tag is ignored")
            return nil
        }
        return tag
    }

    private static let externalDocsKind = ObjectKind(name: "externalDocs", keys: ["url", "description"])

    func externalDocs(_ node: Node, _ file: SpecFile) -> ExternalDocs {
        var docs = ExternalDocs()
        var hasURL = false
        docs.extensions = fields(node, file, Self.externalDocsKind) { key, value in
            switch key {
            case "url":
                hasURL = true
                docs.url = text(value, file, key) ?? ""
            case "description": docs.description = text(value, file, key)
            default: return false
            }
            return true
        }
        if !hasURL, node.mapping != nil {
            missing("url", in: Self.externalDocsKind, at: node, file, workaround: Workaround.ignored)
        }
        return docs
    }

    /// A `security` list; each scheme name is checked once every scheme is known.
    func securityRequirements(_ node: Node, _ file: SpecFile) -> [SecurityRequirement] {
        list(node, file, "security") { item in
            var requirement = SecurityRequirement()
            requirement.sourceLocation = file.location(of: item)
            guard let pairs = item.mapping else {
                wrongType(item, file, field: "security", expected: "a mapping of scheme names to scopes")
                return nil
            }
            for pair in pairs {
                guard let name = pair.key.scalar?.text else { continue }
                securityUses.append((name, pair.key, file))
                requirement.schemes.set(name, pair.value.sequence == nil ? [] : texts(pair.value, file, name))
            }
            return requirement
        }
    }

    /// Reports the requirements that name no scheme of the document; the names are returned, for
    /// ``removeUnknownSchemes(_:from:)``.
    func checkSecurityUses(_ schemes: NamedMap<SecurityScheme>) -> Set<String> {
        var unknown: Set<String> = []
        for use in securityUses where schemes[use.name] == nil {
            unknown.insert(use.name)
            let suggestion = ObjectKind(name: "", keys: schemes.names).suggestion(for: use.name)
            report(
                .warning,
                .openAPIUnknownSecurityScheme,
                OpenAPIMessage.unknownSecurityScheme(use.name),
                at: use.node,
                in: use.file,
                notes: suggestion.map { [.init(OpenAPIMessage.didYouMean($0))] } ?? []
            )
        }
        return unknown
    }

    /// The document with the `unknown` scheme names left out of every security requirement. A requirement that
    /// named only unknown schemes is left out; an operation left with none says nothing about credentials rather
    /// than that it needs none.
    func removeUnknownSchemes(_ unknown: Set<String>, from document: inout OpenAPIDocument) {
        guard !unknown.isEmpty else { return }
        func cleaned(_ requirements: [SecurityRequirement]) -> [SecurityRequirement] {
            requirements.compactMap { requirement in
                guard requirement.schemes.names.contains(where: unknown.contains) else { return requirement }
                var kept = requirement
                kept.schemes = NamedMap()
                for entry in requirement.schemes.entries where !unknown.contains(entry.name) {
                    kept.schemes.set(entry.name, entry.value)
                }
                return kept.schemes.entries.isEmpty ? nil : kept
            }
        }
        document.security = document.security.map(cleaned)
        for entry in document.paths.entries {
            var item = entry.value
            for index in item.operations.indices {
                let security = item.operations[index].security
                item.operations[index].security = cleaned(security)
                if item.operations[index].security.isEmpty && !security.isEmpty {
                    item.operations[index].overridesSecurity = false
                }
            }
            document.paths.set(entry.name, item)
        }
    }

    func checkOperationIDs(_ operations: [Operation]) {
        for operation in operations {
            guard let id = operation.operationId, let location = operation.operationIdLocation else { continue }
            if let first = operationIDs[id] {
                emit(
                    Diagnostic(
                        .warning,
                        .openAPIDuplicateOperationID,
                        OpenAPIMessage.duplicateOperationID(id),
                        at: location,
                        notes: [.init(OpenAPIMessage.firstUse, at: first)]
                    )
                )
            } else {
                operationIDs[id] = location
            }
        }
    }
}
