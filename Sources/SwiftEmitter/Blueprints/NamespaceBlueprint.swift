import Mustache

/// The enum a client's operations are declared in, with the spec's servers.
public struct NamespaceBlueprint: Sendable {
    public struct Server: Sendable {
        public var name: SwiftIdentifier
        /// The URL, variables replaced by their defaults, as a Swift string literal.
        public var urlLiteral: String
        public var documentation: [String]
        /// For a URL with `{variables}`: the function of the same name that puts other values in.
        public var variables: Variables?

        public init(
            name: SwiftIdentifier,
            urlLiteral: String,
            documentation: [String] = [],
            variables: Variables? = nil
        ) {
            self.name = name
            self.urlLiteral = urlLiteral
            self.documentation = documentation
            self.variables = variables
        }
    }

    /// `static func defaultServer(host: String = "example.com") -> URL?`: a server URL's variables as parameters.
    public struct Variables: Sendable {
        /// Each variable as a parameter, its default a string literal.
        public var parameters: [(name: SwiftIdentifier, defaultLiteral: String)]
        /// The URL as a Swift string literal that interpolates the parameters: `"https://\(host)/api"`.
        public var templateLiteral: String
        public var documentation: [String]

        public init(
            parameters: [(name: SwiftIdentifier, defaultLiteral: String)],
            templateLiteral: String,
            documentation: [String]
        ) {
            self.parameters = parameters
            self.templateLiteral = templateLiteral
            self.documentation = documentation
        }
    }

    public var name: String
    public var documentation: [String]
    public var servers: [Server]

    public init(name: String, documentation: [String] = [], servers: [Server] = []) {
        self.name = name
        self.documentation = documentation
        self.servers = servers
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        [
            "access": .string(access.prefix),
            "name": .string(name),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "servers": .list(
                servers.enumerated().map { index, server in
                    var context: MustacheFields = [
                        // A function ends in a brace; the next server starts after a blank line.
                        "isAfterFunction": .bool(index > 0 && servers[index - 1].variables != nil),
                        "declaredName": .string(server.name.declared),
                        "urlLiteral": .string(server.urlLiteral),
                        "documentation": .list(server.documentation.map(MustacheValue.string)),
                    ]
                    if let variables = server.variables {
                        let parameters = variables.parameters.map { "\($0.name.label): String = \($0.defaultLiteral)" }
                        let prefix = "    \(access.prefix)static func \(server.name.declared)("
                        context["variables"] = [
                            "parameters": .string(
                                Layout.parameterList(parameters, prefix: prefix, suffix: ") -> URL? {")
                            ),
                            "templateLiteral": .string(variables.templateLiteral),
                            "documentation": .list(variables.documentation.map(MustacheValue.string)),
                        ]
                    }
                    return .object(context)
                }
            ),
        ]
    }
}
