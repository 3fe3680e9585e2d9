import Mustache

/// The enum a client's operations are declared in, with the spec's servers.
public struct NamespaceBlueprint: Sendable {
    public struct Server: Sendable {
        public var name: SwiftIdentifier
        /// The URL as a Swift string literal.
        public var urlLiteral: String
        public var documentation: [String]

        public init(name: SwiftIdentifier, urlLiteral: String, documentation: [String] = []) {
            self.name = name
            self.urlLiteral = urlLiteral
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
                servers.map { server in
                    [
                        "declaredName": .string(server.name.declared),
                        "urlLiteral": .string(server.urlLiteral),
                        "documentation": .list(server.documentation.map(MustacheValue.string)),
                    ]
                }
            ),
        ]
    }
}
