/// Hands out unique names in one scope (a module's types, a struct's properties, an enum's cases).
///
/// Names that clash get `2`, `3`, … in the order the caller claims them; callers claim in an order fixed by the
/// spec (sorted raw names), so every run gives the same names. Type scopes compare case-insensitively, because
/// each type becomes a file and macOS file systems ignore case.
public struct NameScope: Sendable {
    private var taken: Set<String>
    private let ignoresCase: Bool

    /// A scope where `reserved` names are already taken.
    public init(reserved: Set<String> = [], ignoresCase: Bool = false) {
        self.ignoresCase = ignoresCase
        self.taken = Set(reserved.map { ignoresCase ? $0.lowercased() : $0 })
    }

    /// `proposed` if it is free, else the first free `proposed2`, `proposed3`, …; the result is taken.
    public mutating func claim(_ proposed: String) -> String {
        var candidate = proposed
        var counter = 2
        while !taken.insert(key(candidate)).inserted {
            candidate = proposed + String(counter)
            counter += 1
        }
        return candidate
    }

    /// Makes room for `count` names in all, for a scope whose size is known before it is filled.
    public mutating func reserveCapacity(_ count: Int) {
        taken.reserveCapacity(count)
    }

    public func isTaken(_ name: String) -> Bool {
        taken.contains(key(name))
    }

    private func key(_ name: String) -> String {
        ignoresCase ? name.lowercased() : name
    }
}
