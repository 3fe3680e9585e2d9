/// Where a `$ref` points: a file (relative to the root folder) and a JSON Pointer in it.
struct ReferenceAddress {
    var relativePath: String
    /// The path the source provider reads.
    var readPath: String
    var pointer: JSONPointer
    /// `relativePath#/pointer`, the key references are memoised by.
    let key: String

    init(relativePath: String, readPath: String, pointer: JSONPointer) {
        self.relativePath = relativePath
        self.readPath = readPath
        self.pointer = pointer
        self.key = relativePath + "#" + pointer.description
    }
}
