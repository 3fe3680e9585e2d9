import Diagnostics
import YAMLNodes

/// One parsed file of a spec: the root document or a file a `$ref` names.
struct SpecFile {
    /// The path as the source provider reads it and as diagnostics report it.
    var path: String
    /// The path relative to the root spec's folder; identifies the file in reference keys.
    var relativePath: String
    var root: Node
    var isRoot: Bool

    /// `#/…` for the root file, `common.yaml#/…` for others: how schema pointers are shown.
    func pointerText(_ pointer: String) -> String {
        isRoot ? "#" + pointer : relativePath + "#" + pointer
    }

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: Int(node.mark.line), column: Int(node.mark.column))
    }
}
