import Foundation
import OpenAPIModel

extension Translation {
    /// What a builder's parameters decide: its arguments, required ones first, with their documentation, what it
    /// adds to the request, and the arguments and styles of its path's `{name}`s.
    struct BuilderParameters {
        var required: [OperationBlueprint.Parameter] = []
        var optional: [OperationBlueprint.Parameter] = []
        var statements: [RequestStatement] = []
        var pathArguments: [String: SwiftIdentifier] = [:]
        var pathStyles: [String: PathParameterStyle] = [:]
        var texts: [String: String?] = [:]

        mutating func add(_ parameter: OperationBlueprint.Parameter, isRequired: Bool) {
            if isRequired { required.append(parameter) } else { optional.append(parameter) }
        }
    }

    /// Declares the request builder of `operation`, in `Operations/`.
    func translate(_ operation: OpenAPIModel.Operation) {
        let proposed = proposedBuilderName(of: operation)
        let container = tagGroup(of: operation).map { namespace + "." + $0 } ?? namespace
        let name = claimBuilderName(proposed, of: operation, in: container)
        let (types, folder, fileName) = operationTypes(name, operation: operation, container: container)
        var scope = NameScope(reserved: ["request"])
        var builder = builderParameters(operation, types: types, scope: &scope)

        let responseType: SwiftType
        let decoding: OperationBlueprint.Decoding
        let operationID = operation.operationId ?? name
        let statusResults = self.statusResults(operation)
        let wrapped = envelopeOperation(operation, operationID: operationID, scope: &scope, types: types)
        var variants = MediaVariants()
        if let wrapped {
            if let parameter = wrapped.parameter { builder.add(parameter, isRequired: true) }
            (responseType, decoding) = (wrapped.responseType, .json)
        } else {
            variants = addBody(operation, to: &builder, scope: &scope, types: types, of: name, in: container)
            (responseType, decoding) =
                statusResults.map { ($0.type, $0.decoding) } ?? successResponse(operation, types: types)
        }
        let headersType =
            wrapped == nil ? responseHeaders(operation, types: types, builder: container + "." + name) : nil
        var negotiation = wrapped == nil ? contentNegotiation(operation, decoding: decoding) : (accept: nil, others: [])
        if wrapped == nil {
            (variants.answers, variants.readAnswers, negotiation.others) = responseVariants(
                operation,
                decoding: decoding,
                others: negotiation.others,
                types: types,
                of: name,
                in: container
            )
        }
        let method = operation.method.rawValue.lowercased()
        let parameters = builder.required + builder.optional
        let errors = errorResponses(operation, types: types)
        if wrapped == nil { declareFailures(operation, errors: errors, types: types, builder: container + "." + name) }
        let paging =
            wrapped == nil
            ? declarePaging(
                operation,
                page: responseType,
                decoding: decoding,
                types: types,
                queries: Self.queryNames(parameters),
                builder: container + "." + name
            ) : nil
        let about: [Documentation.Paragraph?] = [
            .spec(operation.summary), .spec(operation.description),
            .endpoint(method: operation.method.rawValue, path: operation.path, operationID: operation.operationId),
            credentialsNote(operation), serverNote(operation),
        ]
        let headersNote = headersType.map { type in
            Documentation.Paragraph.callout(
                .note,
                "Its documented response headers:\n  `\(type)(try await client.response(…))`."
            )
        }
        let mediaNotes = Self.notes(of: variants, parameters: parameters)
        let blueprint = OperationBlueprint(
            namespace: container,
            name: SwiftIdentifier(name),
            documentation: documentation(
                about + mediaNotes + [
                    Self.otherContentTypesNote(negotiation.others), Self.streamNote(decoding), paging, headersNote,
                ],
                parameters: parameters.map { ($0.name.name, builder.texts[$0.name.name] ?? nil) },
                returns: statusResults?.documentation,
                pointer: operation.pointer
            ),
            isDeprecated: operation.deprecated,
            parameters: parameters,
            responseType: responseType,
            decoding: decoding,
            method: Self.knownMethods.contains(method)
                ? .standard(method) : .custom(operation.method.rawValue),
            path: pathTemplate(
                String(PathKey(operation.path).path),
                arguments: builder.pathArguments,
                styles: builder.pathStyles
            ),
            operationID: operationID,
            statements: builder.statements,
            errorResponses: errors,
            envelope: wrapped?.call,
            security: securityRequirements(operation),
            accept: negotiation.accept
        )
        add(.operation(blueprint), folder: folder, fileName: fileName, origin: operation.pointer)
        for variant in blueprints(of: variants, main: blueprint, about: about, headersNote: headersNote) {
            add(.operation(variant), folder: folder, fileName: fileName, origin: operation.pointer)
        }
    }

    /// The name an operation's builder is given unless it is taken: its `x-swift-name` or `operationId`, else one
    /// made of its method and path.
    func proposedBuilderName(of operation: OpenAPIModel.Operation) -> String {
        idName(of: operation) ?? pathOperationNames[operation.pointer]
            ?? SwiftNaming.memberName(operation.method.rawValue.lowercased() + " " + operation.path)
    }

    /// The enum that holds the operation's inline types (`Petstore.ListPets`: the builder's name spelled as a
    /// type, beside the builder), declared with the first type nested in it, and the folder and file name of
    /// the builder's file, which holds them all and is named after the builder (`Petstore+ListPets.swift`).
    private func operationTypes(_ name: String, operation: OpenAPIModel.Operation, container: String)
        -> (type: SwiftType, folder: String, fileName: String)
    {
        let spelledAsType = SwiftNaming.typeSpelling(ofMember: name)
        // Named like a model, the enum would hide the model from the builders beside it; a schema that is a whole
        // file is named only once an operation uses it, perhaps this one.
        let isModelName =
            typeNames.isTaken(spelledAsType) || fileSchemaTypeNames.contains(spelledAsType.lowercased())
        let typeName = nestedNames[container, default: NameScope(ignoresCase: true)].claim(
            isModelName ? spelledAsType + "Operation" : spelledAsType
        )
        let folder = container == namespace ? "Operations" : "Operations/" + container.dropFirst(namespace.count + 1)
        let fileName = fileNames.claim(
            String(container.split(separator: ".").last ?? Substring(container)) + "+" + spelledAsType
        )
        let type = SwiftType.member(.qualified(container), typeName)
        pendingContainers[type.description] = PlannedFile(
            path: folder + "/" + fileName + ".swift",
            declaration: .group(
                GroupBlueprint(
                    namespace: container,
                    name: typeName,
                    kind: .operationTypes,
                    documentation: Documentation([
                        .text(["The types of `\(container).\(name)(…)`: its parameters, body and responses."])
                    ])
                )
            ),
            // After the builder in its file, before the types nested in it.
            origin: operation.pointer + "/"
        )
        return (type, folder, fileName)
    }

