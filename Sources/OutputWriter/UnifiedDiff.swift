/// The unified diff of two texts, in the form `diff -u` and `git diff` print and `patch` and `git apply` read.
///
/// Lines are compared byte for byte, line endings included, so a change of a trailing newline shows
/// (marked `\ No newline at end of file`), and hunks carry `context` unchanged lines on each side.
public struct UnifiedDiff: Sendable {
    /// Unchanged lines shown around each change.
    public var context: Int

    public init(context: Int = 3) {
        self.context = max(0, context)
    }

    /// The diff from `old` to `new` under `---`/`+++` headers naming `oldLabel` and `newLabel`;
    /// empty when the texts are equal.
    public func text(from old: String, to new: String, oldLabel: String, newLabel: String) -> String {
        text(from: Array(old.utf8), to: Array(new.utf8), oldLabel: oldLabel, newLabel: newLabel)
    }

    /// The diff of two byte sequences read as UTF-8 text (invalid bytes are shown as U+FFFD).
    public func text(from old: [UInt8], to new: [UInt8], oldLabel: String, newLabel: String) -> String {
        if old == new { return "" }
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        let script = LineDiff(from: oldLines, to: newLines)
        let edits = Self.edits(script)
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits) {
            output += header(of: edits[hunk])
            for edit in edits[hunk] {
                switch edit.kind {
                case .keep: Self.append(" ", oldLines[edit.old], to: &output)
                case .delete: Self.append("-", oldLines[edit.old], to: &output)
                case .insert: Self.append("+", newLines[edit.new], to: &output)
                }
            }
        }
        return output
    }

    /// One step of the script; `old` and `new` count the lines of each side before it.
    private struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        var old: Int
        var new: Int
    }

    /// The lines of `bytes`, each with its `\n` except perhaps the last.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The script in order, deletions before insertions within a change.
    private static func edits(_ script: LineDiff) -> [Edit] {
        var edits: [Edit] = []
        var (old, new) = (0, 0)
        let (oldCount, newCount) = (script.deleted.count, script.inserted.count)
        while old < oldCount || new < newCount {
            if old < oldCount && (script.deleted[old] || new == newCount) {
                edits.append(Edit(kind: .delete, old: old, new: new))
                old += 1
            } else if new < newCount && (script.inserted[new] || old == oldCount) {
                edits.append(Edit(kind: .insert, old: old, new: new))
                new += 1
            } else {
                edits.append(Edit(kind: .keep, old: old, new: new))
                old += 1
                new += 1
            }
        }
        return edits
    }

    /// The ranges of `edits` shown as hunks: each change with `context` kept lines around it, merging
    /// changes whose context would touch or overlap.
    private func hunks(_ edits: [Edit]) -> [Range<Int>] {
        let changes = edits.indices.filter { edits[$0].kind != .keep }
        var hunks: [Range<Int>] = []
        var index = 0
        while index < changes.count {
            let first = changes[index]
            var last = first
            index += 1
            while index < changes.count && changes[index] - last - 1 <= 2 * context {
                last = changes[index]
                index += 1
            }
            hunks.append(max(0, first - context)..<min(edits.count, last + context + 1))
        }
        return hunks
    }

    /// `@@ -start,count +start,count @@`, with GNU diff's conventions: a count of 1 is left out, and an
    /// empty side starts at the line before it.
    private func header(of hunk: ArraySlice<Edit>) -> String {
        guard let first = hunk.first else { return "" }
        let oldCount = hunk.count(where: { $0.kind != .insert })
        let newCount = hunk.count(where: { $0.kind != .delete })
        return "@@ -\(Self.range(first.old, oldCount)) +\(Self.range(first.new, newCount)) @@\n"
    }

    private static func range(_ preceding: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(preceding),0"
        case 1: "\(preceding + 1)"
        default: "\(preceding + 1),\(count)"
        }
    }

    private static func append(_ prefix: String, _ line: ArraySlice<UInt8>, to output: inout String) {
        output += prefix
        output += String(decoding: line, as: UTF8.self)
        if line.last != UInt8(ascii: "\n") { output += "\n\\ No newline at end of file\n" }
    }
}
