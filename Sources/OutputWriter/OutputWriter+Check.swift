import Diagnostics
import Foundation

extension OutputWriter {
    /// What ``write(_:to:diagnostics:)`` would change in `directory`, with a unified diff, writing nothing.
    ///
    /// Problems that would stop a write are emitted and thrown the same way.
    public func check(
        _ files: [GeneratedFile],
        against directory: URL,
        diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> CheckReport {
        let plan = WritePlan.make(files, in: directory, keepsRemovedContents: true)
        try Self.report(plan.problems, to: diagnostics)

        var changes: [(path: String, old: [UInt8]?, new: [UInt8]?)] = plan.writes.map {
            ($0.path.description, $0.old, $0.new)
        }
        changes += plan.removals.map { ($0.path, $0.old, nil) }
        changes.sort { $0.path.split(separator: "/").lexicographicallyPrecedes($1.path.split(separator: "/")) }

        let differ = UnifiedDiff()
        var diff = ""
        for change in changes {
            diff += differ.text(
                from: change.old ?? [],
                to: change.new ?? [],
                oldLabel: change.old == nil ? "/dev/null" : "a/" + change.path,
                newLabel: change.new == nil ? "/dev/null" : "b/" + change.path
            )
        }
        return CheckReport(
            added: plan.writes.filter { $0.old == nil }.map(\.path.description),
            modified: plan.writes.filter { $0.old != nil }.map(\.path.description),
            removed: plan.removals.map(\.path),
            unchanged: plan.unchanged.map(\.description),
            diff: diff
        )
    }
}
