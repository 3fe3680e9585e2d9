import Mustache
import Testing

/// One row of a spec-style table: a template, its data and partials, and the exact text it must render.
struct RenderCase: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var template: String
    var data: MustacheValue
    var partials: [String: String]
    var expected: String

    init(
        _ name: String,
        _ template: String,
        _ data: MustacheValue = [:],
        partials: [String: String] = [:],
        expected: String
    ) {
        self.testDescription = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }

    /// Renders the template in a set with the partials, as the emitter does.
    func render() throws -> String {
        var sources = partials
        sources["case"] = template
        return try TemplateSet(sources: sources).render("case", data)
    }
}
