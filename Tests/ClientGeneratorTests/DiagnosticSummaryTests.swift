import ClientGenerator
import Diagnostics
import Testing

/// The summary at the end of `generate`: counts by severity and id, errors first and then the most frequent, each
/// with its first places, so a spec with hundreds of warnings does not scroll the one that matters away.
struct DiagnosticSummaryTests {
    static func at(_ line: Int) -> Diagnostics.SourceLocation {
        SourceLocation(file: "api.yaml", line: line, column: 1)
    }

    @Test func countsByIDWithTheFirstPlacesErrorsFirst() {
        var diagnostics: [Diagnostic] = (1...5).map {
            Diagnostic(.warning, "openapi.unknown-key", "unknown key", at: Self.at($0))
        }
        diagnostics.append(Diagnostic(.warning, "openapi.ref.unresolved", "cannot resolve", at: Self.at(9)))
        diagnostics.append(Diagnostic(.error, "openapi.ref.outside-project", "leaves the folder", at: Self.at(12)))
        diagnostics.append(Diagnostic(.warning, "openapi.ref.unresolved", "cannot resolve", at: Self.at(20)))
        let summary = DiagnosticSummary(diagnostics)
        #expect(
            summary.lines == [
                "summary: 1 error, 7 warnings",
                "  error    openapi.ref.outside-project  1  api.yaml:12:1",
                "  warning  openapi.unknown-key          5  api.yaml:1:1, api.yaml:2:1, api.yaml:3:1 and 2 more",
                "  warning  openapi.ref.unresolved       2  api.yaml:9:1, api.yaml:20:1",
            ]
        )
        #expect(summary.count(of: .warning) == 7)
        #expect(summary.count(of: .note) == 0)
    }

    @Test func nothingToCountPrintsNothing() {
        #expect(DiagnosticSummary([]).lines.isEmpty)
        #expect(DiagnosticSummary([]).isEmpty)
    }

    @Test func aDiagnosticWithoutAPlaceIsCountedWithoutOne() {
        let summary = DiagnosticSummary([Diagnostic(.warning, "template.unknown-override", "unused", at: nil)])
        #expect(summary.lines == ["summary: 1 warning", "  warning  template.unknown-override  1"])
    }
}
