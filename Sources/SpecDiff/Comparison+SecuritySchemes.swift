import Diagnostics
import OpenAPIModel
import SwiftEmitter

extension Comparison {
    /// A scheme keeps its name while what it sends changes: every operation that names it in a requirement
    /// (its own, or the document's it inherits) now sends another credential, or the same one elsewhere, so
    /// its requirements compare equal and only the scheme itself tells. Reported once, at the new scheme.
    mutating func compareSecuritySchemes() {
        let newSchemes = new.document.components.securitySchemes
        for entry in old.document.components.securitySchemes.entries {
            guard let scheme = newSchemes[entry.name] else { continue }
            let before = SchemeWire(entry.value)
            let after = SchemeWire(scheme)
            guard before != after else { continue }
            let senders = Self.operations(in: new, naming: entry.name)
            // A scheme no operation names sends nothing, before or after.
            guard !senders.isEmpty || !Self.operations(in: old, naming: entry.name).isEmpty else { continue }
            let subject = credentialSubject(entry.name)
            report(
                .securitySchemeChanged,
                subject,
                "security scheme '\(entry.name)' is now \(after) (was \(before))" + Self.sentWith(senders),
                at: scheme.sourceLocation ?? new.document.sourceLocation
            )
        }
    }

    /// The operations of `surface` with a requirement that names `scheme`, by Swift name.
    private static func operations(in surface: APISurface, naming scheme: String) -> [String] {
        surface.operations.filter { entry in
            entry.operation.security.contains { $0.schemes[scheme] != nil }
        }
        .map(\.key).sorted()
    }

    /// `; sent with `API.listPets` and 2 other operations`; empty when no operation sends it any more.
    private static func sentWith(_ operations: [String]) -> String {
        guard let first = operations.first else { return "" }
        let others = operations.count - 1
        let rest = others == 0 ? "" : " and \(others) other operation" + (others == 1 ? "" : "s")
        return "; sent with `\(first)`" + rest
    }

    /// The argument of `authMiddlewares(…)` a caller passes the scheme's credential as, or the scheme's
    /// pointer for a scheme it takes none for (mutual TLS).
    private func credentialSubject(_ scheme: String) -> String {
        let namespaces = [new.namespace, old.namespace].compactMap { $0 }
        for namespace in namespaces {
            if let credential = namespace.credentials.first(where: { $0.scheme == scheme }) {
                return "\(namespace.name).authMiddlewares(\(credential.name.label):)"
            }
        }
        return "#/components/securitySchemes/" + scheme
    }
}

/// What a security scheme puts on the wire: its type and, for an API key, where and under what name it is
/// sent; for HTTP auth, the scheme of its `Authorization` header. Descriptions, bearer formats and OAuth
/// flows change nothing a request carries.
struct SchemeWire: Equatable, CustomStringConvertible {
    var kind: SecurityScheme.Kind
    /// Where an API key goes: `header`, `query` or `cookie`.
    var placement: String?
    /// An API key's name; lowercased for a header, whose names are case-insensitive.
    var name: String?
    /// The HTTP auth scheme, lowercased: RFC 9110 makes it case-insensitive.
    var httpScheme: String?
    /// The name as the spec spells it, for the message only.
    private var spelledName: String?

    init(_ scheme: SecurityScheme) {
        kind = scheme.kind
        switch scheme.kind {
        case .apiKey:
            placement = scheme.placement
            spelledName = scheme.name
            name = scheme.placement == "header" ? scheme.name?.lowercased() : scheme.name
        case .http:
            httpScheme = scheme.scheme?.lowercased()
        case .oauth2, .openIdConnect, .mutualTLS:
            break
        }
    }

    static func == (lhs: SchemeWire, rhs: SchemeWire) -> Bool {
        lhs.kind == rhs.kind && lhs.placement == rhs.placement && lhs.name == rhs.name
            && lhs.httpScheme == rhs.httpScheme
    }

    var description: String {
        switch kind {
        case .apiKey:
            let place = placement.map { $0 == "query" ? "query item" : $0 } ?? "unstated place"
            return "an API key in the \(place) '\(spelledName ?? "")'"
        case .http:
            return "HTTP \(httpScheme.map { "'\($0)'" } ?? "auth") authentication"
        case .oauth2:
            return "OAuth 2"
        case .openIdConnect:
            return "OpenID Connect"
        case .mutualTLS:
            return "mutual TLS"
        }
    }
}
