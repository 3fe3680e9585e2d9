import Diagnostics
import SwiftEmitter

/// One comparison of two API surfaces: the type renames found and the changes reported so far.
struct Comparison: ChangeReporting {
    let old: APISurface
    let new: APISurface
    var changes: [APIChange] = []
    /// Old type names and their new names, for types that come from the same schema under a new name.
    private(set) var typeRenames: [String: String] = [:]

    init(old: APISurface, new: APISurface) {
        self.old = old
        self.new = new
    }

    mutating func run() {
        typeRenames = findTypeRenames()
        compareTypes()
        compareOperations()
        compareSecuritySchemes()
        compareServers()
    }

    /// Whether values of `oldType` are values of `newType`: the same type once aliases are looked through and
    /// renamed types take their new names.
    func isSame(_ oldType: SwiftType, _ newType: SwiftType) -> Bool {
        if renamed(oldType) == newType { return true }
        return new.expanded(renamed(old.expanded(oldType))) == new.expanded(newType)
    }

    /// `type` with renamed types under their new names.
    func renamed(_ type: SwiftType) -> SwiftType {
        typeRenames.isEmpty ? type : type.replacingNames { typeRenames[$0].map(SwiftType.qualified) }
    }

    // MARK: Servers

    mutating func compareServers() {
        guard let oldNamespace = old.namespace, let newNamespace = new.namespace else { return }
        let newServers = Dictionary(newNamespace.servers.map { ($0.name.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(oldNamespace.servers.map(\.name.name))
        for server in oldNamespace.servers {
            let subject = oldNamespace.name + "." + server.name.name
            guard let match = newServers[server.name.name] else {
                report(.serverRemoved, subject, "server `\(subject)` removed", at: old.location(of: server), side: .old)
                continue
            }
            if match.url != server.url {
                report(
                    .serverURLChanged,
                    subject,
                    "server `\(subject)` is now \(SwiftLiteral.string(match.url)) (was \(SwiftLiteral.string(server.url)))",
                    at: new.location(of: match)
                )
            }
        }
        for server in newNamespace.servers where !oldNames.contains(server.name.name) {
            let subject = newNamespace.name + "." + server.name.name
            report(.serverAdded, subject, "server `\(subject)` added", at: new.location(of: server))
        }
        if oldNamespace.documentation.describing != newNamespace.documentation.describing {
            report(
                .documentationChanged,
                newNamespace.name,
                "documentation of `\(newNamespace.name)` changed",
                at: new.document.info.sourceLocation ?? new.document.sourceLocation
            )
        }
    }
}
