import Foundation
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

        /// Whether the URL is relative to where the spec is served (`/api`, a Swagger 2.0 `basePath` without
        /// `host`): it is then a function of that place, since a base URL without a host sends nothing.
        public var isRelative: Bool { Self.isRelative(url) }

        public static func isRelative(_ url: String) -> Bool { URL(string: url)?.scheme == nil }

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

    /// A security scheme the generated `authMiddlewares(…)` takes a credential for.
    public struct Credential: Sendable {
        /// What the credential is and the middleware that sends it.
        public enum Kind: Hashable, Sendable {
            /// A token sent as `Authorization: Bearer` (HTTP bearer, OAuth 2, OpenID Connect).
            case bearer
            /// A user name and password sent as HTTP Basic.
            case basic
            /// An API key in the header, query item or cookie with this name.
            case apiKey(location: String, name: String)
        }

        /// The parameter, named after the scheme.
        public var name: SwiftIdentifier
        /// The scheme's name in the spec, which builders record in their requirements.
        public var scheme: String
        public var kind: Kind

        public init(name: SwiftIdentifier, scheme: String, kind: Kind) {
            self.name = name
            self.scheme = scheme
            self.kind = kind
        }
    }

    public var name: String
    public var documentation: Documentation
    public var servers: [Server]
    /// The security schemes `authMiddlewares(…)` takes credentials for; no function when empty.
    public var credentials: [Credential]
    /// The server `defaultServer` stands for, when the first server has a name of its own.
    public var defaultServer: SwiftIdentifier?

    public init(
        name: String,
        documentation: Documentation = Documentation(),
        servers: [Server] = [],
        defaultServer: SwiftIdentifier? = nil,
        credentials: [Credential] = []
    ) {
        self.name = name
        self.documentation = documentation
        self.servers = servers
        self.defaultServer = defaultServer
        self.credentials = credentials
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        var context: MustacheFields = [
            "access": .string(access.prefix),
            "name": .string(name),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "servers": .list(
                servers.enumerated().map { index, server in
                    var context: MustacheFields = [
                        // A function is set apart from the constants around it by blank lines.
                        "hasBlankLineBefore": .bool(
                            index > 0
                                && (server.isRelative || servers[index - 1].variables != nil
                                    || servers[index - 1].isRelative)
                        ),
                        "isRelative": .bool(server.isRelative),
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
            context["defaultServer"] = [
                "memberName": .string(defaultServer.declared),
                "isRelative": .bool(servers.first?.isRelative == true),
            ]
        }
        if !credentials.isEmpty {
            context["authMiddlewares"] = authMiddlewaresContext(access: access)
        }
        return .object(context)
    }

    /// The function that builds an auth middleware for each credential given, tied to its scheme.
    private func authMiddlewaresContext(access: AccessLevel) -> MustacheValue {
        let parameters = credentials.map { credential in
            switch credential.kind {
            case .basic: "\(credential.name.label): (username: String, password: String)? = nil"
            case .bearer, .apiKey: "\(credential.name.label): String? = nil"
            }
        }
        let prefix = "    \(access.prefix)static func authMiddlewares("
        let statements = credentials.map { credential -> MustacheValue in
            let value = credential.name.declared
            let scheme = SwiftLiteral.string(credential.scheme)
            let middleware =
                switch credential.kind {
                case .bearer: "BearerAuth(token: \(value), scheme: \(scheme))"
                case .basic:
                    "BasicAuth(username: \(value).username, password: \(value).password, scheme: \(scheme))"
                case .apiKey(let location, let name):
                    "APIKeyAuth(\(location): \(SwiftLiteral.string(name)), key: \(value), scheme: \(scheme))"
                }
            let line = "if let \(value) { middlewares.append(\(middleware)) }"
            if Layout.standard.fits(indent: 8, line) { return .string(line) }
            // As swift-format breaks it: the call on its own line, then its argument on one of its own.
            let append =
                Layout.standard.fits(indent: 12, "middlewares.append(\(middleware))")
                ? "middlewares.append(\(middleware))"
                : "middlewares.append(\n                \(middleware)\n            )"
            return .string("if let \(value) {\n            \(append)\n        }")
        }
        return [
            "parameters": .string(
                Layout.standard.parameterList(parameters, prefix: prefix, suffix: ") -> [any Middleware] {")
            ),
            "statements": .list(statements),
        ]
    }

    /// A server URL template as a string literal interpolating its parameters: `"https://\(host)/api"`.
    static func literal(_ template: InterpolatedText) -> String {
        var literal = "\""
        for piece in template.pieces {
            switch piece {
            case .text(let text): literal += SwiftLiteral.string(text).dropFirst().dropLast()
            case .argument(let name), .styledArgument(let name, _): literal += "\\(\(name.declared))"
            }
        }
        return literal + "\""
    }
}
