import Diagnostics
import YAMLNodes

/// One parsed file of a spec: the root document or a file a `$ref` names.
///
/// A class: every pending schema, recorded step and reference carries its file, and a copy is then one
/// reference count instead of one per field.
final class SpecFile: Sendable {
    /// The path as the source provider reads it and as diagnostics report it.
    let path: String
    /// The path relative to the root spec's folder; identifies the file in reference keys.
    let relativePath: String
    let root: Node
    let isRoot: Bool
    /// The overlays applied to the root file, by ``Node/origin`` less one: where a value they added is reported.
    let overlayPaths: [String]

    init(path: String, relativePath: String, root: Node, isRoot: Bool, overlayPaths: [String] = []) {
        self.path = path
        self.relativePath = relativePath
        self.root = root
        self.isRoot = isRoot
        self.overlayPaths = overlayPaths
    }

    /// `#/…` for the root file, `common.yaml#/…` for others: how schema pointers are shown.
    func pointerText(_ pointer: String) -> String {
        isRoot ? "#" + pointer : relativePath + "#" + pointer
    }

    func location(of node: Node) -> SourceLocation {
        let file = node.origin == 0 || Int(node.origin) > overlayPaths.count ? path : overlayPaths[Int(node.origin) - 1]
        return SourceLocation(file: file, line: Int(node.mark.line), column: Int(node.mark.column))
    }
}
