import Diagnostics
import YAMLNodes

/// Swagger 2.0 read into the OpenAPI 3 model: definitions, body and form parameters, produces/consumes,
/// host/basePath/schemes, security definitions.
extension ModelBuilder {
    static let swaggerKind = ObjectKind(
        name: "the Swagger document",
        keys: [
            "swagger", "info", "host", "basePath", "schemes", "consumes", "produces", "paths", "definitions",
            "parameters", "responses", "securityDefinitions", "security", "tags", "externalDocs",
        ]
    )

    func convertSwagger2(_ file: SpecFile, version: String) -> OpenAPIDocument {
        let root = file.root
        var document = OpenAPIDocument.empty(
            version: version,
            dialect: .swagger20,
            file: file.path,
            location: file.location(of: root)
        )
        if let definitions = root["definitions"] {
            document.components.schemas = registerComponentSchemas(
                definitions,
                file,
                "definitions",
                base: "/definitions/"
            )
        }
        var host: String?
        var basePath = ""
        var schemes: [String] = []
        var media = Swagger2Media()
        var pathsNode: Node?
        var hasInfo = false
        document.extensions = fields(root, file, Self.swaggerKind) { key, value in
            switch key {
            case "swagger", "definitions": break
            case "info":
                hasInfo = true
                document.info = info(value, file)
            case "host": host = text(value, file, key)
            case "basePath": basePath = text(value, file, key) ?? ""
            case "schemes": schemes = texts(value, file, key)
            case "consumes": media.consumes = texts(value, file, key)
            case "produces": media.produces = texts(value, file, key)
            case "paths": pathsNode = value
            case "parameters", "responses": break  // decoded below, once media types are known
            case "securityDefinitions":
                document.components.securitySchemes = named(value, file, key) { _, node in
                    swagger2SecurityScheme(node, file)
                }
            case "security": document.security = securityRequirements(value, file)
            case "tags": document.tags = list(value, file, key) { tag($0, file) }
            case "externalDocs": document.externalDocs = externalDocs(value, file)
            default: return false
            }
            return true
        }
        if !hasInfo { missing("info", in: Self.swaggerKind, at: root, file, workaround: "the client has no title") }
        if pathsNode == nil {
            missing("paths", in: Self.swaggerKind, at: root, file, workaround: "the client has no operations")
        }
        swagger2Media = media
        if let parameters = root["parameters"] {
            for pair in parameters.mapping ?? [] {
                guard let name = pair.key.scalar?.text else { continue }
                let key = file.relativePath + "#/parameters/" + JSONPointer.escape(name)
                if case .plain(let parameter)? = cached(
                    \.swagger2ParameterCache,
                    key,
                    {
                        swagger2Parameter(pair.value, file, at: "/parameters/" + JSONPointer.escape(name))
                    }
                ) {
                    document.components.parameters.set(name, parameter)
                }
            }
        }
        if let responses = root["responses"] {
            document.components.responses = named(responses, file, "responses") { name, node in
                cached(\.responseCache, file.relativePath + "#/responses/" + JSONPointer.escape(name)) {
                    swagger2Response(
                        node,
                        file,
                        status: .default,
                        produces: media.produces,
                        at: "/responses/" + JSONPointer.escape(name)
                    )
                }
            }
        }
        let path = basePath.isEmpty ? "" : basePath
        if let host {
            document.servers = (schemes.isEmpty ? ["https"] : schemes).map { Server(url: $0 + "://" + host + path) }
        } else if !path.isEmpty {
            document.servers = [Server(url: path)]
        }
        let context = OperationContext(servers: document.servers, security: document.security ?? [])
        if let pathsNode { document.paths = swagger2Paths(pathsNode, file, context: context) }
        checkOperationIDs(document.operations)
        return document
    }

