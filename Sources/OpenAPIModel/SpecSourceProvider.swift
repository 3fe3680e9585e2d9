/// Reads the files a spec is made of; the CLI reads the file system, tests serve files from memory.
public protocol SpecSourceProvider {
    /// The bytes of the file at `path` (a path as the loader forms it, relative to the working folder).
    func read(_ path: String) throws -> [UInt8]
}

/// Files held in memory, keyed by path.
public struct InMemorySpecSources: SpecSourceProvider, Sendable {
    /// Thrown for a path the provider does not hold.
    public struct NotFound: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "No such file or directory" }
    }

    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw NotFound(path: path) }
        return bytes
    }
}
