import OpenAPIModel

/// Where the time of one client's generation went, phase by phase, for `generate --timings`.
struct GenerationTimings: Equatable {
    /// Reading the spec's files and building their YAML node trees.
    var parse: Duration = .zero
    /// The OpenAPI model: decoding, `$ref` resolution, checks.
    var model: Duration = .zero
    /// Deciding every declaration (blueprints).
    var translate: Duration = .zero
    /// Laying the declarations out with the templates.
    var render: Duration = .zero
    /// Comparing with the output folder and writing what changed.
    var write: Duration = .zero

    var total: Duration { parse + model + translate + render + write }

    mutating func add(_ load: LoadTimings) {
        parse += load.parse
        model += load.model
    }

    /// `timings: parse 57.1 ms, model 80.2 ms, …, total 650.3 ms`.
    var line: String {
        let phases = [
            ("parse", parse), ("model", model), ("translate", translate), ("render", render), ("write", write),
            ("total", total),
        ]
        return "timings: " + phases.map { "\($0.0) \(Self.milliseconds($0.1)) ms" }.joined(separator: ", ")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