    /// The enum of the operation's first tag, declared on first use, when builders are grouped by tag.
    func tagGroup(of operation: OpenAPIModel.Operation) -> String? {
        guard grouping == .tag, let tag = operation.tags.first else { return nil }
        if let name = groups[tag] { return name }
        // A group named like a model would hide the model from its own builders.
        var name = SwiftNaming.typeName(tag)
        if typeNames.isTaken(name) { name += "API" }
        name = typeNames.claim(name)
        groups[tag] = name
        let tagObject = document.tags.first { $0.name == tag }
        add(
            .group(
                GroupBlueprint(
                    namespace: namespace,
                    name: name,
                    documentation: documentation([.spec(tagObject?.summary), .spec(tagObject?.description)])
                )
            ),
            folder: "Groups",
            fileName: namespace + "." + name
        )
        return name
    }

    private static let knownMethods: Set<String> = [
        "get", "head", "options", "put", "delete", "post", "patch", "trace",
    ]

    /// The query styles OpenAPI defines that join a list's values (or an object's names and values) with a
    /// separator, and the separator; `tabDelimited` is Swagger 2.0's `tsv`.
    private static let querySeparators = ["pipeDelimited": "|", "spaceDelimited": " ", "tabDelimited": "\t"]

    /// The query style a parameter is written in: one OpenAPI defines for a query, `form` by default. Any other (a
    /// path's `matrix`, a header's `simple`) is written as `form`, with a located warning.
    private func queryStyle(_ parameter: Parameter) -> String {
        let style = parameter.style ?? "form"
        guard style == "form" || style == "deepObject" || Self.querySeparators[style] != nil else {
            warn(
                .emitterParameterForm,
                "query parameter '\(parameter.name)' has style '\(style)', which a query does not take; it is sent in "
                    + "'form' style",
                at: parameter.sourceLocation
            )
            return "form"
        }
        return style
    }

    /// Whether a parameter in `style` is exploded: as the spec says, else for `form` only.
    private static func explodes(_ parameter: Parameter, style: String) -> Bool {
        parameter.explode ?? (style == "form")
    }

    /// How a query parameter whose values are text is written, decided from its wire shape: a list exploded,
    /// joined by commas or by its style's separator, a map in `deepObject` or `form` style. A style that cannot carry
    /// the shape (`deepObject` a list or a scalar, a delimited style a scalar) falls back to `form`, with a located
    /// warning.
    private func queryForm(_ parameter: Parameter, shape: WireShape) -> RequestStatement.QueryForm {
        let style = queryStyle(parameter)
        let explode = Self.explodes(parameter, style: style)
        switch shape {
        case .map:
            if style == "deepObject" { return .deepObjectDictionary }
            if let separator = Self.querySeparators[style], !explode { return .encoded(.delimited(separator)) }
            return explode ? .explodedDictionary : .encoded(.form(explode: false))
        case .list:
            if style == "deepObject" {
                warnUndefinedList(parameter)
                return formArrays == .brackets ? .deepObjectList : .value
            }
            if !explode, let separator = Self.querySeparators[style] { return .delimited(separator) }
            return explode ? .value : .unexploded
        default:
            if style != "form" {
                warnStyle(parameter, style: style, shape: "a single value", fallback: "'form' style (`id=1`)")
            }
            return .value
        }
    }

    /// The style of a query parameter sent through its JSON form: JSON text for a parameter given by `content`,
    /// else the parameter's style (`form`, exploded, by default). A delimited style writes an object's members or a
    /// list's values; anything nested in them is flattened with brackets, as in `form`.
    private func encodedStyle(_ parameter: Parameter, shape: WireShape) -> RequestStatement.EncodedStyle {
        if parameter.schema == nil, parameter.content.first?.contentType.contains("json") == true { return .json }
        let style = queryStyle(parameter)
        let explode = Self.explodes(parameter, style: style)
        if style == "deepObject" {
            if case .list = shape {
                warnUndefinedList(parameter)
                if formArrays == .repeatedKeys { return .form(explode: true) }
            }
            return .deepObject(repeatsKeys: formArrays == .repeatedKeys)
        }
        if let separator = Self.querySeparators[style], !explode { return .delimited(separator) }
        return .form(explode: explode)
    }

    /// Warns that `parameter` is a list in `deepObject` style, whose form OpenAPI leaves undefined, and says which
    /// form the client's `form-arrays` setting sends.
    private func warnUndefinedList(_ parameter: Parameter) {
        let name = parameter.name
        let sent =
            switch formArrays {
            case .brackets:
                "in brackets (`\(name)[]=a&\(name)[]=b`, a list of objects as `\(name)[0][key]=v`), as Rails, PHP and "
                    + "Stripe read it; 'form-arrays: repeated-keys' sends `\(name)=a&\(name)=b` instead"
            case .repeatedKeys:
                "with its name repeated (`\(name)=a&\(name)=b`), as 'form-arrays: repeated-keys' says"
            }
        warn(
            .emitterParameterForm,
            "parameter '\(name)' is a list in style 'deepObject', which OpenAPI leaves undefined; it is sent \(sent)",
            at: parameter.sourceLocation
        )
    }

    /// Warns that `parameter`'s `style` has no form for a value of `shape`, and says what is sent instead.
    private func warnStyle(_ parameter: Parameter, style: String, shape: String, fallback: String) {
        warn(
            .emitterParameterForm,
            "parameter '\(parameter.name)' is \(shape), which style '\(style)' does not write; it is sent in \(fallback)",
            at: parameter.sourceLocation
        )
    }

    /// How a path parameter is written: `simple` (plain, returned as nil, unless an object is exploded), `label` or
    /// `matrix`, exploded as the spec says (by default not). Another style (a query's `form`) falls back to
    /// `simple`, with a located warning.
    private func pathStyle(_ parameter: Parameter, shape: WireShape) -> PathParameterStyle? {
        let explode = parameter.explode ?? false
        switch parameter.style ?? "simple" {
        case "simple":
            if case .map = shape { return .simple(explode: explode) }
            return nil
        case "label":
            return .label(explode: explode)
        case "matrix":
            return .matrix(name: parameter.name, explode: explode)
        case let style:
            warn(
                .emitterParameterForm,
                "path parameter '\(parameter.name)' has style '\(style)', which a path does not take; it is sent in "
                    + "'simple' style",
                at: parameter.sourceLocation
            )
            if case .map = shape { return .simple(explode: explode) }
            return nil
        }
    }

    /// `type` with any type alias replaced by what it stands for, so the parameter's shape (list, dictionary,
    /// optional) is seen; aliases of aliases are followed a few levels deep. An alias is never optional itself
    /// (its uses are, `allowsNull`), so only `type`'s own optional is kept.
    func unaliased(_ type: SwiftType) -> SwiftType {
        var base = type.nonOptional
        for _ in 0..<8 {
            guard let name = base.qualifiedName, let aliased = aliasedTypes[name] else { break }
            base = aliased
        }
        return type.isOptional ? .optional(base) : base
    }

