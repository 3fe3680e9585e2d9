import Diagnostics

/// One document of a YAML stream and the file it came from.
public struct YAMLDocument: Sendable {
    public var root: Node
    /// The path that locations in this document are reported against.
    public var file: String

    public init(root: Node, file: String) {
        self.root = root
        self.file = file
    }

    /// Where `node` (a node of this document) starts, for a diagnostic.
    public func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: Int(node.mark.line), column: Int(node.mark.column))
    }
}