    private func swagger2Paths(_ node: Node, _ file: SpecFile, context: OperationContext) -> NamedMap<PathItem> {
        var items = NamedMap<PathItem>()
        for pair in node.mapping ?? [] {
            guard var path = pair.key.scalar?.text, !path.hasPrefix("x-") else { continue }
            if !path.hasPrefix("/") {
                report(.warning, .openAPIInvalidValue, OpenAPIMessage.pathWithoutSlash(path), at: pair.key, in: file)
                path = "/" + path
            }
            var item = PathItem()
            item.path = path
            item.sourceLocation = file.location(of: pair.value)
            var itemNode = pair.value
            var itemFile = file
            let workaround = "the path item is ignored"
            if let reference = referenceNode(of: itemNode), let text = text(reference, file, "$ref"),
                let address = address(of: text, at: reference, in: file, workaround: workaround),
                let target = target(of: text, address: address, at: reference, in: file, workaround: workaround)
            {
                itemNode = target.node
                itemFile = target.file
                item.reference = address.pointer.tokens.last ?? SpecPath.stem(of: address.relativePath)
            }
            let pointer = "/paths/" + JSONPointer.escape(path)
            var shared: [Swagger2Parameter] = []
            var operations: [(HTTPMethod, Node)] = []
            item.extensions = fields(itemNode, itemFile, Self.swagger2PathItemKind) { key, value in
                switch key {
                case "$ref": break
                case "parameters":
                    shared = list(value, itemFile, key).enumerated().compactMap {
                        swagger2ParameterReference($1, itemFile, at: pointer + "/parameters/" + String($0))
                    }
                case "get", "put", "post", "delete", "options", "head", "patch":
                    operations.append((HTTPMethod(rawValue: key), value))
                case "trace":
                    // Not in Swagger 2.0, but what it means is plain: the request OpenAPI 3 has for it.
                    report(
                        .warning,
                        .openAPIOtherVersion,
                        OpenAPIMessage.openAPI3KeyInSwagger2(key, "it is generated as a TRACE request"),
                        at: itemNode.mapping?.first { $0.key.scalar?.text == key }?.key ?? value,
                        in: itemFile
                    )
                    operations.append((HTTPMethod(rawValue: key), value))
                default: return false
                }
                return true
            }
            item.parameters = shared.compactMap {
                if case .plain(let parameter) = $0 { return parameter }
                return nil
            }
            item.operations = operations.map { method, operationNode in
                swagger2Operation(
                    operationNode,
                    itemFile,
                    method: method,
                    path: path,
                    pointer: pointer + "/" + method.rawValue.lowercased(),
                    shared: shared,
                    context: context
                )
            }
            items.set(path, item)
        }
        return items
    }

    private static let swagger2PathItemKind = ObjectKind(
        name: "path item",
        keys: ["$ref", "get", "put", "post", "delete", "options", "head", "patch", "parameters"]
    )
    private static let swagger2OperationKind = ObjectKind(
        name: "operation",
        keys: [
            "tags", "summary", "description", "externalDocs", "operationId", "consumes", "produces", "parameters",
            "responses", "schemes", "deprecated", "security",
        ]
    )

