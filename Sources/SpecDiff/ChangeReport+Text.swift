extension ChangeReport {
    /// Plain text grouped by kind, each change as `file:line:col: error|warning|note: message [rule]`, so
    /// editors jump to it; a last line counts them.
    public func text() -> String {
        var output = ""
        for kind in ChangeKind.allCases {
            let group = changes.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            output += "\(kind.title) (\(group.count)):\n"
            for change in group {
                let prefix = change.location.map { "\($0): " } ?? ""
                output += "\(prefix)\(kind.label): \(change.message) [\(change.rule.rawValue)]\n"
            }
            output += "\n"
        }
        output += changes.isEmpty ? "no API changes from \(oldName) to \(newName)\n" : summaryLine + "\n"
        return output
    }
}
