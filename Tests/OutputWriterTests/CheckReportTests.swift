import OutputWriter
import Testing

struct CheckReportTests {
    private let command = "swift run clientgen generate Specs/sesame.yaml --output Generated/SesameAPI"

    @Test func staleMessageEndsWithTheCommandThatRegenerates() {
        let report = CheckReport(
            added: ["A.swift"],
            modified: [],
            removed: ["B.swift"],
            unchanged: ["C.swift"],
            diff: "--- /dev/null\n+++ b/A.swift\n@@ -0,0 +1 @@\n+a\n"
        )
        #expect(
            report.message(regenerateCommand: command) == """
                --- /dev/null
                +++ b/A.swift
                @@ -0,0 +1 @@
                +a
                the generated files are out of date: 1 added, 0 modified, 1 removed
                regenerate them with:
                    swift run clientgen generate Specs/sesame.yaml --output Generated/SesameAPI

                """
        )
    }

    @Test func upToDateMessage() {
        let report = CheckReport(added: [], modified: [], removed: [], unchanged: ["A.swift", "B.swift"], diff: "")
        #expect(!report.isStale)
        #expect(
            report.message(regenerateCommand: command) == "the generated files are up to date (2 files are unchanged)\n"
        )
    }
}
