import Diagnostics

/// A problem with a template, located in its file: `Templates/model.mustache:12:5: error: …`.
public struct MustacheError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A tag opened with the current open delimiter never meets its close delimiter.
        case unclosedTag(expected: String)
        /// `{{#name}}` or `{{^name}}` has no `{{/name}}`.
        case unclosedSection(String)
        /// `{{/closed}}` while the innermost open section is `opened`.
        case mismatchedSectionClose(opened: String, closed: String)
        /// `{{/name}}` with no section open.
        case unopenedSectionClose(String)
        /// `{{=…=}}` without exactly two delimiters free of spaces and `=`.
        case invalidDelimiters(String)
        /// An empty name, or a dotted name with an empty part such as `a..b`.
        case invalidName(String)
        /// `{{> name}}` names no template of the set.
        case unknownPartial(String)
        /// Partials included one inside another more than `limit` times, as an endless recursion does.
        case partialTooDeep(String, limit: Int)
        /// Rendering took more than `limit` steps: far more than the templates and the context need, as when a
        /// partial includes itself twice on each level of the context.
        case renderTooLong(limit: Int)
        /// A template set was asked to render a name it does not hold.
        case unknownTemplate(String)
        /// A template file or folder could not be read.
        case unreadable(reason: String)
    }

    /// A 1-based line and column; columns count characters.
    public struct Position: Hashable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var kind: Kind
    /// The template's file as the user knows it, such as `Templates/model.mustache`; empty when there is none.
    public var file: String
    /// Where in the file; `nil` when the problem is the whole file or no file at all.
    public var position: Position?

    public init(_ kind: Kind, file: String, position: Position? = nil) {
        self.kind = kind
        self.file = file
        self.position = position
    }

    public var description: String {
        var location = file
        if let position {
            location += location.isEmpty ? "" : ":"
            location += "\(position.line):\(position.column)"
        }
        return location.isEmpty ? "error: \(message)" : "\(location): error: \(message)"
    }

    /// The message alone, without location.
    public var message: String {
        switch kind {
        case .unclosedTag(let expected):
            "unclosed tag; expected '\(expected)'"
        case .unclosedSection(let name):
            "section '\(name)' is never closed"
        case .mismatchedSectionClose(let opened, let closed):
            "'\(closed)' closes a section, but the open section is '\(opened)'"
        case .unopenedSectionClose(let name):
            "'\(name)' closes a section that is not open"
        case .invalidDelimiters(let text):
            "invalid delimiters '\(text)'; expected two delimiters without spaces or '=', as in {{=<% %>=}}"
        case .invalidName(let name):
            "invalid name '\(name)'"
        case .unknownPartial(let name):
            "unknown partial '\(name)'; no template of that name"
        case .partialTooDeep(let name, let limit):
            "partial '\(name)' is included more than \(limit) levels deep; does it include itself without end?"
        case .renderTooLong(let limit):
            "rendering takes more than \(limit) steps, far more than the templates and their values need; "
                + "does a template include a partial more than once for each level it descends?"
        case .unknownTemplate(let name):
            "no template named '\(name)'"
        case .unreadable(let reason):
            "cannot read template: \(reason)"
        }
    }

    /// The stable id the error carries as a ``Diagnostic``.
    public var id: DiagnosticID {
        switch kind {
        case .unclosedTag: "template.unclosed-tag"
        case .unclosedSection: "template.unclosed-section"
        case .mismatchedSectionClose: "template.mismatched-section-close"
        case .unopenedSectionClose: "template.unopened-section-close"
        case .invalidDelimiters: "template.invalid-delimiters"
        case .invalidName: "template.invalid-name"
        case .unknownPartial: "template.unknown-partial"
        case .partialTooDeep: "template.partial-too-deep"
        case .renderTooLong: "template.render-too-long"
        case .unknownTemplate: "template.unknown-template"
        case .unreadable: "template.unreadable"
        }
    }

    /// The error as the project's diagnostic value; a problem with a whole file points at its start.
    public var diagnostic: Diagnostic {
        let location =
            file.isEmpty && position == nil
            ? nil
            : SourceLocation(file: file, line: position?.line ?? 1, column: position?.column ?? 1)
        return Diagnostic(.error, id, message, at: location)
    }
}
