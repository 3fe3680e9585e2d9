import Diagnostics

/// A server the API is reached at; its URL may hold `{variables}`.
public struct Server: Sendable {
    public var url: String = ""
    public var name: String?
    public var description: String?
    public var variables = NamedMap<Variable>()
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?

    /// One `{variable}` of a server URL.
    public struct Variable: Sendable {
        public var enumValues: [String]?
        public var defaultValue: String = ""
        public var description: String?
        public var extensions = Extensions()
    }
}

extension Server {
    init(url: String) {
        self.url = url
    }
}
