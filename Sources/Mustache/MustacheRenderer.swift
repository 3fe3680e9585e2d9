/// Renders compiled templates into one growing string: one pass over the nodes, no reparsing, no Foundation.
struct MustacheRenderer {
    private(set) var output: String
    /// The context stack; names are looked up from the top down.
    private var stack: [MustacheValue]
    private let partials: [String: MustacheTemplate]
    /// Put at each line start of the template being rendered: the indentation of standalone partial tags.
    private var indentation = ""
    private var partialDepth = 0

    init(context: MustacheValue, partials: [String: MustacheTemplate], capacity: Int) {
        self.output = ""
        self.output.reserveCapacity(capacity)
        self.stack = [context]
        self.partials = partials
    }

    mutating func render(_ template: MustacheTemplate) throws(MustacheError) {
        try render(template.nodes, in: template)
    }

    private mutating func render(_ nodes: [MustacheNode], in template: MustacheTemplate) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty { output += indentation }
            case .variable(let name):
                append(lookUp(name))
            case .section(let name, let children):
                let value = lookUp(name)
                if case .list(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children, in: template)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, in: template)
                    stack.removeLast()
                }
            case .invertedSection(let name, let children):
                if !lookUp(name).isTruthy { try render(children, in: template) }
            case .partial(let name, let tagIndentation, let position):
                try renderPartial(name, indentation: tagIndentation, at: position, in: template)
            }
        }
    }

    /// A standalone partial's lines get the enclosing indentation plus the tag's own; an inline partial's get none.
    private mutating func renderPartial(
        _ name: String,
        indentation tagIndentation: String?,
        at position: MustacheError.Position,
        in template: MustacheTemplate
    ) throws(MustacheError) {
        guard let partial = partials[name] else {
            throw MustacheError(.unknownPartial(name), file: template.file, position: position)
        }
        guard partialDepth < TemplateSet.maximumPartialDepth else {
            throw MustacheError(
                .partialTooDeep(name, limit: TemplateSet.maximumPartialDepth),
                file: template.file,
                position: position
            )
        }
        let enclosingIndentation = indentation
        indentation = tagIndentation.map { enclosingIndentation + $0 } ?? ""
        partialDepth += 1
        defer {
            partialDepth -= 1
            indentation = enclosingIndentation
        }
        try render(partial.nodes, in: partial)
    }

    /// Finds a name's value: the first part by walking the stack from the top, the rest strictly inside it.
    private func lookUp(_ name: MustacheName) -> MustacheValue {
        guard let first = name.parts.first else { return stack.last ?? .null }
        for frame in stack.reversed() {
            guard case .object(let fields) = frame, var value = fields[first] else { continue }
            for part in name.parts.dropFirst() {
                guard case .object(let fields) = value, let next = fields[part] else { return .null }
                value = next
            }
            return value
        }
        return .null
    }

    /// Inserts a value verbatim; lists and objects have no text and insert nothing.
    private mutating func append(_ value: MustacheValue) {
        switch value {
        case .string(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null, .list, .object: break
        }
    }
}
