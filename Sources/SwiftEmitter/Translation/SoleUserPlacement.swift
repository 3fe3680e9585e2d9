/// Writes a model that only one file uses into that file, after what the file declares: `ItemGetRequest`, used
/// only by the builder of `/item/get`, goes into `Operations/Plaid+ItemGet.swift`, and so do the models only it
/// uses, and theirs. A model used by two files or more, or by none, keeps a file of its own.
///
/// Why: a debug build compiles each file to an object of its own, and every object repeats the copy and destroy
/// helpers and the debug information of the types it uses. A large spec's request and response models are each
/// used once, in chains, so a file per model paid for each of them several times over; kept with their one user
/// they are paid for once, and the output keeps the layout's promises: each file is named after what owns it,
/// and a one-line spec change still changes one file. The cost: a model that gains a second user moves to a file
/// of its own.
enum SoleUserPlacement {
    /// `files`, sorted by path with each file's declarations together (as ``ClientTranslator`` sorts them), with
    /// the models used by one other file only moved into it, right after its own declarations; still sorted by
    /// path.
    static func place(_ files: [PlannedFile]) -> [PlannedFile] {
        let groups = files.pathRuns
        // The group declaring each top-level name; only a model's own file can move into another.
        var groupDeclaring: [String: Int] = [:]
        var isMovable = Array(repeating: false, count: groups.count)
        for (index, group) in groups.enumerated() {
            let owner = files[group.lowerBound]
            isMovable[index] = owner.declaration.parent == nil && owner.declaration.isModel
            for file in files[group] where file.declaration.parent == nil {
                groupDeclaring[file.declaration.name] = index
            }
        }
        // The one file that uses each movable model's file; nil for none, and for more than one.
        var soleUser: [Int?] = Array(repeating: nil, count: groups.count)
        var hasOtherUsers = Array(repeating: false, count: groups.count)
        for (index, group) in groups.enumerated() {
            for file in files[group] {
                for type in file.declaration.referencedTypes {
                    type.forEachTopLevelName { name in
                        guard let used = groupDeclaring[name], used != index, isMovable[used] else { return }
                        if let user = soleUser[used] {
                            if user != index { hasOtherUsers[used] = true }
                        } else {
                            soleUser[used] = index
                        }
                    }
                }
            }
        }
        for index in groups.indices where hasOtherUsers[index] { soleUser[index] = nil }
        let host = Self.hosts(soleUser: soleUser)
        var guests = Array(repeating: [Int](), count: groups.count)
        for index in groups.indices where host[index] != index { guests[host[index]].append(index) }
        var placed: [PlannedFile] = []
        placed.reserveCapacity(files.count)
        for index in groups.indices where host[index] == index {
            let path = files[groups[index].lowerBound].path
            placed.append(contentsOf: files[groups[index]])
            for guest in guests[index] {
                for var file in files[groups[guest]] {
                    file.path = path
                    placed.append(file)
                }
            }
        }
        return placed
    }

    /// The group each group is written into, following sole users up to a group with none (itself). Groups that
    /// are each other's sole users, in a cycle, stay where they are; a group used only by one of them goes into
    /// that one's file.
    static func hosts(soleUser: [Int?]) -> [Int] {
        var host: [Int?] = Array(repeating: nil, count: soleUser.count)
        for start in soleUser.indices where host[start] == nil {
            var chain: [Int] = []
            var onChain: Set<Int> = []
            var current = start
            while host[current] == nil, let next = soleUser[current], !onChain.contains(current) {
                onChain.insert(current)
                chain.append(current)
                current = next
            }
            let resolved: Int
            if let known = host[current] {
                resolved = known
            } else if onChain.contains(current) {
                // A cycle: its members keep their own files; what leads into it goes to where the walk met it.
                let entry = chain.firstIndex(of: current) ?? chain.endIndex
                for member in chain[entry...] { host[member] = member }
                chain.removeSubrange(entry...)
                resolved = current
            } else {
                resolved = current
                host[current] = current
            }
            for member in chain { host[member] = resolved }
        }
        return host.enumerated().map { $1 ?? $0 }
    }
}
