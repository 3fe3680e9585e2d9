/// The changes between two versions of a spec, with the names the versions are shown by, ready to render.
public struct ChangeReport: Sendable {
    /// How the old version is named, such as `git:main:Specs/eto.yaml`.
    public var oldName: String
    /// How the new version is named, such as `Specs/eto.yaml`.
    public var newName: String
    /// Sorted worst first, then by location.
    public var changes: [APIChange]

    public init(oldName: String, newName: String, changes: [APIChange]) {
        self.oldName = oldName
        self.newName = newName
        self.changes = changes.sorted(by: APIChange.precedes)
    }

    /// How many changes there are of `kind`.
    public func count(of kind: ChangeKind) -> Int {
        changes.count { $0.kind == kind }
    }

    /// Whether some change is at least as bad as `kind`.
    public func hasChanges(atLeast kind: ChangeKind) -> Bool {
        changes.contains { $0.kind <= kind }
    }

    /// `2 breaking for Swift callers, 1 breaking on the wire, 3 compatible`.
    public var summaryLine: String {
        let swift = count(of: .swiftBreaking)
        let wire = count(of: .wireBreaking)
        let compatible = count(of: .compatible)
        return "\(swift) breaking for Swift callers, \(wire) breaking on the wire, \(compatible) compatible"
    }
}
