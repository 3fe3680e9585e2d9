import ClientGenerator
import Diagnostics

/// What a command prints about the specs it read: each diagnostic (or the lines a skipped run kept of them), then
/// the ``DiagnosticSummary`` of them all.
struct DiagnosticReport {
    private var printed: [String] = []
    private var counted: [Diagnostic] = []

    /// Adds diagnostics, printed in the order given.
    mutating func add(_ diagnostics: [Diagnostic]) {
        printed += diagnostics.map(\.description)
        counted += diagnostics
    }

    /// Adds the printed lines of diagnostics from an earlier run, and those diagnostics to count.
    mutating func add(lines: [String], counted diagnostics: [Diagnostic]) {
        printed += lines
        counted += diagnostics
    }

    /// The diagnostics, then the summary when there is anything to count.
    var lines: [String] { printed + DiagnosticSummary(counted).lines }
}
