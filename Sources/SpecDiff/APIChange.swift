import Diagnostics

/// One difference between two versions of an API, as callers of the generated Swift client see it.
public struct APIChange: Hashable, Sendable {
    /// Which version the location points into: the new one, or the old one for what was removed.
    public enum Side: String, Hashable, Sendable {
        case old, new
    }

    public var rule: ChangeRule
    /// The Swift declaration concerned, such as `Petstore.listPets` or `Pet.name`.
    public var subject: String
    public var message: String
    public var location: SourceLocation?
    public var side: Side

    public init(_ rule: ChangeRule, _ subject: String, _ message: String, at location: SourceLocation?, side: Side) {
        self.rule = rule
        self.subject = subject
        self.message = message
        self.location = location
        self.side = side
    }

    public var kind: ChangeKind { rule.kind }

    /// Worst kind first, then by location, subject and message: the same order on every run.
    static func precedes(_ lhs: APIChange, _ rhs: APIChange) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.location != rhs.location {
            guard let left = lhs.location else { return true }
            guard let right = rhs.location else { return false }
            return left < right
        }
        if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
