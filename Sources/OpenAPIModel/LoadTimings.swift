/// Where the time of one ``OpenAPILoader/load(path:sources:diagnostics:timings:)`` went.
public struct LoadTimings: Sendable, Equatable {
    /// Reading the files and building their YAML node trees.
    public var parse: Duration = .zero
    /// Decoding the trees into the model, resolving `$ref`s and checking.
    public var model: Duration = .zero

    public init() {}
}
