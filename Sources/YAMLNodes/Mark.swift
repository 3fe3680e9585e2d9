/// A 1-based line and column in the file a node was read from; columns count characters.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
