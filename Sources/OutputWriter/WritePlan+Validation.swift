import Diagnostics

extension WritePlan {
    /// The generated files with validated paths, sorted by path, and every problem with the set:
    /// an invalid path, a missing header, two files at one path (also when the paths differ only in case),
    /// or a file where another file's folder goes.
    static func validate(_ files: [GeneratedFile]) -> (files: [(OutputPath, [UInt8])], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var valid: [(OutputPath, [UInt8])] = []
        // The text of each valid path: its components joined, since a valid path has no `.` or empty one.
        var texts: [String] = []
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
                texts.append(file.path)
            } catch {
                problems.append(contentsOf: error.diagnostics)
            }
        }
        problems += collisions(among: texts)
        // Sorted by text is nearly always sorted by components too; checking costs less than sorting again.
        let isSorted = zip(valid, valid.dropFirst()).allSatisfy { !($1.0 < $0.0) }
        return (isSorted ? valid : valid.sorted { $0.0 < $1.0 }, problems)
    }

    /// Paths (valid ones, so plain ASCII) that differ only in case, and files that are also another file's
    /// folder.
    private static func collisions(among paths: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let files = Set(paths)
        var directories: Set<String> = []
        for path in paths {
            // Each folder the file is in, outermost first: the text before each `/`.
            var end = path.utf8.startIndex
            while let slash = path.utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
                directories.insert(String(path[..<slash]))
                end = path.utf8.index(after: slash)
            }
        }
        for conflict in files.intersection(directories).sorted() {
            problems.append(
                Diagnostic(.error, .writerFileDirectoryConflict, WriterMessage.fileDirectoryConflict(conflict), at: nil)
            )
        }
        let names = files.union(directories)
        // Twins in case are rare: the names are sorted for the report only when there are some.
        var keys = Set<String>(minimumCapacity: names.count)
        guard names.contains(where: { !keys.insert(lowercased($0)).inserted }) else { return problems }
        var spellings: [String: String] = [:]
        var collided: Set<String> = []
        for name in names.sorted() {
            let key = lowercased(name)
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

    /// An ASCII path in lower case.
    private static func lowercased(_ path: String) -> String {
        String(
            decoding: path.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 },
            as: UTF8.self
        )
    }
}
