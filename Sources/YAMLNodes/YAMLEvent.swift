import CYAML

/// One libyaml event as Swift values: everything the tree builder needs, free of libyaml's memory (made by
/// ``EventBatch``).
struct YAMLEvent: Sendable {
    /// libyaml's position of an event: character index, 0-based line and column.
    struct Position: Sendable, Equatable {
        var index: Int
        var line: Int
        var column: Int

        init(index: Int, line: Int, column: Int) {
            self.index = index
            self.line = line
            self.column = column
        }

        init(_ mark: yaml_mark_t) {
            index = Int(mark.index)
            line = Int(mark.line)
            column = Int(mark.column)
        }
    }

    enum Kind: Sendable {
        case streamStart
        case streamEnd
        case documentStart(hasDirectives: Bool)
        case documentEnd(isImplicit: Bool)
        case alias(anchor: String)
        case scalar(text: String, style: Scalar.Style, tag: String?, anchor: String?)
        /// A scalar longer than the limit, left unread.
        case oversizedScalar(length: Int)
        case sequenceStart(tag: String?, anchor: String?, isFlow: Bool)
        case mappingStart(tag: String?, anchor: String?, isFlow: Bool)
        case sequenceEnd
        case mappingEnd
    }

    /// Where an event starts and ends: all the checks of the source around it read (a plain value, which the
    /// tree builder passes around instead of the event and its strings).
    struct Span: Sendable, Equatable {
        var start: Position
        var end: Position

        /// Whether the event covers no text, such as the empty value libyaml implies for `key:`.
        var isEmptyPoint: Bool { start.index == end.index }
    }

    var kind: Kind
    var start: Position
    var end: Position

    var span: Span { Span(start: start, end: end) }

    init(kind: Kind, start: Position, end: Position) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
