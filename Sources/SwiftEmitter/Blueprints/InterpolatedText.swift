/// Text with a function's arguments put into it, such as a path template (`/pets/{id}`) or a server URL with
/// variables; rendered as a Swift string literal that interpolates them.
public struct InterpolatedText: Hashable, Sendable {
    public enum Piece: Hashable, Sendable {
        /// Text as the spec gives it, escaped (and, in a path, percent-encoded) when rendered.
        case text(String)
        /// The value of this argument.
        case argument(SwiftIdentifier)
        /// The value of this argument, a path parameter, in a style other than plain `simple`.
        case styledArgument(SwiftIdentifier, PathParameterStyle)
    }

    public var pieces: [Piece]

    public init(_ pieces: [Piece]) {
        self.pieces = pieces
    }
}
