import Foundation

/// A request as the loopback server received it.
public struct RecordedRequest: Sendable {
    public var method: String
    /// The request target: path and query, as sent (still percent-encoded).
    public var target: String
    public var headers: [(name: String, value: String)]
    public var body: Data

    /// A request as it would arrive: for requests another transport saw (`MockTransport`'s), so the wire check
    /// reads them too.
    public init(method: String, target: String, headers: [(name: String, value: String)], body: Data) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The path part of the target.
    public var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// The raw query string, without `?`; `nil` when there is none.
    public var query: String? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : nil
    }

    /// The first header named `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