    /// How a parameter's value goes out where the parameter goes, decided from its wire shape: as text (a scalar,
    /// or in a query or header a list or map of them), as its JSON form flattened in the parameter's style (an
    /// object, a union, a list of them, in a query or header), or not at all, with a located warning. A path
    /// parameter is always an argument, so no request goes out with `{name}` in its path: one whose value has no
    /// text form becomes the `String` the caller writes (`type` is changed to it). A cookie holds one text value:
    /// OpenAPI gives its lists and objects no agreed form.
    private func parameterForm(_ parameter: Parameter, shape: WireShape, type: inout SwiftType) -> ParameterForm? {
        switch parameter.location {
        case .path:
            guard shape.isTextOrCollectionOfText else {
                warn(
                    .emitterPathParameter,
                    "path parameter '\(parameter.name)' "
                        + (type.nonOptional == .jsonValue ? "has no type" : "of type \(type) has no text form")
                        + "; it is typed as `String`",
                    at: parameter.sourceLocation
                )
                type = .string
                return .text
            }
            return .text
        case .query, .header:
            if shape.isTextOrCollectionOfText { return .text }
            guard !shape.isRawBytes else { break }
            if case .list(let element) = shape, Self.isCollection(element) {
                warn(
                    .emitterParameterForm,
                    "parameter '\(parameter.name)' is a list of lists, which no parameter style writes; it is sent as "
                        + "its JSON form flattens",
                    at: parameter.sourceLocation
                )
            }
            return .encoded
        case .cookie:
            if shape.isText { return .text }
        case .querystring:
            let contentType = parameter.content.first.map { Self.baseContentType($0.contentType) } ?? ""
            if Self.isJSON(contentType) { return .encoded }
            if contentType == "application/x-www-form-urlencoded" {
                if Self.isMap(shape) || shape == .structured { return .encoded }
                warn(
                    .emitterSkipped,
                    "parameter '\(parameter.name)' is the whole query string as a form, but is not an object; it is "
                        + "not generated",
                    at: parameter.sourceLocation
                )
                return nil
            }
            warn(
                .emitterSkipped,
                "parameter '\(parameter.name)' is the whole query string as '\(contentType)', which is written only "
                    + "from 'application/x-www-form-urlencoded' or JSON; it is not generated",
                at: parameter.sourceLocation
            )
            return nil
        }
        warn(
            .emitterSkipped,
            "parameter '\(parameter.name)' of type \(type) cannot be sent as text; it is not generated",
            at: parameter.sourceLocation
        )
        return nil
    }

    /// How a parameter's value is written: see ``parameterForm(_:shape:type:)``.
    enum ParameterForm {
        /// As text: the value, or each item or value of a list or map.
        case text
        /// As the value's JSON form flattens in the parameter's style.
        case encoded
    }

    private static func isMap(_ shape: WireShape) -> Bool {
        if case .map = shape { return true }
        return false
    }

    private static func isCollection(_ shape: WireShape) -> Bool {
        switch shape {
        case .list, .map: true
        default: false
        }
    }

    /// The names of a path template's `{parameters}`, in order.
    static func templateNames(_ path: String) -> [String] {
        var names: [String] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The path with each `{parameter}` the builder takes as an argument, in its style; a name it does not take
    /// stays text.
    private func pathTemplate(
        _ path: String,
        arguments: [String: SwiftIdentifier],
        styles: [String: PathParameterStyle]
    ) -> InterpolatedText {
        var pieces: [InterpolatedText.Piece] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(.text(String(rest[..<open])))
            let name = String(rest[rest.index(after: open)..<close])
            if let argument = arguments[name] {
                pieces.append(styles[name].map { .styledArgument(argument, $0) } ?? .argument(argument))
            } else {
                pieces.append(.text(String(rest[open...close])))
            }
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(String(rest)))
        return InterpolatedText(pieces)
    }

    // MARK: Bodies

    /// Whether a GET, HEAD or DELETE documents a body with nothing in it (an object schema without members, such
    /// as the empty form Stripe gives each of its GET and DELETE calls): such a call takes no body argument, where a
    /// free-form `UploadBody` would only ask the caller for something the server never reads.
    private func isEmptyBodyOfReadOrDelete(_ body: RequestBody, method: OpenAPIModel.HTTPMethod) -> Bool {
        guard [.get, .head, .delete].contains(method), let media = preferredMedia(body.content),
            let id = media.schema
        else { return false }
        let schema = document.resolved(id)
        let isObject = schema.types.map { Set($0).subtracting([.null]) == [.object] } ?? true
        let holdsNothing: Bool
        switch schema.additionalProperties {
        case nil, .allowed(false)?: holdsNothing = true
        default: holdsNothing = false
        }
        return isObject && holdsNothing && schema.properties.isEmpty && schema.allOf.isEmpty && schema.oneOf.isEmpty
            && schema.anyOf.isEmpty && schema.items == nil && schema.reference == nil && schema.booleanValue == nil
            && schema.enumValues == nil && schema.constValue == nil
    }

    /// Adds the body argument and statement of `operation` to `builder`, in its preferred media type (JSON, a form,
    /// multipart, bytes, text); returns the builders of the other media types it may be sent as.
    private func addBody(
        _ operation: OpenAPIModel.Operation,
        to builder: inout BuilderParameters,
        scope: inout NameScope,
        types: SwiftType,
        of name: String,
        in container: String
    ) -> MediaVariants {
        var variants = MediaVariants()
        guard let body = operation.requestBody, !isEmptyBodyOfReadOrDelete(body, method: operation.method),
            let media = preferredMedia(body.content)
        else { return variants }
        let bodyless = (builder: builder, scope: scope)
        guard let (parameter, statement) = bodyParameter(body, media: media, scope: &scope, types: types) else {
            return variants
        }
        builder.texts[parameter.name.name] = body.description
        builder.add(parameter, isRequired: parameter.defaultValue == nil)
        builder.statements.append(statement)
        variants.sentBody = media.contentType
        variants.bodies = bodyVariants(body, besides: media, bodyless: bodyless, types: types, of: name, in: container)
        return variants
    }

    /// The body argument sending `media` of `body`, and its statement; an inline schema is typed as `typeName` in
    /// `types`.
    func bodyParameter(
        _ body: RequestBody,
        media: MediaType,
        typeName: String = "Body",
        scope: inout NameScope,
        types: SwiftType
    ) -> (OperationBlueprint.Parameter, RequestStatement)? {
        let contentType = media.contentType
        let base = Self.baseContentType(contentType)
        let type: SwiftType
        let encoding: RequestStatement.BodyEncoding
        if Self.isJSON(base), let schema = media.schema {
            type = typeReference(for: schema, at: TypePlacement(parent: types, name: typeName))
            encoding = .json(contentType: base == "application/json" ? nil : contentType)
        } else if base == "application/x-www-form-urlencoded", let schema = media.schema,
            let name = typeReference(for: schema, at: TypePlacement(parent: types, name: typeName)).qualifiedName,
            modelTypes.contains(name)
        {
            type = .qualified(name)
            encoding = .form(repeatsKeys: formArrays == .repeatedKeys)
        } else if base == "multipart/form-data" {
            // A struct of the parts when the schema lists them; else a form the caller builds.
            let typed = media.schema.map { typeReference(for: $0, at: TypePlacement(parent: types, name: typeName)) }
            if let typed, let parts = multipartParts(of: typed.nonOptional, media: media) {
                type = typed
                encoding = .multipartParts(parts, form: SwiftIdentifier(scope.claim("form")))
            } else {
                type = .named("MultipartForm")
                encoding = .multipart
            }
        } else if base.hasPrefix("text/") {
            type = .string
            encoding = .text(contentType: contentType)
        } else {
            type = .named("UploadBody")
            encoding = .upload(contentType: contentType)
        }
        let name = SwiftIdentifier(scope.claim("body"))
        let statement = RequestStatement.body(argument: name, encoding: encoding, isOptional: !body.required)
        if body.required {
            return (
                OperationBlueprint.Parameter(
                    name: name,
                    type: type.nonOptional,
                    origin: .body(contentType: contentType)
                ),
                statement
            )
        }
        return (
            OperationBlueprint.Parameter(
                name: name,
                type: .optional(type.nonOptional),
                defaultValue: .nil,
                origin: .body(contentType: contentType)
            ),
            statement
        )
    }

