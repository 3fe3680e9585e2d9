import Mustache

/// The envelope an RPC-style API wraps every call in (the spec's `x-clientgen-envelope`): a `static let` of the
/// namespace that every builder passes to `Request`.
public struct EnvelopeBlueprint: Sendable {
    /// One labelled argument of the runtime's `Envelope(…)`.
    public struct Argument: Hashable, Sendable {
        public var label: String
        public var value: SwiftValue

        public init(_ label: String, _ value: SwiftValue) {
            self.label = label
            self.value = value
        }
    }

    /// The enum the envelope is declared in, such as `IMS`.
    public var namespace: String
    public var name: SwiftIdentifier
    public var documentation: Documentation
    /// The arguments of `Envelope(…)`, in its parameter order.
    public var arguments: [Argument]

    public init(
        namespace: String,
        name: SwiftIdentifier,
        documentation: Documentation = Documentation(),
        arguments: [Argument]
    ) {
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
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "arguments": .string(
                Layout.standard.parameterList(arguments.map { "\($0.label): \($0.value)" }, prefix: prefix, suffix: ")")
            ),
        ]
    }
}
