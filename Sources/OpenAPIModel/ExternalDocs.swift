/// A link to documentation outside the spec.
public struct ExternalDocs: Sendable {
    public var url: String = ""
    public var description: String?
    public var extensions = Extensions()
}
