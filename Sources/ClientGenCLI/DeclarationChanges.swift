import ClientGenerator
import OutputWriter

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
    init(_ summary: WriteSummary, declarations: [String: DeclarationSummary]) {
        var added: [Entry] = []
        var changed: [Entry] = []
        func entry(_ change: Change, _ path: String) -> Entry {
            Entry(change: change, path: path, declaration: declarations[path]?.description ?? "")
        }
        // The writer lists its files in path order, and the added ones in the same order, nearly always: one walk
        // over both tells them apart, without hashing every path.
        let isSorted = zip(summary.written, summary.written.dropFirst()).allSatisfy { $0 <= $1 }
        if isSorted {
            var next = summary.added.startIndex
            for path in summary.written {
                if next < summary.added.endIndex && summary.added[next] == path {
                    added.append(entry(.added, path))
                    next += 1
                } else {
                    changed.append(entry(.changed, path))
                }
            }
        }
        if !isSorted || added.count != summary.added.count {
            let addedPaths = Set(summary.added)
            let written = summary.written.sorted()
            added = written.filter(addedPaths.contains).map { entry(.added, $0) }
            changed = written.filter { !addedPaths.contains($0) }.map { entry(.changed, $0) }
        }
        entries =
            added + changed
            + summary.removed.sorted().map { Entry(change: .removed, path: $0, declaration: Self.stem(of: $0)) }
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
        // Thousands of entries when a big spec is first generated: each is read once, and only the names shown are
        // copied.
        return Change.allCases.compactMap { change in
            var kinds: [(kind: Substring, count: Int, shown: [Substring])] = []
            for entry in entries where entry.change == change {
                let declaration = entry.declaration[...]
                let kind: Substring
                let name: Substring
                if let space = declaration.utf8.firstIndex(of: UInt8(ascii: " ")) {
                    kind = declaration[..<space]
                    name = declaration[declaration.index(after: space)...]
                } else {
                    kind = "file"
                    name = declaration.isEmpty ? entry.path[...] : declaration
                }
                if let index = kinds.firstIndex(where: { $0.kind == kind }) {
                    kinds[index].count += 1
                    if kinds[index].shown.count < 3 { kinds[index].shown.append(name) }
                } else {
                    kinds.append((kind, 1, [name]))
                }
            }
            guard !kinds.isEmpty else { return nil }
            let total = kinds.reduce(0) { $0 + $1.count }
            let described = kinds.sorted { $0.kind < $1.kind }.map { kind in
                let shown = kind.shown.joined(separator: ", ") + (kind.count > 3 ? ", …" : "")
                return "\(kind.count) \(kind.kind) (\(shown))"
            }
            return "  \(change.rawValue) \(total): " + described.joined(separator: ", ")
        }
    }

    /// `Pet` for `Models/Pet.swift`.
    private static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }
}
