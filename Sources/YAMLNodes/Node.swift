/// One node of a YAML document: a scalar, a sequence or a mapping, with its tag and source position.
///
/// Nodes are immutable values. An alias shares the storage of the node it names instead of copying it.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// A key and its value, in document order.
    public struct Pair: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public let content: Content
    /// Which file the node was read from, when it is not the file its tree was parsed from: 0 for that file,
    /// n for the n-th file grafted into the tree (an overlay's values; ``OverlaySet`` in OpenAPIModel numbers
    /// them), so that a diagnostic about a grafted value points into the file that wrote it. Stored beside the
    /// content, where the node has room to spare.
    public let origin: UInt8
    /// The explicit tag in its full form (`tag:yaml.org,2002:str`, `!local`), or nil when the node has none.
    public let tag: String?
    /// Where the node starts in its file.
    public let mark: Mark

    public init(_ content: Content, tag: String? = nil, mark: Mark = Mark(line: 1, column: 1), origin: UInt8 = 0) {
        self.content = content
        self.origin = origin
        self.tag = tag
        self.mark = mark
    }

    /// The same node with `content`, keeping its tag, place and origin.
    public func replacing(_ content: Content) -> Node {
        Node(content, tag: tag, mark: mark, origin: origin)
    }

    /// This node and every node under it marked as read from file `origin`.
    public func from(origin: UInt8) -> Node {
        let content: Content =
            switch content {
            case .scalar: content
            case .sequence(let items): .sequence(items.map { $0.from(origin: origin) })
            case .mapping(let pairs):
                .mapping(pairs.map { Pair(key: $0.key.from(origin: origin), value: $0.value.from(origin: origin)) })
            }
        return Node(content, tag: tag, mark: mark, origin: origin)
    }
}

extension Node {
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of this scalar under the YAML 1.2 core schema, or nil for a collection.
    public var value: ScalarValue? {
        scalar.map { $0.resolved(tag: tag) }
    }

    /// The text of a scalar that resolves to a string, such as a mapping key.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value for the first key whose scalar text is `key`; a linear search.
    public subscript(key: String) -> Node? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.scalar?.text == key }?.value
    }

    /// The element at `index` of a sequence, or nil.
    public subscript(index: Int) -> Node? {
        guard case .sequence(let items) = content, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// A short name for the kind of node, for messages: "scalar", "sequence" or "mapping".
    public var kindName: String {
        switch content {
        case .scalar: "scalar"
        case .sequence: "sequence"
        case .mapping: "mapping"
        }
    }
}
