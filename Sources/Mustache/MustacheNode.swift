/// One piece of a compiled template.
enum MustacheNode: Sendable {
    /// Text copied as is; never spans a line start, so indentation can go between text nodes.
    case text(String)
    /// The start of a template line that survives: a standalone partial's indentation goes here.
    case lineStart
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: the value inserted verbatim.
    case variable(MustacheName)
    /// `{{#name}}…{{/name}}`.
    case section(MustacheName, [MustacheNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(MustacheName, [MustacheNode])
    /// `{{> name}}`; `indentation` is `nil` unless the tag stands alone on its line.
    case partial(String, indentation: String?, MustacheError.Position)
}

/// A name as written in a tag: `.` (no parts) or dotted parts such as `a.b.c`.
struct MustacheName: Hashable, Sendable {
    /// Empty for the implicit iterator `{{.}}`.
    var parts: [String]
}
