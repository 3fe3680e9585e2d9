import ClientGenRuntime
import Foundation

/// Puts a credential into the request bodies of an RPC-style API (see ``Envelope``), and refreshes it when
/// a response's code says it was rejected, the way ``RefreshingAuth`` does for HTTP 401:
///
/// - All requests rejected while one refresh runs wait for it: one refresh, shared.
/// - Each rejected request is sent again once, with the new credential and a fresh `id`; a second
///   rejection is returned as is, and decoding it throws an ``EnvelopeError``.
/// - At most `maxRefreshes` refreshes run per `window`; a failed refresh fails every waiting request with
///   its error.
/// - Operations the envelope lists as sent without credentials pass through untouched: they carry no
///   credential and never start a refresh, so a refresh that calls one cannot wait for itself.
///
/// ```swift
/// let auth = EnvelopeAuth(
///     envelope: IMS.envelope,
///     credential: session,
///     values: { ["iotToken": $0.iotToken] },
///     refresh: { session in try await sessionClient.send(IMS.checkOrRefreshSession(params: …)) }
/// )
/// let client = APIClient(baseURL: IMS.defaultServer, middlewares: [APIKeyAuth(header: "x-ca-key", key: key), auth])
/// ```
///
/// The body is rewritten with the credential, so a middleware that signs bodies belongs after this one.
/// Copies share one credential store.
public struct EnvelopeAuth<Credential: Sendable>: Middleware, CustomStringConvertible {
    /// The envelope whose ``Envelope/credentials`` this middleware fills, and whose codes say a credential was
    /// rejected.
    public let envelope: Envelope
    private let store: CredentialStore<Credential>
    private let values: @Sendable (Credential) -> [String: String]

    /// - Parameters:
    ///   - envelope: the API's envelope, whose ``Envelope/credentials`` name the fields to fill.
    ///   - credential: the credential to start with.
    ///   - maxRefreshes: refreshes allowed per `window`.
    ///   - window: the period `maxRefreshes` counts over.
    ///   - values: the credential's values by the names ``Envelope/credentials`` uses, such as `iotToken`.
    ///   - refresh: gets a new credential from the current one; runs once for all waiting requests.
    public init(
        envelope: Envelope,
        credential: Credential,
        maxRefreshes: Int = 3,
        per window: Duration = .seconds(60),
        values: @escaping @Sendable (Credential) -> [String: String],
        refresh: @escaping @Sendable (Credential) async throws -> Credential
    ) {
        self.envelope = envelope
        store = CredentialStore(credential: credential, maxRefreshes: maxRefreshes, window: window, refresh: refresh)
        self.values = values
    }

    /// The credential in use now.
    public var credential: Credential { store.current.credential }

    /// How many refreshes have completed successfully.
    public var refreshCount: Int { store.current.generation }

    /// The credential fields' own names, such as `iotToken`, so logs hide their values in bodies.
    public var sensitiveNames: Set<String> {
        Set(envelope.credentials.values.compactMap { $0.split(separator: ".").last.map(String.init) })
    }

    /// Fills the credential into the body and sends it; when the response's code means the credential was
    /// rejected, waits for one shared refresh and sends the request once more with the new credential and a new
    /// `id`.
    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard !envelope.operationsWithoutCredentials.contains(request.operationID),
            var fields = request.jsonObjectBody
        else { return try await next(request) }
        let (credential, generation) = store.current
        let response = try await next(try authorized(request, fields: fields, credential: credential))
        let data = try await response.body.collect()
        let buffered = HTTPResponse(status: response.status, headers: response.headers, body: ResponseBody(data))
        guard response.isSuccess, let answer = try? JSONDecoder().decode(JSONValue.self, from: data),
            envelope.error(in: answer, operationID: request.operationID)?.isUnauthorized == true,
            let (newCredential, _) = try await store.credential(newerThan: generation)
        else { return buffered }
        if let path = envelope.id { fields.set(.string(UUID().uuidString.lowercased()), atPath: path) }
        return try await next(try authorized(request, fields: fields, credential: newCredential))
    }

    /// `request` with `fields` as its body, the credential's values filled in.
    private func authorized(_ request: HTTPRequest, fields: JSONValue, credential: Credential) throws -> HTTPRequest {
        let values = values(credential)
        var filled: [String: JSONValue] = [:]
        for (name, path) in envelope.credentials {
            if let value = values[name] { filled[path] = .string(value) }
        }
        return try request.replacingBody(with: fields, setting: filled)
    }

    /// The type, with the credential redacted.
    public var description: String { "EnvelopeAuth(credential: \(Redactor.placeholder))" }
}
