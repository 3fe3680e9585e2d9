import Foundation
import Parallel

extension WritePlan {
    /// Carries the plan out: removes stale generated files and the folders they leave empty, then writes
    /// every new or changed file, on every core: a changed file atomically (a temporary file renamed over it), a
    /// new one directly. Unchanged files are not opened, so they keep their dates.
    func apply() throws(SystemError) -> WriteSummary {
        var folders = FolderCache(root: try openOrCreateRoot())
        for removal in removals {
            let folder = try folders.existing(Array(removal.components.dropLast()))
            try folder.remove(removal.components[removal.components.count - 1])
        }
        for directory in prunableDirectories {
            let parent = try folders.existing(Array(directory.dropLast()))
            if try parent.removeDirectoryIfEmpty(directory[directory.count - 1]) {
                folders.forget(directory)
            }
        }
        var targets: [DirectoryHandle] = []
        for write in writes { targets.append(try folders.created(Array(write.path.components.dropLast()))) }
        try Self.write(writes, into: targets)
        return WriteSummary(
            written: writes.map(\.path.description),
            unchanged: unchanged.map(\.description),
            removed: removals.map(\.path),
            added: writes.filter { $0.old == nil }.map(\.path.description)
        )
    }

    /// Writes each file into its folder on every core; the error of the first failed file is thrown.
    private static func write(_ writes: [Write], into folders: [DirectoryHandle]) throws(SystemError) {
        let failures = concurrentMap(count: writes.count) { index -> SystemError? in
            let write = writes[index]
            let name = write.path.components[write.path.components.count - 1]
            do throws(SystemError) {
                let created = write.old == nil ? try folders[index].create(write.new, named: name) : false
                if !created { try folders[index].writeAtomically(write.new, to: name, tag: index) }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    private func openOrCreateRoot() throws(SystemError) -> DirectoryHandle {
        if !rootExists {
            do {
                try FileManager.default.createDirectory(
                    atPath: root,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o755]
                )
            } catch {
                throw SystemError("create the output folder", root, reason: error.localizedDescription)
            }
        }
        return try DirectoryHandle.open(absolutePath: root)
    }
}

/// Open folders below the output folder by path, so a run opens each folder once.
private struct FolderCache {
    private var handles: [[String]: DirectoryHandle]

    init(root: DirectoryHandle) { handles = [[]: root] }

    /// The folder at `path`, which must exist.
    mutating func existing(_ path: [String]) throws(SystemError) -> DirectoryHandle {
        try open(path, creating: false)
    }

    /// The folder at `path`, created with any missing parents.
    mutating func created(_ path: [String]) throws(SystemError) -> DirectoryHandle {
        try open(path, creating: true)
    }

    mutating func forget(_ path: [String]) { handles[path] = nil }

    private mutating func open(_ path: [String], creating: Bool) throws(SystemError) -> DirectoryHandle {
        if let handle = handles[path] { return handle }
        let parent = try open(Array(path.dropLast()), creating: creating)
        let name = path[path.count - 1]
        let handle = creating ? try parent.makeDirectory(name) : try parent.openDirectory(name)
        handles[path] = handle
        return handle
    }
}
