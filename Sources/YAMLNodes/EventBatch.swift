import CYAML

/// libyaml events copied out of libyaml's memory with their text still bytes, in one buffer per batch.
///
/// Copying is all the reading thread does; making `String`s, the larger part of converting an event, happens
/// when the building thread takes each ``YAMLEvent`` out with ``event(at:)``.
struct EventBatch: Sendable {
    /// One event: libyaml's fields, its texts as ranges of ``bytes``.
    private struct Entry: Sendable {
        var type: yaml_event_type_t
        var start: YAMLEvent.Position
        var end: YAMLEvent.Position
        /// A scalar's value or an alias's anchor.
        var text: Range<Int>?
        var tag: Range<Int>?
        var anchor: Range<Int>?
        /// A scalar's style; a collection's `isFlow`; a document start's `hasDirectives`; a document end's
        /// `isImplicit`.
        var style: yaml_scalar_style_t = YAML_ANY_SCALAR_STYLE
        var flag = false
        /// The length of a scalar longer than the limit, whose text is not copied.
        var oversizedLength: Int?
    }

    private var entries: [Entry] = []
    private var bytes: [UInt8] = []

    var count: Int { entries.count }

    /// Empties the batch, keeping its storage for the next events.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    /// Copies `event`; a scalar longer than `maxScalarBytes` keeps only its length.
    mutating func append(_ event: yaml_event_t, maxScalarBytes: Int) {
        var entry = Entry(type: event.type, start: .init(event.start_mark), end: .init(event.end_mark))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            let data = event.data.document_start
            entry.flag = data.version_directive != nil || data.tag_directives.start != data.tag_directives.end
        case YAML_DOCUMENT_END_EVENT:
            entry.flag = event.data.document_end.implicit != 0
        case YAML_ALIAS_EVENT:
            entry.text = copy(event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            if length > maxScalarBytes {
                entry.oversizedLength = length
            } else {
                let start = bytes.count
                if let value = data.value { bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: length)) }
                entry.text = start..<bytes.count
                entry.style = data.style
                entry.tag = copy(data.tag)
                entry.anchor = copy(data.anchor)
            }
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            (entry.tag, entry.anchor) = (copy(data.tag), copy(data.anchor))
            entry.flag = data.style == YAML_FLOW_SEQUENCE_STYLE
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            (entry.tag, entry.anchor) = (copy(data.tag), copy(data.anchor))
            entry.flag = data.style == YAML_FLOW_MAPPING_STYLE
        default:
            break
        }
        entries.append(entry)
    }

    /// The event at `index` as Swift values.
    func event(at index: Int) -> YAMLEvent {
        let entry = entries[index]
        let kind: YAMLEvent.Kind
        switch entry.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart(hasDirectives: entry.flag)
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd(isImplicit: entry.flag)
        case YAML_ALIAS_EVENT: kind = .alias(anchor: string(entry.text) ?? "")
        case YAML_SCALAR_EVENT:
            if let length = entry.oversizedLength {
                kind = .oversizedScalar(length: length)
            } else {
                kind = .scalar(
                    text: string(entry.text) ?? "",
                    style: Self.style(entry.style),
                    tag: string(entry.tag),
                    anchor: string(entry.anchor)
                )
            }
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart(tag: string(entry.tag), anchor: string(entry.anchor), isFlow: entry.flag)
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart(tag: string(entry.tag), anchor: string(entry.anchor), isFlow: entry.flag)
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default: kind = .streamEnd
        }
        return YAMLEvent(kind: kind, start: entry.start, end: entry.end)
    }

    /// Copies a NUL-terminated libyaml string; nil for none.
    private mutating func copy(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Range<Int>? {
        guard let pointer else { return nil }
        let start = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
        return start..<bytes.count
    }

    private func string(_ range: Range<Int>?) -> String? {
        guard let range else { return nil }
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
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
