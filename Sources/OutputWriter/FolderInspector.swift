import Parallel

/// Reads what is in the output folder before anything is written: every name below it, without
/// following symbolic links or entering hidden folders, and the files the plan needs to compare.
struct FolderInspector {
    /// Every name below the output folder by relative path, such as `Models/Pet.swift`; hidden names
    /// (starting with `.`) and whatever lies beyond a symbolic link are left out.
    private(set) var entries: [String: DirectoryHandle.EntryKind] = [:]
    let keepsRemovedContents: Bool
    private let root: DirectoryHandle
    private var lastFolder: (path: [String], handle: DirectoryHandle)?

    init(root: DirectoryHandle, keepsRemovedContents: Bool) {
        self.root = root
        self.keepsRemovedContents = keepsRemovedContents
    }

    /// Records everything below `folder`, whose path is `components`.
    mutating func scan(_ folder: DirectoryHandle, at components: [String]) throws(SystemError) {
        for name in try folder.names() where !name.hasPrefix(".") {
            guard let kind = try folder.kind(of: name) else { continue }  // removed meanwhile
            let path = components + [name]
            entries[path.joined(separator: "/")] = kind
            if kind == .directory {
                try scan(try folder.openDirectory(name), at: path)
            }
        }
    }

    /// The whole file at `relative`.
    mutating func contents(of relative: String) throws(SystemError) -> [UInt8] {
        let (folder, name) = try locate(relative)
        return try folder.read(name)
    }

    /// The whole files at `relatives`, in order, read on every core.
    mutating func contents(of relatives: [String]) throws(SystemError) -> [[UInt8]] {
        var located: [(DirectoryHandle, String)] = []
        located.reserveCapacity(relatives.count)
        for relative in relatives { located.append(try locate(relative)) }
        let locations = located
        let results = concurrentMap(count: locations.count) { index -> Result<[UInt8], SystemError> in
            let (folder, name) = locations[index]
            do throws(SystemError) {
                return .success(try folder.read(name))
            } catch {
                return .failure(error)
            }
        }
        return try results.map { result throws(SystemError) in try result.get() }
    }

    /// The file at `relative` if it starts with the ClientGen header (its whole text, or nothing when the
    /// inspector does not keep removed contents); nil for a file ClientGen did not generate.
    mutating func generatedContents(of relative: String) throws(SystemError) -> [UInt8]? {
        let (folder, name) = try locate(relative)
        let marker = Array(GeneratedFile.headerMarker.utf8)
        guard try folder.read(name, limit: marker.count) == marker else { return nil }
        return keepsRemovedContents ? try folder.read(name) : []
    }

    private mutating func locate(_ relative: String) throws(SystemError) -> (DirectoryHandle, String) {
        var components = OutputPath.components(of: relative)
        let name = components.removeLast()
        if let lastFolder, lastFolder.path == components { return (lastFolder.handle, name) }
        var folder = root
        for component in components {
            folder = try folder.openDirectory(component)
        }
        lastFolder = (components, folder)
        return (folder, name)
    }
}
