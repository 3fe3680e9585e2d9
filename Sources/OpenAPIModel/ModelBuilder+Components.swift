import Diagnostics
import YAMLNodes

/// `components`, and the reference-or-object readers that use the component caches.
extension ModelBuilder {
    static let componentsKind = ObjectKind(
        name: "components",
        keys: [
            "schemas", "responses", "parameters", "examples", "requestBodies", "headers", "securitySchemes", "links",
            "callbacks", "pathItems", "mediaTypes",
        ])

    func decodeComponents(_ node: Node, _ file: SpecFile) -> Components {
        var components = Components()
        // Register every schema name before decoding anything that may refer to one.
        if let schemas = node["schemas"] {
            components.schemas = named(schemas, file, "schemas") { name, child in
                componentSchema(name, child, file, pointer: "/components/schemas/" + JSONPointer.escape(name))
            }
        }
        components.extensions = fields(node, file, Self.componentsKind) { key, value in
            let prefix = file.relativePath + "#/components/" + key + "/"
            switch key {
            case "schemas": break
            case "responses":
                components.responses = named(value, file, key) { name, node in
                    cached(\.responseCache, prefix + JSONPointer.escape(name)) {
                        response(node, file, status: .default)
                    }
                }
            case "parameters":
                components.parameters = named(value, file, key) { name, node in
                    cached(\.parameterCache, prefix + JSONPointer.escape(name)) { parameter(node, file) }
                }
            case "examples":
                components.examples = named(value, file, key) { name, node in
                    cached(\.exampleCache, prefix + JSONPointer.escape(name)) { example(node, file) }
                }
            case "requestBodies":
                components.requestBodies = named(value, file, key) { name, node in
                    cached(\.requestBodyCache, prefix + JSONPointer.escape(name)) { requestBody(node, file) }
                }
            case "headers":
                components.headers = named(value, file, key) { name, node in
                    cached(\.headerCache, prefix + JSONPointer.escape(name)) { header(node, file) }
                }
            case "securitySchemes":
                components.securitySchemes = named(value, file, key) { name, node in
                    cached(\.securitySchemeCache, prefix + JSONPointer.escape(name)) { securityScheme(node, file) }
                }
            case "links":
                components.links = named(value, file, key) { name, node in
                    cached(\.linkCache, prefix + JSONPointer.escape(name)) { link(node, file) }
                }
            case "callbacks":
                components.callbacks = named(value, file, key) { name, node in
                    cached(\.callbackCache, prefix + JSONPointer.escape(name)) { callback(node, file) }
                }
            case "pathItems":
                components.pathItems = named(value, file, key) { name, node in
                    cached(\.pathItemCache, prefix + JSONPointer.escape(name)) {
                        pathItem(node, file, path: name, pointer: "", context: OperationContext(), isWebhook: false)
                    }
                }
            case "mediaTypes":
                components.mediaTypes = named(value, file, key) { name, node in
                    cached(\.mediaTypeCache, prefix + JSONPointer.escape(name)) { mediaType(node, file, name) }
                }
            default: return false
            }
            return true
        }
        return components
    }

    /// The value memoised under `key`, decoded by `decode` on first use (a reference to it may come first).
    func cached<Value>(
        _ cache: ReferenceWritableKeyPath<ModelBuilder, [String: Value]>, _ key: String, _ decode: () -> Value?
    ) -> Value? {
        if let value = self[keyPath: cache][key] { return value }
        guard !failedReferences.contains(key), resolving.insert(key).inserted else { return nil }
        defer { resolving.remove(key) }
        let value = decode()
        if let value { self[keyPath: cache][key] = value }
        return value
    }

    func parameter(_ node: Node, _ file: SpecFile) -> Parameter? {
        if let reference = referenceNode(of: node) {
            guard case (var value, let name)? = follow(reference, in: file, cache: \.parameterCache, decode: parameter)
            else {
                return nil
            }
            value.reference = name
            return value
        }
        return decodeParameter(node, file)
    }

    func response(_ node: Node, _ file: SpecFile, status: ResponseStatus) -> Response? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference, in: file, cache: \.responseCache,
                    decode: { node, file in
                        self.response(node, file, status: status)
                    })
            else { return nil }
            value.reference = name
            value.status = status
            return value
        }
        var response = decodeResponse(node, file)
        response?.status = status
        return response
    }

    func requestBody(_ node: Node, _ file: SpecFile) -> RequestBody? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference, in: file, cache: \.requestBodyCache, decode: requestBody)
            else { return nil }
            value.reference = name
            return value
        }
        return decodeRequestBody(node, file)
    }

    func header(_ node: Node, _ file: SpecFile) -> Header? {
        if let reference = referenceNode(of: node) {
            guard case (var value, let name)? = follow(reference, in: file, cache: \.headerCache, decode: header) else {
                return nil
            }
            value.reference = name
            return value
        }
        return decodeHeader(node, file)
    }

    func example(_ node: Node, _ file: SpecFile) -> Example? {
        if let reference = referenceNode(of: node) {
            guard case (var value, let name)? = follow(reference, in: file, cache: \.exampleCache, decode: example)
            else {
                return nil
            }
            value.reference = name
            return value
        }
        return decodeExample(node, file)
    }

    func link(_ node: Node, _ file: SpecFile) -> Link? {
        if let reference = referenceNode(of: node) {
            guard case (var value, let name)? = follow(reference, in: file, cache: \.linkCache, decode: link) else {
                return nil
            }
            value.reference = name
            return value
        }
        return decodeLink(node, file)
    }

    func callback(_ node: Node, _ file: SpecFile) -> Callback? {
        if let reference = referenceNode(of: node) {
            guard case (var value, let name)? = follow(reference, in: file, cache: \.callbackCache, decode: callback)
            else {
                return nil
            }
            value.reference = name
            return value
        }
        var callback = Callback()
        callback.sourceLocation = file.location(of: node)
        guard let pairs = node.mapping else {
            wrongType(node, file, field: "callback", expected: "a mapping")
            return nil
        }
        for pair in pairs {
            guard let expression = pair.key.scalar?.text else { continue }
            if expression.hasPrefix("x-") {
                callback.extensions.set(expression, SpecValue(pair.value))
            } else if let item = pathItem(
                pair.value, file, path: expression, pointer: "", context: OperationContext(), isWebhook: false)
            {
                callback.expressions.set(expression, item)
            }
        }
        return callback
    }

    func securityScheme(_ node: Node, _ file: SpecFile) -> SecurityScheme? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference, in: file, cache: \.securitySchemeCache, decode: securityScheme)
            else { return nil }
            value.reference = name
            return value
        }
        return decodeSecurityScheme(node, file)
    }

    func mediaTypeReference(_ node: Node, _ file: SpecFile, _ contentType: String) -> MediaType? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference, in: file, cache: \.mediaTypeCache,
                    decode: { node, file in
                        self.mediaTypeReference(node, file, contentType)
                    })
            else { return nil }
            value.reference = name
            value.contentType = contentType
            return value
        }
        return mediaType(node, file, contentType)
    }
}