    func preferredMedia(_ content: [MediaType]) -> MediaType? {
        content.first { Self.isJSON(Self.baseContentType($0.contentType)) && $0.schema != nil }
            ?? content.first { Self.baseContentType($0.contentType) == "application/x-www-form-urlencoded" }
            ?? content.first { Self.baseContentType($0.contentType) == "multipart/form-data" }
            ?? firstPreferringBytesToText(content)
    }

    /// The first media type, unless it is text and the body may also be sent as bytes: bytes carry text too, and
    /// text cannot carry every byte (Docker's image import takes a tarball as `text/plain` or
    /// `application/octet-stream`).
    private func firstPreferringBytesToText(_ content: [MediaType]) -> MediaType? {
        guard let first = content.first, Self.baseContentType(first.contentType).hasPrefix("text/") else {
            return content.first
        }
        return content.first { Self.baseContentType($0.contentType) == "application/octet-stream" } ?? first
    }

    /// The media type without parameters, lowercased: `application/json` from `Application/JSON; charset=utf-8`.
    static func baseContentType(_ contentType: String) -> String {
        let utf8 = contentType.utf8
        guard contentType.allBytesSatisfy({ $0 < 0x80 }) else {
            return String(contentType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces)
                .lowercased()
        }
        // The same as above, byte by byte: Foundation's trimming is slow, and this runs for every media type.
        // The first part that is not empty, without spaces and tabs (the ASCII in `.whitespaces`) around it.
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let part = utf8.split(separator: UInt8(ascii: ";")).first,
            let first = part.firstIndex(where: { !isBlank($0) }), let last = part.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(decoding: part[first...last].lazy.map(\.lowercasedASCII), as: UTF8.self)
    }

    static func isJSON(_ base: String) -> Bool {
        base == "application/json" || base.hasSuffix("+json") || base == "*/*" || base == "application/*"
    }

    /// The arguments and request statements of `operation`'s parameters, in the spec's order, then an argument for
    /// each `{name}` of the path no parameter declares, and the query items the path key carries first.
    func builderParameters(
        _ operation: OpenAPIModel.Operation,
        types: SwiftType,
        scope: inout NameScope
    ) -> BuilderParameters {
        var builder = BuilderParameters()
        // OpenAPI 3.2 lets an operation have a `querystring` parameter or `query` parameters, not both; both are
        // still sent (the query parameters after the query string), so no value the caller gives is lost.
        let locations = Set(operation.parameters.map(\.location))
        if locations.isSuperset(of: [.querystring, .query]),
            let parameter = operation.parameters.first(where: { $0.location == .querystring })
        {
            warn(
                .emitterParameterForm,
                "parameter '\(parameter.name)' is the whole query string, and the operation also has 'query' "
                    + "parameters, which OpenAPI forbids; the query parameters are added after it",
                at: parameter.sourceLocation
            )
        }
        for parameter in operation.parameters {
            addParameter(parameter, to: &builder, types: types, scope: &scope)
        }

        // The model gives every `{name}` of the template a parameter; one lost on the way still becomes an argument.
        for name in Self.templateNames(operation.path) where builder.pathArguments[name] == nil {
            warn(
                .emitterPathParameter,
                "path '\(operation.path)' has '{\(name)}' but no path parameter '\(name)'; it is taken as a `String` "
                    + "argument",
                at: operation.sourceLocation
            )
            let argument = SwiftIdentifier(scope.claim(Self.usableMemberName(memberName(name))))
            builder.pathArguments[name] = argument
            builder.add(
                OperationBlueprint.Parameter(
                    name: argument,
                    type: .string,
                    origin: .parameter(name: name, location: .path)
                ),
                isRequired: true
            )
        }

        // A query the path key carries goes out with every request, ahead of the parameters (an item whose value
        // is a `{name}` of the template sends that argument); its fragment does not.
        builder.statements.insert(
            contentsOf: PathKey(operation.path).queryItems.map { item in
                if let template = Self.templateNames(item.value).first, item.value == "{\(template)}",
                    let argument = builder.pathArguments[template]
                {
                    .query(name: item.name, argument: argument, form: .value)
                } else {
                    .fixedQuery(name: item.name, value: item.value)
                }
            },
            at: 0
        )
        return builder
    }

    /// Adds `parameter`'s argument (typed by the one type mapping and the form its position can carry), its
    /// documentation and what it adds to the request; a parameter no form can carry is left out, with the warning
    /// `parameterForm` gave.
    private func addParameter(
        _ parameter: Parameter,
        to builder: inout BuilderParameters,
        types: SwiftType,
        scope: inout NameScope
    ) {
        let argument = SwiftIdentifier(
            scope.claim(Self.usableMemberName(Self.swiftName(in: parameter.extensions) ?? memberName(parameter.name)))
        )
        let schema = parameter.schema ?? parameter.content.first?.schema
        var type = SwiftType.string
        if let schema {
            type = unaliased(typeReference(for: schema, at: TypePlacement(parent: types, specText: parameter.name)))
        }
        // An integer quoted in JSON is the same digits in a parameter: the argument is the integer. Not in a
        // parameter sent as JSON (`content`), where the integer would lose its quotes.
        if let schema = parameter.schema, let quoted = quotedNumberType(schema, typed: type) { type = quoted }
        let isRequired = parameter.required || parameter.location == Parameter.Location.path
        // A path segment is never absent, so a nullable schema does not make the argument optional.
        if parameter.location == .path { type = type.nonOptional }
        let shape = schema.map(wireShape) ?? .text
        guard let form = parameterForm(parameter, shape: shape, type: &type) else { return }
        if !isRequired { type = type.optional }
        let specDefault = defaultValue(schema.flatMap { document[$0].defaultValue }, type: type, schema: schema)
        // An optional parameter's `default` is what the server assumes when it is left out (see
        // `serverDefaultNote`), so it is documented and nil leaves the parameter out; a required one is
        // always sent, so its default is the argument's.
        builder.add(
            OperationBlueprint.Parameter(
                name: argument,
                type: type,
                defaultValue: (isRequired ? specDefault : nil) ?? (type.isOptional ? .nil : nil),
                origin: .parameter(name: parameter.name, location: parameter.location)
            ),
            isRequired: isRequired
        )
        builder.texts[argument.name] = Self.text(
            parameter.description,
            then: isRequired ? nil : Self.serverDefaultNote(specDefault)
        )
        switch parameter.location {
        case .path:
            builder.pathArguments[parameter.name] = argument
            builder.pathStyles[parameter.name] = pathStyle(parameter, shape: shape)
        case .query:
            let query =
                form == .text ? queryForm(parameter, shape: shape) : .encoded(encodedStyle(parameter, shape: shape))
            builder.statements.append(
                .query(name: parameter.name, argument: argument, form: query, allowReserved: parameter.allowReserved)
            )
        case .header:
            let encoding: RequestStatement.HeaderEncoding =
                form == .text ? .value : .encoded(explode: parameter.explode == true)
            builder.statements.append(.header(name: parameter.name, argument: argument, encoding: encoding))
        case .cookie:
            builder.statements.append(.cookie(name: parameter.name, argument: argument))
        case .querystring:
            let isJSON = parameter.content.first.map { Self.isJSON(Self.baseContentType($0.contentType)) } ?? false
            builder.statements.append(.queryString(argument: argument, isJSON: isJSON))
        }
    }

