import Diagnostics

extension CodeComparison {
    /// The generated `authMiddlewares(…)` makes one middleware per security scheme, and what it sends (a bearer
    /// token, HTTP Basic, an API key's place and name) is written in its call: a scheme whose middleware now sends
    /// something else sends it with every operation that names the scheme. Only the kinds of credential the
    /// code tells apart are compared: OAuth 2 and OpenID Connect both send a bearer token.
    mutating func compareCredentials() {
        for (scheme, before) in old.credentials.sorted(by: { $0.key < $1.key }) {
            guard let after = new.credentials[scheme], !before.sendsSame(as: after),
                let location = namedSchemeLocations[scheme]
            else { continue }
            report(
                .securitySchemeChanged,
                after.argument,
                "security scheme '\(scheme)' is now \(Self.describe(after.kind)) (was \(Self.describe(before.kind)))",
                at: location
            )
        }
    }

    private static func describe(_ kind: CodeSurface.Credential.Kind) -> String {
        switch kind {
        case .bearer: "a bearer token"
        case .basic: "HTTP 'basic' authentication"
        case .apiKey(let placement, let name):
            "an API key in the \(placement == "query" ? "query item" : placement) '\(name)'"
        }
    }
}
