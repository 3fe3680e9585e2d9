import Mustache
import OpenAPIModel

extension OperationBlueprint {
    /// A path literal too long for its line, as string literals joined with `+` at `/` boundaries (never inside
    /// an interpolation), each continuation on its own line, as swift-format would keep it.
    static func splitPath(_ literal: String) -> String {
        let indent = "            "
        guard indent.count + "path: ".count + literal.count + 1 > Layout.standard.lineLimit, literal.count > 2 else {
            return literal
        }
        let body = Array(literal.dropFirst().dropLast())
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var index = 0
        while index < body.count {
            let character = body[index]
            if character == "\\", index + 1 < body.count, body[index + 1] == "(" {
                depth += 1
                current += "\\("
                index += 2
                continue
            }
            if character == ")", depth > 0 { depth -= 1 }
            if character == "/", depth == 0, !current.isEmpty,
                indent.count + 4 + current.count + 8 > Layout.standard.lineLimit / 2
            {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            index += 1
        }
        pieces.append(current)
        return pieces.map { "\"" + $0 + "\"" }.joined(separator: "\n" + indent + "    + ")
    }

    /// The logic-free context `operation.mustache` lays out.
    func renderContext(access: AccessLevel, writer: TypeWriter) -> MustacheValue {
        let responseType = writer.write(responseType)
        let parameterList = parameters.map { parameter in
            "\(parameter.name.label): \(writer.write(parameter.type))"
                + (parameter.defaultValue.map { " = \($0)" } ?? "")
        }
        let signaturePrefix = "    \(access.prefix)static func \(name.declared)("
        var arguments = [
            "method: " + methodExpression, "path: " + Self.splitPath(Self.literal(path)),
            "operationID: \(SwiftLiteral.string(operationID))",
        ]
        if let accept, envelope == nil {
            arguments.append("headers: [\"Accept\": \(SwiftLiteral.string(accept))]")
        }
        if !errorResponses.isEmpty {
            let errors = errorResponses.map { Self.expression($0, writer: writer) }
            let inline = "errorResponses: [" + errors.joined(separator: ", ") + "]"
            if Layout.standard.fits(indent: 13, inline) {
                arguments.append(inline)
            } else {
                // As swift-format lays out a collection that does not fit: one element per line, trailing comma.
                // (A single element takes no trailing comma.)
                let separator = errors.count > 1 ? ",\n" : "\n"
                let elements = errors.map { "                " + $0 + separator }.joined()
                arguments.append("errorResponses: [\n" + elements + "            ]")
            }
        }
        if let security, envelope == nil {
            let alternatives = security.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
            arguments.append("security: [" + alternatives.joined(separator: ", ") + "]")
        }
        if let type = decoding.enumType {
            arguments.append("decoding: \(writer.write(type)).decoding")
        } else if let decoding = decodingExpression {
            arguments.append("decoding: \(decoding)")
        }
        if let envelope {
            arguments.append("envelope: \(envelope.namespace).\(envelope.envelope.member)")
            if let version = envelope.apiVersion { arguments.append("apiVersion: \(SwiftLiteral.string(version))") }
            arguments.append("params: \(envelope.params?.declared ?? "Empty()")")
        }
        let hasStatements = !statements.isEmpty
        var documented = documentation
        documented.throwing = Self.errorsNote(errorResponses)
        let constructor = "Request<\(responseType)>("
        let argumentPrefix = hasStatements ? "        var request = " + constructor : "        " + constructor
        return [
            "access": .string(access.prefix),
            "namespace": .string(namespace),
            "declaredName": .string(name.declared),
            "documentation": .list(documented.lines.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "parameters": .string(
                Layout.standard.parameterList(
                    parameterList,
                    prefix: signaturePrefix,
                    suffix: ") -> \(constructor.dropLast()) {"
                )
            ),
            "responseType": .string(responseType),
            "returnType": .string(
                parameterList.isEmpty
                    ? Layout.standard.bracketed(
                        indent: 4,
                        "Request<",
                        responseType,
                        ">",
                        trailing: signaturePrefix.count - 4 + ") -> ".count + " {".count
                    ) : "Request<\(responseType)>"
            ),
            "initArguments": .string(Layout.standard.parameterList(arguments, prefix: argumentPrefix, suffix: ")")),
            "hasStatements": .bool(hasStatements),
            "statements": .list(statements.map { .string($0.source) }),
        ]
    }

    /// `.get`, or `.init(rawValue: "PROPFIND")` for a method the runtime does not name.
    private var methodExpression: String {
        switch method {
        case .standard(let name): "." + name
        case .custom(let name): ".init(rawValue: \(SwiftLiteral.string(name)))"
        }
    }

    /// `Request`'s `decoding:` argument; nil for JSON, its default.
    private var decodingExpression: String? {
        switch decoding {
        case .json: nil
        case .text: ".text"
        case .data: ".data"
        case .empty: ".empty"
        case .jsonLines: ".jsonLines()"
        case .serverSentEvents: ".serverSentEvents()"
        case .serverSentTextEvents: ".serverSentTextEvents()"
        case .byStatus(let results):
            ".byStatus([" + results.map { "\($0.code): \($0.value)" }.joined(separator: ", ") + "])"
        case .outcomes, .serverSentEventsByType: nil
        }
    }

    private static func expression(_ error: ErrorResponse, writer: TypeWriter) -> String {
        let status =
            switch error.status {
            case .code(let code): String(code)
            case .range(let hundreds): ".range(\(hundreds))"
            case .default: ".default"
            }
        return "ErrorResponse(\(status), \(writer.write(error.type)).self)"
    }

    /// The path as a Swift string literal, each argument interpolated as an encoded segment.
    static func literal(_ path: InterpolatedText) -> String {
        var literal = "\""
        for piece in path.pieces {
            switch piece {
            case .text(let text): literal += literalText(text)
            case .argument(let name): literal += "\\(segment: \(name.declared))"
            case .styledArgument(let name, let style):
                literal += "\\(segment: \(name.declared), style: \(expression(style)))"
            }
        }
        return literal + "\""
    }

    /// The runtime's `PathStyle` for `style`: `.matrix("id", explode: false)`.
    private static func expression(_ style: PathParameterStyle) -> String {
        switch style {
        case .simple(let explode): ".simple(explode: \(explode))"
        case .label(let explode): ".label(explode: \(explode))"
        case .matrix(let name, let explode):
            ".matrix(\(SwiftLiteral.string(name)), explode: \(explode))"
        }
    }

    /// A fixed part of a path template, percent-encoded as a path (RFC 3986 `pchar` and `/` stay, as do
    /// existing `%XX` escapes) and escaped for a Swift string literal.
    private static func literalText(_ text: String) -> String {
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

    /// What the builder's call throws when the server answers with a documented error: each error body's type
    /// with the statuses it comes with. Written when rendering, from ``errorResponses``, so the note names the types
    /// the code uses after inline types were merged and renamed.
    static func errorsNote(_ errors: [OperationBlueprint.ErrorResponse]) -> String? {
        guard !errors.isEmpty else { return nil }
        var types: [SwiftType] = []
        var statuses: [SwiftType: [String]] = [:]
        for error in errors {
            if statuses[error.type] == nil { types.append(error.type) }
            let status =
                switch error.status {
                case .code(let code): "\(code)"
                case .range(let hundreds): "\(hundreds)XX"
                case .default: errors.count == 1 ? "any error status" : "any other error status"
                }
            statuses[error.type, default: []].append(status)
        }
        let bodies = types.map { type in
            let list = statuses[type] ?? []
            let isCode = list.first?.first?.isNumber == true
            return "`\(type)` for " + (isCode ? "status " : "") + Documentation.listed(list, "or")
        }
        return "`APIError`, with the error body decoded: " + Documentation.listed(bodies, "and") + "."
    }
}

extension RequestStatement {
    /// The statement as Swift source, adding to `request`.
    var source: String {
        switch self {
        case .query(let name, let argument, let form, let allowReserved):
            let wireName = SwiftLiteral.string(name)
            let value = argument.declared
            let call: String =
                switch form {
                case .value: "request.addQuery(\(wireName), \(value))"
                case .unexploded: "request.addQuery(\(wireName), \(value), explode: false)"
                case .delimited(let separator):
                    "request.addQuery(\(wireName), \(value), separator: \(SwiftLiteral.string(separator)))"
                case .deepObjectDictionary, .deepObjectList: "request.addQuery(deepObject: \(wireName), \(value))"
                case .explodedDictionary: "request.addQuery(exploding: \(value))"
                case .encoded(.form(explode: true)): "request.addQuery(\(wireName), encoding: \(value))"
                case .encoded(.form(explode: false)):
                    "request.addQuery(\(wireName), encoding: \(value), style: .form(explode: false))"
                case .encoded(.deepObject(let repeatsKeys)):
                    "request.addQuery(\(wireName), encoding: \(value), style: .deepObject"
                        + (repeatsKeys ? ", arrays: .repeatedKeys)" : ")")
                case .encoded(.json): "request.addQuery(\(wireName), encoding: \(value), style: .json)"
                case .encoded(.delimited(let separator)):
                    "request.addQuery(\(wireName), encoding: \(value), style: .delimited(\(SwiftLiteral.string(separator))))"
                }
            return allowReserved ? call.dropLast() + ", allowReserved: true)" : call
        case .queryString(let argument, let isJSON):
            return "request.addQueryString(\(isJSON ? "json" : "form"): \(argument.declared))"
        case .fixedQuery(let name, let value):
            return "request.addQuery(\(SwiftLiteral.string(name)), \(SwiftLiteral.string(value)))"
        case .header(let name, let argument, .value):
            return "request.addHeader(\(SwiftLiteral.string(name)), \(argument.declared))"
        case .header(let name, let argument, .encoded(let explode)):
            return "request.addHeader(\(SwiftLiteral.string(name)), encoding: \(argument.declared)"
                + (explode ? ", explode: true)" : ")")
        case .cookie(let name, let argument):
            return "request.addCookie(\(SwiftLiteral.string(name)), \(argument.declared))"
        case .body(let argument, .multipartParts(let parts, let form), let isOptional):
            let indent = String(repeating: " ", count: isOptional ? 12 : 8)
            let lines =
                ["var \(form.declared) = MultipartForm()"]
                + parts.map { $0.appendStatement(to: form, from: argument, indent: indent) }
                + ["request.body = .multipart(\(form.declared))"]
            guard isOptional else { return lines.joined(separator: "\n" + indent) }
            let nested = lines.map { "\n" + indent + $0 }.joined()
            return "if let \(argument.declared) {" + nested + "\n        }"
        case .body(let argument, let encoding, let isOptional):
            let value = argument.declared
            let body =
                switch encoding {
                case .json(nil): ".json(\(value))"
                case .json(let contentType?): ".json(\(value), contentType: \(SwiftLiteral.string(contentType)))"
                case .form(let repeatsKeys): repeatsKeys ? ".form(\(value), arrays: .repeatedKeys)" : ".form(\(value))"
                case .multipart, .multipartParts: ".multipart(\(value))"
                case .text(let contentType): ".text(\(value), contentType: \(SwiftLiteral.string(contentType)))"
                case .upload(let contentType):
                    ".upload(\(value), contentType: \(SwiftLiteral.string(contentType)))"
                }
            return isOptional ? "if let \(value) { request.body = \(body) }" : "request.body = \(body)"
        }
    }
}

extension RequestStatement.MultipartPart {
    /// `form.append("name", file: body.photo, contentType: "image/png")`: the property's parts added to `form`, in a
    /// statement at `indent`, its arguments one per line when they do not fit on one.
    func appendStatement(to form: SwiftIdentifier, from body: SwiftIdentifier, indent: String) -> String {
        let value = body.declared + "." + member.declared
        var arguments = [SwiftLiteral.string(name)]
        switch kind {
        case .value: arguments.append(value)
        case .values: arguments.append("values: " + value)
        case .file: arguments.append("file: " + value)
        case .files: arguments.append("files: " + value)
        case .json: arguments.append("json: " + value)
        }
        // JSON parts are `application/json` unless the spec says otherwise.
        if let contentType, kind != .json || contentType != "application/json" {
            arguments.append("contentType: " + SwiftLiteral.string(contentType))
        }
        if !headers.isEmpty {
            let fields = headers.map { SwiftLiteral.string($0.name) + ": " + SwiftLiteral.string($0.value) }
            arguments.append("headers: [" + fields.joined(separator: ", ") + "]")
        }
        let call = form.declared + ".append("
        return call + Layout.standard.parameterList(arguments, prefix: indent + call, suffix: ")") + ")"
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
