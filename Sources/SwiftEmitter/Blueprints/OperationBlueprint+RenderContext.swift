import Mustache

extension OperationBlueprint {
    /// A path literal too long for its line, as string literals joined with `+` at `/` boundaries (never inside
    /// an interpolation), each continuation on its own line, as swift-format would keep it.
    static func splitPath(_ literal: String) -> String {
        let indent = "            "
        guard indent.count + "path: ".count + literal.count + 1 > Layout.lineLimit, literal.count > 2 else {
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
                indent.count + 4 + current.count + 8 > Layout.lineLimit / 2
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
    func renderContext(access: AccessLevel) -> MustacheValue {
        let parameterList = parameters.map { parameter in
            "\(parameter.name.label): \(parameter.type)" + (parameter.defaultValue.map { " = " + $0 } ?? "")
        }
        let signaturePrefix = "    \(access.prefix)static func \(name.declared)("
        var arguments = [
            "method: .\(method)", "path: " + Self.splitPath(pathLiteral),
            "operationID: \(SwiftLiteral.string(operationID))",
        ]
        if !errorResponses.isEmpty {
            let inline = "errorResponses: [" + errorResponses.joined(separator: ", ") + "]"
            if Layout.fits(indent: 13, inline) {
                arguments.append(inline)
            } else {
                // As swift-format lays out a collection that does not fit: one element per line, trailing comma.
                // (A single element takes no trailing comma.)
                let separator = errorResponses.count > 1 ? ",\n" : "\n"
                let elements = errorResponses.map { "                " + $0 + separator }.joined()
                arguments.append("errorResponses: [\n" + elements + "            ]")
            }
        }
        if let decoding { arguments.append("decoding: \(decoding)") }
        if let envelope {
            arguments.append("envelope: \(envelope.envelope)")
            if let version = envelope.apiVersionLiteral { arguments.append("apiVersion: \(version)") }
            arguments.append("params: \(envelope.params)")
        }
        let hasStatements = !statements.isEmpty
        let constructor = "Request<\(responseType)>("
        let argumentPrefix = hasStatements ? "        var request = " + constructor : "        " + constructor
        return [
            "access": .string(access.prefix),
            "namespace": .string(namespace),
            "declaredName": .string(name.declared),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "parameters": .string(
                Layout.parameterList(parameterList, prefix: signaturePrefix, suffix: ") -> \(constructor.dropLast()) {")
            ),
            "responseType": .string(responseType),
            "returnType": .string(
                parameterList.isEmpty
                    ? Layout.bracketed(
                        indent: 4,
                        "Request<",
                        responseType,
                        ">",
                        trailing: signaturePrefix.count - 4 + ") -> ".count + " {".count
                    ) : "Request<\(responseType)>"
            ),
            "initArguments": .string(Layout.parameterList(arguments, prefix: argumentPrefix, suffix: ")")),
            "hasStatements": .bool(hasStatements),
            "statements": .list(statements.map(MustacheValue.string)),
        ]
    }
}