    // MARK: Responses

    private func successResponse(_ operation: OpenAPIModel.Operation, types: SwiftType)
        -> (SwiftType, OperationBlueprint.Decoding)
    {
        if let outcomes = outcomes(operation, types: types) { return outcomes }
        guard let response = primarySuccessResponse(operation) else { return (.empty, .empty) }
        return decoded(
            response,
            types: types,
            name: "Response",
            origin: operation.pointer + "/responses",
            watches: Self.watches(operation)
        )
    }

    /// The success response a builder reads when one type serves every success status: the most specific success
    /// status, else `default` when the operation documents no error status.
    func primarySuccessResponse(_ operation: OpenAPIModel.Operation) -> Response? {
        operation.responses.filter(\.status.isSuccess).min { rank($0.status) < rank($1.status) }
            ?? (operation.responses.contains { !$0.status.isSuccess && $0.status != .default }
                ? nil : operation.responses.first { $0.status == .default })
    }

    /// Whether an operation answers a stream of events where its response lists JSON streams (`;stream=watch`)
    /// beside plain JSON: Kubernetes marks its watches `x-kubernetes-action: watch` or `watchlist`. Its list calls
    /// document the same stream too (sent only with `?watch=true`), and answer one list otherwise.
    static func watches(_ operation: OpenAPIModel.Operation) -> Bool {
        guard case .string(let action)? = operation.extensions["x-kubernetes-action"] else { return false }
        return action == "watch" || action == "watchlist"
    }

    /// The type and decoding of one response's body; an inline schema is named `name` in `types`, and a type
    /// declared for it comes from `origin`, the operation's responses.
    func decoded(_ response: Response, types: SwiftType, name: String, origin: String, watches: Bool = false)
        -> (SwiftType, OperationBlueprint.Decoding)
    {
        guard !response.content.isEmpty else { return (.empty, .empty) }
        if let events = response.content.first(where: \.isEventStream) {
            return eventStream(events, types: types, origin: origin)
        }
        if let sequential = response.content.first(where: \.isSequential),
            let item = sequential.itemSchema ?? sequential.schema
        {
            let itemType = typeReference(for: item, at: TypePlacement(parent: types, name: "Item"))
            return (.generic("JSONLines", [itemType.nonOptional]), .jsonLines)
        }
        // A JSON stream (Kubernetes' `application/json;stream=watch`) is one value per line: the response's only
        // JSON, or what an operation that watches answers.
        if let stream = response.content.first(where: \.isJSONStream), let item = stream.schema,
            watches
                || !response.content.contains(where: {
                    !$0.isJSONStream && Self.isJSON(Self.baseContentType($0.contentType))
                })
        {
            let itemType = typeReference(for: item, at: TypePlacement(parent: types, name: "Item"))
            return (.generic("JSONLines", [itemType.nonOptional]), .jsonLines)
        }
        if let json = response.content.first(where: { Self.isJSON(Self.baseContentType($0.contentType)) }),
            let schema = json.schema
        {
            let type = typeReference(for: schema, at: TypePlacement(parent: types, name: name))
            if isGatewayStream(response, schema) { return (.generic("JSONLines", [type.nonOptional]), .jsonLines) }
            return (type, .json)
        }
        if let text = response.content.first(where: { Self.baseContentType($0.contentType).hasPrefix("text/") }) {
            // A binary string (a Swagger 2.0 file) is bytes in any media type: a download keeps them as sent.
            let isBinary = text.schema.map { valueSchema($0).format == "binary" } ?? false
            return isBinary ? (.data, .data) : (.string, .text)
        }
        return (.data, .data)
    }

    /// Whether a JSON response is a gRPC gateway's server stream (etcd's watch): JSON objects one per line, each
    /// `{"result": …}` or `{"error": …}`, under a plain JSON media type. protoc-gen-openapiv2 marks it with the
    /// `x-stream-definitions` the schema refers to, and with "(streaming responses)" in the description.
    private func isGatewayStream(_ response: Response, _ schema: SchemaID) -> Bool {
        if let target = document[schema].reference, document[target].pointer.hasPrefix("#/x-stream-definitions/") {
            return true
        }
        return response.description.hasSuffix("(streaming responses)")
    }

    /// The type and decoding of server-sent events: `ServerSentEvents<Payload>`, the payload typed from the data.
    ///
    /// An OpenAPI 3.2 `itemSchema` describes the event (`data`, `event`, `id`, `retry`): the data is the
    /// `contentSchema` of its `data` property, JSON; text when it has none and is not given another type. A union
    /// (`oneOf`, `anyOf`) of such events, each of one type (`event: {const: created}`), is an enum with a case for
    /// each type, its data read as that event's says (see ``eventTypes(of:_:types:origin:)``); any other union of
    /// events has text data. A `schema` (OpenAPI 3.0 and 3.1), or an `itemSchema` with none of those properties,
    /// describes the data: JSON of that schema, or text for a string.
    private func eventStream(_ media: MediaType, types: SwiftType, origin: String)
        -> (SwiftType, OperationBlueprint.Decoding)
    {
        let text = (SwiftType.generic("ServerSentEvents", [.string]), OperationBlueprint.Decoding.serverSentTextEvents)
        let placement = TypePlacement(parent: types, name: "EventData")
        func json(_ id: SchemaID) -> (SwiftType, OperationBlueprint.Decoding) {
            (.generic("ServerSentEvents", [typeReference(for: id, at: placement).nonOptional]), .serverSentEvents)
        }
        guard let item = media.itemSchema else {
            guard let schema = media.schema else { return text }
            let data = document.resolved(schema)
            if let content = data.contentSchema { return json(content) }
            return isString(data) ? text : json(schema)
        }
        let event = document.resolved(item)
        let parts = (event.oneOf.isEmpty ? event.anyOf : event.oneOf).map { document.resolved($0) }
        if parts.contains(where: isEvent), let union = eventTypes(of: event, parts, types: types, origin: origin) {
            return (.generic("ServerSentEvents", [union]), .serverSentEventsByType(union))
        }
        guard isEvent(event) else {
            if (event.allOf.map { document.resolved($0) } + parts).contains(where: isEvent) { return text }
            if let content = event.contentSchema { return json(content) }
            return isString(event) ? text : json(item)
        }
        guard let dataSchema = event.properties["data"] else { return text }
        switch eventData(dataSchema, at: placement) {
        case nil: return text
        case let type?: return (.generic("ServerSentEvents", [type]), .serverSentEvents)
        }
    }

