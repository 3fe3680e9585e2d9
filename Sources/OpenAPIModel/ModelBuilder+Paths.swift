import Diagnostics
import YAMLNodes

/// Paths, path items and operations, with parameters merged and checked against the path template.
extension ModelBuilder {
    func paths(_ node: Node, _ file: SpecFile, context: OperationContext, isWebhook: Bool) -> NamedMap<PathItem> {
        var items = NamedMap<PathItem>()
        guard let pairs = node.mapping else {
            wrongType(node, file, field: isWebhook ? "webhooks" : "paths", expected: "a mapping")
            return items
        }
        let base = isWebhook ? "/webhooks/" : "/paths/"
        for pair in pairs {
            guard var path = pair.key.scalar?.text else { continue }
            if path.hasPrefix("x-") { continue }
            if !isWebhook && !path.hasPrefix("/") {
                report(.warning, .openAPIInvalidValue, OpenAPIMessage.pathWithoutSlash(path), at: pair.key, in: file)
                path = "/" + path
            }
            // Vendors tell variants of one path apart this way (`/responses?beta=true`, `/files/{id}#update`); the
            // key stays as written, so each variant keeps its own path, and the emitter sends what a request can.
            if !isWebhook { reportQueryAndFragment(of: path, at: pair.key, in: file) }
            let pointer = base + JSONPointer.escape(path)
            if let item = pathItem(
                pair.value,
                file,
                path: path,
                pointer: pointer,
                context: context,
                isWebhook: isWebhook
            ) {
                items.set(path, item)
            }
        }
        return items
    }

    private func reportQueryAndFragment(of path: String, at key: Node, in file: SpecFile) {
        let parts = PathKey(path)
        if let query = parts.query {
            let message = OpenAPIMessage.queryInPath(path, query: String(query))
            report(.warning, .openAPIInvalidValue, message, at: key, in: file)
        }
        if parts.fragment != nil {
            let message = OpenAPIMessage.fragmentInPath(path, sentTo: String(parts.path))
            report(.warning, .openAPIInvalidValue, message, at: key, in: file)
        }
    }

    static let pathItemKind = ObjectKind(
        name: "path item",
        keys: [
            "$ref", "summary", "description", "servers", "parameters", "additionalOperations", "get", "put", "post",
            "delete", "options", "head", "patch", "trace", "query",
        ]
    )

    /// A path item, following a `$ref` (whose siblings add to it); `pointer` is empty inside components.
    func pathItem(
        _ node: Node,
        _ file: SpecFile,
        path: String,
        pointer: String,
        context: OperationContext,
        isWebhook: Bool
    ) -> PathItem? {
        var item = PathItem()
        item.path = path
        item.sourceLocation = file.location(of: node)
        var inherited = context
        var operationNodes: [(method: HTTPMethod, node: Node, pointer: String)] = []
        var targetFile = file
        var targetNode = node
        if let referenceValue = referenceNode(of: node) {
            // Decoded for each path that refers to it: its operations take that path, pointer and context.
            let workaround = "the path item is ignored"
            guard let reference = text(referenceValue, file, "$ref"),
                let address = address(of: reference, at: referenceValue, in: file, workaround: workaround),
                let target = target(
                    of: reference,
                    address: address,
                    at: referenceValue,
                    in: file,
                    workaround: workaround
                )
            else { return nil }
            guard resolving.insert(address.key).inserted else {
                report(
                    .warning,
                    .openAPIReferenceLoop,
                    OpenAPIMessage.loop(reference, workaround),
                    at: referenceValue,
                    in: file
                )
                return nil
            }
            defer { resolving.remove(address.key) }
            item.reference = address.pointer.tokens.last ?? SpecPath.stem(of: address.relativePath)
            targetFile = target.file
            targetNode = target.node
            if referenceNode(of: targetNode) != nil {
                return pathItem(
                    targetNode,
                    targetFile,
                    path: path,
                    pointer: pointer,
                    context: context,
                    isWebhook: isWebhook
                )
            }
        }
        let file = targetFile
        item.extensions = fields(targetNode, file, Self.pathItemKind) { key, value in
            switch key {
            case "$ref": break
            case "summary": item.summary = text(value, file, key)
            case "description": item.description = text(value, file, key)
            case "servers": item.servers = list(value, file, key) { server($0, file) }
            case "parameters": item.parameters = parameters(value, file, at: Self.child(pointer, key))
            case "additionalOperations":
                for pair in value.mapping ?? [] {
                    guard let name = pair.key.scalar?.text else { continue }
                    operationNodes.append(
                        (HTTPMethod(rawValue: name), pair.value, pointer + "/additionalOperations/" + name)
                    )
                }
            default:
                guard HTTPMethod.fixedKeys.contains(key) else { return false }
                if key == "query" && dialect != .openAPI32 { return false }
                operationNodes.append((HTTPMethod(rawValue: key), value, pointer + "/" + key))
            }
            return true
        }
        if !item.servers.isEmpty { inherited.servers = item.servers }
        item.parameters = withoutDuplicates(item.parameters)
        inherited.parameters = item.parameters
        item.operations = operationNodes.compactMap { method, node, pointer in
            operation(
                node,
                file,
                method: method,
                path: path,
                pointer: pointer,
                context: inherited,
                isWebhook: isWebhook
            )
        }
        return item
    }

