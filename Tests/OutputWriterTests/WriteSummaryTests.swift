import OutputWriter
import Testing

struct WriteSummaryTests {
    @Test(
        arguments: [
            (3, 12, 1, Duration.milliseconds(210), "wrote 3 files, 12 unchanged, 1 removed in 0.21 s"),
            (1, 0, 0, .milliseconds(5), "wrote 1 file, 0 unchanged, 0 removed in 0.01 s"),
            (0, 40, 2, .seconds(12) + .milliseconds(344), "wrote 0 files, 40 unchanged, 2 removed in 12.34 s"),
            (0, 0, 0, .zero, "wrote 0 files, 0 unchanged, 0 removed in 0.00 s"),
            (2, 0, 0, .milliseconds(995), "wrote 2 files, 0 unchanged, 0 removed in 1.00 s"),
        ])
    func summaryLine(written: Int, unchanged: Int, removed: Int, elapsed: Duration, expected: String) {
        let summary = WriteSummary(
            written: (0..<written).map { "W\($0).swift" },
            unchanged: (0..<unchanged).map { "U\($0).swift" },
            removed: (0..<removed).map { "R\($0).swift" }
        )
        #expect(summary.line(elapsed: elapsed) == expected)
    }
}
