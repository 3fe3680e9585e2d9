/// Reusable objects of the root document, by name in document order.
public struct Components: Sendable {
    public var schemas = NamedMap<SchemaID>()
    public var responses = NamedMap<Response>()
    public var parameters = NamedMap<Parameter>()
    public var examples = NamedMap<Example>()
    public var requestBodies = NamedMap<RequestBody>()
    public var headers = NamedMap<Header>()
    public var securitySchemes = NamedMap<SecurityScheme>()
    public var links = NamedMap<Link>()
    public var callbacks = NamedMap<Callback>()
    public var pathItems = NamedMap<PathItem>()
    /// 3.2: reusable media types.
    public var mediaTypes = NamedMap<MediaType>()
    public var extensions = Extensions()
}