    /// Whether a schema describes a server-sent event: it has any of the fields one has.
    private func isEvent(_ schema: Schema) -> Bool {
        ["data", "event", "id", "retry"].contains { schema.properties[$0] != nil }
    }

    private func isString(_ schema: Schema) -> Bool {
        schema.types.map { Set($0.filter { $0 != .null }) == [.string] } ?? false
    }

    /// The JSON type an event's `data` property decodes to: its `contentSchema`, else its own schema when that is
    /// not a string; nil for data read as text.
    private func eventData(_ id: SchemaID, at placement: TypePlacement) -> SwiftType? {
        let data = document.resolved(id)
        if let content = data.contentSchema { return typeReference(for: content, at: placement).nonOptional }
        return data.types == nil || isString(data) ? nil : typeReference(for: id, at: placement).nonOptional
    }

    /// The enum of the event types of a stream whose `itemSchema` is a union of events (`variants`, resolved),
    /// each naming one type in its `event` property (`const`, or an `enum` of one value), declared in `types` as
    /// `Event`; nil when a variant names no single type, or two name the same. A variant without a `data` property
    /// has the data the item schema itself describes.
    private func eventTypes(of item: Schema, _ variants: [Schema], types: SwiftType, origin: String) -> SwiftType? {
        var named: [(event: String, data: SchemaID?, description: String?)] = []
        for variant in variants {
            guard let property = variant.properties["event"] ?? item.properties["event"] else { return nil }
            let schema = document.resolved(property)
            let values = schema.constValue.map { [$0] } ?? schema.enumValues ?? []
            guard values.count == 1, case .string(let event) = values[0], !named.contains(where: { $0.event == event })
            else { return nil }
            named.append((event, variant.properties["data"] ?? item.properties["data"], variant.description))
        }
        let type = claimType("Event", in: types)
        var scope = NameScope(reserved: ["unknown"])
        var events: [ResponseTypeBlueprint.Event] = []
        for (event, data, description) in named {
            let name = scope.claim(memberName(event))
            let placement = TypePlacement(parent: types, name: SwiftNaming.typeSpelling(ofMember: name) + "Data")
            let dataType = data.flatMap { eventData($0, at: placement) }
            events.append(
                ResponseTypeBlueprint.Event(
                    name: SwiftIdentifier(name),
                    event: event,
                    type: dataType ?? .string,
                    isText: dataType == nil,
                    documentation: documentation([.text(["`\(DocComment.inline(event))` events."]), .spec(description)])
                )
            )
        }
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: types,
                    name: type.description.split(separator: ".").last.map(String.init) ?? "Event",
                    documentation: documentation([.text(["The events of the stream, one case for each type."])]),
                    kind: .events(events, unknown: SwiftIdentifier("unknown"))
                )
            ),
            folder: "",
            origin: origin
        )
        return type
    }

    /// For an operation with several success statuses whose bodies differ (`200` with a `Pet`, `202` with a
    /// `Job`, `204` with none): an enum with a case for each, which the builder returns, so the caller tells them
    /// apart; nil when one type serves every success status, which the builder then returns plainly.
    private func outcomes(_ operation: OpenAPIModel.Operation, types: SwiftType)
        -> (SwiftType, OperationBlueprint.Decoding)?
    {
        let coded = operation.responses.compactMap { response -> (Int, Response)? in
            guard case .code(let code) = response.status, (200..<300).contains(code) else { return nil }
            return (code, response)
        }
        guard coded.count > 1,
            coded.allSatisfy({ _, response in !response.content.contains(where: \.isSequential) })
        else { return nil }
        var scope = NameScope()
        let named = coded.map { code, response in
            (code, response, scope.claim(Self.statusCaseNames[code] ?? "status\(code)"))
        }
        var outcomes: [ResponseTypeBlueprint.Outcome] = []
        for (code, response, name) in named {
            let (type, decoding) = decoded(
                response,
                types: types,
                name: SwiftNaming.typeSpelling(ofMember: name),
                origin: operation.pointer + "/responses"
            )
            outcomes.append(
                ResponseTypeBlueprint.Outcome(
                    name: SwiftIdentifier(name),
                    code: code,
                    type: decoding == .empty ? nil : type,
                    decoding: decoding,
                    documentation: documentation([.text(["Status \(code)."]), .spec(response.description)])
                )
            )
        }
        guard Set(outcomes.map { $0.type?.description ?? "" }).count > 1 else { return nil }
        let type = claimType("Output", in: types)
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: types,
                    name: type.description.split(separator: ".").last.map(String.init) ?? "Output",
                    documentation: documentation([
                        .text(["The answers of the operation, one for each documented success status."])
                    ]),
                    kind: .outcomes(outcomes)
                )
            ),
            folder: "",
            origin: operation.pointer + "/responses"
        )
        return (type, .outcomes(type))
    }

    /// The struct of the headers the operation's success responses document, declared in the operation's enum
    /// of types; nil when they document none. `Content-Type` is left out, as OpenAPI says.
    private func responseHeaders(_ operation: OpenAPIModel.Operation, types: SwiftType, builder: String)
        -> SwiftType?
    {
        var scope = NameScope(reserved: ["headers", "response"])
        var seen: Set<String> = []
        var headers: [ResponseTypeBlueprint.Header] = []
        for response in operation.responses where response.status.isSuccess {
            for entry in response.headers.entries {
                let key = entry.name.lowercased()
                guard key != "content-type", seen.insert(key).inserted else { continue }
                let (type, isList) = headerType(entry.value.schema)
                headers.append(
                    ResponseTypeBlueprint.Header(
                        name: SwiftIdentifier(scope.claim(Self.usableMemberName(memberName(entry.name)))),
                        wireName: entry.name,
                        type: type,
                        isList: isList,
                        documentation: documentation([.spec(entry.value.description)])
                    )
                )
            }
        }
        guard !headers.isEmpty else { return nil }
        let type = claimType("ResponseHeaders", in: types)
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: types,
                    name: type.description.split(separator: ".").last.map(String.init) ?? "ResponseHeaders",
                    documentation: documentation([
                        .text([
                            "The headers the responses of `\(builder)(…)` document, from `client.response(_:)`:",
                            "`\(type)(try await client.response(\(builder)(…)))`.",
                        ])
                    ]),
                    kind: .headers(headers)
                )
            ),
            folder: "",
            origin: operation.pointer + "/responses"
        )
        return type
    }

    /// The type a documented header is read as: the scalar its schema makes (``ScalarType``, as anywhere else),
    /// a list of them for an array, else `String`, the header as sent.
    func headerType(_ id: SchemaID?) -> (type: SwiftType, isList: Bool) {
        guard let id else { return (.string, false) }
        let schema = headerValueSchema(id)
        if schema.types?.contains(.array) == true {
            guard let items = schema.items else { return (.string, false) }
            return (headerScalarType(headerValueSchema(items)), true)
        }
        return (headerScalarType(schema), false)
    }

    /// The schema that types a header's value: through references, an `allOf` part that types it, and the one
    /// variant of a union with `null` (`anyOf: [{type: string, format: date}, {type: 'null'}]`), as for a member.
    private func headerValueSchema(_ id: SchemaID) -> Schema {
        var schema = document.resolved(id)
        for _ in 0..<8 where schema.types == nil {
            let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { !isNullOnly($0) }
            if variants.count == 1 {
                schema = document.resolved(variants[0])
            } else if variants.isEmpty, let part = typingPart(of: schema.allOf) {
                schema = document.resolved(part)
            } else {
                break
            }
        }
        return schema
    }

    /// A header is text: an integer written as a string is its digits there too, and bytes are read from base64
    /// only; others have no text form, and are the header as sent.
    private func headerScalarType(_ schema: Schema) -> SwiftType {
        guard let type = ScalarType.of(schema, numbers: numbers), type != .data || ScalarType.isBase64(schema) else {
            return .string
        }
        if type == .string, schema.enumValues == nil, let number = ScalarType.quotedNumber(format: schema.format) {
            return number
        }
        return type
    }

    /// Case names for success statuses, after their reason phrases.
    private static let statusCaseNames = [
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus",
    ]

    /// The `Accept` header the builder sends, listing the success media types its decoding reads, when that is
    /// not what the decoding sends by itself (`application/json` for JSON; nothing otherwise); and the documented
    /// success media types it does not read, which `accepting(_:)` reaches.
    func contentNegotiation(_ operation: OpenAPIModel.Operation, decoding: OperationBlueprint.Decoding)
        -> (accept: String?, others: [String])
    {
        var documented: [String] = []
        for response in operation.responses where response.status.isSuccess {
            for media in response.content where !documented.contains(media.contentType) {
                documented.append(media.contentType)
            }
        }
        let read: [String]
        switch decoding {
        case .json:
            // A JSON stream (`;stream=watch`) is another answer, not the one value this decoding reads.
            read = documented.filter { Self.isJSON(Self.baseContentType($0)) && !MediaType.isJSONStream($0) }
        case .jsonLines:
            let sequential = operation.responses.filter(\.status.isSuccess).flatMap(\.content)
                .filter { ($0.isSequential || $0.isJSONStream) && !$0.isEventStream }.map(\.contentType)
            // A gRPC gateway's stream is JSON lines under a plain JSON media type.
            read = sequential.isEmpty ? documented.filter { Self.isJSON(Self.baseContentType($0)) } : sequential
        case .serverSentEvents, .serverSentTextEvents, .serverSentEventsByType:
            read = operation.responses.filter(\.status.isSuccess).flatMap(\.content).filter(\.isEventStream)
                .map(\.contentType)
        case .text:
            read = documented.filter { Self.baseContentType($0).hasPrefix("text/") }
        case .data:
            read = documented
        case .outcomes:
            read = documented
        case .empty, .byStatus:
            read = []
        }
        let others = documented.filter { !read.contains($0) && !$0.contains("*") }
        let isDefault =
            read.isEmpty || read.contains { $0.contains("*") } || (decoding == .json && read == ["application/json"])
            || (decoding.isServerSentEvents && read == ["text/event-stream"])
        return (isDefault ? nil : read.joined(separator: ", "), others)
    }

    /// A note saying how a streamed response is read item by item.
    static func streamNote(_ decoding: OperationBlueprint.Decoding) -> Documentation.Paragraph? {
        switch decoding {
        case .jsonLines:
            .callout(
                .note,
                "Read each item as it arrives with `client.lines(…)`, or all of them with `client.send(…)`."
            )
        case .serverSentEvents, .serverSentTextEvents, .serverSentEventsByType:
            .callout(
                .note,
                "Read each event as it arrives with `client.events(…)`, or all of them with `client.send(…)`."
            )
        default:
            nil
        }
    }

    /// A note naming the documented success media types the builder does not read, and how to ask for one.
    private static func otherContentTypesNote(_ others: [String]) -> Documentation.Paragraph? {
        guard let first = others.first else { return nil }
        let listed = others.map { "`\($0)`" }.joined(separator: ", ")
        return .callout(
            .note,
            "The server also answers \(listed);\n  `.accepting(\(SwiftLiteral.string(first)))` asks for it and returns its bytes."
        )
    }

    /// The operation's answer when its responses carry `x-clientgen-result`: each of those statuses stands for a
    /// value (`200: true`, `404: false`), read by status rather than from the body, and none of them is an error.
    private func statusResults(_ operation: OpenAPIModel.Operation)
        -> (type: SwiftType, decoding: OperationBlueprint.Decoding, documentation: String)?
    {
        var type: SwiftType?
        var entries: [OperationBlueprint.StatusResult] = []
        for response in operation.responses {
            guard let value = response.extensions["x-clientgen-result"] else { continue }
            guard case .code(let code) = response.status else {
                warn(
                    .emitterSkipped,
                    "x-clientgen-result needs a status code such as 404, not '\(response.status)'; it is ignored",
                    at: response.sourceLocation
                )
                continue
            }
            let valueType: SwiftType
            let result: SwiftValue
            switch value {
            case .bool(let flag): (valueType, result) = (.bool, .bool(flag))
            case .int(let number): (valueType, result) = (.int, .int(number))
            case .double(let number) where number.isFinite: (valueType, result) = (.double, .double(number))
            case .string(let text): (valueType, result) = (.string, .string(text))
            default:
                warn(
                    .emitterSkipped,
                    "x-clientgen-result of response \(code) must be a boolean, number or string; it is ignored",
                    at: response.sourceLocation
                )
                continue
            }
            guard type == nil || type == valueType else {
                warn(
                    .emitterSkipped,
                    "x-clientgen-result of response \(code) is \(valueType), unlike the operation's other results "
                        + "(\(type?.description ?? "")); it is ignored",
                    at: response.sourceLocation
                )
                continue
            }
            type = valueType
            entries.append(OperationBlueprint.StatusResult(code: code, value: result))
        }
        guard let type, !entries.isEmpty else { return nil }
        let mapped = Set(entries.map(\.code))
        for response in operation.responses where response.status.isSuccess {
            if case .code(let code) = response.status, mapped.contains(code) { continue }
            warn(
                .emitterSkipped,
                "response \(response.status) has no x-clientgen-result while others of the operation have one; "
                    + "the generated builder fails on it",
                at: response.sourceLocation
            )
        }
        entries.sort { $0.code < $1.code }
        let listed = entries.map { "`\($0.value)` for status \($0.code)" }
        let sentence =
            listed.count == 1
            ? listed[0] : listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
        return (type, .byStatus(entries), sentence + ".")
    }

    private func rank(_ status: ResponseStatus) -> Int {
        switch status {
        case .code(let code): code
        case .range(let hundreds): hundreds * 100 + 99
        case .default: 1000
        }
    }

    private func errorResponses(_ operation: OpenAPIModel.Operation, types: SwiftType)
        -> [OperationBlueprint.ErrorResponse]
    {
        operation.responses.compactMap { response -> OperationBlueprint.ErrorResponse? in
            guard !response.status.isSuccess, response.extensions["x-clientgen-result"] == nil,
                let json = response.content.first(where: { Self.isJSON(Self.baseContentType($0.contentType)) }),
                let schema = json.schema
            else { return nil }
            if response.status == .default, !operation.responses.contains(where: \.status.isSuccess) {
                return nil  // the default response is the success response then
            }
            let type = typeReference(
                for: schema,
                at: TypePlacement(parent: types, name: "Error" + "\(response.status)".capitalized)
            )
            return OperationBlueprint.ErrorResponse(status: response.status, type: type.nonOptional)
        }
    }
}

