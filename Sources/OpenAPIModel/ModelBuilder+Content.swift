import Diagnostics
import YAMLNodes

/// Parameters, bodies, responses, media types, headers, examples, links and security schemes.
extension ModelBuilder {
    static let parameterKind = ObjectKind(
        name: "parameter",
        keys: [
            "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode",
            "allowReserved", "schema", "content", "example", "examples",
        ]
    )
    static let styles = [
        "matrix", "label", "simple", "form", "spaceDelimited", "pipeDelimited", "deepObject", "cookie",
    ]

    func decodeParameter(_ node: Node, _ file: SpecFile, at pointer: String) -> Parameter? {
        var parameter = Parameter()
        parameter.sourceLocation = file.location(of: node)
        var hasName = false
        var locationNode: Node?
        var schemaNode: Node?
        var hasSchemaKeywords = false
        parameter.extensions = fields(node, file, Self.parameterKind) { key, value in
            switch key {
            case "name":
                hasName = true
                parameter.name = text(value, file, key) ?? ""
            case "in": locationNode = value
            case "description": parameter.description = text(value, file, key)
            case "required": parameter.required = flag(value, file, key) ?? false
            case "deprecated": parameter.deprecated = flag(value, file, key) ?? false
            case "allowEmptyValue": parameter.allowEmptyValue = flag(value, file, key) ?? false
            case "style": parameter.style = oneOf(value, file, key, Self.styles)
            case "explode": parameter.explode = flag(value, file, key)
            case "allowReserved": parameter.allowReserved = flag(value, file, key) ?? false
            case "schema": schemaNode = value
            case "content": parameter.content = content(value, file, at: Self.child(pointer, key))
            case "example": parameter.example = SpecValue(value)
            case "examples": parameter.examples = examples(value, file, at: Self.child(pointer, key))
            default:
                guard Self.isSchemaKeyword(key, strayIn: Self.parameterKind) else { return false }
                hasSchemaKeywords = true
            }
            return true
        }
        guard node.mapping != nil else { return nil }
        // Schema keywords in the parameter itself join its schema; one described by `content` has none to join.
        if hasSchemaKeywords {
            schemaNode = self.schemaNode(
                schemaNode,
                strayIn: node,
                file,
                Self.parameterKind,
                isTyped: parameter.content.isEmpty
            )
        }
        if let schemaNode {
            parameter.schema = schema(schemaNode, file, pointer: Self.child(pointer, "schema"))
        }
        guard hasName else {
            missing("name", in: Self.parameterKind, at: node, file, workaround: "the parameter is ignored")
            return nil
        }
        guard let locationNode else {
            missing("in", in: Self.parameterKind, at: node, file, workaround: "the parameter is ignored")
            return nil
        }
        let allowed = Parameter.Location.allCases.filter { $0 != .querystring || dialect == .openAPI32 }
        guard let text = text(locationNode, file, "in"), let location = Parameter.Location(rawValue: text),
            allowed.contains(location)
        else {
            let found = locationNode.scalar?.text ?? ""
            report(
                .warning,
                .openAPIInvalidValue,
                OpenAPIMessage.invalidValue(found, "in", allowed: allowed.map(\.rawValue), "the parameter is ignored"),
                at: locationNode,
                in: file,
                notes: found == "body" || found == "formData" ? [.init(OpenAPIMessage.bodyInOpenAPI3)] : []
            )
            return nil
        }
        parameter.location = location
        if parameter.schema == nil && parameter.content.isEmpty {
            missing("schema", in: Self.parameterKind, at: node, file, workaround: "it is typed as `String`")
        }
        if location == .path && !parameter.required {
            report(
                .warning,
                .openAPIMissingField,
                OpenAPIMessage.pathParameterRequired,
                at: locationNode,
                in: file
            )
            parameter.required = true
        }
        return parameter
    }

    func content(_ node: Node, _ file: SpecFile, at pointer: String) -> [MediaType] {
        named(node, file, "content") { contentType, node in
            mediaTypeReference(node, file, contentType, at: Self.child(pointer, JSONPointer.escape(contentType)))
        }.values
    }

    func examples(_ node: Node, _ file: SpecFile, at pointer: String) -> NamedMap<Example> {
        named(node, file, "examples") { name, node in
            example(node, file, at: Self.child(pointer, JSONPointer.escape(name)))
        }
    }

