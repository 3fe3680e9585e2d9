#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open folder that every file operation goes through by name, never following a symbolic link.
///
/// Working relative to an open descriptor (`openat`, `mkdirat`, `renameat`, `unlinkat`) means a
/// folder swapped for a symbolic link after it was checked cannot redirect a write.
final class DirectoryHandle: Sendable {
    /// What a name in the folder is, seen without following symbolic links.
    enum EntryKind: Equatable {
        case file, directory, symbolicLink, other
    }

    private let descriptor: Int32
    /// The folder's path relative to the output folder (empty for the output folder), for messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens the folder at an absolute `path`, refusing a symbolic link in its last component.
    static func open(absolutePath: String) throws(SystemError) -> DirectoryHandle {
        let descriptor = systemOpen(absolutePath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError("open the folder", absolutePath) }
        return DirectoryHandle(descriptor: descriptor, path: "")
    }

    /// What `path` is without following a symbolic link in its last component; nil when nothing is there.
    static func kind(atAbsolutePath path: String) throws(SystemError) -> EntryKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw SystemError("inspect", path)
        }
        return EntryKind(mode: status.st_mode)
    }

    /// The relative path of `name` in this folder, for messages.
    func relativePath(_ name: String) -> String { path.isEmpty ? name : path + "/" + name }

    /// What `name` is; nil when nothing is there.
    func kind(of name: String) throws(SystemError) -> EntryKind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw SystemError("inspect", relativePath(name))
        }
        return EntryKind(mode: status.st_mode)
    }

    /// The names in the folder, except `.` and `..`, sorted.
    func names() throws(SystemError) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let error = SystemError("list", path.isEmpty ? "." : path)
            if copy >= 0 { close(copy) }
            throw error
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Opens the subfolder `name`, refusing a symbolic link.
    func openDirectory(_ name: String) throws(SystemError) -> DirectoryHandle {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError("open the folder", relativePath(name)) }
        return DirectoryHandle(descriptor: descriptor, path: relativePath(name))
    }

    /// Creates the subfolder `name` with mode 0755 (whatever the umask) unless it exists, and opens it.
    func makeDirectory(_ name: String) throws(SystemError) -> DirectoryHandle {
        let created = mkdirat(descriptor, name, 0o755) == 0
        if !created && errno != EEXIST { throw SystemError("create the folder", relativePath(name)) }
        let directory = try openDirectory(name)
        if created && fchmod(directory.descriptor, 0o755) != 0 {
            throw SystemError("set the permissions of", relativePath(name))
        }
        return directory
    }

    /// The bytes of the regular file `name`, or of its first `limit` bytes.
    func read(_ name: String, limit: Int = .max) throws(SystemError) -> [UInt8] {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { throw SystemError("read", relativePath(name)) }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else { throw SystemError("read", relativePath(name)) }
        guard EntryKind(mode: status.st_mode) == .file else {
            throw SystemError("read", relativePath(name), code: EINVAL)
        }
        // Read straight into the result, sized by the file's length; a file that grows meanwhile still
        // reads to its end.
        let expected = min(limit, max(0, Int(status.st_size)))
        var bytes = [UInt8](repeating: 0, count: expected < limit ? expected + 1 : expected)
        var count = 0
        while count < limit {
            if count == bytes.count {
                bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit - count))
            }
            let wanted = min(bytes.count, limit) - count
            let received = bytes.withUnsafeMutableBytes { systemRead(file, $0.baseAddress.map { $0 + count }, wanted) }
            if received < 0 {
                if errno == EINTR { continue }
                throw SystemError("read", relativePath(name))
            }
            if received == 0 { break }
            count += received
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Creates `name`, which must not exist, holding `bytes`, mode 0644. Nothing is replaced, so no temporary
    /// file is needed: a run cut short leaves at most a partly written new file, which the next run rewrites.
    /// Returns false, writing nothing, when `name` exists after all.
    func create(_ bytes: [UInt8], named name: String) throws(SystemError) -> Bool {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if file < 0 {
            if errno == EEXIST { return false }
            throw SystemError("create", relativePath(name))
        }
        try fill(file, made: name, with: bytes, for: name)
        return true
    }

    /// Replaces `name` with a file holding `bytes`, mode 0644, all at once: a hidden temporary file
    /// in the same folder is written, then renamed over `name`. `tag` tells apart the temporary files of writes
    /// running at the same time.
    func writeAtomically(_ bytes: [UInt8], to name: String, tag: Int = 0) throws(SystemError) {
        let (temporary, file) = try makeTemporaryFile(tag: tag)
        try fill(file, made: temporary, with: bytes, for: name)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let error = SystemError("replace", relativePath(name))
            unlinkat(descriptor, temporary, 0)
            throw error
        }
    }

    /// Removes the file (or symbolic link) `name`.
    func remove(_ name: String) throws(SystemError) {
        guard unlinkat(descriptor, name, 0) == 0 else { throw SystemError("remove", relativePath(name)) }
    }

    /// Removes the subfolder `name` if it is empty; returns whether it did.
    func removeDirectoryIfEmpty(_ name: String) throws(SystemError) -> Bool {
        if unlinkat(descriptor, name, AT_REMOVEDIR) == 0 { return true }
        if errno == ENOTEMPTY || errno == EEXIST { return false }
        throw SystemError("remove the folder", relativePath(name))
    }

    /// Writes `bytes` to `file`, just made as `made`, sets mode 0644 and closes it; on failure the file is
    /// closed and removed, and the error names `name`, the file the caller is writing.
    private func fill(_ file: Int32, made: String, with bytes: [UInt8], for name: String) throws(SystemError) {
        do throws(SystemError) {
            try write(bytes, to: file, named: name)
            guard Self.createsExactFileMode || fchmod(file, 0o644) == 0 else {
                throw SystemError("set the permissions of", relativePath(name))
            }
            guard close(file) == 0 else { throw SystemError("write", relativePath(name)) }
        } catch {
            close(file)
            unlinkat(descriptor, made, 0)
            throw error
        }
    }

    /// Whether a file created with mode 0644 gets exactly that mode, so no `fchmod` is needed after each: true when
    /// the process's umask (read once) clears none of its bits, as the usual 022 does.
    static let createsExactFileMode = processUmask.map(keepsFileMode) ?? false

    /// Whether files created with mode 0644 under `umask` keep every bit of it.
    static func keepsFileMode(umask: Int) -> Bool { umask & 0o644 == 0 }

    /// The umask, read on Linux from `/proc/self/status` without changing it (other threads may be creating
    /// files); nil where it cannot be read so.
    static var processUmask: Int? {
        #if os(Linux)
        let file = systemOpen("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { systemRead(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let field = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last
        else { return nil }
        return Int(field, radix: 8)
        #else
        return nil
        #endif
    }

    private func makeTemporaryFile(tag: Int) throws(SystemError) -> (name: String, descriptor: Int32) {
        let process = getpid()
        for attempt in 0..<1000 {
            let name = ".clientgen-\(process)-\(tag)-\(attempt).tmp"
            let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 { return (name, file) }
            if errno != EEXIST { throw SystemError("create a temporary file in", path.isEmpty ? "." : path) }
        }
        throw SystemError("create a temporary file in", path.isEmpty ? "." : path, code: EEXIST)
    }

    private func write(_ bytes: [UInt8], to file: Int32, named name: String) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError("write", relativePath(name))
            }
            offset += count
        }
    }
}

extension DirectoryHandle.EntryKind {
    fileprivate init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}

// The C functions under names that do not clash with this type's methods.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(file, buffer, count)
}
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(file, buffer, count)
}
