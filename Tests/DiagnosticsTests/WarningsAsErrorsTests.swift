import Diagnostics
import Testing

/// `--strict`: every warning reaches the collector as an error at the same place, with the same id, message and
/// notes; errors and notes pass unchanged, and the run can tell afterwards that it must fail.
struct WarningsAsErrorsTests {
    @Test func warningsBecomeErrorsAndNothingElseChanges() {
        let place = SourceLocation(file: "api.yaml", line: 3, column: 5)
        let warning = Diagnostic(
            .warning,
            "openapi.unknown-key",
            "unknown key 'host'; it is ignored",
            at: place,
            notes: [.init("extensions must start with 'x-'")]
        )
        let error = Diagnostic(.error, "yaml.syntax", "bad indentation", at: place)
        let note = Diagnostic(.note, "lint.unused-schema", "no operation uses schema 'Pet'", at: place)
        let bag = DiagnosticBag()
        let strict = WarningsAsErrors(bag)
        for diagnostic in [warning, error, note] { strict.emit(diagnostic) }

        var promoted = warning
        promoted.severity = .error
        #expect(bag.diagnostics == [promoted, error, note])
        #expect(strict.promoted == [promoted])
        #expect(
            bag.diagnostics[0].description
                == "api.yaml:3:5: error: unknown key 'host'; it is ignored [openapi.unknown-key]\n"
                + "api.yaml:3:5: note: extensions must start with 'x-'"
        )
    }

    @Test func aRunWithoutWarningsPromotesNothing() {
        let bag = DiagnosticBag()
        let strict = WarningsAsErrors(bag)
        strict.emit(Diagnostic(.note, "lint.missing-operation-id", "GET /a has no operationId", at: nil))
        #expect(strict.promoted.isEmpty)
        #expect(bag.diagnostics.count == 1)
    }
}
