import Diagnostics
import Testing

struct DiagnosticTests {
    @Test func printsLocationSeverityMessageAndID() {
        let diagnostic = Diagnostic(
            .error,
            "yaml.duplicate-key",
            "duplicate key 'name'",
            at: SourceLocation(file: "Specs/eto.yaml", line: 42, column: 7),
            notes: [.init("first defined here", at: SourceLocation(file: "Specs/eto.yaml", line: 40, column: 7))]
        )
        #expect(
            diagnostic.description == """
                Specs/eto.yaml:42:7: error: duplicate key 'name' [yaml.duplicate-key]
                Specs/eto.yaml:40:7: note: first defined here
                """
        )
    }

    @Test func noteWithoutLocationBorrowsTheDiagnosticsLocation() {
        let diagnostic = Diagnostic(
            .warning,
            "x",
            "skipped",
            at: SourceLocation(file: "a.yaml", line: 1, column: 2),
            notes: [.init("why")]
        )
        #expect(diagnostic.description == "a.yaml:1:2: warning: skipped [x]\na.yaml:1:2: note: why")
    }

    @Test func withoutLocationPrintsSeverityFirst() {
        #expect(Diagnostic(.error, "cli.usage", "no input", at: nil).description == "error: no input [cli.usage]")
    }

    @Test func bagCountsErrors() {
        let bag = DiagnosticBag()
        bag.emit(Diagnostic(.warning, "w", "w", at: nil))
        #expect(!bag.hasErrors)
        bag.emit(Diagnostic(.error, "e", "e", at: nil))
        #expect(bag.hasErrors)
        #expect(bag.errors.count == 1)
        #expect(bag.diagnostics.count == 2)
    }

    @Test func severitiesAreOrdered() {
        #expect(Diagnostic.Severity.note < .warning)
        #expect(Diagnostic.Severity.warning < .error)
    }
}
