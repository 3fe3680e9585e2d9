import OutputWriter
import Testing

/// Known diffs, checked against what GNU `diff -u --label a/f --label b/f` prints for the same texts.
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff().text(from: old, to: new, oldLabel: "a/f", newLabel: "b/f")
    }

    private func numbers(_ range: ClosedRange<Int>, replacing replacements: [Int: String] = [:]) -> String {
        range.map { replacements[$0] ?? "\($0)" }.joined(separator: "\n") + "\n"
    }

    @Test(
        arguments: [
            ("equal texts", "a\nb\n", "a\nb\n", ""),
            ("both empty", "", "", ""),
            (
                "insert", "a\nb\nc\n", "a\nb\nx\nc\n",
                "--- a/f\n+++ b/f\n@@ -1,3 +1,4 @@\n a\n b\n+x\n c\n"
            ),
            ("delete", "a\nb\nc\n", "a\nc\n", "--- a/f\n+++ b/f\n@@ -1,3 +1,2 @@\n a\n-b\n c\n"),
            ("change", "a\nb\nc\n", "a\nB\nc\n", "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
            ("insert at start", "b\nc\n", "a\nb\nc\n", "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n+a\n b\n c\n"),
            ("append", "a\n", "a\nb\n", "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n"),
            ("from empty", "", "a\n", "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n"),
            ("to empty", "a\n", "", "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n"),
            (
                "newline added at end", "a\nb", "a\nb\n",
                "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"
            ),
            (
                "newline removed at end", "a\nb\n", "a\nb",
                "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"
            ),
            (
                "carriage return counts", "a\r\nb\n", "a\nb\n",
                "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n"
            ),
            (
                "canonically equal but different bytes", "caf\u{E9}\n", "cafe\u{301}\n",
                "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n"
            ),
        ])
    func knownCase(name: String, old: String, new: String, expected: String) {
        #expect(diff(old, new) == expected, "\(name)")
    }

    @Test func contextIsThreeLinesEachSide() {
        #expect(
            diff(numbers(1...10), numbers(1...10, replacing: [5: "five"]))
                == "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        )
    }

    @Test func distantChangesAreSeparateHunks() {
        #expect(
            diff(numbers(1...20), numbers(1...20, replacing: [5: "five", 16: "sixteen"]))
                == """
                --- a/f
                +++ b/f
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8
                @@ -13,7 +13,7 @@
                 13
                 14
                 15
                -16
                +sixteen
                 17
                 18
                 19

                """
        )
    }

    @Test func changesSixLinesApartShareAHunk() {
        let text = diff(numbers(1...20), numbers(1...20, replacing: [5: "five", 12: "twelve"]))
        #expect(text.components(separatedBy: "\n@@").count == 2)
        #expect(text.contains("@@ -2,14 +2,14 @@\n"))
    }

    @Test func contextIsAnOption() {
        let text = UnifiedDiff(context: 0).text(
            from: numbers(1...10),
            to: numbers(1...10, replacing: [5: "five"]),
            oldLabel: "a/f",
            newLabel: "b/f"
        )
        #expect(text == "--- a/f\n+++ b/f\n@@ -5 +5 @@\n-5\n+five\n")
    }

    @Test func twentyThousandLinesWithOneChangeGiveOneSmallHunk() {
        let old = numbers(1...20_000)
        let new = numbers(1...20_000, replacing: [10_000: "ten thousand"])
        #expect(
            diff(old, new)
                == "--- a/f\n+++ b/f\n@@ -9997,7 +9997,7 @@\n 9997\n 9998\n 9999\n-10000\n+ten thousand\n"
                + " 10001\n 10002\n 10003\n"
        )
    }

    @Test func twentyThousandLinesWithNothingInCommonAreReplacedWhole() {
        let old = numbers(1...20_000)
        let new = numbers(20_001...40_000)
        let lines = diff(old, new).split(separator: "\n")
        #expect(lines[2] == "@@ -1,20000 +1,20000 @@")
        #expect(lines.count == 3 + 40_000)
        #expect(lines[3] == "-1" && lines[20_003] == "+20001")
    }

    @Test func movedBlockKeepsTheLongerRun() {
        let old = numbers(1...8)
        let new = "7\n8\n" + numbers(1...6)
        #expect(diff(old, new) == "--- a/f\n+++ b/f\n@@ -1,8 +1,8 @@\n+7\n+8\n 1\n 2\n 3\n 4\n 5\n 6\n-7\n-8\n")
    }
}
