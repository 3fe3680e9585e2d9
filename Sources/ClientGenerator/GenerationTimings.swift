import OpenAPIModel

/// Where the time of one client's generation went, phase by phase, for `generate --timings`.
public struct GenerationTimings: Equatable, Sendable {
    public init() {}

    /// Reading the spec's files and building their YAML node trees.
    public var parse: Duration = .zero
    /// The OpenAPI model: decoding, `$ref` resolution, checks.
    public var model: Duration = .zero
    /// Deciding every declaration (blueprints).
    public var translate: Duration = .zero
    /// Laying the declarations out with the templates.
    public var render: Duration = .zero
    /// Comparing with the output folder and writing what changed.
    public var write: Duration = .zero

    public var total: Duration { parse + model + translate + render + write }

    mutating func add(_ load: LoadTimings) {
        parse += load.parse
        model += load.model
    }

    /// `timings: parse 57.1 ms, model 80.2 ms, …, total 650.3 ms`.
    public var line: String {
        let phases = [
            ("parse", parse), ("model", model), ("translate", translate), ("render", render), ("write", write),
            ("total", total),
        ]
        return "timings: " + phases.map { "\($0.0) \(Self.milliseconds($0.1)) ms" }.joined(separator: ", ")
    }

    public static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
