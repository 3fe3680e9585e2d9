import OpenAPIModel

/// Everything decided about one operation's request builder before it is rendered.
public struct OperationBlueprint: Sendable {
    /// How an operation of an RPC-style API is wrapped in its envelope (`x-clientgen-envelope`).
    public struct EnvelopeCall: Sendable {
        /// The envelope as a Swift expression, such as `IMS.envelope`.
        public var envelope: String
        /// The operation's API version as a Swift string literal, or nil for none.
        public var apiVersionLiteral: String?
        /// The parameters as a Swift expression: the builder's parameter, or `Empty()`.
        public var params: String

        public init(envelope: String, apiVersionLiteral: String? = nil, params: String) {
            self.envelope = envelope
            self.apiVersionLiteral = apiVersionLiteral
            self.params = params
        }
    }

    /// One parameter of the builder function.
    public struct Parameter: Sendable {
        /// What a builder parameter is sent as.
        public enum Origin: Sendable, Hashable {
            /// The spec parameter with this wire name and location.
            case parameter(name: String, location: OpenAPIModel.Parameter.Location)
            /// The request body, sent with this content type.
            case body(contentType: String)
        }

        public var name: SwiftIdentifier
        /// The Swift type as written, optional types included.
        public var type: String
        /// Swift source for the default value (`nil` for optional parameters), or nil for none.
        public var defaultValue: String?
        /// Nil for parameters made by hand, as in tests.
        public var origin: Origin?

        public init(name: SwiftIdentifier, type: String, defaultValue: String? = nil, origin: Origin? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.origin = origin
        }
    }

    /// The enum the builder is declared in, such as `Sesame`.
    public var namespace: String
    public var name: SwiftIdentifier
    public var documentation: [String]
    public var isDeprecated: Bool
    public var parameters: [Parameter]
    /// The `Response` of the returned `Request<Response>`.
    public var responseType: String
    /// `Request`'s `decoding:` argument as Swift source (`.text`, `.empty`, `.jsonLines()`), or nil for JSON.
    public var decoding: String?
    /// The HTTP method's case in `HTTPMethod`, such as `get`.
    public var method: String
    /// The path as a Swift string literal, path parameters interpolated through `PathSegment`.
    public var pathLiteral: String
    public var operationID: String
    /// Statements that add query, header and cookie parameters and the body to `request`.
    public var statements: [String]
    /// `ErrorResponse` values as Swift source, for documented error bodies.
    public var errorResponses: [String]
    /// For an operation of an RPC-style API: its envelope; the body and response are the envelope's then.
    public var envelope: EnvelopeCall?

    public init(
        namespace: String,
        name: SwiftIdentifier,
        documentation: [String] = [],
        isDeprecated: Bool = false,
        parameters: [Parameter] = [],
        responseType: String,
        decoding: String? = nil,
        method: String,
        pathLiteral: String,
        operationID: String,
        statements: [String] = [],
        errorResponses: [String] = [],
        envelope: EnvelopeCall? = nil
    ) {
        self.namespace = namespace
        self.name = name
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.parameters = parameters
        self.responseType = responseType
        self.decoding = decoding
        self.method = method
        self.pathLiteral = pathLiteral
        self.operationID = operationID
        self.statements = statements
        self.errorResponses = errorResponses
        self.envelope = envelope
    }
}
