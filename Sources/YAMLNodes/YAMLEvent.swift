import CYAML

/// One libyaml event as Swift values: everything the tree builder needs, free of libyaml's memory, so events
/// can be read on one thread and built into nodes on another.
struct YAMLEvent: Sendable {
    /// libyaml's position of an event: character index, 0-based line and column.
    struct Position: Sendable, Equatable {
        var index: Int
        var line: Int
        var column: Int

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

    var kind: Kind
    var start: Position
    var end: Position

    /// Whether the event covers no text, such as the empty value libyaml implies for `key:`.
    var isEmptyPoint: Bool { start.index == end.index }

    init(_ event: yaml_event_t, maxScalarBytes: Int) {
        start = Position(event.start_mark)
        end = Position(event.end_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            let data = event.data.document_start
            kind = .documentStart(
                hasDirectives: data.version_directive != nil || data.tag_directives.start != data.tag_directives.end
            )
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd(isImplicit: event.data.document_end.implicit != 0)
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            if length > maxScalarBytes {
                kind = .oversizedScalar(length: length)
            } else {
                let text = data.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                }
                kind = .scalar(
                    text: text ?? "",
                    style: Self.style(data.style),
                    tag: Self.string(data.tag),
                    anchor: Self.string(data.anchor)
                )
            }
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            kind = .sequenceStart(
                tag: Self.string(data.tag),
                anchor: Self.string(data.anchor),
                isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            kind = .mappingStart(
                tag: Self.string(data.tag),
                anchor: Self.string(data.anchor),
                isFlow: data.style == YAML_FLOW_MAPPING_STYLE
            )
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        default:
            kind = .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
