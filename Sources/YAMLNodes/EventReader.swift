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
    /// `maxDepth` (that event is delivered, so the receiver reports it; libyaml goes no deeper). With
    /// `skipping`, libyaml reads the buffer without those bytes.
    static func read(
        _ source: SourceFile,
        _ buffer: UnsafeBufferPointer<UInt8>,
        skipping: Range<Int>? = nil,
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
        let parts: InputParts?
        if let skipping {
            let input = InputParts([
                UnsafeBufferPointer(rebasing: buffer[..<skipping.lowerBound]),
                UnsafeBufferPointer(rebasing: buffer[skipping.upperBound...]),
            ])
            yaml_parser_set_input(
                parser,
                { data, buffer, size, sizeRead in
                    guard let data, let buffer, let sizeRead else { return 0 }
                    let input = Unmanaged<InputParts>.fromOpaque(data).takeUnretainedValue()
                    sizeRead.pointee = input.copy(into: buffer, size: size)
                    return 1
                },
                Unmanaged.passUnretained(input).toOpaque()
            )
            parts = input
        } else {
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            parts = nil
        }
        defer { withExtendedLifetime(parts) {} }
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

/// Buffers libyaml reads one after the other, as if they were one (``EventReader/read(_:_:skipping:maxDepth:deliver:)``).
private final class InputParts {
    private var parts: [UnsafeBufferPointer<UInt8>]
    private var index = 0
    private var offset = 0

    init(_ parts: [UnsafeBufferPointer<UInt8>]) {
        self.parts = parts
    }

    /// Copies up to `size` bytes for libyaml's read handler; none at the end.
    func copy(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
        var written = 0
        while written < size, index < parts.count {
            let part = parts[index]
            let count = min(size - written, part.count - offset)
            if count > 0, let base = part.baseAddress {
                (buffer + written).update(from: base + offset, count: count)
            }
            written += count
            offset += count
            if offset == part.count {
                index += 1
                offset = 0
            }
        }
        return written
    }
}
