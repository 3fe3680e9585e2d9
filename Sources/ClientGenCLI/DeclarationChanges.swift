import OutputWriter
import SwiftEmitter

/// What a regeneration changed, declaration by declaration, so a reviewer sees its shape at a glance:
/// `+ Models/Pet.swift  struct Pet`. Made from the files the writer added, changed and removed.
struct DeclarationChanges: Equatable {
    enum Change: String, CaseIterable {
        case added = "+"
        case changed = "~"
        case removed = "-"
    }

    struct Entry: Equatable {
        var change: Change
        var path: String
        /// `struct Pet`, `func Petstore.listPets`; for a removed file, the name its file is named after.
        var declaration: String
    }

    /// Added, then changed, then removed, each sorted by path.
    var entries: [Entry]

    /// `declarations` describes the declaration of each generated file by path.
    init(_ summary: WriteSummary, declarations: [String: String]) {
        let added = Set(summary.added)
        let written = summary.written.sorted()
        entries =
            written.filter(added.contains).map { Entry(change: .added, path: $0, declaration: declarations[$0] ?? "") }
            + written.filter { !added.contains($0) }.map {
                Entry(change: .changed, path: $0, declaration: declarations[$0] ?? "")
            }
            + summary.removed.sorted().map { Entry(change: .removed, path: $0, declaration: Self.stem(of: $0)) }
    }

    /// `struct Pet` for a planned file's declaration.
    static func describe(_ declaration: Declaration) -> String {
        switch declaration {
        case .structure(let blueprint): "struct \(blueprint.name)"
        case .enumeration(let blueprint): "enum \(blueprint.name)"
        case .oneOf(let blueprint): "enum \(blueprint.name)"
        case .typeAlias(let blueprint): "typealias \(blueprint.name)"
        case .namespace(let blueprint): "enum \(blueprint.name)"
        case .group(let blueprint): "enum \(blueprint.namespace).\(blueprint.name)"
        case .operation(let blueprint): "func \(blueprint.namespace).\(blueprint.name.name)"
        case .envelope(let blueprint): "static let \(blueprint.namespace).\(blueprint.name.name)"
        }
    }

    /// One line per entry, indented under the summary line; past `limit` entries, one line per kind of change
    /// with counts per kind of declaration and their first names.
    func lines(limit: Int = 20) -> [String] {
        guard entries.count > limit else {
            let width = entries.map(\.path.count).max() ?? 0
            return entries.map { entry in
                let padding = String(repeating: " ", count: width - entry.path.count + 2)
                return
                    "  \(entry.change.rawValue) \(entry.path)\(entry.declaration.isEmpty ? "" : padding + entry.declaration)"
            }
        }
        return Change.allCases.compactMap { change in
            let group = entries.filter { $0.change == change }
            guard !group.isEmpty else { return nil }
            var names: [String: [String]] = [:]
            for entry in group {
                let words = entry.declaration.split(separator: " ", maxSplits: 1).map(String.init)
                let kind = words.count == 2 ? words[0] : "file"
                names[kind, default: []].append(words.last ?? entry.path)
            }
            let kinds = names.keys.sorted().map { kind in
                let all = names[kind] ?? []
                let shown = all.prefix(3).joined(separator: ", ") + (all.count > 3 ? ", …" : "")
                return "\(all.count) \(kind) (\(shown))"
            }
            return "  \(change.rawValue) \(group.count): " + kinds.joined(separator: ", ")
        }
    }

    /// `Pet` for `Models/Pet.swift`.
    private static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }
}
