import Foundation

/// Where a command writes its output and reads its input; the executable uses the process's own,
/// tests use a ``BufferedConsole``.
public protocol Console: AnyObject {
    func write(_ text: String)
    /// Text already encoded as UTF-8, written as it is.
    func write(utf8 bytes: [UInt8])
    func writeError(_ text: String)
    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    func read(_ path: String) throws -> [UInt8]
    /// Where `generate` keeps what each run depended on (see ``RunFingerprint``); nil keeps nothing.
    var cacheDirectory: URL? { get }
    /// The paths of the Swift files in the folder at `path` and its subfolders, sorted; nil when `path` is not a
    /// folder.
    func swiftFiles(under path: String) -> [String]?
}

extension Console {
    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    /// No cache unless the console says where.
    public var cacheDirectory: URL? { nil }

    /// The file system's.
    public func swiftFiles(under path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let paths = FileManager.default.subpaths(atPath: path)
        else { return nil }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder + $0 }
    }
}

/// A console that keeps what was written and serves files from memory, for tests.
public final class BufferedConsole: Console {
    public private(set) var output = ""
    public private(set) var errorOutput = ""
    public var files: [String: [UInt8]]
    public var cacheDirectory: URL?

    public init(files: [String: [UInt8]] = [:], cacheDirectory: URL? = nil) {
        self.files = files
        self.cacheDirectory = cacheDirectory
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errorOutput += text }

    public func read(_ path: String) throws -> [UInt8] {
        guard let bytes = files[path] else {
            throw CLIError.cannotRead(path: path, reason: "No such file or directory")
        }
        return bytes
    }

    /// The files held under `path`; nil when there are none.
    public func swiftFiles(under path: String) -> [String]? {
        let folder = path.hasSuffix("/") ? path : path + "/"
        let paths = files.keys.filter { $0.hasPrefix(folder) && $0.hasSuffix(".swift") }.sorted()
        return paths.isEmpty ? nil : paths
    }
}
