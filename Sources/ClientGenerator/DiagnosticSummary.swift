import Diagnostics

/// The diagnostics of a run counted by severity and id, with the first few places of each, printed after them
/// so that a vendor's spec with hundreds of warnings does not scroll its errors, or the rare warning, away:
///
/// ```
/// summary: 1 error, 214 warnings
///   error    openapi.ref.outside-project    1  api.yaml:12:9
///   warning  openapi.unknown-key          200  api.yaml:3:1, api.yaml:9:5, api.yaml:40:7 and 197 more
///   warning  openapi.ref.unresolved        14  api.yaml:88:13, api.yaml:91:13, api.yaml:140:21 and 11 more
/// ```
public struct DiagnosticSummary: Equatable, Sendable {
    /// The diagnostics of one severity and id.
    public struct Tally: Equatable, Sendable {
        public var severity: Diagnostic.Severity
        public var id: DiagnosticID
        public var count: Int
        /// The first few places, in the order the diagnostics came.
        public var locations: [SourceLocation]
    }

    /// How many places each line shows.
    public static let locationsShown = 3

    /// Errors first, then warnings, then notes; within each, the most frequent id first.
    public private(set) var tallies: [Tally] = []

    /// Counts `diagnostics`, which come in the order their places are to be listed.
    public init(_ diagnostics: [Diagnostic]) {
        var index: [String: Int] = [:]
        for diagnostic in diagnostics {
            let key = diagnostic.severity.rawValue + " " + diagnostic.id.rawValue
            let position =
                index[key]
                ?? {
                    tallies.append(Tally(severity: diagnostic.severity, id: diagnostic.id, count: 0, locations: []))
                    index[key] = tallies.count - 1
                    return tallies.count - 1
                }()
            tallies[position].count += 1
            if let location = diagnostic.location, tallies[position].locations.count < Self.locationsShown {
                tallies[position].locations.append(location)
            }
        }
        tallies.sort { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return lhs.id.rawValue < rhs.id.rawValue
        }
    }

    public var isEmpty: Bool { tallies.isEmpty }

    /// `summary: 1 error, 214 warnings`, then the ``tallyLines``; nothing when there is nothing to count.
    public var lines: [String] {
        guard !tallies.isEmpty else { return [] }
        var totals: [String] = []
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let count = self.count(of: severity)
            if count > 0 { totals.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        return ["summary: " + totals.joined(separator: ", ")] + tallyLines
    }

    /// How many diagnostics of `severity` there are.
    public func count(of severity: Diagnostic.Severity) -> Int {
        tallies.filter { $0.severity == severity }.reduce(0) { $0 + $1.count }
    }

    /// A line per tally: severity, id, count and the first places, in columns.
    public var tallyLines: [String] {
        let idWidth = tallies.map(\.id.rawValue.count).max() ?? 0
        let countWidth = tallies.map { String($0.count).count }.max() ?? 0
        let severityWidth = tallies.map(\.severity.rawValue.count).max() ?? 0
        return tallies.map { tally in
            var places = tally.locations.map(\.description).joined(separator: ", ")
            let unlisted = tally.count - tally.locations.count
            if unlisted > 0 && !tally.locations.isEmpty { places += " and \(unlisted) more" }
            let count = String(tally.count)
            return "  " + Self.padded(tally.severity.rawValue, severityWidth) + "  "
                + Self.padded(tally.id.rawValue, idWidth) + "  "
                + String(repeating: " ", count: countWidth - count.count) + count
                + (places.isEmpty ? "" : "  " + places)
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
