import ClientGenRuntime

/// Sets request fields of an RPC-style API's envelope (see ``Envelope``) that the app chooses at run time,
/// such as the language IMS answers `localizedMsg` in, in every JSON object body it sends:
///
/// ```swift
/// let client = APIClient(baseURL: IMS.defaultServer, middlewares: [
///     EnvelopeFields(["request.language": "en-US"]),
///     auth,  // EnvelopeAuth
///     AlibabaGatewaySigner(appKey: appKey, appSecret: appSecret),
/// ])
/// ```
///
/// Fields are named by their dotted path from the top of the body and replace what is there. Other bodies
/// (none, not JSON, a JSON array, a stream) pass through untouched. The body is rewritten, so a middleware that
/// signs bodies belongs after this one.
public struct EnvelopeFields: Middleware, CustomStringConvertible {
    /// The values by dotted path, such as `["request.language": "en-US"]`.
    public var fields: [String: JSONValue]

    /// Sets `fields`, by dotted path, in every JSON object body.
    public init(_ fields: [String: JSONValue]) {
        self.fields = fields
    }

    /// Sets the fields in a JSON object body, replacing what is there, then passes the request on.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard !fields.isEmpty, let body = request.jsonObjectBody else { return try await next(request) }
        return try await next(try request.replacingBody(with: body, setting: fields))
    }

    /// The paths it sets (the values may be personal, so they are left out).
    public var description: String { "EnvelopeFields(\(fields.keys.sorted().joined(separator: ", ")))" }
}
