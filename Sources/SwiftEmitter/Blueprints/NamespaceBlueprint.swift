import Mustache

/// The enum a client's operations are declared in, with the spec's servers.
public struct NamespaceBlueprint: Sendable {
    public struct Server: Sendable {
        public var name: SwiftIdentifier
        /// The URL, variables replaced by their defaults.
        public var url: String
        public var documentation: Documentation
        /// For a URL with `{variables}`: the function of the same name that puts other values in.
        public var variables: Variables?

        public init(
            name: SwiftIdentifier,
            url: String,
            documentation: Documentation = Documentation(),
            variables: Variables? = nil
        ) {
            self.name = name
            self.url = url
            self.documentation = documentation
            self.variables = variables
        }
    }

    /// `static func defaultServerURL(host: String = "example.com") -> URL?`: a server URL's variables as
    /// parameters.
    public struct Variables: Sendable {
        /// A variable as a `String` parameter with its default.
        public struct Parameter: Sendable {
            public var name: SwiftIdentifier
            public var defaultValue: String

            public init(name: SwiftIdentifier, defaultValue: String) {
                self.name = name
                self.defaultValue = defaultValue
            }
        }

        /// The function's name: the server's with `URL` appended.
        public var name: SwiftIdentifier
        public var parameters: [Parameter]
        /// The URL with the parameters put in: `https://{host}/api`.
        public var template: InterpolatedText
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            parameters: [Parameter],
            template: InterpolatedText,
            documentation: Documentation
        ) {
            self.name = name
            self.parameters = parameters
            self.template = template
            self.documentation = documentation
        }
    }

    public var name: String
    public var documentation: Documentation
    public var servers: [Server]
    /// The server `defaultServer` stands for, when the first server has a name of its own.
    public var defaultServer: SwiftIdentifier?

    public init(
        name: String,
        documentation: Documentation = Documentation(),
        servers: [Server] = [],
        defaultServer: SwiftIdentifier? = nil
    ) {
        self.name = name
        self.documentation = documentation
        self.servers = servers
        self.defaultServer = defaultServer
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        var context: MustacheFields = [
            "access": .string(access.prefix),
            "name": .string(name),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "servers": .list(
                servers.enumerated().map { index, server in
                    var context: MustacheFields = [
                        // A function ends in a brace; the next server starts after a blank line.
                        "isAfterFunction": .bool(index > 0 && servers[index - 1].variables != nil),
                        "declaredName": .string(server.name.declared),
                        "urlLiteral": .string(SwiftLiteral.string(server.url)),
                        "documentation": .list(server.documentation.lines.map(MustacheValue.string)),
                    ]
                    if let variables = server.variables {
                        let parameters = variables.parameters.map {
                            "\($0.name.label): String = \(SwiftLiteral.string($0.defaultValue))"
                        }
                        let prefix = "    \(access.prefix)static func \(variables.name.declared)("
                        context["variables"] = [
                            "declaredName": .string(variables.name.declared),
                            "parameters": .string(
                                Layout.standard.parameterList(parameters, prefix: prefix, suffix: ") -> URL? {")
                            ),
                            "templateLiteral": .string(Self.literal(variables.template)),
                            "documentation": .list(variables.documentation.lines.map(MustacheValue.string)),
                        ]
                    }
                    return .object(context)
                }
            ),
        ]
        if let defaultServer {
            context["defaultServer"] = ["memberName": .string(defaultServer.declared)]
        }
        return .object(context)
    }

    /// A server URL template as a string literal interpolating its parameters: `"https://\(host)/api"`.
    static func literal(_ template: InterpolatedText) -> String {
        var literal = "\""
        for piece in template.pieces {
            switch piece {
            case .text(let text): literal += SwiftLiteral.string(text).dropFirst().dropLast()
            case .argument(let name): literal += "\\(\(name.declared))"
            }
        }
        return literal + "\""
    }
}
