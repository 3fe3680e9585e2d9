import ClientGenRuntime

/// A call the server answered with an error code in the response envelope (see ``Envelope``), although
/// the HTTP exchange itself succeeded.
///
/// ```swift
/// do {
///     let page = try await client.send(IMS.listBindingByAccount(params: .init(pageNo: 1, pageSize: 20)))
/// } catch let error as EnvelopeError where error.code == 2064 {
///     show(error.localizedMessage ?? error.message ?? "")
/// }
/// ```
public struct EnvelopeError: ServerReportedError, Hashable, Sendable, CustomStringConvertible {
    /// The code the body gave, such as `2064`.
    public var code: JSONValue
    /// What went wrong, for developers.
    public var message: String?
    /// What went wrong in the request's language, for users.
    public var localizedMessage: String?
    /// The OpenAPI `operationId` of the call.
    public var operationID: String
    /// Whether the code means the credential was rejected (after any refresh ``EnvelopeAuth`` tried).
    public var isUnauthorized: Bool

    /// An error with the envelope's `code` and messages, as ``Envelope`` decoding makes it; tests make them to
    /// stand for a server's answer.
    public init(
        code: JSONValue,
        message: String? = nil,
        localizedMessage: String? = nil,
        operationID: String = "",
        isUnauthorized: Bool = false
    ) {
        self.code = code
        self.message = message
        self.localizedMessage = localizedMessage
        self.operationID = operationID
        self.isUnauthorized = isUnauthorized
    }

    /// The operation, the code and the messages.
    public var description: String {
        let explanation = [message, localizedMessage].compactMap { $0 }.filter { !$0.isEmpty }
        return "\(operationID.isEmpty ? "request" : operationID) failed with code \(code)"
            + (explanation.isEmpty ? "" : ": " + explanation.joined(separator: " / "))
    }
}
