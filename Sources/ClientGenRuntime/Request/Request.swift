import Foundation

/// A call to one API operation, as a value: what to send and how to read the answer.
///
/// Generated code builds requests; an ``APIClient`` sends them.
///
/// ```swift
/// var request = Request<[Pet]>(method: .get, path: "/pets", operationID: "listPets")
/// request.addQuery("limit", limit)
/// ```
public struct Request<Response>: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path after the base URL, already percent-encoded (use ``PathSegment`` for parameters),
    /// or an absolute URL.
    public var path: String
    /// Query items in order, not yet percent-encoded.
    public var query: [QueryItem]
    /// Header parameters and any other headers the builder sets; middlewares add their own.
    public var headers: HTTPHeaders
    /// Cookie parameters, sent in one `Cookie` header.
    public var cookies: [QueryItem]
    /// The body, or `nil` for none.
    public var body: RequestBody?
    /// The OpenAPI `operationId`, for logs and errors.
    public var operationID: String
    /// Typed models for documented error responses, by status code, range or `default`.
    public var errorResponses: [ErrorResponse]
    /// How the response body becomes a `Response`.
    public var decoding: ResponseDecoding<Response>
    /// Seconds a single attempt may wait for data; `nil` uses the client's setting.
    public var timeout: TimeInterval?
    /// The credentials the operation accepts, which auth middlewares follow; `nil` when not known, and then every
    /// credential is sent.
    public var security: SecurityRequirements?

    /// A request whose response is read as `decoding` says (text, empty, bytes, JSON Lines, ...).
    public init(
        method: HTTPMethod,
        path: String,
        operationID: String = "",
        query: [QueryItem] = [],
        headers: HTTPHeaders = [:],
        body: RequestBody? = nil,
        errorResponses: [ErrorResponse] = [],
        security: SecurityRequirements? = nil,
        decoding: ResponseDecoding<Response>
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.cookies = []
        self.body = body
        self.operationID = operationID
        self.errorResponses = errorResponses
        self.decoding = decoding
        self.timeout = nil
        self.security = security
    }
}

extension Request where Response: Decodable & Sendable {
    /// A request whose JSON response is decoded into `Response`.
    public init(
        method: HTTPMethod,
        path: String,
        operationID: String = "",
        query: [QueryItem] = [],
        headers: HTTPHeaders = [:],
        body: RequestBody? = nil,
        errorResponses: [ErrorResponse] = [],
        security: SecurityRequirements? = nil
    ) {
        self.init(
            method: method,
            path: path,
            operationID: operationID,
            query: query,
            headers: headers,
            body: body,
            errorResponses: errorResponses,
            security: security,
            decoding: .json
        )
    }
}

extension Request {
    /// The same request, its response read as `decoding` says: for an answer the spec does not describe, as a
    /// response with no schema is ``Empty`` and its body dropped.
    ///
    /// ```swift
    /// let page = try await client.send(Legacy.getReport(id: id).reading(.text))
    /// ```
    ///
    /// The operation's documented errors still decode into their models. The `Accept` header stays as the builder
    /// set it; ``accepting(_:decoding:)`` asks for another media type too.
    public func reading<Other>(_ decoding: ResponseDecoding<Other>) -> Request<Other> {
        var request = Request<Other>(
            method: method,
            path: path,
            operationID: operationID,
            query: query,
            headers: headers,
            body: body,
            errorResponses: errorResponses,
            security: security,
            decoding: decoding
        )
        request.cookies = cookies
        request.timeout = timeout
        return request
    }

    /// The same request, its JSON response decoded into `type`: `Legacy.getReport(id: id).reading(Report.self)`.
    public func reading<Other: Decodable & Sendable>(_ type: Other.Type) -> Request<Other> {
        reading(.json)
    }
}

/// One `name=value` query item (or cookie), not yet percent-encoded.
public struct QueryItem: Hashable, Sendable {
    /// The name, as the spec spells it.
    public var name: String
    /// The value as text: ``ParameterValue/parameterValue`` of what was given.
    public var value: String

    /// How the item is written into the query.
    public var form: Form

    /// How a query item is written into the query.
    public enum Form: Hashable, Sendable {
        /// `name=value`, both percent-encoded as a query's items are.
        case pair
        /// `name=value`, the value in reserved expansion: a parameter with `allowReserved`, see
        /// ``PercentEncoding/reservedQueryComponent(_:)``.
        case pairAllowingReserved
        /// The value alone, percent-encoded, with no name: the whole query string of an OpenAPI 3.2 `querystring`
        /// parameter given as JSON.
        case valueOnly
    }

    /// The item `name=value`, the value written as its parameter text.
    public init(_ name: String, _ value: some ParameterValue, form: Form = .pair) {
        self.name = name
        self.value = value.parameterValue
        self.form = form
    }

    /// The item as it goes into a URL's query, percent-encoded.
    public var encoded: String {
        switch form {
        case .pair: PercentEncoding.queryComponent(name) + "=" + PercentEncoding.queryComponent(value)
        case .pairAllowingReserved:
            PercentEncoding.queryComponent(name) + "=" + PercentEncoding.reservedQueryComponent(value)
        case .valueOnly: PercentEncoding.queryComponent(value)
        }
    }
}
