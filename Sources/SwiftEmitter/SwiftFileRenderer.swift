import Mustache

/// Renders declarations into whole Swift files with the templates, built-in or overridden.
public struct SwiftFileRenderer: Sendable {
    public let templates: TemplateSet
    public let access: AccessLevel

    public init(templates: TemplateSet, access: AccessLevel = .public) {
        self.templates = templates
        self.access = access
    }

    /// The complete file for `declaration`: header naming `specPath`, imports, the declaration.
    public func render(_ declaration: Declaration, specPath: String) throws(MustacheError) -> String {
        let body: String
        switch declaration {
        case .structure(let blueprint):
            body = try templates.render("model-struct", blueprint.renderContext(access: access))
        case .enumeration(let blueprint):
            body = try templates.render("model-enum", blueprint.renderContext(access: access))
        case .oneOf(let blueprint):
            body = try templates.render("model-one-of", blueprint.renderContext(access: access))
        case .operation(let blueprint):
            body = try templates.render("operation", blueprint.renderContext(access: access))
        case .namespace(let blueprint):
            body = try templates.render("namespace", blueprint.renderContext(access: access))
        case .typeAlias(let blueprint):
            body = try templates.render("model-typealias", blueprint.renderContext(access: access))
        case .group(let blueprint):
            body = try templates.render("group", blueprint.renderContext(access: access))
        }
        return try templates.render(
            "file",
            [
                "specPath": .string(DocComment.inline(specPath)),
                "imports": ["ClientGenRuntime", "Foundation"],
                "declaration": .string(body),
            ]
        )
    }
}
