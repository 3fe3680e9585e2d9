import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// Servers are named by their descriptions, or by what their URLs have that the others' do not; a server URL
    /// with `{variables}` gets, beside the constant with the defaults, a function named after it that takes each
    /// variable; the first server is `defaultServer` too.
    @Test func serverVariablesBecomeParametersOfAFunctionNamedLikeTheServer() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.2.0
            info: {title: Test, version: '1'}
            servers:
              - url: https://{host}/api
                description: An intdash server.
                variables:
                  host: {default: example.intdash.jp, description: The server's host name.}
              - url: https://{region}.example.com/{stage}/v1
                variables:
                  region: {default: eu, enum: [eu, us]}
                  stage: {default: prod}
              - url: https://fixed.example.com
            paths: {}
            """
        )
        #expect(
            client["API.swift"] == #"""
                /// Test
                public nonisolated enum API {
                    /// An intdash server.
                    public static let intdash = URL(string: "https://example.intdash.jp/api")!

                    /// An intdash server.
                    ///
                    /// - Parameter host: The server's host name.
                    /// - Returns: `nil` when the values do not form a valid URL.
                    public static func intdashURL(host: String = "example.intdash.jp") -> URL? {
                        URL(string: "https://\(host)/api")
                    }

                    public static let server = URL(string: "https://eu.example.com/prod/v1")!

                    /// - Parameters:
                    ///   - region: One of `eu`, `us`.
                    ///   - stage: `prod` by default.
                    /// - Returns: `nil` when the values do not form a valid URL.
                    public static func serverURL(region: String = "eu", stage: String = "prod") -> URL? {
                        URL(string: "https://\(region).example.com/\(stage)/v1")
                    }

                    public static let fixed = URL(string: "https://fixed.example.com")!

                    /// The spec's first server, `intdash`.
                    public static var defaultServer: URL { intdash }
                }

                """#
        )
    }

    /// A server URL relative to where the spec is served (a server's own document: FastAPI's `/api`, Swagger
    /// 2.0's `basePath` without `host`) is a function of that place, not a constant: a base URL without a host
    /// would send nothing. An operation served there says so with the function's name.
    @Test func aRelativeServerIsAFunctionOfWhereTheSpecIsServed() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: Test, version: '1'}
            servers:
              - {url: /api, description: Local}
              - {url: 'https://cloud.example.com/api', description: Cloud}
            paths:
              /health:
                get:
                  operationId: health
                  servers: [{url: v2/}]
                  responses: {'204': {description: OK}}
            """
        )
        #expect(
            client["API.swift"] == #"""
                /// Test
                public nonisolated enum API {
                    /// Local
                    ///
                    /// Relative to where the spec is served: `local(relativeTo: URL(string: "http://localhost:8080")!)`
                    /// is `http://localhost:8080/api`.
                    public static func local(relativeTo documentURL: URL) -> URL {
                        URL(string: "/api", relativeTo: documentURL)!.absoluteURL
                    }

                    /// Cloud
                    public static let cloud = URL(string: "https://cloud.example.com/api")!

                    /// Relative to where the spec is served: `server(relativeTo: URL(string: "http://localhost:8080")!)`
                    /// is `http://localhost:8080/v2/`.
                    public static func server(relativeTo documentURL: URL) -> URL {
                        URL(string: "v2/", relativeTo: documentURL)!.absoluteURL
                    }

                    /// The spec's first server, `local(relativeTo:)`.
                    public static func defaultServer(relativeTo documentURL: URL) -> URL {
                        local(relativeTo: documentURL)
                    }
                }

                """#
        )
        let health = try #require(client["Operations/API+Health.swift"])
        #expect(health.contains("/// - Note: Served at `API.server(relativeTo:)`; send it with a client whose"))
    }
}
