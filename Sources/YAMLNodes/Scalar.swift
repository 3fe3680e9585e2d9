/// The text of a scalar node exactly as the document gives it, after YAML's own unescaping and folding.
public struct Scalar: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded

        /// Quoted and block scalars are always strings; only plain scalars are resolved by the schema.
        public var isPlain: Bool { self == .plain }
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}
