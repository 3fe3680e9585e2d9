import OpenAPIModel

/// The spec's `x-clientgen-envelope`, read and checked: how an RPC-style API wraps every call.
///
/// ```yaml
/// x-clientgen-envelope:
///   request:
///     params: params                  # where the operation's parameters go
///     id: id                          # a fresh UUID on every call
///     apiVersion: request.apiVer      # per operation: the `const` of this field in its request body
///     constants: {version: '1.0'}     # the same on every call
///     credentials: {iotToken: request.iotToken}
///   response:
///     data: data                      # the result the builder returns
///     code: code
///     success: 200
///     message: message
///     localizedMessage: localizedMsg
///     unauthorized: [401]             # refresh the credential once and retry
/// ```
///
/// Fields are dotted paths from the top of the body. An operation opts out with `x-clientgen-envelope: false`,
/// or is sent without credentials with `x-clientgen-envelope: {credentials: false}`.
struct EnvelopeExtension {
    static let key = "x-clientgen-envelope"

    var params: String
    var id: String?
    var apiVersion: String?
    var constants: [(path: String, value: SpecValue)] = []
    var credentials: [(name: String, path: String)] = []
    var data: String?
    var code: String
    var success: SpecValue
    var message: String?
    var localizedMessage: String?
    var unauthorized: [SpecValue] = []

    /// How one operation uses the envelope, from its own `x-clientgen-envelope`.
    enum Usage {
        /// Not wrapped: `x-clientgen-envelope: false`.
        case none
        case withCredentials
        /// `x-clientgen-envelope: {credentials: false}`.
        case withoutCredentials
    }

    /// The envelope `value` describes; nil, with `problems` said, when it cannot be used.
    init?(_ value: SpecValue, problems: inout [String]) {
        let request = value["request"]
        let response = value["response"]
        guard case .object? = request, case .object? = response else {
            problems.append("'\(Self.key)' needs a 'request' and a 'response' mapping")
            return nil
        }
        Self.checkKeys(of: value, allowed: ["request", "response"], in: Self.key, problems: &problems)
        Self.checkKeys(
            of: request,
            allowed: ["params", "id", "apiVersion", "constants", "credentials"],
            in: Self.key + ".request",
            problems: &problems
        )
        Self.checkKeys(
            of: response,
            allowed: ["data", "code", "success", "message", "localizedMessage", "unauthorized"],
            in: Self.key + ".response",
            problems: &problems
        )
        func path(_ parent: SpecValue?, _ key: String, _ name: String) -> String? {
            guard let field = parent?[key] else { return nil }
            guard let text = field.string, !text.isEmpty, !text.split(separator: ".").contains(where: \.isEmpty),
                !text.hasPrefix("."), !text.hasSuffix(".")
            else {
                problems.append("'\(Self.key).\(name).\(key)' must be a field path such as 'request.apiVer'")
                return nil
            }
            return text
        }
        guard let params = path(request, "params", "request") else {
            problems.append("'\(Self.key).request.params' is required: the field the parameters go in")
            return nil
        }
        guard let code = path(response, "code", "response"), let success = response?["success"] else {
            problems.append("'\(Self.key).response' needs 'code' and 'success': where the outcome is, and its value")
            return nil
        }
        self.params = params
        self.code = code
        self.success = success
        id = path(request, "id", "request")
        apiVersion = path(request, "apiVersion", "request")
        data = path(response, "data", "response")
        message = path(response, "message", "response")
        localizedMessage = path(response, "localizedMessage", "response")
        if case .object(let members)? = request?["constants"] {
            constants = members.map { ($0.key, $0.value) }
        }
        if case .object(let members)? = request?["credentials"] {
            for member in members {
                guard let fieldPath = member.value.string, !fieldPath.isEmpty else {
                    problems.append("'\(Self.key).request.credentials.\(member.key)' must be a field path")
                    continue
                }
                credentials.append((member.key, fieldPath))
            }
        }
        switch response?["unauthorized"] {
        case .array(let codes)?: unauthorized = codes
        case let code?: unauthorized = [code]
        case nil: break
        }
        for value in [success] + constants.map(\.value) + unauthorized where Self.literal(value) == nil {
            problems.append("'\(Self.key)' values must be strings, numbers, booleans or null")
            return nil
        }
    }

    /// How `operation` uses the envelope; `problems` says what its own extension gets wrong.
    static func usage(of operation: OpenAPIModel.Operation, problems: inout [String]) -> Usage {
        switch operation.extensions[key] {
        case nil: return .withCredentials
        case .bool(false)?: return .none
        case .object?:
            guard let credentials = operation.extensions[key]?["credentials"] else { return .withCredentials }
            if case .bool(let flag) = credentials { return flag ? .withCredentials : .withoutCredentials }
        default: break
        }
        problems.append("an operation's '\(key)' is either false or {credentials: false}")
        return .withCredentials
    }

    /// A value as a Swift literal of the runtime's `JSONValue`, or nil when it is not a scalar.
    static func literal(_ value: SpecValue) -> SwiftValue? {
        switch value {
        case .null: .nil
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): number.isFinite ? .double(number) : nil
        case .string(let text): .string(text)
        case .bigInt, .array, .object: nil
        }
    }

    private static func checkKeys(of value: SpecValue?, allowed: [String], in name: String, problems: inout [String]) {
        guard case .object(let members)? = value else { return }
        for member in members where !allowed.contains(member.key) {
            problems.append(
                "unknown key '\(member.key)' in '\(name)'; use \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
    }

    /// The arguments of the runtime's `Envelope(…)`, in its parameter order.
    func arguments(operationsWithoutCredentials: [String]) -> [EnvelopeBlueprint.Argument] {
        var arguments = [EnvelopeBlueprint.Argument("params", .string(params))]
        if let id { arguments.append(.init("id", .string(id))) }
        if let apiVersion { arguments.append(.init("apiVersion", .string(apiVersion))) }
        if !constants.isEmpty {
            let entries = constants.map { SwiftValue.Entry(.string($0.path), Self.literal($0.value) ?? .nil) }
            arguments.append(.init("constants", .dictionary(entries)))
        }
        if !credentials.isEmpty {
            let entries = credentials.map { SwiftValue.Entry(.string($0.name), .string($0.path)) }
            arguments.append(.init("credentials", .dictionary(entries)))
        }
        if !operationsWithoutCredentials.isEmpty {
            let names = operationsWithoutCredentials.sorted().map(SwiftValue.string)
            arguments.append(.init("operationsWithoutCredentials", .array(names)))
        }
        if let data { arguments.append(.init("data", .string(data))) }
        arguments.append(.init("code", .string(code)))
        arguments.append(.init("success", Self.literal(success) ?? .nil))
        if let message { arguments.append(.init("message", .string(message))) }
        if let localizedMessage { arguments.append(.init("localizedMessage", .string(localizedMessage))) }
        if !unauthorized.isEmpty {
            arguments.append(.init("unauthorized", .array(unauthorized.compactMap(Self.literal))))
        }
        return arguments
    }
}
