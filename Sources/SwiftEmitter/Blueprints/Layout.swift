/// Line layout decisions, made the way the project's `.swift-format` would make them, so generated code is
/// already formatted: a list that fits in the line limit stays on one line, otherwise one item per line.
enum Layout {
    static let lineLimit = 120
    static let indentUnit = "    "

    /// The parameters between `prefix` and `suffix`: inline when the whole line fits, otherwise each on its own
    /// line, indented one level deeper than `prefix`'s own indentation.
    static func parameterList(_ parameters: [String], prefix: String, suffix: String) -> String {
        let inline = parameters.joined(separator: ", ")
        if prefix.count + inline.count + suffix.count <= lineLimit { return inline }
        let indent = String(prefix.prefix { $0 == " " })
        let inner = indent + indentUnit
        return "\n" + parameters.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent
    }
}
