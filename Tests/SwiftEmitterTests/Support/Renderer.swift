import ClientGenTemplates
import Mustache
import SwiftEmitter

/// Renders a declaration with the built-in templates, as `clientgen` does.
func render(_ declaration: Declaration, access: AccessLevel = .public) throws -> String {
    let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all), access: access)
    return try renderer.render(declaration, specPath: "Specs/test.yaml")
}
