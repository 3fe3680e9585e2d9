import ClientGenRuntime

/// How an RPC-style API wraps every call: where an operation's parameters go in the request body, which
/// fields the client fills in, and where the response body says whether the call succeeded.
///
/// Generated clients declare one from the spec's `x-clientgen-envelope` (`IMS.envelope`), and their builders
/// make requests with ``Request/init(method:path:operationID:errorResponses:envelope:apiVersion:params:)``:
///
/// ```swift
/// // {"id": "…", "version": "1.0", "request": {"apiVer": "1.0.8", "iotToken": "…"}, "params": {…}}
/// // → {"id": "…", "code": 200, "data": {…}}
/// let envelope = Envelope(
///     params: "params", id: "id", apiVersion: "request.apiVer", constants: ["version": "1.0"],
///     credentials: ["iotToken": "request.iotToken"],
///     data: "data", code: "code", success: 200, message: "message", unauthorized: [401]
/// )
/// ```
///
/// Fields are named by their path from the top of the body, with `.` between the names of nested objects.
/// ``EnvelopeAuth`` fills the credential fields and refreshes the credential when the code says it was
/// rejected.
public struct Envelope: Hashable, Sendable {
    /// The request field that holds the operation's parameters, such as `params`.
    public var params: String
    /// A request field that gets a fresh UUID each time a request is sent, such as `id`.
    public var id: String?
    /// The request field that holds the operation's API version, such as `request.apiVer`.
    public var apiVersion: String?
    /// Request fields with the same value on every call, such as `version: "1.0"`.
    public var constants: [String: JSONValue]
    /// Request fields filled from the credential, by the name ``EnvelopeAuth`` gives their values under:
    /// `["iotToken": "request.iotToken"]`.
    public var credentials: [String: String]
    /// Operations sent without credentials, by `operationId`: the ones that create or refresh them.
    public var operationsWithoutCredentials: Set<String>

    /// The response field that holds the result, such as `data`; `nil` when the whole body is the result.
    public var data: String?
    /// The response field that says how the call went, such as `code`.
    public var code: String
    /// The code of a successful call.
    public var success: JSONValue
    /// The response field that explains a failure, for developers.
    public var message: String?
    /// The response field that explains a failure in the request's language, for users.
    public var localizedMessage: String?
    /// Codes that mean the credential was rejected: ``EnvelopeAuth`` refreshes it once and retries.
    public var unauthorized: Set<JSONValue>

    /// An envelope of the parts the spec's `x-clientgen-envelope` names; generated code declares one per API
    /// (`IMS.envelope`). Paths are dotted, from the top of the body.
    public init(
        params: String,
        id: String? = nil,
        apiVersion: String? = nil,
        constants: [String: JSONValue] = [:],
        credentials: [String: String] = [:],
        operationsWithoutCredentials: Set<String> = [],
        data: String? = nil,
        code: String,
        success: JSONValue,
        message: String? = nil,
        localizedMessage: String? = nil,
        unauthorized: Set<JSONValue> = []
    ) {
        self.params = params
        self.id = id
        self.apiVersion = apiVersion
        self.constants = constants
        self.credentials = credentials
        self.operationsWithoutCredentials = operationsWithoutCredentials
        self.data = data
        self.code = code
        self.success = success
        self.message = message
        self.localizedMessage = localizedMessage
        self.unauthorized = unauthorized
    }

    /// The error a response body describes, or `nil` when its code is ``success``.
    func error(in body: JSONValue, operationID: String) -> EnvelopeError? {
        let code = body[path: self.code] ?? .null
        guard code != success else { return nil }
        return EnvelopeError(
            code: code,
            message: message.flatMap { body[path: $0]?.stringValue },
            localizedMessage: localizedMessage.flatMap { body[path: $0]?.stringValue },
            operationID: operationID,
            isUnauthorized: unauthorized.contains(code)
        )
    }
}

extension JSONValue {
    /// The value at a dotted path of object member names, such as `request.apiVer`.
    subscript(path path: String) -> JSONValue? {
        path.split(separator: ".", omittingEmptySubsequences: false).reduce(self) { value, name in
            value?[String(name)]
        }
    }

    /// Sets the value at a dotted path, creating the objects on the way and replacing anything in the way.
    mutating func set(_ value: JSONValue, atPath path: String) {
        set(value, at: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...])
    }

    private mutating func set(_ value: JSONValue, at names: ArraySlice<String>) {
        guard let name = names.first else {
            self = value
            return
        }
        var members: [String: JSONValue] = [:]
        if case .object(let existing) = self { members = existing }
        var member = members[name] ?? .object([:])
        member.set(value, at: names.dropFirst())
        members[name] = member
        self = .object(members)
    }

    fileprivate var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
