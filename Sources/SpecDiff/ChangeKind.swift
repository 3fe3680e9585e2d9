/// How a change affects the people and programs that use the generated client, worst first.
public enum ChangeKind: String, CaseIterable, Comparable, Sendable {
    /// Code written against the old generated client no longer compiles.
    case swiftBreaking = "swift"
    /// The Swift still compiles, but requests or responses change on the wire, so old clients misbehave.
    case wireBreaking = "wire"
    /// Nothing existing breaks: additions, documentation, deprecations.
    case compatible

    /// A heading for the group of changes of this kind.
    public var title: String {
        switch self {
        case .swiftBreaking: "Breaking for Swift callers"
        case .wireBreaking: "Breaking on the wire"
        case .compatible: "Compatible"
        }
    }

    /// The severity word printed before a change, so editors mark breaking changes as errors.
    public var label: String {
        switch self {
        case .swiftBreaking: "error"
        case .wireBreaking: "warning"
        case .compatible: "note"
        }
    }

    private var rank: Int {
        switch self {
        case .swiftBreaking: 0
        case .wireBreaking: 1
        case .compatible: 2
        }
    }

    public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool { lhs.rank < rhs.rank }
}
