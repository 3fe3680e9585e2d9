import Mustache

/// The envelope an RPC-style API wraps every call in (the spec's `x-clientgen-envelope`): a `static let` of the
/// namespace that every builder passes to `Request`.
public struct EnvelopeBlueprint: Sendable {
    /// The enum the envelope is declared in, such as `IMS`.
    public var namespace: String
    public var name: SwiftIdentifier
    public var documentation: [String]
    /// The arguments of the runtime's `Envelope(…)` as Swift source, such as `params: "params"`, in order.
    public var arguments: [String]

    public init(namespace: String, name: SwiftIdentifier, documentation: [String] = [], arguments: [String]) {
        self.namespace = namespace
        self.name = name
        self.documentation = documentation
        self.arguments = arguments
    }

    func renderContext(access: AccessLevel) -> MustacheValue {
        let prefix = "    \(access.prefix)static let \(name.declared) = Envelope("
        return [
            "access": .string(access.prefix),
            "namespace": .string(namespace),
            "declaredName": .string(name.declared),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "arguments": .string(Layout.parameterList(arguments, prefix: prefix, suffix: ")")),
        ]
    }
}
