import Diagnostics
import YAMLNodes

/// `components`, and the reference-or-object readers that use the component caches.
///
/// Each reader takes the JSON Pointer of its node, so schemas inside it know where they are.
extension ModelBuilder {
    static let componentsKind = ObjectKind(
        name: "components",
        keys: [
            "schemas", "responses", "parameters", "examples", "requestBodies", "headers", "securitySchemes", "links",
            "callbacks", "pathItems", "mediaTypes",
        ]
    )

    func decodeComponents(_ node: Node, _ file: SpecFile) -> Components {
        var components = Components()
        // Register every schema name before decoding anything that may refer to one.
        if let schemas = node["schemas"] {
            components.schemas = registerComponentSchemas(schemas, file, "schemas", base: "/components/schemas/")
        }
        components.extensions = fields(node, file, Self.componentsKind) { key, value in
            let base = "/components/" + key + "/"
            let prefix = file.relativePath + "#" + base
            func each<Value>(
                _ cache: ReferenceWritableKeyPath<ModelBuilder, [String: Value]>,
                _ decode: (String, Node, String) -> Value?
            ) -> NamedMap<Value> {
                named(value, file, key) { name, node in
                    let escaped = JSONPointer.escape(name)
                    return cached(cache, prefix + escaped) { decode(name, node, base + escaped) }
                }
            }
            switch key {
            case "schemas": break
            case "responses":
                components.responses = each(\.responseCache) { response($1, file, status: .default, at: $2) }
            case "parameters": components.parameters = each(\.parameterCache) { parameter($1, file, at: $2) }
            case "examples": components.examples = each(\.exampleCache) { example($1, file, at: $2) }
            case "requestBodies":
                components.requestBodies = each(\.requestBodyCache) { requestBody($1, file, at: $2) }
            case "headers": components.headers = each(\.headerCache) { header($1, file, at: $2) }
            case "securitySchemes":
                components.securitySchemes = each(\.securitySchemeCache) { securityScheme($1, file, at: $2) }
            case "links": components.links = each(\.linkCache) { link($1, file, at: $2) }
            case "callbacks": components.callbacks = each(\.callbackCache) { callback($1, file, at: $2) }
            case "pathItems":
                components.pathItems = each(\.pathItemCache) { name, node, pointer in
                    pathItem(
                        node,
                        file,
                        path: name,
                        pointer: pointer,
                        context: OperationContext(),
                        isWebhook: false
                    )
                }
            case "mediaTypes":
                components.mediaTypes = each(\.mediaTypeCache) { mediaTypeReference($1, file, $0, at: $2) }
            default: return false
            }
            return true
        }
        return components
    }

    /// The value memoised under `key`, decoded by `decode` on first use (a reference to it may come first).
    func cached<Value>(
        _ cache: ReferenceWritableKeyPath<ModelBuilder, [String: Value]>,
        _ key: String,
        _ decode: () -> Value?
    ) -> Value? {
        if let value = self[keyPath: cache][key] { return value }
        guard !failedReferences.contains(key), resolving.insert(key).inserted else { return nil }
        defer { resolving.remove(key) }
        let value = decode()
        if let value { self[keyPath: cache][key] = value }
        return value
    }

    /// The object at `node`, or the one its `$ref` names (memoised in `cache`), with `reference` set to
    /// the component name.
    private func object<Value: ReferenceNamed>(
        _ node: Node,
        _ file: SpecFile,
        at pointer: String,
        cache: ReferenceWritableKeyPath<ModelBuilder, [String: Value]>,
        decode: (Node, SpecFile, String) -> Value?
    ) -> Value? {
        guard let reference = referenceNode(of: node) else { return decode(node, file, pointer) }
        guard
            case (var value, let name)? = follow(
                reference,
                in: file,
                cache: cache,
                decode: { self.object($0, $1, at: $2, cache: cache, decode: decode) }
            )
        else { return nil }
        value.reference = name
        return value
    }

    /// Records the schemas of an object that is a whole file of its own (`$ref: shared/responses/unauthorized.yml`)
    /// as that file's component of `kind`, named after the file as `bundle` names the component it makes of it.
    private func recordFileComponent(_ node: Node, _ file: SpecFile, kind: String, schemas: [SchemaID?]) {
        guard let reference = referenceNode(of: node), let text = reference.scalar?.text,
            let address = address(of: text, at: reference, in: file, workaround: Workaround.ignored),
            address.pointer.tokens.isEmpty, address.relativePath != file.relativePath
        else { return }
        for case let schema? in schemas where fileComponents[schema] == nil {
            fileComponents[schema] = (kind, SpecPath.stem(of: address.relativePath))
        }
    }

