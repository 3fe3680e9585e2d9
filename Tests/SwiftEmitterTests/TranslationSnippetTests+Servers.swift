import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// A server URL with `{variables}` gets, beside the constant with the defaults, a function of the same name
    /// that takes each variable.
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
                public enum API {
                    /// An intdash server.
                    public static let defaultServer = URL(string: "https://example.intdash.jp/api")!

                    /// An intdash server.
                    ///
                    /// - Parameter host: The server's host name.
                    /// - Returns: `nil` when the values do not form a valid URL.
                    public static func defaultServer(host: String = "example.intdash.jp") -> URL? {
                        URL(string: "https://\(host)/api")
                    }

                    public static let server2 = URL(string: "https://eu.example.com/prod/v1")!

                    /// - Parameters:
                    ///   - region: One of `eu`, `us`.
                    ///   - stage: `prod` by default.
                    /// - Returns: `nil` when the values do not form a valid URL.
                    public static func server2(region: String = "eu", stage: String = "prod") -> URL? {
                        URL(string: "https://\(region).example.com/\(stage)/v1")
                    }

                    public static let server3 = URL(string: "https://fixed.example.com")!
                }

                """#
        )
    }
}
