import Foundation
import OpenAPIModel

extension Translation {
    /// Declares the request builder of `operation`, in `Operations/`.
    func translate(_ operation: OpenAPIModel.Operation) {
        let proposed =
            Self.swiftName(in: operation.extensions) ?? operation.operationId.map(SwiftNaming.memberName)
            ?? SwiftNaming.memberName(operation.method.rawValue.lowercased() + " " + operation.path)
        let container = tagGroup(of: operation).map { namespace + "." + $0 } ?? namespace
        let name = functionNames[container, default: NameScope(ignoresCase: true)].claim(proposed)
        let typePrefix = SwiftNaming.typeName(name)
        var scope = NameScope(reserved: ["request"])
        var requiredParameters: [OperationBlueprint.Parameter] = []
        var optionalParameters: [OperationBlueprint.Parameter] = []
        var statements: [String] = []
        var pathArguments: [String: String] = [:]
        var parameterTexts: [String: String?] = [:]

        for parameter in operation.parameters {
            guard parameter.location != Parameter.Location.querystring else {
                warn(.emitterSkipped, "'querystring' parameters are not generated yet", at: parameter.sourceLocation)
                continue
            }
            let argument = SwiftIdentifier(
                scope.claim(
                    Self.swiftName(in: parameter.extensions) ?? Self.usableMemberName(memberName(parameter.name))
                )
            )
            var type = "String"
            if let schema = parameter.schema ?? parameter.content.first?.schema {
                type = unaliased(typeReference(for: schema, suggestedName: typePrefix + typeName(parameter.name)))
            }
            let isRequired = parameter.required || parameter.location == Parameter.Location.path
            // A query or header parameter that is not text (an object, a list of objects, a union) is sent as
            // its JSON form flattens in the parameter's style; in a path or a cookie it has no agreed form.
            let isText = isParameterValue(type)
            let isEncodable = [.query, .header].contains(parameter.location) && !Self.isBinary(type)
            guard isText || isEncodable else {
                warn(
                    .emitterSkipped,
                    "parameter '\(parameter.name)' of type \(type) cannot be sent as text; it is not generated",
                    at: parameter.sourceLocation
                )
                continue
            }
            if !isRequired && !type.hasSuffix("?") { type += "?" }
            let builderParameter = OperationBlueprint.Parameter(
                name: argument,
                type: type,
                defaultValue: type.hasSuffix("?") ? "nil" : nil,
                origin: .parameter(name: parameter.name, location: parameter.location)
            )
            parameterTexts[argument.name] = parameter.description
            if isRequired {
                requiredParameters.append(builderParameter)
            } else {
                optionalParameters.append(builderParameter)
            }
            let wireName = SwiftLiteral.string(parameter.name)
            let value = argument.declared
            switch parameter.location {
            case .path:
                pathArguments[parameter.name] = value
            case .query:
                statements.append(
                    isText
                        ? queryStatement(parameter, wireName: wireName, value: value, type: type)
                        : encodedQueryStatement(parameter, wireName: wireName, value: value)
                )
            case .header:
                statements.append(
                    isText
                        ? "request.addHeader(\(wireName), \(value))"
                        : "request.addHeader(\(wireName), encoding: \(value)"
                            + (parameter.explode == true ? ", explode: true)" : ")")
                )
            case .cookie:
                statements.append("request.addCookie(\(wireName), \(value))")
            case .querystring:
                break
            }
        }

        let responseType: String
        let decoding: String?
        let operationID = operation.operationId ?? name
        let statusResults = self.statusResults(operation)
        let wrapped = envelopeOperation(operation, operationID: operationID, scope: &scope, typePrefix: typePrefix)
        if let wrapped {
            requiredParameters += [wrapped.parameter].compactMap { $0 }
            (responseType, decoding) = (wrapped.responseType, nil)
        } else {
            if let body = operation.requestBody,
                let (parameter, statement) = bodyParameter(body, scope: &scope, typePrefix: typePrefix)
            {
                parameterTexts[parameter.name.name] = body.description
                if parameter.defaultValue == nil {
                    requiredParameters.append(parameter)
                } else {
                    optionalParameters.append(parameter)
                }
                statements.append(statement)
            }
            (responseType, decoding) =
                statusResults.map { ($0.type, $0.decoding) } ?? successResponse(operation, typePrefix: typePrefix)
        }
        let method = operation.method.rawValue.lowercased()
        let parameters = requiredParameters + optionalParameters
        add(
            .operation(
                OperationBlueprint(
                    namespace: container,
                    name: SwiftIdentifier(name),
                    documentation: documentation(
                        [
                            operation.summary, operation.description,
                            "`\(operation.method.rawValue) \(operation.path)`"
                                + (operation.operationId.map { " (`\($0)`)" } ?? ""),
                            statusResults?.documentation, serverNote(operation),
                        ],
                        parameters: parameters.map { ($0.name.name, parameterTexts[$0.name.name] ?? nil) },
                        pointer: operation.pointer
                    ),
                    isDeprecated: operation.deprecated,
                    parameters: parameters,
                    responseType: responseType,
                    decoding: decoding,
                    method: Self.knownMethods.contains(method)
                        ? method : "init(rawValue: \(SwiftLiteral.string(operation.method.rawValue)))",
                    pathLiteral: pathLiteral(operation.path, arguments: pathArguments),
                    operationID: operationID,
                    statements: statements,
                    errorResponses: errorResponses(operation, typePrefix: typePrefix),
                    envelope: wrapped?.call
                )
            ),
            folder: container == namespace ? "Operations" : "Operations/" + container.dropFirst(namespace.count + 1),
            fileName: String(container.split(separator: ".").last ?? Substring(container)) + "+"
                + name.prefix(1).uppercased() + name.dropFirst(),
            origin: operation.pointer
        )
    }

