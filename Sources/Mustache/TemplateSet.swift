/// Named templates compiled once, whose `{{> name}}` partials resolve within the set.
///
/// Every partial a template names is checked when the set is made, so rendering can fail only on a partial
/// recursion deeper than ``maximumPartialDepth`` or on runaway work (``MustacheError/Kind/renderTooLong(limit:)``).
public struct TemplateSet: Sendable {
    /// How deep partials may include partials before rendering stops with an error instead of a crash.
    public static let maximumPartialDepth = 100

    /// Steps (template nodes rendered) a render may take however small its templates and context are; past it,
    /// the limit becomes every node of every template once for each value of the context, and past that the
    /// render fails. Far above what any declaration of the test corpus takes, so only runaway work meets it.
    public var minimumStepLimit = defaultMinimumStepLimit
    static let defaultMinimumStepLimit = 1 << 20

    /// The templates by name.
    public let templates: [String: MustacheTemplate]
    /// Files of an override folder whose names match no built-in template and that no template includes as a
    /// partial, sorted: likely misspelt, worth a warning.
    public let unknownOverrides: [String]

    /// A set of already compiled templates; fails on the first partial that names no template of the set.
    public init(templates: [String: MustacheTemplate]) throws(MustacheError) {
        try self.init(templates: templates, unknownOverrides: [])
    }

    /// Compiles each source, naming its file `<name>.mustache` in errors.
    public init(sources: [String: String]) throws(MustacheError) {
        var templates: [String: MustacheTemplate] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try MustacheTemplate(sources[name] ?? "", file: "\(name).mustache")
        }
        try self.init(templates: templates)
    }

    init(templates: [String: MustacheTemplate], unknownOverrides: [String]) throws(MustacheError) {
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            for reference in template.partialReferences where templates[reference.name] == nil {
                throw MustacheError(.unknownPartial(reference.name), file: template.file, position: reference.position)
            }
        }
        self.templates = templates
        self.unknownOverrides = unknownOverrides
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the template called `name` with `context`, its partials taken from this set.
    public func render(_ name: String, _ context: MustacheValue) throws(MustacheError) -> String {
        guard let template = templates[name] else { throw MustacheError(.unknownTemplate(name), file: "") }
        return try template.render(context, partials: templates, minimumStepLimit: minimumStepLimit)
    }
}
