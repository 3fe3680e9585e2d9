/// Where a `$ref` points: a file (relative to the root folder) and a JSON Pointer in it.
struct ReferenceAddress {
    var relativePath: String
    /// The path the source provider reads.
    var readPath: String
    let pointer: JSONPointer
    /// The pointer as text, `/components/schemas/Pet`.
    let pointerText: String
    /// `relativePath#/pointer`, the key references are memoised by.
    let key: String

    /// `pointerText` is the pointer's ``JSONPointer/description``.
    init(relativePath: String, readPath: String, pointer: JSONPointer, pointerText: String) {
        self.relativePath = relativePath
        self.readPath = readPath
        self.pointer = pointer
        self.pointerText = pointerText
        self.key = relativePath + "#" + pointerText
    }
}