extension Translation {
    /// The operation ids that frameworks made by appending the path and the method to a function's name, by
    /// operation, shortened to the function's name (FastAPI's `add_visit_pets__pet_id__visits_post` → `add_visit`).
    ///
    /// The name is made of the operation's own id, path and method, so adding an operation never renames one
    /// before it: where two functions share a name (in two of an app's routers), the first in the document keeps it
    /// short and a later one keeps its whole id, which says where it differs.
    static func shortenedOperationIDs(_ operations: [OpenAPIModel.Operation]) -> [String: String] {
        var shortened: [String: String] = [:]
        var taken: Set<String> = []
        for operation in operations {
            guard let id = operation.operationId,
                let name = functionName(in: id, path: operation.path, method: operation.method.rawValue),
                taken.insert(SwiftNaming.memberName(name).lowercased()).inserted
            else { continue }
            shortened[operation.pointer] = name
        }
        return shortened
    }

    /// The builder name the configuration, an operation's `x-swift-name` or its `operationId` gives it; nil for one
    /// without any.
    private func idName(of operation: OpenAPIModel.Operation) -> String? {
        overrides.operationNames[operation.pointer]?.swiftName ?? Self.swiftName(in: operation.extensions)
            ?? shortenedOperationIDs[operation.pointer].map(memberName)
            ?? operation.operationId.map(SwiftNaming.memberName)
    }

