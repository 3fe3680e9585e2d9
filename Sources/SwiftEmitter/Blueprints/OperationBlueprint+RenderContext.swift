import Mustache

extension OperationBlueprint {
    /// The logic-free context `operation.mustache` lays out.
    func renderContext(access: AccessLevel) -> MustacheValue {
        let parameterList = parameters.map { parameter in
            "\(parameter.name.label): \(parameter.type)" + (parameter.defaultValue.map { " = " + $0 } ?? "")
        }
        let signaturePrefix = "    \(access.prefix)static func \(name.declared)("
        var arguments = [
            "method: .\(method)", "path: \(pathLiteral)", "operationID: \(SwiftLiteral.string(operationID))",
        ]
        if !errorResponses.isEmpty {
            let inline = "errorResponses: [" + errorResponses.joined(separator: ", ") + "]"
            if "            ".count + inline.count + 1 <= Layout.lineLimit {
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
            "initArguments": .string(Layout.parameterList(arguments, prefix: argumentPrefix, suffix: ")")),
            "hasStatements": .bool(hasStatements),
            "statements": .list(statements.map(MustacheValue.string)),
        ]
    }
}
