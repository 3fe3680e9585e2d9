import Diagnostics

extension WritePlan {
    /// The generated files with validated paths, sorted by path, and every problem with the set:
    /// an invalid path, a missing header, two files at one path (also when the paths differ only in case),
    /// or a file where another file's folder goes.
    static func validate(_ files: [GeneratedFile]) -> (files: [(OutputPath, [UInt8])], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var valid: [(OutputPath, [UInt8])] = []
        var seen: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            if !seen.insert(file.path).inserted {
                problems.append(Diagnostic(.error, .writerDuplicatePath, WriterMessage.duplicate(file.path), at: nil))
                continue
            }
            do {
                let path = try OutputPath(validating: file.path)
                if !file.hasHeader {
                    problems.append(
                        Diagnostic(.error, .writerMissingHeader, WriterMessage.missingHeader(file.path), at: nil)
                    )
                }
                valid.append((path, Array(file.contents.utf8)))
            } catch {
                problems.append(contentsOf: error.diagnostics)
            }
        }
        problems += collisions(among: valid.map(\.0))
        return (valid.sorted { $0.0 < $1.0 }, problems)
    }

    /// Paths that differ only in case, and files that are also another file's folder.
    private static func collisions(among paths: [OutputPath]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let files = Set(paths.map(\.description))
        var directories: Set<String> = []
        for path in paths { directories.formUnion(path.directories) }
        for conflict in files.intersection(directories).sorted() {
            problems.append(
                Diagnostic(.error, .writerFileDirectoryConflict, WriterMessage.fileDirectoryConflict(conflict), at: nil)
            )
        }
        var spellings: [String: String] = [:]
        var collided: Set<String> = []
        for name in files.union(directories).sorted() {
            let key = name.lowercased()
            guard let other = spellings[key] else {
                spellings[key] = name
                continue
            }
            let components = key.split(separator: "/")
            let parents = (1..<components.count).map { components[..<$0].joined(separator: "/") }
            collided.insert(key)
            if parents.contains(where: collided.contains) { continue }  // reported for the folder already
            problems.append(
                Diagnostic(.error, .writerCaseDuplicatePath, WriterMessage.caseDuplicate(name, other), at: nil)
            )
        }
        return problems
    }
}
