import Diagnostics

/// How one property of a multipart or form body is encoded.
public struct Encoding: Sendable {
    public var contentType: String?
    public var headers = NamedMap<Header>()
    public var style: String?
    public var explode: Bool?
    public var allowReserved = false
    public var extensions = Extensions()
    public var sourceLocation: SourceLocation?
}
