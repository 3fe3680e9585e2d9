import Testing

@testable import OutputWriter

/// The edit script is valid and as short as possible, checked against a plain LCS table.
struct LineDiffTests {
    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    private func longestCommonSubsequence(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test(arguments: 0..<4)
    func randomSequencesGetAValidShortestScript(seed: UInt64) {
        var generator = Generator(state: seed)
        for _ in 0..<150 {
            let alphabet = Array("abcdef".prefix(Int.random(in: 2...6, using: &generator)))
            let a = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let b = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let script = LineDiff(from: a, to: b)
            let keptA = a.indices.filter { !script.deleted[$0] }.map { a[$0] }
            let keptB = b.indices.filter { !script.inserted[$0] }.map { b[$0] }
            #expect(keptA == keptB, "kept elements must match: \(String(a)) → \(String(b))")
            #expect(
                script.editCount == a.count + b.count - 2 * longestCommonSubsequence(a, b),
                "not minimal: \(String(a)) → \(String(b))"
            )
        }
    }

    @Test func identicalSequencesHaveNoEdits() {
        let script = LineDiff(from: Array(1...100), to: Array(1...100))
        #expect(script.editCount == 0)
    }
}
