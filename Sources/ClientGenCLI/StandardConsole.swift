import Foundation
import YAMLNodes

/// The process's standard output, standard error and file system.
public final class StandardConsole: Console {
    /// The most bytes read from one file or from standard input: the most the YAML reader accepts. A larger input
    /// is refused as soon as it passes the limit, so an endless stream (`yes | clientgen convert -`) is never
    /// held in memory.
    public let maxInputBytes: Int
    private let standardInput: FileHandle
    private let standardOutput: FileHandle
    private let standardError: FileHandle
    /// Standard input as first read. A stream can be read only once, and a command may read its spec more than
    /// once (to check it is readable, then to load it), so every read of `-` is served from here.
    private var standardInputContents: Result<[UInt8], CLIError>?

    /// The process's own streams; tests pass pipes or files.
    public init(
        standardInput: FileHandle = .standardInput,
        standardOutput: FileHandle = .standardOutput,
        standardError: FileHandle = .standardError,
        maxInputBytes: Int = YAMLParser.Options().maxInputBytes
    ) {
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.maxInputBytes = maxInputBytes
    }

    /// `$CLIENTGEN_CACHE_DIR` (empty: no cache), else the user's cache folder plus `clientgen`.
    public var cacheDirectory: URL? {
        if let configured = ProcessInfo.processInfo.environment["CLIENTGEN_CACHE_DIR"] {
            return configured.isEmpty ? nil : URL(fileURLWithPath: configured, isDirectory: true)
        }
        return FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("clientgen", isDirectory: true)
    }

    public func write(_ text: String) {
        standardOutput.write(Data(text.utf8))
    }

    /// Written from the array itself: a large output (`convert`) is not copied into a `Data` first.
    public func write(utf8 bytes: [UInt8]) {
        try? standardOutput.write(contentsOf: bytes)
    }

    public func writeError(_ text: String) {
        standardError.write(Data(text.utf8))
    }

    public func read(_ path: String) throws -> [UInt8] {
        if path == "-" {
            let contents = standardInputContents ?? Result { () throws(CLIError) in try readAll(standardInput, path) }
            standardInputContents = contents
            return try contents.get()
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.cannotRead(path: path, reason: "No such file or directory")
        }
        guard !isDirectory.boolValue else { throw CLIError.cannotRead(path: path, reason: "Is a directory") }
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw CLIError.cannotRead(path: path, reason: "Permission denied or unreadable")
        }
        defer { try? file.close() }
        return try readAll(file, path)
    }

    /// Everything `handle` gives until its end, or an error once it passes ``maxInputBytes``. A path may name a
    /// device or a pipe as well as a file, so the limit is checked while reading, never after: one byte past it
    /// is asked for and no more.
    private func readAll(_ handle: FileHandle, _ path: String) throws(CLIError) -> [UInt8] {
        let data: Data?
        do {
            data = try handle.read(upToCount: maxInputBytes + 1)
        } catch {
            throw CLIError.cannotRead(path: path, reason: "Permission denied or unreadable")
        }
        guard let data else { return [] }
        guard data.count <= maxInputBytes else {
            throw CLIError.cannotRead(path: path, reason: "larger than the limit of \(maxInputBytes) bytes")
        }
        return [UInt8](data)
    }
}
