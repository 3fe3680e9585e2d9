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
            arguments.append("errorResponses: [" + errorResponses.joined(separator: ", ") + "]")
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
