/// A key of `paths` as published specs write it. OpenAPI allows a path only, but some keys add a query string or a
/// fragment to tell variants of one path apart: OpenAI's `/responses/{response_id}?beta=true`, Box's
/// `/files/{file_id}#add_shared_link`. The model keeps the key as written, so each variant keeps its own path item;
/// this is what a request to it sends.
public struct PathKey: Sendable {
    /// The path a request goes to: the key up to its query or fragment.
    public var path: Substring
    /// What follows the `?`, up to the fragment; nil without a `?`.
    public var query: Substring?
    /// What follows the first `#`, which a request never sends; nil without one.
    public var fragment: Substring?

    public init(_ key: String) {
        var rest = key[...]
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        path = rest
    }

    /// The query's `name=value` items, in order, each part percent-decoded (a request encodes them again); an
    /// item without `=` has an empty value.
    public var queryItems: [(name: String, value: String)] {
        (query ?? "").split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decoded = parts.map { SpecPath.percentDecoded(String($0)) }
            return (name: decoded[0], value: decoded.count > 1 ? decoded[1] : "")
        }
    }
}
