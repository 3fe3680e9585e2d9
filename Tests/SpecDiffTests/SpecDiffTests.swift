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

extension SpecDiffTests {
    /// A type an operation's responses need (here its answers by status) is placed at the operation's success
    /// response, not at the top of the spec: it comes from no schema.
    @Test func aTypeOfAnOperationsResponsesIsPlacedAtItsSuccessResponse() throws {
        let answers = """
                    '201':
                      description: Created
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Pet'}
                    '202': {description: Accepted}

            """
        let new = SpecPairs.base.replacingOccurrences(of: "        '201': {description: Created}\n", with: answers)
        #expect(new != SpecPairs.base)
        let changes = SpecDiff.compare(
            try SpecPairs.plan(try SpecPairs.load(SpecPairs.base, file: "old.yaml")),
            try SpecPairs.plan(try SpecPairs.load(new, file: "new.yaml"))
        )
        let added = try #require(changes.first { $0.rule == .typeAdded }, "\(changes.map(\.message))")
        #expect(added.message.contains("CreatePet.Output"), "\(added.message)")
        let line = try #require(
            new.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "        '201':" }
        )
        // The response object, on the line after its status.
        #expect(added.location?.line == line + 2, "\(String(describing: added.location))")
    }
}