    static let operationKind = ObjectKind(
        name: "operation",
        keys: [
            "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody",
            "responses", "callbacks", "deprecated", "security", "servers",
        ]
    )

    func operation(
        _ node: Node,
        _ file: SpecFile,
        method: HTTPMethod,
        path: String,
        pointer: String,
        context: OperationContext,
        isWebhook: Bool
    ) -> Operation? {
        if let referenceValue = referenceNode(of: node) {
            // Not in OpenAPI 3.0 or 3.1, but Redocly and the vendors who split their specs by operation
            // (DigitalOcean) write it: the operation is the target's, read with that file's own relative references.
            guard let target = operationTarget(referenceValue, in: file) else { return nil }
            defer { resolving.remove(target.key) }
            return operation(
                target.node,
                target.file,
                method: method,
                path: path,
                pointer: pointer,
                context: context,
                isWebhook: isWebhook
            )
        }
        var operation = Operation()
        operation.method = method
        operation.path = path
        operation.pointer = "#" + pointer
        operation.isWebhook = isWebhook
        operation.sourceLocation = file.location(of: node)
        operation.servers = context.servers
        operation.security = context.security
        var own: [Parameter] = []
        var hasResponses = false
        operation.extensions = fields(node, file, Self.operationKind) { key, value in
            switch key {
            case "tags": operation.tags = texts(value, file, key)
            case "summary": operation.summary = text(value, file, key)
            case "description": operation.description = text(value, file, key)
            case "externalDocs": operation.externalDocs = externalDocs(value, file)
            case "operationId":
                operation.operationId = text(value, file, key)
                operation.operationIdLocation = file.location(of: value)
            case "parameters": own = parameters(value, file, at: pointer + "/" + key)
            case "requestBody": operation.requestBody = requestBody(value, file, at: pointer + "/" + key)
            case "responses":
                hasResponses = true
                operation.responses = responses(value, file, at: pointer + "/" + key)
            case "callbacks":
                operation.callbacks = named(value, file, key) { name, node in
                    callback(node, file, at: pointer + "/" + key + "/" + JSONPointer.escape(name))
                }
                if !operation.callbacks.isEmpty {
                    report(
                        .warning,
                        .openAPINotGenerated,
                        OpenAPIMessage.notGenerated("callbacks"),
                        at: value,
                        in: file
                    )
                }
            case "deprecated": operation.deprecated = flag(value, file, key) ?? false
            case "security":
                operation.security = securityRequirements(value, file)
                operation.overridesSecurity = true
            case "servers": operation.servers = list(value, file, key) { server($0, file) }
            default: return false
            }
            return true
        }
        if !hasResponses, node.mapping != nil, dialect == .openAPI30 {
            let workaround = "the operation is generated without a response body"
            missing("responses", in: Self.operationKind, at: node, file, workaround: workaround)
        }
        own = withoutDuplicates(own)
        operation.parameters =
            context.parameters.filter { shared in
                !own.contains { $0.name == shared.name && $0.location == shared.location }
            } + own
        if !isWebhook && path.hasPrefix("/") && node.mapping != nil {
            operation.parameters = matchingPathTemplate(operation, at: file.location(of: node))
        }
        return operation
    }