    func headers(_ node: Node, _ file: SpecFile, at pointer: String) -> NamedMap<Header> {
        named(node, file, "headers") { name, node in
            header(node, file, at: Self.child(pointer, JSONPointer.escape(name)))
        }
    }

    static let mediaTypeKind = ObjectKind(
        name: "media type",
        keys: [
            "schema", "itemSchema", "example", "examples", "encoding", "itemEncoding",
            "prefixEncoding",
        ]
    )

    func mediaType(_ node: Node, _ file: SpecFile, _ contentType: String, at pointer: String) -> MediaType? {
        var media = MediaType()
        media.contentType = contentType
        media.sourceLocation = file.location(of: node)
        var schemaNode: Node?
        var hasSchemaKeywords = false
        media.extensions = fields(node, file, Self.mediaTypeKind) { key, value in
            switch key {
            case "schema": schemaNode = value
            case "itemSchema": media.itemSchema = schema(value, file, pointer: Self.child(pointer, key))
            case "example": media.example = SpecValue(value)
            case "examples": media.examples = examples(value, file, at: Self.child(pointer, key))
            case "encoding":
                media.encoding = named(value, file, key) { name, node in
                    encoding(node, file, at: Self.child(pointer, key + "/" + JSONPointer.escape(name)))
                }
            case "itemEncoding", "prefixEncoding": break
            default:
                guard Self.isSchemaKeyword(key, strayIn: Self.mediaTypeKind) else { return false }
                hasSchemaKeywords = true
            }
            return true
        }
        if hasSchemaKeywords { schemaNode = self.schemaNode(schemaNode, strayIn: node, file, Self.mediaTypeKind) }
        if let schemaNode {
            media.schema = schema(schemaNode, file, pointer: Self.child(pointer, "schema"))
        }
        return media
    }

    /// Whether `key` in an object of `kind` (a media type, a parameter) is a schema keyword written beside the
    /// object's `schema` instead of in it; see ``schemaNode(_:strayIn:_:_:isTyped:)``.
    static func isSchemaKeyword(_ key: String, strayIn kind: ObjectKind) -> Bool {
        key != "$ref" && !kind.keys.contains(key) && schemaKeys.contains(key)
    }

    /// The node to read as the schema of `node`, an object of `kind` whose `schema` is `schemaNode`: with the schema
    /// keywords written in the object itself instead, as documents converted from Swagger 2.0 (where parameters and
    /// bodies carry their type themselves) keep them: Ceph's `application/json: {type: object}`, a parameter's
    /// `default: 0` beside its `schema`. Without a `schema`, they are the schema; beside a `schema` that is a
    /// mapping, the keywords it does not have are added to it; each is warned about. One the `schema` has already,
    /// any beside a `schema` that is not a mapping, and any in an object not typed by a schema (`isTyped` false: a
    /// parameter described by `content`) is ignored as an unknown key.
    func schemaNode(_ schemaNode: Node?, strayIn node: Node, _ file: SpecFile, _ kind: ObjectKind, isTyped: Bool = true)
        -> Node?
    {
        let stray = (node.mapping ?? []).filter { pair in
            pair.key.scalar.map { Self.isSchemaKeyword($0.text, strayIn: kind) } ?? false
        }
        guard !stray.isEmpty else { return schemaNode }
        // The pairs of the schema they join: none yet without a `schema`; nil for a `schema` that is not a mapping.
        let own: [Node.Pair]? = schemaNode == nil ? [] : schemaNode?.mapping
        var pairs = own ?? []
        let present = Set(pairs.compactMap { $0.key.scalar?.text })
        for pair in stray {
            let key = pair.key.scalar?.text ?? ""
            if !isTyped || own == nil || present.contains(key) {
                unknownKey(key, pair.key, file, kind)
            } else {
                report(
                    .warning,
                    .openAPIMisplacedSchema,
                    OpenAPIMessage.schemaKeyword(key, kind.name),
                    at: pair.key,
                    in: file
                )
                pairs.append(pair)
            }
        }
        return !isTyped || own == nil ? schemaNode : (schemaNode ?? node).replacing(.mapping(pairs))
    }

    private static let encodingKind = ObjectKind(
        name: "encoding",
        keys: ["contentType", "headers", "style", "explode", "allowReserved"]
    )