    private func swagger2Operation(
        _ node: Node,
        _ file: SpecFile,
        method: HTTPMethod,
        path: String,
        pointer: String,
        shared: [Swagger2Parameter],
        context: OperationContext
    ) -> Operation {
        var operation = Operation()
        operation.method = method
        operation.path = path
        operation.pointer = "#" + pointer
        operation.sourceLocation = file.location(of: node)
        operation.servers = context.servers
        operation.security = context.security
        var media = swagger2Media
        var own: [Swagger2Parameter] = []
        var responsesNode: Node?
        operation.extensions = fields(node, file, Self.swagger2OperationKind) { key, value in
            switch key {
            case "tags": operation.tags = texts(value, file, key)
            case "summary": operation.summary = text(value, file, key)
            case "description": operation.description = text(value, file, key)
            case "externalDocs": operation.externalDocs = externalDocs(value, file)
            case "operationId":
                operation.operationId = text(value, file, key)
                operation.operationIdLocation = file.location(of: value)
            case "consumes": media.consumes = texts(value, file, key)
            case "produces": media.produces = texts(value, file, key)
            case "parameters":
                own = list(value, file, key).enumerated().compactMap {
                    swagger2ParameterReference($1, file, at: pointer + "/parameters/" + String($0))
                }
            case "responses": responsesNode = value
            case "schemes": _ = texts(value, file, key)
            case "deprecated": operation.deprecated = flag(value, file, key) ?? false
            case "security":
                operation.security = securityRequirements(value, file)
                operation.overridesSecurity = true
            default: return false
            }
            return true
        }
        if let responsesNode {
            operation.responses = swagger2Responses(responsesNode, file, produces: media.produces, pointer: pointer)
        } else if node.mapping != nil {
            let workaround = "the operation is generated without a response body"
            missing("responses", in: Self.swagger2OperationKind, at: node, file, workaround: workaround)
        }
        // Operation parameters override shared ones by name and location.
        apply(shared, own, consumes: media.consumes, to: &operation, pointer: pointer)
        if node.mapping != nil {
            operation.parameters = matchingPathTemplate(operation, at: file.location(of: node))
        }
        return operation
    }

    /// An operation's responses by status; an invalid status is left out with a warning.
    private func swagger2Responses(_ node: Node, _ file: SpecFile, produces: [String], pointer: String) -> [Response] {
        var responses: [Response] = []
        for pair in node.mapping ?? [] {
            guard let key = pair.key.scalar?.text, !key.hasPrefix("x-") else { continue }
            guard let status = ResponseStatus(key) else {
                report(.warning, .openAPIInvalidStatusCode, OpenAPIMessage.invalidStatus(key), at: pair.key, in: file)
                continue
            }
            if let response = swagger2ResponseReference(
                pair.value,
                file,
                status: status,
                produces: produces,
                at: pointer + "/responses/" + JSONPointer.escape(key)
            ) {
                responses.append(response)
            }
        }
        return responses
    }

    /// Adds the path's `shared` parameters and the operation's `own` (which override shared ones by name and
    /// location) to `operation`: plain ones as parameters, a body as its request body in each type it consumes,
    /// form fields as one form body.
    private func apply(
        _ shared: [Swagger2Parameter],
        _ own: [Swagger2Parameter],
        consumes: [String],
        to operation: inout Operation,
        pointer: String
    ) {
        func identity(_ parameter: Swagger2Parameter) -> String {
            switch parameter {
            case .plain(let plain): plain.location.rawValue + " " + plain.name
            case .body(_, let name): "body " + name
            case .formField(let name, _, _, _): "formData " + name
            }
        }
        let ownKeys = Set(own.map(identity))
        var formFields: [(name: String, schema: SchemaID, required: Bool, isFile: Bool)] = []
        for parameter in shared.filter({ !ownKeys.contains(identity($0)) }) + own {
            switch parameter {
            case .plain(let plain): operation.parameters.append(plain)
            case .body(var body, _):
                let schema = body.content.first?.schema
                let types = consumes.isEmpty ? ["application/json"] : consumes
                body.content = types.map { type in
                    var content = MediaType()
                    content.contentType = type
                    content.schema = schema
                    return content
                }
                operation.requestBody = body
            case .formField(let name, let schema, let required, let isFile):
                formFields.append((name, schema, required, isFile))
            }
        }
        if !formFields.isEmpty {
            operation.requestBody = swagger2FormBody(formFields, consumes: consumes, pointer: pointer)
        }
    }

