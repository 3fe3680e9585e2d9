/// Which operations a client keeps: those with one of ``tags``, one of ``operationIDs``, or a path that one of
/// ``paths`` matches. An empty filter keeps every operation.
///
/// Path patterns are globs over `/`-separated segments: `*` matches within one segment, `?` one character of
/// it, and a `**` segment any number of whole segments, none included (`/v1/users/**` matches `/v1/users`
/// and `/v1/users/{id}/posts`, not `/v1/users-admin`).
public struct OperationFilter: Codable, Sendable, Hashable {
    public var tags: [String]
    public var operationIDs: [String]
    public var paths: [String]

    public init(tags: [String] = [], operationIDs: [String] = [], paths: [String] = []) {
        self.tags = tags
        self.operationIDs = operationIDs
        self.paths = paths
    }

    /// Whether the filter keeps everything.
    public var isEmpty: Bool { tags.isEmpty && operationIDs.isEmpty && paths.isEmpty }

    /// Whether `operation` is kept.
    public func includes(_ operation: Operation) -> Bool {
        if isEmpty { return true }
        if operation.tags.contains(where: tags.contains) { return true }
        if let id = operation.operationId, operationIDs.contains(id) { return true }
        return paths.contains { Self.matches(pattern: $0, path: operation.path) }
    }

    /// Whether the glob `pattern` matches the whole of `path`.
    public static func matches(pattern: String, path: String) -> Bool {
        matches(segments(pattern)[...], segments(path)[...])
    }

    private static func segments(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { matches(rest, path[$0...]) } || matches(rest, path[path.endIndex...])
        }
        guard let segment = path.first, matchesSegment(Array(first.utf8)[...], Array(segment.utf8)[...]) else {
            return false
        }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, byte by byte (spec paths are ASCII in practice; other text matches
    /// itself exactly).
    private static func matchesSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            return (text.startIndex...text.endIndex).contains { matchesSegment(rest, text[$0...]) }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchesSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchesSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}