    func encoding(_ node: Node, _ file: SpecFile, at pointer: String) -> Encoding? {
        var encoding = Encoding()
        encoding.sourceLocation = file.location(of: node)
        encoding.extensions = fields(node, file, Self.encodingKind) { key, value in
            switch key {
            case "contentType": encoding.contentType = text(value, file, key)
            case "headers": encoding.headers = headers(value, file, at: Self.child(pointer, key))
            case "style": encoding.style = oneOf(value, file, key, Self.styles)
            case "explode": encoding.explode = flag(value, file, key)
            case "allowReserved": encoding.allowReserved = flag(value, file, key) ?? false
            default: return false
            }
            return true
        }
        return encoding
    }

    static let requestBodyKind = ObjectKind(name: "request body", keys: ["description", "content", "required"])

    func decodeRequestBody(_ node: Node, _ file: SpecFile, at pointer: String) -> RequestBody? {
        var body = RequestBody()
        body.sourceLocation = file.location(of: node)
        var hasContent = false
        body.extensions = fields(node, file, Self.requestBodyKind) { key, value in
            switch key {
            case "description": body.description = text(value, file, key)
            case "content":
                hasContent = true
                body.content = content(value, file, at: Self.child(pointer, key))
            case "required": body.required = flag(value, file, key) ?? false
            default: return false
            }
            return true
        }
        if !hasContent, node.mapping != nil {
            missing("content", in: Self.requestBodyKind, at: node, file, workaround: "the body is ignored")
        }
        return body
    }

    static let responseKind = ObjectKind(
        name: "response",
        keys: ["summary", "description", "headers", "content", "links"]
    )

    func decodeResponse(_ node: Node, _ file: SpecFile, at pointer: String) -> Response? {
        var response = Response()
        response.sourceLocation = file.location(of: node)
        var hasDescription = false
        response.extensions = fields(node, file, Self.responseKind) { key, value in
            switch key {
            case "summary": break
            case "description":
                hasDescription = true
                response.description = text(value, file, key) ?? ""
            case "headers": response.headers = headers(value, file, at: Self.child(pointer, key))
            case "content": response.content = content(value, file, at: Self.child(pointer, key))
            case "links":
                response.links = named(value, file, key) { name, node in
                    link(node, file, at: Self.child(pointer, key + "/" + JSONPointer.escape(name)))
                }
                if !response.links.isEmpty {
                    report(.warning, .openAPINotGenerated, OpenAPIMessage.notGenerated("links"), at: value, in: file)
                }
            default: return false
            }
            return true
        }
        if !hasDescription, node.mapping != nil, dialect != .openAPI32 {
            missing("description", in: Self.responseKind, at: node, file, workaround: "it is left empty")
        }
        return response
    }

    static let headerKind = ObjectKind(
        name: "header",
        keys: ["description", "required", "deprecated", "style", "explode", "schema", "content", "example", "examples"]
    )

    func decodeHeader(_ node: Node, _ file: SpecFile, at pointer: String) -> Header? {
        var header = Header()
        header.sourceLocation = file.location(of: node)
        header.extensions = fields(node, file, Self.headerKind) { key, value in
            switch key {
            case "description": header.description = text(value, file, key)
            case "required": header.required = flag(value, file, key) ?? false
            case "deprecated": header.deprecated = flag(value, file, key) ?? false
            case "style": header.style = oneOf(value, file, key, ["simple"])
            case "explode": header.explode = flag(value, file, key)
            case "schema": header.schema = schema(value, file, pointer: Self.child(pointer, key))
            case "content": header.content = content(value, file, at: Self.child(pointer, key))
            case "example": header.example = SpecValue(value)
            case "examples": header.examples = examples(value, file, at: Self.child(pointer, key))
            default: return false
            }
            return true
        }
        return header
    }

    private static let exampleKind = ObjectKind(
        name: "example",
        keys: ["summary", "description", "value", "externalValue", "dataValue", "serializedValue"]
    )

    func decodeExample(_ node: Node, _ file: SpecFile) -> Example? {
        var example = Example()
        example.sourceLocation = file.location(of: node)
        example.extensions = fields(node, file, Self.exampleKind) { key, value in
            switch key {
            case "summary": example.summary = text(value, file, key)
            case "description": example.description = text(value, file, key)
            case "value": example.value = SpecValue(value)
            case "externalValue": example.externalValue = text(value, file, key)
            case "dataValue": example.dataValue = SpecValue(value)
            case "serializedValue": example.serializedValue = text(value, file, key)
            default: return false
            }
            return true
        }
        return example
    }

    private static let linkKind = ObjectKind(
        name: "link",
        keys: ["operationRef", "operationId", "parameters", "requestBody", "description", "server"]
    )