    func parameter(_ node: Node, _ file: SpecFile, at pointer: String) -> Parameter? {
        let parameter = object(node, file, at: pointer, cache: \.parameterCache, decode: decodeParameter)
        if let parameter {
            let schemas = [parameter.schema] + parameter.content.map(\.schema)
            recordFileComponent(node, file, kind: "parameters", schemas: schemas)
        }
        return parameter
    }

    func response(_ node: Node, _ file: SpecFile, status: ResponseStatus, at pointer: String) -> Response? {
        var response = object(node, file, at: pointer, cache: \.responseCache, decode: decodeResponse)
        response?.status = status
        if let response {
            recordFileComponent(node, file, kind: "responses", schemas: response.content.map(\.schema))
        }
        return response
    }

    func requestBody(_ node: Node, _ file: SpecFile, at pointer: String) -> RequestBody? {
        let body = object(node, file, at: pointer, cache: \.requestBodyCache, decode: decodeRequestBody)
        if let body { recordFileComponent(node, file, kind: "requestBodies", schemas: body.content.map(\.schema)) }
        return body
    }

    func header(_ node: Node, _ file: SpecFile, at pointer: String) -> Header? {
        let header = object(node, file, at: pointer, cache: \.headerCache, decode: decodeHeader)
        if let header {
            recordFileComponent(node, file, kind: "headers", schemas: [header.schema] + header.content.map(\.schema))
        }
        return header
    }

    func example(_ node: Node, _ file: SpecFile, at pointer: String) -> Example? {
        object(node, file, at: pointer, cache: \.exampleCache) { node, file, _ in decodeExample(node, file) }
    }

    func link(_ node: Node, _ file: SpecFile, at pointer: String) -> Link? {
        object(node, file, at: pointer, cache: \.linkCache) { node, file, _ in decodeLink(node, file) }
    }

    func securityScheme(_ node: Node, _ file: SpecFile, at pointer: String) -> SecurityScheme? {
        object(node, file, at: pointer, cache: \.securitySchemeCache) { node, file, _ in
            decodeSecurityScheme(node, file)
        }
    }

    func mediaTypeReference(_ node: Node, _ file: SpecFile, _ contentType: String, at pointer: String) -> MediaType? {
        // A media type written as a reference to a schema (`application/json: {$ref: '#/components/schemas/Pet'}`,
        // a common slip) means that schema as its `schema`: schemas are never media types.
        if let reference = referenceNode(of: node)?.scalar?.text, Self.namesSchema(reference) {
            report(.warning, .openAPIMisplacedSchema, OpenAPIMessage.schemaReferenceAsMediaType, at: node, in: file)
            let key = Node(.scalar(Scalar("schema")), mark: node.mark, origin: node.origin)
            let schema = Node.Pair(key: key, value: node)
            return mediaType(node.replacing(.mapping([schema])), file, contentType, at: pointer)
        }
        var media = object(node, file, at: pointer, cache: \.mediaTypeCache) { node, file, pointer in
            mediaType(node, file, contentType, at: pointer)
        }
        media?.contentType = contentType
        return media
    }

    /// Whether a reference points among a document's schemas (`#/components/schemas/…`, `#/definitions/…`, in this
    /// file or another).
    static func namesSchema(_ reference: String) -> Bool {
        guard let hash = reference.firstIndex(of: "#") else { return false }
        let fragment = reference[reference.index(after: hash)...]
        return fragment.hasPrefix("/components/schemas/") || fragment.hasPrefix("/definitions/")
    }

    func callback(_ node: Node, _ file: SpecFile, at pointer: String) -> Callback? {
        object(node, file, at: pointer, cache: \.callbackCache, decode: decodeCallback)
    }

    private func decodeCallback(_ node: Node, _ file: SpecFile, at pointer: String) -> Callback? {
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
                pair.value,
                file,
                path: expression,
                pointer: pointer + "/" + JSONPointer.escape(expression),
                context: OperationContext(),
                isWebhook: false
            ) {
                callback.expressions.set(expression, item)
            }
        }
        return callback
    }
}
