/// What a write would change in the output folder, found without writing: `generate --check`.
public struct CheckReport: Hashable, Sendable {
    /// Files that would be created.
    public var added: [String]
    /// Files whose contents would change.
    public var modified: [String]
    /// Generated files that would be removed because they are no longer produced.
    public var removed: [String]
    /// Files that are already right.
    public var unchanged: [String]
    /// A unified diff from the folder as it is (`a/`) to the folder as it would be (`b/`); empty when
    /// nothing would change. A new file is diffed from `/dev/null`, a removed one to it.
    public var diff: String

    public init(added: [String], modified: [String], removed: [String], unchanged: [String], diff: String) {
        self.added = added
        self.modified = modified
        self.removed = removed
        self.unchanged = unchanged
        self.diff = diff
    }

    /// Whether the folder differs from what would be generated (`generate --check` then exits 1).
    public var isStale: Bool { !(added.isEmpty && modified.isEmpty && removed.isEmpty) }

    /// What `generate --check` prints: the diff, what would change, and `regenerateCommand`, the exact
    /// command that brings the folder up to date.
    public func message(regenerateCommand: String) -> String {
        guard isStale else {
            let files = unchanged.count == 1 ? "file is" : "files are"
            return "the generated files are up to date (\(unchanged.count) \(files) unchanged)\n"
        }
        return diff + "the generated files are out of date: \(added.count) added, \(modified.count) modified, "
            + "\(removed.count) removed\nregenerate them with:\n    \(regenerateCommand)\n"
    }
}