    func decodeLink(_ node: Node, _ file: SpecFile) -> Link? {
        var link = Link()
        link.sourceLocation = file.location(of: node)
        link.extensions = fields(node, file, Self.linkKind) { key, value in
            switch key {
            case "operationRef": link.operationRef = text(value, file, key)
            case "operationId": link.operationId = text(value, file, key)
            case "parameters": link.parameters = named(value, file, key) { _, node in SpecValue(node) }
            case "requestBody": link.requestBody = SpecValue(value)
            case "description": link.description = text(value, file, key)
            case "server": link.server = server(value, file)
            default: return false
            }
            return true
        }
        return link
    }

    static let securitySchemeKind = ObjectKind(
        name: "security scheme",
        keys: [
            "type", "description", "name", "in", "scheme", "bearerFormat", "flows", "openIdConnectUrl",
            "oauth2MetadataUrl", "deprecated",
        ]
    )
    private static let flowsKind = ObjectKind(
        name: "OAuth flows",
        keys: ["implicit", "password", "clientCredentials", "authorizationCode", "deviceAuthorization"]
    )
    private static let flowKind = ObjectKind(
        name: "OAuth flow",
        keys: ["authorizationUrl", "deviceAuthorizationUrl", "tokenUrl", "refreshUrl", "scopes"]
    )

    func decodeSecurityScheme(_ node: Node, _ file: SpecFile) -> SecurityScheme? {
        var scheme = SecurityScheme()
        scheme.sourceLocation = file.location(of: node)
        var hasType = false
        scheme.extensions = fields(node, file, Self.securitySchemeKind) { key, value in
            switch key {
            case "type":
                hasType = true
                if let kind = oneOf(value, file, key, SecurityScheme.Kind.allCases.map(\.rawValue)) {
                    scheme.kind = SecurityScheme.Kind(rawValue: kind) ?? .http
                }
            case "description": scheme.description = text(value, file, key)
            case "name": scheme.name = text(value, file, key)
            case "in": scheme.placement = oneOf(value, file, key, ["query", "header", "cookie"])
            case "scheme": scheme.scheme = text(value, file, key)
            case "bearerFormat": scheme.bearerFormat = text(value, file, key)
            case "openIdConnectUrl": scheme.openIdConnectURL = text(value, file, key)
            case "oauth2MetadataUrl": scheme.oauth2MetadataURL = text(value, file, key)
            case "deprecated": scheme.deprecated = flag(value, file, key) ?? false
            case "flows": scheme.flows = flows(value, file)
            default: return false
            }
            return true
        }
        guard node.mapping != nil else { return scheme }
        if !hasType {
            missing("type", in: Self.securitySchemeKind, at: node, file, workaround: Workaround.ignored)
        }
        let needed: [String] =
            switch scheme.kind {
            case .apiKey: ["name", "in"]
            case .http: ["scheme"]
            case .oauth2: ["flows"]
            case .openIdConnect: ["openIdConnectUrl"]
            case .mutualTLS: []
            }
        for field in needed where hasType && node[field] == nil {
            missing(field, in: Self.securitySchemeKind, at: node, file, workaround: Workaround.ignored)
        }
        return scheme
    }

    func flows(_ node: Node, _ file: SpecFile) -> OAuthFlows {
        var flows = OAuthFlows()
        flows.extensions = fields(node, file, Self.flowsKind) { key, value in
            let flow = self.flow(value, file)
            switch key {
            case "implicit": flows.implicit = flow
            case "password": flows.password = flow
            case "clientCredentials": flows.clientCredentials = flow
            case "authorizationCode": flows.authorizationCode = flow
            case "deviceAuthorization": flows.deviceAuthorization = flow
            default: return false
            }
            return true
        }
        return flows
    }

    func flow(_ node: Node, _ file: SpecFile) -> OAuthFlow {
        var flow = OAuthFlow()
        flow.extensions = fields(node, file, Self.flowKind) { key, value in
            switch key {
            case "authorizationUrl": flow.authorizationURL = text(value, file, key)
            case "deviceAuthorizationUrl": flow.deviceAuthorizationURL = text(value, file, key)
            case "tokenUrl": flow.tokenURL = text(value, file, key)
            case "refreshUrl": flow.refreshURL = text(value, file, key)
            case "scopes": flow.scopes = named(value, file, key) { name, node in text(node, file, name) }
            default: return false
            }
            return true
        }
        return flow
    }
}
