import CYAML
import Diagnostics

/// Drives libyaml's event API over a buffer and hands each event over, valid until the receiver returns.
enum EventReader {
    enum Outcome: Sendable {
        /// The stream ended.
        case finished
        /// The reader stopped early: the receiver asked it to, or nesting passed the depth limit.
        case stopped
        /// libyaml rejected the input.
        case failed(Diagnostic)
    }

    /// Reads until the stream ends, `deliver` returns false, libyaml fails, or nesting goes one level past
    /// `maxDepth` (that event is delivered, so the receiver reports it; libyaml goes no deeper).
    static func read(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        maxDepth: Int,
        deliver: (yaml_event_t) throws -> Bool
    ) rethrows -> Outcome {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else {
            return .failed(
                Diagnostic(.error, .yamlSyntax, YAMLMessage.outOfMemory, at: source.location(ofByteOffset: 0))
            )
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        var depth = 0
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                return .failed(YAMLParser.syntaxDiagnostic(parser.pointee, source: source))
            }
            let type = event.pointee.type
            defer { yaml_event_delete(event) }
            switch type {
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: depth += 1
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: depth -= 1
            default: break
            }
            guard try deliver(event.pointee) else { return .stopped }
            if type == YAML_STREAM_END_EVENT { return .finished }
            if depth > maxDepth { return .stopped }
        }
    }
}
