import Diagnostics

/// The `info` object: the API's title, version and who publishes it.
public struct Info: Sendable {
    public var title: String = ""
    public var summary: String?
    public var description: String?
    public var termsOfService: String?
    public var contact: Contact?
    public var license: License?
    public var version: String = ""
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?

    /// Who to contact about the API.
    public struct Contact: Sendable {
        public var name: String?
        public var url: String?
        public var email: String?
        public var extensions = Extensions()
    }

    /// The API's license.
    public struct License: Sendable {
        public var name: String = ""
        public var identifier: String?
        public var url: String?
        public var extensions = Extensions()
    }
}
