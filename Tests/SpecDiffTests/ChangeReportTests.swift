import Diagnostics
import SpecDiff
import Testing

struct ChangeReportTests {
    static let report = ChangeReport(
        oldName: "git:main:api.yaml",
        newName: "api.yaml",
        changes: [
            APIChange(
                .documentationChanged,
                "API.listPets",
                "documentation of `API.listPets` changed",
                at: SourceLocation(file: "api.yaml", line: 7, column: 7),
                side: .new
            ),
            APIChange(
                .typeRemoved,
                "Owner",
                "type `Owner` removed | gone",
                at: SourceLocation(file: "api.yaml", line: 40, column: 5),
                side: .old
            ),
        ]
    )

    @Test func textGroupsWorstFirst() {
        #expect(
            Self.report.text() == """
                Breaking for Swift callers (1):
                api.yaml:40:5: error: type `Owner` removed | gone [type-removed]

                Compatible (1):
                api.yaml:7:7: note: documentation of `API.listPets` changed [documentation-changed]

                1 breaking for Swift callers, 0 breaking on the wire, 1 compatible

                """
        )
    }

    @Test func markdownEscapesTableCellsAndMarksOldLocations() {
        #expect(
            Self.report.markdown() == """
                ### API changes: `git:main:api.yaml` → `api.yaml`

                **1 breaking for Swift callers**, 0 breaking on the wire, 1 compatible.

                #### Breaking for Swift callers (1)

                | Change | Rule | Where |
                | --- | --- | --- |
                | type `Owner` removed \\| gone | `type-removed` | `api.yaml:40:5` (old) |

                #### Compatible (1)

                | Change | Rule | Where |
                | --- | --- | --- |
                | documentation of `API.listPets` changed | `documentation-changed` | `api.yaml:7:7` |

                """
        )
    }

    @Test func emptyReportsSayNothingChanged() {
        let empty = ChangeReport(oldName: "a.yaml", newName: "b.yaml", changes: [])
        #expect(empty.text() == "no API changes from a.yaml to b.yaml\n")
        #expect(empty.markdown().hasSuffix("No changes to the generated Swift API or the wire.\n"))
        #expect(
            empty.json() == """
                {
                  "old": "a.yaml",
                  "new": "b.yaml",
                  "counts": {"swift": 0, "wire": 0, "compatible": 0},
                  "changes": []
                }

                """
        )
        #expect(!empty.hasChanges(atLeast: .compatible))
    }

    @Test(arguments: ChangeRule.allCases)
    func everyRuleHasAStableKebabCaseID(_ rule: ChangeRule) {
        #expect(rule.rawValue.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(ChangeRule(rawValue: rule.rawValue) == rule)
    }
}
