import Diagnostics
import Mustache
import Testing

struct MustacheErrorTests {
    @Test func aLocatedErrorBecomesADiagnosticAtTheSamePlace() {
        let error = MustacheError(
            .unclosedSection("properties"),
            file: "Templates/model.mustache",
            position: .init(line: 12, column: 5)
        )
        #expect(error.description == "Templates/model.mustache:12:5: error: section 'properties' is never closed")
        #expect(
            error.diagnostic.description
                == "Templates/model.mustache:12:5: error: section 'properties' is never closed "
                + "[template.unclosed-section]"
        )
    }

    @Test func aWholeFileErrorPointsAtTheFileStart() {
        let error = MustacheError(.unreadable(reason: "the file is not UTF-8 text"), file: "My/model.mustache")
        #expect(error.description == "My/model.mustache: error: cannot read template: the file is not UTF-8 text")
        #expect(error.diagnostic.location == SourceLocation(file: "My/model.mustache", line: 1, column: 1))
    }

    @Test func anErrorWithoutFileHasNoLocation() {
        let error = MustacheError(.unknownTemplate("enum"), file: "")
        #expect(error.diagnostic.description == "error: no template named 'enum' [template.unknown-template]")
    }
}