    /// The operation a `$ref` in an operation's place names, with its key in ``resolving`` (the caller removes it);
    /// nil after a warning when it cannot be followed or comes back to itself.
    private func operationTarget(_ referenceValue: Node, in file: SpecFile) -> (
        node: Node, file: SpecFile, key: String
    )? {
        let workaround = "the operation is ignored"
        guard let reference = text(referenceValue, file, "$ref"),
            let address = address(of: reference, at: referenceValue, in: file, workaround: workaround),
            let target = target(of: reference, address: address, at: referenceValue, in: file, workaround: workaround)
        else { return nil }
        guard resolving.insert(address.key).inserted else {
            let message = OpenAPIMessage.loop(reference, workaround)
            report(.warning, .openAPIReferenceLoop, message, at: referenceValue, in: file)
            return nil
        }
        return (target.node, target.file, address.key)
    }

    func parameters(_ node: Node, _ file: SpecFile, at pointer: String) -> [Parameter] {
        list(node, file, "parameters").enumerated().compactMap { index, item in
            parameter(item, file, at: Self.child(pointer, String(index)))
        }
    }

    func responses(_ node: Node, _ file: SpecFile, at pointer: String) -> [Response] {
        guard let pairs = node.mapping else {
            wrongType(node, file, field: "responses", expected: "a mapping")
            return []
        }
        var responses: [Response] = []
        for pair in pairs {
            guard let key = pair.key.scalar?.text, !key.hasPrefix("x-") else { continue }
            guard let status = ResponseStatus(key) else {
                report(.warning, .openAPIInvalidStatusCode, OpenAPIMessage.invalidStatus(key), at: pair.key, in: file)
                continue
            }
            if let response = response(
                pair.value,
                file,
                status: status,
                at: Self.child(pointer, JSONPointer.escape(key))
            ) {
                responses.append(response)
            }
        }
        return responses
    }

    /// The parameters with each one declared again for the same name and location left out (after a warning):
    /// the first declaration is the one used.
    func withoutDuplicates(_ parameters: [Parameter]) -> [Parameter] {
        var seen: Set<String> = []
        return parameters.filter { parameter in
            guard seen.insert(parameter.location.rawValue + " " + parameter.name).inserted else {
                emit(
                    Diagnostic(
                        .warning,
                        .openAPIDuplicateParameter,
                        OpenAPIMessage.duplicateParameter(parameter.name, parameter.location.rawValue),
                        at: parameter.sourceLocation
                    )
                )
                return false
            }
            return true
        }
    }

    /// The operation's parameters matched to its path template, each mismatch reported: a `{name}` with no path
    /// parameter gets one, of no schema (a `String`), so no request is ever sent with `{name}` in its path; a
    /// path parameter the template does not name is left out. `location` is the operation's.
    func matchingPathTemplate(_ operation: Operation, at location: SourceLocation) -> [Parameter] {
        let names = Self.templateNames(operation.path)
        var parameters = operation.parameters.filter { parameter in
            guard parameter.location == .path, !names.contains(parameter.name) else { return true }
            emit(
                Diagnostic(
                    .warning,
                    .openAPIPathParameterMismatch,
                    OpenAPIMessage.unusedPathParameter(parameter.name, operation.path),
                    at: parameter.sourceLocation
                )
            )
            return false
        }
        var declared = Set(parameters.filter { $0.location == .path }.map(\.name))
        for name in names where declared.insert(name).inserted {
            emit(
                Diagnostic(
                    .warning,
                    .openAPIPathParameterMismatch,
                    OpenAPIMessage.undeclaredPathParameter(name, operation.path),
                    at: location
                )
            )
            var parameter = Parameter()
            parameter.name = name
            parameter.location = .path
            parameter.required = true
            parameter.sourceLocation = location
            parameters.append(parameter)
        }
        return parameters
    }

    static func templateNames(_ path: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in path {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }
}
