import Diagnostics
import SpecDiff
import Testing

struct SpecDiffTests {
    @Test(arguments: SpecPairs.all)
    func classifiesEachRule(_ pair: SpecPairs.Pair) throws {
        #expect(pair.missingEdits.isEmpty)
        let changes = try SpecPairs.changes(pair)
        #expect(changes.map(\.rule) == pair.expected, "\(changes.map(\.message))")
        if let first = changes.first {
            #expect(first.location == pair.expectedLocation, "\(first.message)")
            #expect(first.side == pair.expectedSide)
        }
    }
}
