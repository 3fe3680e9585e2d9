import Foundation
import Parallel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension RunFingerprint {
    /// Where the fingerprint of the run that writes `output` is kept in `cache`.
    static func location(for output: String, in cache: URL) -> URL {
        let absolute = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL.path
        return cache.appendingPathComponent(String(hash(Array(absolute.utf8)), radix: 16) + ".fingerprint")
    }

    /// The running executable as `path size modification-time`, so a rebuilt generator never trusts an old run.
    /// An executable that cannot be found (run by a bare name from `PATH`, say) is never trusted.
    static var executableIdentity: String {
        let path = executablePath ?? ""
        guard let status = status(of: path) else { return "unknown " + UUID().uuidString }
        return "\(status.size) \(status.modified) \(path)"
    }

    /// The running executable, symbolic links resolved: `/proc/self/exe` on Linux, where Foundation's
    /// `Bundle.main` first lists the executable's whole folder (milliseconds in a big one).
    private static var executablePath: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
        #endif
    }

    /// Size, modification time and inode of the file at `path`, not following a symbolic link.
    static func status(of path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return FileStatus(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
    }

    /// Every file below `folder` except hidden ones, relative and sorted; nil when the folder cannot be listed.
    static func files(below folder: String) -> [String]? {
        var files: [String] = []
        guard collect(below: folder, prefix: "", into: &files) else { return nil }
        return files.sorted()
    }

    private static func collect(below folder: String, prefix: String, into files: inout [String]) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { return false }
                kind =
                    (info.st_mode & S_IFMT) == S_IFDIR
                    ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : 0
            }
            if kind == Int32(DT_DIR) {
                guard collect(below: folder + "/" + name, prefix: prefix + name + "/", into: &files) else {
                    return false
                }
            } else if kind == Int32(DT_REG) {
                files.append(prefix + name)
            }
        }
        return true
    }

    /// Whether the output folder is exactly as the recorded run left it and every input is unchanged.
    func isCurrent(output: String, read: (String) throws -> [UInt8]) -> Bool {
        for input in inputs {
            guard let bytes = try? read(input.path), bytes.count == input.size, Self.hash(bytes) == input.hash else {
                return false
            }
        }
        guard let present = Self.files(below: output), present == outputs.map(\.path) else { return false }
        return Self.statuses(of: present, in: output) == outputs.map(\.status)
    }

    /// The outputs' current status after a write, in path order.
    static func outputs(_ paths: [String], in output: String) -> [Output]? {
        let sorted = paths.sorted()
        var outputs: [Output] = []
        for (path, status) in zip(sorted, statuses(of: sorted, in: output)) {
            guard let status else { return nil }
            outputs.append(Output(path: path, status: status))
        }
        return outputs
    }

    /// The status of each of `paths` below `output`, looked up on every core (thousands of files for a big spec).
    private static func statuses(of paths: [String], in output: String) -> [FileStatus?] {
        concurrentMap(count: paths.count) { status(of: output + "/" + paths[$0]) }
    }

    /// Reads the fingerprint at `location`; nil when there is none or it is unreadable.
    static func load(from location: URL) -> RunFingerprint? {
        guard let data = FileManager.default.contents(atPath: location.path) else { return nil }
        return RunFingerprint(text: String(decoding: data, as: UTF8.self))
    }

    /// Saves the fingerprint at `location`, creating its folder; a failure only costs the next run its shortcut.
    func save(to location: URL) {
        try? FileManager.default.createDirectory(
            at: location.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try? Data(text.utf8).write(to: location, options: .atomic)
    }

    /// Forgets the fingerprint at `location`, before a run that may change the folder.
    static func remove(at location: URL) {
        try? FileManager.default.removeItem(at: location)
    }
}
