extension JSONValue {
    /// Whether this value can be a union's object variant: an object with no member outside `closedTo` when the
    /// variant allows no others (`additionalProperties: false`), and, of `fixed`, the value each member must have
    /// (a `const`, an `enum` of one value) wherever it is present.
    ///
    /// Generated unions check it before decoding a variant, because decoding alone cannot tell closed objects
    /// apart (a decoder ignores members it does not know) nor variants named by a value their open enums would
    /// take (a CNAME DNS record read as an A record of unknown type).
    public func fitsObject(closedTo allowed: [String]? = nil, fixed: [String: JSONValue] = [:]) -> Bool {
        guard case .object(let members) = self else { return false }
        if let allowed, members.keys.contains(where: { !allowed.contains($0) }) { return false }
        return fixed.allSatisfy { name, value in members[name].map { $0 == value } ?? true }
    }
}
