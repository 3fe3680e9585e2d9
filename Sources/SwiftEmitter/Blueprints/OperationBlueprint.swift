import OpenAPIModel

/// Everything decided about one operation's request builder before it is rendered.
public struct OperationBlueprint: Sendable {
    /// How an operation of an RPC-style API is wrapped in its envelope (`x-clientgen-envelope`).
    public struct EnvelopeCall: Sendable {
        /// The enum the envelope constant is declared in, such as `IMS`.
        public var namespace: String
        /// The envelope constant, such as `envelope` (`IMS.envelope`).
        public var envelope: SwiftIdentifier
        /// The operation's API version, or nil for none.
        public var apiVersion: String?
        /// The builder's parameter that holds the envelope's parameters, or nil to send `Empty()`.
        public var params: SwiftIdentifier?

        public init(
            namespace: String,
            envelope: SwiftIdentifier,
            apiVersion: String? = nil,
            params: SwiftIdentifier? = nil
        ) {
            self.namespace = namespace
            self.envelope = envelope
            self.apiVersion = apiVersion
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
        /// The Swift type, optional types included.
        public var type: SwiftType
        /// The default value (`nil` for optional parameters), or nil for none.
        public var defaultValue: SwiftValue?
        /// Nil for parameters made by hand, as in tests.
        public var origin: Origin?

        public init(name: SwiftIdentifier, type: SwiftType, defaultValue: SwiftValue? = nil, origin: Origin? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.origin = origin
        }
    }

    /// The HTTP method: one of the runtime's `HTTPMethod` constants, or another method by its name.
    public enum Method: Hashable, Sendable {
        /// A method the runtime names, such as `get`.
        case standard(String)
        /// Any other method, as the spec spells it.
        case custom(String)
    }

    /// How the response body becomes the builder's result (`Request`'s `decoding:` argument).
    public enum Decoding: Hashable, Sendable {
        /// JSON into the response type (the default, written as nothing).
        case json
        case text
        case data
        /// No body is read.
        case empty
        /// One JSON value per line (or per record of a JSON text sequence).
        case jsonLines
        /// Server-sent events whose data is JSON.
        case serverSentEvents
        /// Server-sent events whose data is text.
        case serverSentTextEvents
        /// A value chosen by status code (`x-clientgen-result`), not read from the body.
        case byStatus([StatusResult])
        /// The enum of the answers of several success statuses (``ResponseTypeBlueprint/Kind/outcomes(_:)``),
        /// read by its own `decoding`.
        case outcomes(SwiftType)
        /// Server-sent events of several types, each case of the enum of them
        /// (``ResponseTypeBlueprint/Kind/events(_:unknown:)``) reading its own data, by the enum's `decoding`.
        case serverSentEventsByType(SwiftType)

        /// The generated enum whose own `decoding` reads the response, for ``outcomes(_:)`` and
        /// ``serverSentEventsByType(_:)``.
        public var enumType: SwiftType? {
            switch self {
            case .outcomes(let type), .serverSentEventsByType(let type): type
            default: nil
            }
        }

        /// Whether the response is read as server-sent events.
        public var isServerSentEvents: Bool {
            switch self {
            case .serverSentEvents, .serverSentTextEvents, .serverSentEventsByType: true
            default: false
            }
        }

        /// The same decoding, reading the response with `type`'s own `decoding` instead.
        func replacingEnumType(with type: SwiftType) -> Decoding {
            switch self {
            case .outcomes: .outcomes(type)
            case .serverSentEventsByType: .serverSentEventsByType(type)
            default: self
            }
        }
    }

    /// A status code and the value a call answered with it returns.
    public struct StatusResult: Hashable, Sendable {
        public var code: Int
        public var value: SwiftValue

        public init(code: Int, value: SwiftValue) {
            self.code = code
            self.value = value
        }
    }

    /// A documented error body: the status (or range, or `default`) it comes with and the type it decodes to.
    public struct ErrorResponse: Hashable, Sendable {
        public var status: ResponseStatus
        public var type: SwiftType

        public init(status: ResponseStatus, type: SwiftType) {
            self.status = status
            self.type = type
        }
    }

    /// The enum the builder is declared in, such as `Sesame`.
    public var namespace: String
    public var name: SwiftIdentifier
    public var documentation: Documentation
    public var isDeprecated: Bool
    public var parameters: [Parameter]
    /// The `Response` of the returned `Request<Response>`.
    public var responseType: SwiftType
    public var decoding: Decoding
    public var method: Method
    /// The path, path parameters put in as encoded segments.
    public var path: InterpolatedText
    public var operationID: String
    /// What adds query, header and cookie parameters and the body to the request, in order.
    public var statements: [RequestStatement]
    /// Documented error bodies.
    public var errorResponses: [ErrorResponse]
    /// For an operation of an RPC-style API: its envelope; the body and response are the envelope's then.
    public var envelope: EnvelopeCall?
    /// The security requirements the request records: alternatives, each the scheme names it needs together
    /// (`[]` for none); nil when the spec declares no security, and then auth middlewares send every credential.
    public var security: [[String]]?
    /// The `Accept` header the builder sets: the media types its decoding reads, when that is not the decoding's
    /// own default; nil for the default.
    public var accept: String?
    /// For a builder that sends the body, or asks for the answer, in another of the media types the operation
    /// documents than its first builder does: which one; nil for an operation's first builder.
    public var mediaVariant: MediaVariant? = nil

    /// Which of an operation's other media types a builder sends or asks for.
    public enum MediaVariant: Hashable, Sendable {
        /// The body, sent as this media type.
        case body(contentType: String)
        /// The answer, asked for as these media types (the `Accept` header).
        case response(contentType: String)
    }

    public init(
        namespace: String,
        name: SwiftIdentifier,
        documentation: Documentation = Documentation(),
        isDeprecated: Bool = false,
        parameters: [Parameter] = [],
        responseType: SwiftType,
        decoding: Decoding = .json,
        method: Method,
        path: InterpolatedText,
        operationID: String,
        statements: [RequestStatement] = [],
        errorResponses: [ErrorResponse] = [],
        envelope: EnvelopeCall? = nil,
        security: [[String]]? = nil,
        accept: String? = nil
    ) {
        self.namespace = namespace
        self.name = name
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.parameters = parameters
        self.responseType = responseType
        self.decoding = decoding
        self.method = method
        self.path = path
        self.operationID = operationID
        self.statements = statements
        self.errorResponses = errorResponses
        self.envelope = envelope
        self.security = security
        self.accept = accept
    }
}
