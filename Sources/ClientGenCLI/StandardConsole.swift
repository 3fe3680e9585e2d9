import Foundation

/// The process's standard output, standard error and file system.
public final class StandardConsole: Console {
    public init() {}

    /// `$CLIENTGEN_CACHE_DIR` (empty: no cache), else the user's cache folder plus `clientgen`.
    public var cacheDirectory: URL? {
        if let configured = ProcessInfo.processInfo.environment["CLIENTGEN_CACHE_DIR"] {
            return configured.isEmpty ? nil : URL(fileURLWithPath: configured, isDirectory: true)
        }
        return FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("clientgen", isDirectory: true)
    }

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func read(_ path: String) throws -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.cannotRead(path: path, reason: "No such file or directory")
        }
        guard !isDirectory.boolValue else { throw CLIError.cannotRead(path: path, reason: "Is a directory") }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CLIError.cannotRead(path: path, reason: "Permission denied or unreadable")
        }
    }
}
