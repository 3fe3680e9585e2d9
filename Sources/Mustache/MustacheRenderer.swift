/// Renders compiled templates into one growing buffer of UTF-8: one pass over the nodes, no reparsing, no
/// Foundation. Bytes, not a `String`, because appending to a string checks more than copying bytes does, and a
/// file is made of thousands of small pieces.
struct MustacheRenderer {
    private var bytes: [UInt8]
    /// The context stack; names are looked up from the top down.
    private var stack: [MustacheValue]
    private let partials: [String: MustacheTemplate]
    /// Put at each line start of the template being rendered: the indentation of standalone partial tags.
    private var indentation = ""
    private var partialDepth = 0
    /// The partial tag the nodes being rendered came through, where a render that takes too long is reported.
    private var inclusion: (file: String, position: MustacheError.Position)?
    /// Nodes rendered so far. The depth limit stops a partial that includes itself without end, but not one
    /// that includes itself twice on each of a hundred levels, nor sections nested over the same list: work
    /// that doubles at each level. So the steps are counted against ``stepLimit``.
    private var steps = 0
    private var stepLimit: Int
    private var isStepLimitScaled = false
    /// The template rendered; its size and the partials' scale ``stepLimit``.
    private let template: MustacheTemplate

    /// `minimumStepLimit`: see ``TemplateSet/minimumStepLimit``.
    init(
        template: MustacheTemplate,
        context: MustacheValue,
        partials: [String: MustacheTemplate],
        minimumStepLimit: Int,
        capacity: Int
    ) {
        self.bytes = []
        self.bytes.reserveCapacity(capacity)
        self.stack = [context]
        self.partials = partials
        self.template = template
        self.stepLimit = minimumStepLimit
    }

    mutating func render() throws(MustacheError) {
        try render(template.nodes, in: template)
    }

    /// What has been rendered. Every piece is a whole string, so the bytes are valid UTF-8.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func render(_ nodes: [MustacheNode], in template: MustacheTemplate) throws(MustacheError) {
        for node in nodes {
            steps += 1
            if steps > stepLimit { try raiseStepLimit(in: template) }
            switch node {
            case .text(let text):
                bytes.append(contentsOf: text.utf8)
            case .lineStart:
                if !indentation.isEmpty { bytes.append(contentsOf: indentation.utf8) }
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
        let enclosingInclusion = inclusion
        indentation = tagIndentation.map { enclosingIndentation + $0 } ?? ""
        inclusion = (template.file, position)
        partialDepth += 1
        defer {
            partialDepth -= 1
            indentation = enclosingIndentation
            inclusion = enclosingInclusion
        }
        try render(partial.nodes, in: partial)
    }

    /// The first time the minimum is passed, the limit becomes every node of every template once for each value
    /// of the context, if that is more: a template that walks its context, recursing into partials as the
    /// context nests, stays within it. Past that, the render fails.
    private mutating func raiseStepLimit(in current: MustacheTemplate) throws(MustacheError) {
        if !isStepLimitScaled {
            isStepLimitScaled = true
            let templateNodes = partials.values.reduce(template.nodeCount) { $0 + $1.nodeCount }
            let (product, overflow) = templateNodes.multipliedReportingOverflow(by: stack[0].valueCount)
            stepLimit = max(stepLimit, overflow ? Int.max : product)
            if steps <= stepLimit { return }
        }
        throw MustacheError(
            .renderTooLong(limit: stepLimit),
            file: inclusion?.file ?? current.file,
            position: inclusion?.position
        )
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
        case .string(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .object: break
        }
    }
}
