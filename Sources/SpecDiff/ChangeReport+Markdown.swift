import Foundation

extension ChangeReport {
    /// A pull-request comment: a headline with the counts, then a table per kind.
    public func markdown() -> String {
        var output = "### API changes: `\(Self.code(oldName))` → `\(Self.code(newName))`\n\n"
        guard !changes.isEmpty else { return output + "No changes to the generated Swift API or the wire.\n" }
        let swift = count(of: .swiftBreaking)
        output += swift > 0 ? "**\(swift) breaking for Swift callers**" : "0 breaking for Swift callers"
        output += ", \(count(of: .wireBreaking)) breaking on the wire, \(count(of: .compatible)) compatible.\n"
        for kind in ChangeKind.allCases {
            let group = changes.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            output += "\n#### \(kind.title) (\(group.count))\n\n| Change | Rule | Where |\n| --- | --- | --- |\n"
            for change in group {
                let place = change.location.map { "`\(Self.code($0.description))`" } ?? ""
                let side = change.side == .old ? " (old)" : ""
                output += "| \(Self.cell(change.message)) | `\(change.rule.rawValue)` | \(place)\(side) |\n"
            }
        }
        return output
    }

    /// Text for a table cell: no line breaks or unescaped pipes.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// Text for inline code: a backtick would end it.
    private static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
    }
}