    /// Builder names for the operations without an id: the method, then the words of the path with each parameter
    /// said after `by` (`and` after another parameter), less the root words the path starts with (`/api`, `/v1`,
    /// `/rest/api/2`), which say nothing the namespace does not: `GET /api/host` is `getHost()` and
    /// `DELETE /api/host/{hostname}` is `deleteHostByHostname(hostname:)`.
    ///
    /// A name is made of its own method and path only, so adding an operation never renames another. Only where
    /// two operations would still share a name (paths that differ in their root, or in punctuation) does each of
    /// them keep its root words too.
    func pathNamedOperations() -> [String: String] {
        let operations = document.operations
        // Most documents give every operation an id.
        guard operations.contains(where: { $0.operationId == nil }) else { return [:] }
        var short: [String: String] = [:]
        var full: [String: String] = [:]
        var users: [String: Int] = [:]
        for operation in operations {
            if let name = idName(of: operation) {
                users[name.lowercased(), default: 0] += 1
                continue
            }
            let method = operation.method.rawValue.lowercased()
            let segments = PathKey(operation.path).path.split(separator: "/")
            // The root words, but never all of the path's words: `/api` alone is `getAPI`.
            let literalCount = segments.count { !$0.contains("{") }
            let rest = segments.dropFirst(min(segments.prefix { Self.isRootWord($0) }.count, max(literalCount - 1, 0)))
            let name = SwiftNaming.memberName(([method] + Self.spelledOut(rest)).joined(separator: " "))
            short[operation.pointer] = name
            full[operation.pointer] = SwiftNaming.memberName(
                ([method] + Self.spelledOut(segments[...])).joined(separator: " ")
            )
            users[name.lowercased(), default: 0] += 1
        }
        return short.merging(full) { name, whole in users[name.lowercased()] == 1 ? name : whole }
    }

    /// Whether a path segment is a word APIs put at their root: `api`, `rest`, a version (`v1`, `v2.1`, `2`).
    private static func isRootWord(_ segment: Substring) -> Bool {
        let word = segment.lowercased()
        if word == "api" || word == "rest" { return true }
        let version = word.hasPrefix("v") ? word.dropFirst() : Substring(word)
        return !version.isEmpty && version.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && version.first?.isNumber == true
    }

    /// Segments as words of a name, each parameter's after `by` (`and` after another parameter):
    /// `user/{uid}/key` → `user by uid key`, `export/{cluster_id}/{export_id}` → `export by cluster_id and export_id`.
    private static func spelledOut(_ segments: ArraySlice<Substring>) -> [String] {
        var words: [String] = []
        var afterParameter = false
        for segment in segments {
            guard segment.contains("{") else {
                words.append(String(segment))
                afterParameter = false
                continue
            }
            words.append(afterParameter ? "and" : "by")
            words.append(segment.filter { $0 != "{" && $0 != "}" })
            afterParameter = true
        }
        return words
    }

    /// The function's name in an operation id made as FastAPI makes its default ones: the name and the path with
    /// each character that is not a letter, digit or `_` replaced by `_`, then `_` and the method in lowercase.
    static func functionName(in id: String, path: String, method: String) -> String? {
        // Most ids are not made so; those are told by their end before the path is spelled out.
        guard id.hasSuffix("_" + method.lowercased()) else { return nil }
        let wordPath = String(
            path.unicodeScalars.map {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" ? Character($0) : "_"
            }
        )
        let suffix = wordPath + "_" + method.lowercased()
        guard id.count > suffix.count, id.hasSuffix(suffix) else { return nil }
        let name = id.dropLast(suffix.count)
        guard name.contains(where: \.isLetter) else { return nil }
        return String(name)
    }
}

extension Translation {
    /// Which credentials the operation is sent with, by security scheme; nil when the spec has no security.
    func credentialsNote(_ operation: OpenAPIModel.Operation) -> Documentation.Paragraph? {
        guard !operation.security.isEmpty else {
            let hasSchemes = !document.components.securitySchemes.entries.isEmpty
            return operation.overridesSecurity && hasSchemes ? .credentials([[]]) : nil
        }
        return .credentials(
            operation.security.map { requirement in requirement.schemes.entries.map { DocComment.inline($0.name) } }
        )
    }

    /// The requirements the builder records, by security scheme name: the operation's own, else the document's;
    /// `[]` when the operation opts out with `security: []`; nil when the spec declares no security at all.
    func securityRequirements(_ operation: OpenAPIModel.Operation) -> [[String]]? {
        guard !operation.security.isEmpty else {
            let hasSchemes = !document.components.securitySchemes.entries.isEmpty
            return operation.overridesSecurity && hasSchemes ? [] : nil
        }
        return operation.security.map { requirement in requirement.schemes.entries.map(\.name) }
    }
}
