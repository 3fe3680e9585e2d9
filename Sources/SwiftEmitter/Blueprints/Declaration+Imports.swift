extension Declaration {
    /// The module of the runtime every generated file imports.
    public static let runtimeModule = "ClientGenRuntime"
    /// The runtime's library of RPC-style envelopes: `Envelope` and the `Request` initializer that sends one.
    public static let envelopeModule = "ClientGenEnvelope"
    /// What every generated file imports, even one with no declaration (an empty shard of the build plugin).
    public static let runtimeImports: Set<String> = ["Foundation", runtimeModule]

    /// The modules a file holding this declaration imports: Foundation and the runtime always, and the envelope
    /// library for the envelope constant and the builders that pass it, so that a client whose spec declares no
    /// envelope neither imports nor links it.
    public var imports: Set<String> {
        var modules = Self.runtimeImports
        switch self {
        case .envelope: modules.insert(Self.envelopeModule)
        case .operation(let blueprint) where blueprint.envelope != nil: modules.insert(Self.envelopeModule)
        default: break
        }
        return modules
    }
}

extension Sequence<Declaration> {
    /// What a file of these declarations imports: every module one of them needs.
    var imports: Set<String> {
        reduce(into: []) { $0.formUnion($1.imports) }
    }
}
