/// The access level of everything a client module declares (`--access`).
public enum AccessLevel: String, CaseIterable, Codable, Sendable {
    case `public`, `package`, `internal`

    /// The modifier with its trailing space, or nothing for `internal`, Swift's default.
    public var prefix: String {
        self == .internal ? "" : rawValue + " "
    }
}
