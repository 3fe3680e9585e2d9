/// One file the emitter will render: where it goes under the output folder, and what it declares.
public struct PlannedFile: Sendable {
    /// Relative to the output folder, such as `Models/DeviceShadow.swift`.
    public var path: String
    public var declaration: Declaration
    /// The JSON pointer of the spec object the declaration comes from (`#/components/schemas/Pet`,
    /// `#/paths/~1pets/get`); nil for the namespace and tag groups.
    public var origin: String?

    public init(path: String, declaration: Declaration, origin: String? = nil) {
        self.path = path
        self.declaration = declaration
        self.origin = origin
    }
}

extension [PlannedFile] {
    /// The ranges of consecutive files that share a path: the declarations of one output file, when the files
    /// are sorted by path.
    var pathRuns: [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = startIndex
        for index in indices.dropFirst() where self[index].path != self[start].path {
            runs.append(start..<index)
            start = index
        }
        if !isEmpty { runs.append(start..<endIndex) }
        return runs
    }
}
