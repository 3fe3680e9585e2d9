/// The bytes of one input file and the path used to report its locations.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
