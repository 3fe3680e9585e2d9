/// A template compiled once and rendered many times.
///
/// Every variable form (`{{name}}`, `{{{name}}}`, `{{&name}}`) inserts its value verbatim, with no HTML escaping:
/// the emitter escapes for Swift before it builds the render context. Partials need a ``TemplateSet``; rendering
/// a template alone reports any `{{> name}}` it reaches as an unknown partial.
public struct MustacheTemplate: Sendable {
    /// The file errors point at, such as `Templates/model.mustache`; empty when the text came from no file.
    public let file: String
    let nodes: [MustacheNode]
    /// Every `{{> name}}` in the template, in source order, so a set can check them.
    let partialReferences: [(name: String, position: MustacheError.Position)]
    /// The source's size in bytes, a first guess at the output's size.
    private let sourceSize: Int
    /// How many nodes the template has, sections' children included: a measure of the work one render does.
    let nodeCount: Int

    /// Compiles `source`, reporting the first syntax error located in `file`.
    public init(_ source: String, file: String = "") throws(MustacheError) {
        var parser = MustacheParser(source: source, file: file)
        self.nodes = try parser.parse()
        self.partialReferences = Self.partialReferences(in: nodes)
        self.file = file
        self.sourceSize = source.utf8.count
        self.nodeCount = Self.nodeCount(of: nodes)
    }

    /// Renders the template with `context` at the bottom of the context stack.
    public func render(_ context: MustacheValue) throws(MustacheError) -> String {
        try render(context, partials: [:], minimumStepLimit: TemplateSet.defaultMinimumStepLimit)
    }

    func render(
        _ context: MustacheValue,
        partials: [String: MustacheTemplate],
        minimumStepLimit: Int
    ) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(
            template: self,
            context: context,
            partials: partials,
            minimumStepLimit: minimumStepLimit,
            capacity: sourceSize * 2
        )
        try renderer.render()
        return renderer.output
    }

    private static func nodeCount(of nodes: [MustacheNode]) -> Int {
        nodes.reduce(nodes.count) { count, node in
            switch node {
            case .section(_, let children), .invertedSection(_, let children): count + nodeCount(of: children)
            case .text, .lineStart, .variable, .partial: count
            }
        }
    }

    private static func partialReferences(
        in nodes: [MustacheNode]
    ) -> [(name: String, position: MustacheError.Position)] {
        nodes.flatMap { node -> [(name: String, position: MustacheError.Position)] in
            switch node {
            case .partial(let name, _, let position): [(name, position)]
            case .section(_, let children), .invertedSection(_, let children): partialReferences(in: children)
            case .text, .lineStart, .variable: []
            }
        }
    }
}
