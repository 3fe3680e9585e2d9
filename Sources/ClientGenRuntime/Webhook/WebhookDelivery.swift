import Foundation

/// An incoming webhook request as a receiving app got it: the webhook's name, the method, the headers and the body.
///
/// A generated `Webhook` enum reads its payload from one: `try Shop.Webhook(name: "orderCreated", headers: headers,
/// body: body)` decodes the body as that webhook's payload type, or throws a ``WebhookError`` that says why not.
public struct WebhookDelivery: Sendable {
    /// The webhook's name, as the spec's `webhooks` section names it.
    public var name: String
    /// The request's method; providers send `POST`.
    public var method: HTTPMethod
    /// The request's headers.
    public var headers: HTTPHeaders
    /// The request's body, as received.
    public var body: Data
    /// The decoder JSON bodies are read with.
    public var decoder: JSONDecoder

    /// A delivery of webhook `name`, decoded with `decoder` (RFC 3339 dates unless given another).
    public init(
        name: String,
        method: HTTPMethod = .post,
        headers: HTTPHeaders = [:],
        body: Data,
        decoder: JSONDecoder = .clientGen()
    ) {
        self.name = name
        self.method = method
        self.headers = headers
        self.body = body
        self.decoder = decoder
    }

    /// The body decoded from JSON as `Payload`; a body that is not one throws ``WebhookError/Kind/decodingFailed``
    /// with where decoding stopped.
    public func json<Payload: Decodable>() throws(WebhookError) -> Payload {
        do {
            return try decoder.decode(Payload.self, from: body)
        } catch {
            throw WebhookError(
                kind: .decodingFailed,
                name: name,
                method: method,
                codingPath: APIClient.codingPath(of: error),
                underlyingError: error,
                message: "the body is not a \(Payload.self): \(APIClient.describe(error))"
            )
        }
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The error for a delivery whose name and method no webhook of the spec has.
    public func unknownWebhook() -> WebhookError {
        WebhookError(
            kind: .unknownWebhook,
            name: name,
            method: method,
            codingPath: nil,
            underlyingError: nil,
            message: "the spec documents no such webhook"
        )
    }
}
