/// A declaration's doc comment as the emitter decides it: paragraphs, the parameters described, what a call
/// returns, and where in the spec the declaration comes from. Text is already safe inside a comment (see
/// ``DocComment``); the `///` markers are added only when it is rendered, by ``lines``.
public struct Documentation: Hashable, Sendable {
    /// One paragraph of the comment.
    public enum Paragraph: Hashable, Sendable {
        /// Text from the spec or written by the emitter, one entry per line (an empty entry is a blank line).
        case text([String])
        /// The method, path and `operationId` an operation sends: `` `GET /pets` (`listPets`) ``.
        case endpoint(method: String, path: String, operationID: String?)
        /// A DocC callout, such as `- Note: …`.
        case callout(Callout, String)
        /// The credentials an operation is sent with: any one of the alternatives, each naming every security
        /// scheme it needs; one empty alternative when it is sent without.
        case credentials([[String]])

        /// The note a deprecated schema's type carries instead of `@available(*, deprecated)`.
        public static let deprecated = Paragraph.callout(.important, "Deprecated.")

        /// Spec text as a paragraph, split into lines, without what the spec's authors wrote for each other in
        /// HTML comments (`<!-- … -->`, which Markdown does not show either); nil when it has no text.
        public static func spec(_ text: String?) -> Paragraph? {
            let lines = DocComment.lines(DocComment.withoutComments(text ?? ""))
            return lines.isEmpty ? nil : .text(lines)
        }
    }

    /// The DocC callouts the emitter writes.
    public enum Callout: String, Hashable, Sendable {
        case returns = "Returns"
        case note = "Note"
        case important = "Important"
    }

    /// A described parameter: its name and the lines describing it.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var lines: [String]

        public init(name: String, lines: [String]) {
            self.name = name
            self.lines = lines
        }
    }

    public var paragraphs: [Paragraph]
    /// Described parameters; those without text are left out.
    public var parameters: [Parameter]
    /// What a function returns, after the parameters.
    public var returns: String?
    /// When a function throws, after what it returns.
    public var throwing: String?
    /// The JSON pointer of the spec object the declaration comes from.
    public var source: String?

    /// A comment of the paragraphs that are not nil, in order.
    public init(
        _ paragraphs: [Paragraph?] = [],
        parameters: [Parameter] = [],
        returns: String? = nil,
        throwing: String? = nil,
        source: String? = nil
    ) {
        self.paragraphs = paragraphs.compactMap { $0 }
        self.parameters = parameters
        self.returns = returns
        self.throwing = throwing
        self.source = source
    }

    public var isEmpty: Bool {
        paragraphs.isEmpty && parameters.isEmpty && returns == nil && throwing == nil && source == nil
    }

    /// The comment as `///` lines, paragraphs separated by blank comment lines.
    public var lines: [String] {
        var lines: [String] = []
        forEachLine { lines.append($0.isEmpty ? "///" : "/// " + $0) }
        return lines
    }

    /// Appends ``lines`` joined by line breaks to `text`, without making each line a string of its own first:
    /// the inline-type planner compares every model's members with their comments.
    func appendLines(to text: inout String) {
        var isFirst = true
        forEachLine { line in
            if !isFirst { text += "\n" }
            isFirst = false
            text += line.isEmpty ? "///" : "/// "
            text += line
        }
    }

    /// Calls `body` with the text of each line of the comment, before its `///`; an empty line between sections.
    private func forEachLine(_ body: (String) -> Void) {
        var isEmpty = true
        func add(_ section: [String]) {
            guard !section.isEmpty else { return }
            if !isEmpty { body("") }
            isEmpty = false
            for line in section { body(line) }
        }
        for paragraph in paragraphs { add(Self.lines(of: paragraph)) }
        // What a function takes, returns and throws form one section, as in Swift's own documentation.
        add(
            parameterLines + (returns.map { DocComment.lines("- Returns: " + $0) } ?? [])
                + (throwing.map { DocComment.lines("- Throws: " + $0) } ?? [])
        )
        if let source, !source.isEmpty { add(["- Remark: Generated from `\(DocComment.inline(source))`."]) }
    }

    private static func lines(of paragraph: Paragraph) -> [String] {
        switch paragraph {
        case .text(let lines): lines
        case .endpoint(let method, let path, let operationID):
            DocComment.lines("`\(method) \(path)`" + (operationID.map { " (`\($0)`)" } ?? ""))
        case .callout(let callout, let text): DocComment.lines("- \(callout.rawValue): \(text)")
        case .credentials(let alternatives):
            DocComment.lines(
                alternatives == [[]]
                    ? "Sent without credentials."
                    : "Sent with "
                        + listed(
                            alternatives.map { schemes in
                                schemes.isEmpty
                                    ? "no credentials" : schemes.map { "`\($0)`" }.joined(separator: " and ")
                            },
                            "or"
                        ) + "."
            )
        }
    }

    /// `- Parameter name: text` for one, a `- Parameters:` list for several; continuation lines indented under
    /// the text.
    private var parameterLines: [String] {
        guard !parameters.isEmpty else { return [] }
        let isSingle = parameters.count == 1
        var lines = isSingle ? [] : ["- Parameters:"]
        for parameter in parameters {
            guard let first = parameter.lines.first else { continue }
            let continuation = isSingle ? "  " : "    "
            lines.append((isSingle ? "- Parameter " : "  - ") + parameter.name + ": " + first)
            lines += parameter.lines.dropFirst().map { $0.isEmpty ? "" : continuation + $0 }
        }
        return lines
    }

    /// What the comment says about the API, for comparing two versions: everything but where it was generated
    /// from, the deprecation note, the endpoint line and the credentials (each compared on its own).
    public var describing: Documentation {
        Documentation(
            paragraphs.filter { paragraph in
                switch paragraph {
                case .endpoint, .credentials: false
                default: paragraph != .deprecated
                }
            },
            parameters: parameters,
            returns: returns,
            throwing: throwing
        )
    }
}

extension Documentation {
    /// `a`, `a or b`, `a, b or c`: items as a sentence lists them.
    static func listed(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