    /// Form fields as one object schema, sent as multipart when the operation consumes it, else URL-encoded.
    private func swagger2FormBody(
        _ fields: [(name: String, schema: SchemaID, required: Bool, isFile: Bool)],
        consumes: [String],
        pointer: String
    ) -> RequestBody {
        let id = SchemaID(schemas.count)
        var object = Schema(id: id, pointer: "#" + pointer + "/parameters")
        object.types = [.object]
        // Built apart and set once: a schema's field changed in place is copied first (see ``Schema``).
        var properties = NamedMap<SchemaID>()
        for field in fields { properties.set(field.name, field.schema) }
        object.properties = properties
        object.required = fields.filter(\.required).map(\.name)
        schemas.append(object)
        let multipart = consumes.contains("multipart/form-data") || fields.contains(where: \.isFile)
        var content = MediaType()
        content.contentType = multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"
        content.schema = id
        var body = RequestBody()
        body.content = [content]
        body.required = fields.contains(where: \.required)
        return body
    }

    private func swagger2ParameterReference(_ node: Node, _ file: SpecFile, at pointer: String) -> Swagger2Parameter? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference,
                    in: file,
                    cache: \.swagger2ParameterCache,
                    decode: { swagger2ParameterReference($0, $1, at: $2) }
                )
            else { return nil }
            if case .plain(var parameter) = value {
                parameter.reference = name
                value = .plain(parameter)
            }
            return value
        }
        return swagger2Parameter(node, file, at: pointer)
    }

    private static let swagger2ParameterKind = ObjectKind(
        name: "parameter",
        keys: [
            "name", "in", "description", "required", "schema", "type", "format", "allowEmptyValue", "items",
            "collectionFormat", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
            "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf", "style", "explode",
        ]
    )

    private func swagger2Parameter(_ node: Node, _ file: SpecFile, at pointer: String) -> Swagger2Parameter? {
        guard node.mapping != nil else {
            wrongType(node, file, field: "parameter", expected: "a mapping")
            return nil
        }
        var parameter = Parameter()
        parameter.sourceLocation = file.location(of: node)
        var placement: String?
        var schemaNode: Node?
        var collectionFormat: String?
        var openAPI3Style: (style: String?, explode: Bool?) = (nil, nil)
        parameter.extensions = fields(node, file, Self.swagger2ParameterKind) { key, value in
            switch key {
            case "style", "explode":
                // Written by tools that mix the versions; meant as OpenAPI 3 means them, unless the parameter
                // says how with Swagger 2.0's own `collectionFormat`.
                let workaround =
                    node["collectionFormat"] != nil
                    ? "'collectionFormat' is used" : "it is read as OpenAPI 3 defines it"
                report(
                    .warning,
                    .openAPIOtherVersion,
                    OpenAPIMessage.openAPI3KeyInSwagger2(key, workaround),
                    at: node.mapping?.first { $0.key.scalar?.text == key }?.key ?? value,
                    in: file
                )
                if key == "style" {
                    openAPI3Style.style = oneOf(value, file, key, Self.styles)
                } else {
                    openAPI3Style.explode = flag(value, file, key)
                }
            case "name": parameter.name = text(value, file, key) ?? ""
            case "in": placement = oneOf(value, file, key, ["query", "header", "path", "formData", "body"])
            case "description": parameter.description = text(value, file, key)
            case "required": parameter.required = flag(value, file, key) ?? false
            case "allowEmptyValue": parameter.allowEmptyValue = flag(value, file, key) ?? false
            case "schema": schemaNode = value
            case "collectionFormat":
                collectionFormat = oneOf(value, file, key, ["csv", "ssv", "tsv", "pipes", "multi"])
            default: return Self.simpleSchemaKeys.contains(key)
            }
            return true
        }
        let ignored = "the parameter is ignored"
        guard node["name"] != nil else {
            missing("name", in: Self.swagger2ParameterKind, at: node, file, workaround: ignored)
            return nil
        }
        guard let placement else {
            if node["in"] == nil { missing("in", in: Self.swagger2ParameterKind, at: node, file, workaround: ignored) }
            return nil
        }
        if placement == "body" {
            return .body(swagger2Body(parameter, node, file, schema: schemaNode, at: pointer), name: parameter.name)
        }
        let simple = swagger2ParameterSchema(node, file, schema: schemaNode, at: pointer)
        if placement == "formData" {
            return .formField(
                name: parameter.name,
                schema: simple,
                required: parameter.required,
                isFile: node["type"]?.scalar?.text == "file"
            )
        }
        parameter.location = Parameter.Location(rawValue: placement) ?? .query
        parameter.schema = simple
        (parameter.style, parameter.explode) = Self.style(
            of: parameter.location,
            collectionFormat: collectionFormat,
            isArray: node["type"]?.scalar?.text == "array",
            openAPI3Style: openAPI3Style
        )
        if parameter.location == .path && !parameter.required {
            report(
                .warning,
                .openAPIMissingField,
                OpenAPIMessage.pathParameterRequired,
                at: node["in"] ?? node,
                in: file
            )
            parameter.required = true
        }
        return .plain(parameter)
    }

    /// The schema of a parameter that is not a body: its own `type` and the rest Swagger 2.0 puts beside it, or
    /// the OpenAPI 3 `schema` that mixed documents write instead; text when it says neither.
    private func swagger2ParameterSchema(_ node: Node, _ file: SpecFile, schema schemaNode: Node?, at pointer: String)
        -> SchemaID
    {
        var simple = simpleSchema(node, file, pointer: pointer)
        if let schemaNode {
            // OpenAPI 3 gives every parameter a `schema`; Swagger 2.0 only a body. Without a `type` of its own, the
            // parameter is what the schema says.
            let isUsed = node["type"] == nil
            report(
                .warning,
                .openAPIOtherVersion,
                OpenAPIMessage.openAPI3KeyInSwagger2(
                    "schema",
                    isUsed ? "it is read as the parameter's type" : "the parameter's 'type' is used"
                ),
                at: node.mapping?.first { $0.key.scalar?.text == "schema" }?.key ?? schemaNode,
                in: file
            )
            if isUsed { simple = schema(schemaNode, file, pointer: Self.child(pointer, "schema")) }
        } else if node["type"] == nil {
            // What a server's own document leaves out most (`in: header, name: If-None-Match`): the value is text,
            // as OpenAPI 3 reads a parameter without a `schema`.
            missing("type", in: Self.swagger2ParameterKind, at: node, file, workaround: "it is typed as `String`")
            schemas[simple.rawValue].types = [.string]
        }
        return simple
    }

    /// A `body` parameter as OpenAPI 3's request body; one without a `schema` sends any JSON value.
    private func swagger2Body(
        _ parameter: Parameter,
        _ node: Node,
        _ file: SpecFile,
        schema schemaNode: Node?,
        at pointer: String
    ) -> RequestBody {
        var body = RequestBody()
        body.description = parameter.description
        body.required = parameter.required
        body.sourceLocation = parameter.sourceLocation
        body.extensions = parameter.extensions
        var content = MediaType()
        if let schemaNode {
            content.schema = schema(schemaNode, file, pointer: Self.child(pointer, "schema"))
        } else {
            // A body of any JSON value: what the operation sends is not said, only that it sends one.
            let workaround = "the body is \(Workaround.jsonValue)"
            missing("schema", in: Self.swagger2ParameterKind, at: node, file, workaround: workaround)
            let id = SchemaID(schemas.count)
            schemas.append(Schema(id: id, pointer: ""))
            content.schema = id
        }
        body.content = [content]
        return body
    }

    /// The OpenAPI 3 style and explode of a parameter at `location` with Swagger 2.0's `collectionFormat` (an array
    /// without one is `csv`); OpenAPI 3's own `style` and `explode`, which mixed documents write, where it has none.
    private static func style(
        of location: Parameter.Location,
        collectionFormat: String?,
        isArray: Bool,
        openAPI3Style: (style: String?, explode: Bool?)
    ) -> (style: String?, explode: Bool?) {
        switch collectionFormat {
        case "multi": return ("form", true)
        case "ssv": return ("spaceDelimited", nil)
        case "pipes": return ("pipeDelimited", nil)
        // OpenAPI 3 has no tab-separated style; the emitter joins this one with tabs.
        case "tsv" where location == .query: return ("tabDelimited", false)
        case "csv", "tsv": return (location == .query ? "form" : "simple", false)
        default:
            if openAPI3Style.style != nil || openAPI3Style.explode != nil { return openAPI3Style }
            return isArray ? (location == .query ? "form" : "simple", false) : (nil, nil)
        }
    }

    private static let simpleSchemaKeys: Set<String> = [
        "type", "format", "items", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf",
        "collectionFormat",
    ]

    /// The schema of a non-body parameter, header or items object, whose schema keywords sit beside its own: its
    /// pointer is that object's, as a parameter's `schema` is in OpenAPI 3.
    private func simpleSchema(_ node: Node, _ file: SpecFile, pointer: String) -> SchemaID {
        var schema = Schema(id: SchemaID(-1), pointer: file.pointerText(pointer))
        schema.sourceLocation = file.location(of: node)
        for pair in node.mapping ?? [] {
            guard let key = pair.key.scalar?.text else { continue }
            let value = pair.value
            switch key {
            case "type":
                let name = value.scalar?.text ?? ""
                schema.types = name == "file" ? [.string] : Schema.JSONType(rawValue: name).map { [$0] }
                if name == "file" { schema.format = "binary" }
                if schema.types == nil {
                    let meant = Schema.JSONType(misspelled: name)
                    schema.types = meant.map { [$0] }
                    let allowed = Schema.JSONType.allCases.filter { $0 != .null }.map(\.rawValue) + ["file"]
                    report(
                        .warning,
                        .openAPIInvalidValue,
                        OpenAPIMessage.invalidValue(name, "type", allowed: allowed, Workaround.type(readAs: meant)),
                        at: value,
                        in: file
                    )
                }
            case "format": if schema.format == nil { schema.format = value.scalar?.text }
            case "items": schema.items = simpleSchema(value, file, pointer: Self.child(pointer, key))
            case "default": schema.defaultValue = SpecValue(value)
            case "enum": schema.enumValues = value.sequence?.map(SpecValue.init)
            case "maximum": schema.maximum = value.value?.double
            case "minimum": schema.minimum = value.value?.double
            case "maxLength": schema.maxLength = value.value?.int
            case "minLength": schema.minLength = value.value?.int
            case "pattern": schema.pattern = value.scalar?.text
            case "maxItems": schema.maxItems = value.value?.int
            case "minItems": schema.minItems = value.value?.int
            case "uniqueItems": schema.uniqueItems = value.value?.bool ?? false
            case "multipleOf": schema.multipleOf = value.value?.double
            default: if key.hasPrefix("x-") { schema.extensions.set(key, SpecValue(value)) }
            }
        }
        // The id is the next free slot once `items` (which takes slots of its own) is in the table: taken before,
        // an array's id named its items' schema, so `type: array, items: {type: string}` read as a string.
        let id = SchemaID(schemas.count)
        schema.id = id
        schemas.append(schema)
        return id
    }

    private func swagger2ResponseReference(
        _ node: Node,
        _ file: SpecFile,
        status: ResponseStatus,
        produces: [String],
        at pointer: String
    ) -> Response? {
        if let reference = referenceNode(of: node) {
            guard
                case (var value, let name)? = follow(
                    reference,
                    in: file,
                    cache: \.responseCache,
                    decode: { node, file, pointer in
                        self.swagger2ResponseReference(node, file, status: status, produces: produces, at: pointer)
                    }
                )
            else { return nil }
            value.reference = name
            value.status = status
            return value
        }
        return swagger2Response(node, file, status: status, produces: produces, at: pointer)
    }

    private static let swagger2ResponseKind = ObjectKind(
        name: "response",
        keys: ["description", "schema", "headers", "examples"]
    )

    private func swagger2Response(
        _ node: Node,
        _ file: SpecFile,
        status: ResponseStatus,
        produces: [String],
        at pointer: String
    ) -> Response? {
        var response = Response()
        response.status = status
        response.sourceLocation = file.location(of: node)
        var schema: SchemaID?
        var isFile = false
        var examples: [String: SpecValue] = [:]
        response.extensions = fields(node, file, Self.swagger2ResponseKind) { key, value in
            switch key {
            case "description": response.description = text(value, file, key) ?? ""
            case "schema":
                schema = self.schema(value, file, pointer: Self.child(pointer, key))
                isFile = value["type"]?.value == .string("file")
            case "headers":
                response.headers = named(value, file, key) { name, node in
                    var header = Header()
                    header.sourceLocation = file.location(of: node)
                    header.description = node["description"]?.scalar?.text
                    let headers = Self.child(pointer, key)
                    header.schema = simpleSchema(node, file, pointer: Self.child(headers, JSONPointer.escape(name)))
                    return header
                }
            case "examples":
                for pair in value.mapping ?? [] {
                    if let type = pair.key.scalar?.text { examples[type] = SpecValue(pair.value) }
                }
            default: return false
            }
            return true
        }
        if node.mapping != nil, node["description"] == nil {
            missing("description", in: Self.swagger2ResponseKind, at: node, file, workaround: "it is left empty")
        }
        if let schema {
            // A file is the response's raw bytes, in the media types the operation produces that are not JSON (a
            // document-wide default for the other operations) or a wildcard: `text/x-yaml` asks for YAML.
            let binary = produces.filter { type in
                let base = type.split(separator: ";").first?.lowercased() ?? ""
                return base != "application/json" && !base.hasSuffix("+json") && !base.hasPrefix("*/")
                    && base != "application/*"
            }
            let types = isFile ? (binary.isEmpty ? ["application/octet-stream"] : binary) : produces
            response.content = (types.isEmpty ? ["application/json"] : types).map { type in
                var content = MediaType()
                content.contentType = type
                content.schema = schema
                content.example = examples[type]
                return content
            }
        }
        return response
    }

    private static let swagger2SecurityKind = ObjectKind(
        name: "security definition",
        keys: ["type", "description", "name", "in", "flow", "authorizationUrl", "tokenUrl", "scopes"]
    )

    private func swagger2SecurityScheme(_ node: Node, _ file: SpecFile) -> SecurityScheme? {
        var scheme = SecurityScheme()
        scheme.sourceLocation = file.location(of: node)
        var flowName: String?
        var flow = OAuthFlow()
        scheme.extensions = fields(node, file, Self.swagger2SecurityKind) { key, value in
            switch key {
            case "type":
                switch oneOf(value, file, key, ["basic", "apiKey", "oauth2"]) {
                case "basic":
                    scheme.kind = .http
                    scheme.scheme = "basic"
                case "apiKey": scheme.kind = .apiKey
                case "oauth2": scheme.kind = .oauth2
                default: break
                }
            case "description": scheme.description = text(value, file, key)
            case "name": scheme.name = text(value, file, key)
            case "in": scheme.placement = oneOf(value, file, key, ["query", "header"])
            case "flow": flowName = oneOf(value, file, key, ["implicit", "password", "application", "accessCode"])
            case "authorizationUrl": flow.authorizationURL = text(value, file, key)
            case "tokenUrl": flow.tokenURL = text(value, file, key)
            case "scopes": flow.scopes = named(value, file, key) { name, node in text(node, file, name) }
            default: return false
            }
            return true
        }
        switch flowName {
        case "implicit": scheme.flows.implicit = flow
        case "password": scheme.flows.password = flow
        case "application": scheme.flows.clientCredentials = flow
        case "accessCode": scheme.flows.authorizationCode = flow
        default: break
        }
        return scheme
    }
}