    /// The enum of the operation's first tag, declared on first use, when builders are grouped by tag.
    private func tagGroup(of operation: OpenAPIModel.Operation) -> String? {
        guard grouping == .tag, let tag = operation.tags.first else { return nil }
        if let name = groups[tag] { return name }
        let name = typeNames.claim(SwiftNaming.typeName(tag))
        groups[tag] = name
        let tagObject = document.tags.first { $0.name == tag }
        add(
            .group(
                GroupBlueprint(
                    namespace: namespace,
                    name: name,
                    documentation: documentation([tagObject?.summary, tagObject?.description])
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

    private func queryStatement(_ parameter: Parameter, wireName: String, value: String, type: String) -> String {
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        if base.hasPrefix("[String: ") {
            return parameter.style == "deepObject"
                ? "request.addQuery(deepObject: \(wireName), \(value))" : "request.addQuery(exploding: \(value))"
        }
        if base.hasPrefix("[") {
            let explode = parameter.explode ?? (parameter.style == nil || parameter.style == "form")
            return explode
                ? "request.addQuery(\(wireName), \(value))" : "request.addQuery(\(wireName), \(value), explode: false)"
        }
        return "request.addQuery(\(wireName), \(value))"
    }

    /// `request.addQuery(name, encoding: value, style: …)`: JSON text for a parameter given by `content`, else
    /// the parameter's style, left out when it is the default (`form`, exploded).
    private func encodedQueryStatement(_ parameter: Parameter, wireName: String, value: String) -> String {
        let call = "request.addQuery(\(wireName), encoding: \(value)"
        if parameter.schema == nil, parameter.content.first?.contentType.contains("json") == true {
            return call + ", style: .json)"
        }
        if parameter.style == "deepObject" { return call + ", style: .deepObject)" }
        let explode = parameter.explode ?? (parameter.style == nil || parameter.style == "form")
        return explode ? call + ")" : call + ", style: .form(explode: false))"
    }

    /// Whether `type` is bytes (`Data`) or a list or dictionary of them, which have no text form.
    private static func isBinary(_ type: String) -> Bool {
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        return ["Data", "[Data]", "[Data?]", "[String: Data]", "[String: Data?]"].contains(base)
    }

    /// `type` with any type alias replaced by what it stands for (one `?` kept at most), so the parameter's shape
    /// (list, dictionary, optional) is seen; aliases of aliases are followed a few levels deep.
    private func unaliased(_ type: String) -> String {
        var base = type
        var isOptional = false
        for _ in 0..<8 {
            if base.hasSuffix("?") {
                base.removeLast()
                isOptional = true
            }
            guard let aliased = aliasedTypes[base] else { break }
            base = aliased
        }
        if base.hasSuffix("?") {
            base.removeLast()
            isOptional = true
        }
        return isOptional ? base + "?" : base
    }

    /// Whether values of `type` can stand in a path, query, header or cookie (the runtime's `ParameterValue`).
    private func isParameterValue(_ type: String) -> Bool {
        var base = type.hasSuffix("?") ? String(type.dropLast()) : type
        if base.hasPrefix("[String: "), base.hasSuffix("]") {
            base = String(base.dropFirst("[String: ".count).dropLast())
        } else if base.hasPrefix("["), base.hasSuffix("]") {
            base = String(base.dropFirst().dropLast())
        }
        if base.hasSuffix("?") { base.removeLast() }
        return !modelTypes.contains(base) && base != "JSONValue" && base != "Data" && !base.hasPrefix("[")
    }

    /// The path as a Swift string literal, each `{parameter}` interpolated as an encoded segment.
    private func pathLiteral(_ path: String, arguments: [String: String]) -> String {
        var literal = "\""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literal += Self.literalText(rest[..<open])
            let name = String(rest[rest.index(after: open)..<close])
            if let argument = arguments[name] {
                literal += "\\(segment: \(argument))"
            } else {
                literal += Self.literalText(rest[open...close])
            }
            rest = rest[rest.index(after: close)...]
        }
        return literal + Self.literalText(rest) + "\""
    }

    /// A fixed part of a path template, percent-encoded as a path (RFC 3986 `pchar` and `/` stay, as do
    /// existing `%XX` escapes) and escaped for a Swift string literal.
    private static func literalText(_ text: Substring) -> String {
        var encoded = ""
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            let isEscape =
                byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit
            if isEscape || byte.isPathCharacter {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return String(SwiftLiteral.string(encoded).dropFirst().dropLast())
    }

    // MARK: Bodies

    private func bodyParameter(_ body: RequestBody, scope: inout NameScope, typePrefix: String)
        -> (OperationBlueprint.Parameter, String)?
    {
        guard let media = preferredMedia(body.content) else { return nil }
        let contentType = media.contentType
        let base = Self.baseContentType(contentType)
        let literal = SwiftLiteral.string(contentType)
        let type: String
        let encoding: String
        if Self.isJSON(base), let schema = media.schema {
            type = typeReference(for: schema, suggestedName: typePrefix + "Request")
            encoding = base == "application/json" ? ".json(body)" : ".json(body, contentType: \(literal))"
        } else if base == "application/x-www-form-urlencoded", let schema = media.schema,
            modelTypes.contains(typeReference(for: schema, suggestedName: typePrefix + "Form"))
        {
            type = typeReference(for: schema, suggestedName: typePrefix + "Form")
            encoding = ".form(body)"
        } else if base == "multipart/form-data" {
            type = "MultipartForm"
            encoding = ".multipart(body)"
        } else if base.hasPrefix("text/") {
            type = "String"
            encoding = ".text(body, contentType: \(literal))"
        } else {
            type = "Data"
            encoding = ".data(body, contentType: \(literal))"
        }
        let name = SwiftIdentifier(scope.claim("body"))
        let baseType = type.hasSuffix("?") ? String(type.dropLast()) : type
        if body.required {
            return (
                OperationBlueprint.Parameter(name: name, type: baseType, origin: .body(contentType: contentType)),
                "request.body = \(encoding.replacingBody(with: name.declared))"
            )
        }
        return (
            OperationBlueprint.Parameter(
                name: name,
                type: baseType + "?",
                defaultValue: "nil",
                origin: .body(contentType: contentType)
            ),
            "if let \(name.declared) { request.body = \(encoding.replacingBody(with: name.declared)) }"
        )
    }

    private func preferredMedia(_ content: [MediaType]) -> MediaType? {
        content.first { Self.isJSON(Self.baseContentType($0.contentType)) && $0.schema != nil }
            ?? content.first { Self.baseContentType($0.contentType) == "application/x-www-form-urlencoded" }
            ?? content.first { Self.baseContentType($0.contentType) == "multipart/form-data" }
            ?? content.first
    }

    static func baseContentType(_ contentType: String) -> String {
        String(contentType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    static func isJSON(_ base: String) -> Bool {
        base == "application/json" || base.hasSuffix("+json") || base == "*/*" || base == "application/*"
    }

    // MARK: Responses

    private func successResponse(_ operation: OpenAPIModel.Operation, typePrefix: String) -> (String, String?) {
        let successes = operation.responses.filter(\.status.isSuccess)
        let chosen =
            successes.min { rank($0.status) < rank($1.status) }
            ?? (operation.responses.contains { !$0.status.isSuccess && $0.status != .default }
                ? nil : operation.responses.first { $0.status == .default })
        guard let response = chosen, !response.content.isEmpty else { return ("Empty", ".empty") }
        if let sequential = response.content.first(where: \.isSequential),
            let item = sequential.itemSchema ?? sequential.schema
        {
            let itemType = typeReference(for: item, suggestedName: typePrefix + "Item")
            return ("JSONLines<\(itemType.hasSuffix("?") ? String(itemType.dropLast()) : itemType)>", ".jsonLines()")
        }
        if let json = response.content.first(where: { Self.isJSON(Self.baseContentType($0.contentType)) }),
            let schema = json.schema
        {
            return (typeReference(for: schema, suggestedName: typePrefix + "Response"), nil)
        }
        if response.content.contains(where: { Self.baseContentType($0.contentType).hasPrefix("text/") }) {
            return ("String", ".text")
        }
        return ("Data", ".data")
    }

    /// The operation's answer when its responses carry `x-clientgen-result`: each of those statuses stands for a
    /// value (`200: true`, `404: false`), read by status rather than from the body, and none of them is an error.
    private func statusResults(_ operation: OpenAPIModel.Operation)
        -> (type: String, decoding: String, documentation: String)?
    {
        var type: String?
        var entries: [(code: Int, literal: String)] = []
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
            let valueType: String
            let literal: String
            switch value {
            case .bool(let flag): (valueType, literal) = ("Bool", flag ? "true" : "false")
            case .int(let number): (valueType, literal) = ("Int", String(number))
            case .double(let number) where number.isFinite: (valueType, literal) = ("Double", "\(number)")
            case .string(let text): (valueType, literal) = ("String", SwiftLiteral.string(text))
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
                        + "(\(type ?? "")); it is ignored",
                    at: response.sourceLocation
                )
                continue
            }
            type = valueType
            entries.append((code, literal))
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
        let dictionary = entries.map { "\($0.code): \($0.literal)" }.joined(separator: ", ")
        let listed = entries.map { "`\($0.literal)` for status \($0.code)" }
        let sentence =
            listed.count == 1
            ? listed[0] : listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
        return (type, ".byStatus([\(dictionary)])", "- Returns: \(sentence).")
    }

    private func rank(_ status: ResponseStatus) -> Int {
        switch status {
        case .code(let code): code
        case .range(let hundreds): hundreds * 100 + 99
        case .default: 1000
        }
    }

    private func errorResponses(_ operation: OpenAPIModel.Operation, typePrefix: String) -> [String] {
        operation.responses.compactMap { response -> String? in
            guard !response.status.isSuccess, response.extensions["x-clientgen-result"] == nil,
                let json = response.content.first(where: { Self.isJSON(Self.baseContentType($0.contentType)) }),
                let schema = json.schema
            else { return nil }
            if response.status == .default, !operation.responses.contains(where: \.status.isSuccess) {
                return nil  // the default response is the success response then
            }
            var type = typeReference(
                for: schema,
                suggestedName: typePrefix + "Error" + "\(response.status)".capitalized
            )
            if type.hasSuffix("?") { type.removeLast() }
            let status: String
            switch response.status {
            case .code(let code): status = String(code)
            case .range(let hundreds): status = ".range(\(hundreds))"
            case .default: status = ".default"
            }
            return "ErrorResponse(\(status), \(type).self)"
        }
    }
}

extension UInt8 {
    /// Unreserved characters, sub-delimiters, `:`, `@` and `/`: what a path may hold unencoded.
    fileprivate var isPathCharacter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(self)
        }
    }

    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

extension String {
    fileprivate func replacingBody(with name: String) -> String {
        name == "body" ? self : replacingOccurrences(of: "(body", with: "(" + name)
    }
}
