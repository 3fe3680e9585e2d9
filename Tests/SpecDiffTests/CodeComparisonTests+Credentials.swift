import Diagnostics
import Testing

@testable import SpecDiff

/// Generated code read back carries each security scheme's middleware in `authMiddlewares(…)`: what it sends is
/// compared, for the schemes the spec's operations name.
struct CredentialComparisonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var old: String
        var new: String
        var expected: [String]
        var testDescription: String { id }
    }

    static let apiKey = #"APIKeyAuth(header: "X-API-Key", key: key, scheme: "key")"#

    static let cases: [Case] = [
        Case(
            id: "API key header renamed",
            old: apiKey,
            new: #"APIKeyAuth(header: "X-Api-Token", key: key, scheme: "key")"#,
            expected: [
                "security-scheme-changed: security scheme 'key' is now an API key in the header 'X-Api-Token' "
                    + "(was an API key in the header 'X-API-Key')"
            ]
        ),
        Case(
            id: "API key moved to the query",
            old: apiKey,
            new: #"APIKeyAuth(query: "X-API-Key", key: key, scheme: "key")"#,
            expected: [
                "security-scheme-changed: security scheme 'key' is now an API key in the query item 'X-API-Key' "
                    + "(was an API key in the header 'X-API-Key')"
            ]
        ),
        Case(
            id: "API key made a bearer token",
            old: apiKey,
            new: #"BearerAuth(token: key, scheme: "key")"#,
            expected: [
                "security-scheme-changed: security scheme 'key' is now a bearer token "
                    + "(was an API key in the header 'X-API-Key')"
            ]
        ),
        Case(
            id: "header name's case changed",
            old: apiKey,
            new: #"APIKeyAuth(header: "x-api-key", key: key, scheme: "key")"#,
            expected: []
        ),
        Case(
            id: "scheme no operation names changed",
            old: #"BearerAuth(token: other, scheme: "other")"#,
            new: #"BasicAuth(username: other.username, password: other.password, scheme: "other")"#,
            expected: []
        ),
    ]

    @Test(arguments: cases)
    func comparesWhatEachSchemeSends(_ testCase: Case) throws {
        let spec = SpecPairs.base.replacingOccurrences(
            of: "components:\n",
            with: "security: [{key: []}]\ncomponents:\n  securitySchemes:\n"
                + "    key: {type: apiKey, in: header, name: X-API-Key}\n    other: {type: http, scheme: bearer}\n"
        )
        let document = try SpecPairs.load(spec, file: "pets.yaml")
        func namespace(_ statement: String) -> String {
            """
            public enum API {
                public static func authMiddlewares(key: String? = nil) -> [any Middleware] {
                    var middlewares: [any Middleware] = []
                    if let key { middlewares.append(\(statement)) }
                    return middlewares
                }
            }
            """
        }
        let changes = SpecDiff.compare(
            folder: CodeSurface(files: [("Old.swift", namespace(testCase.old))]),
            generated: CodeSurface(files: [("New.swift", namespace(testCase.new))]),
            document: document
        )
        #expect(changes.map { "\($0.rule.rawValue): \($0.message)" } == testCase.expected)
        if let change = changes.first {
            #expect(change.subject == "API.authMiddlewares(key:)")
            #expect(change.location == document.components.securitySchemes["key"]?.sourceLocation)
        }
    }
}
