import CYAML

/// The physical floor for reading a spec: libyaml's event loop over the bytes, building nothing.
///
/// Benchmarks time the node tree against this in the same process (`../shared/tools/yamlfloor.c` does
/// the same in C); it lives here because only this module may import libyaml.
public enum LibYAMLEventFloor {
    /// Parses `bytes` and returns the number of events, or nil when libyaml rejects them.
    public static func countEvents(in bytes: [UInt8]) -> Int? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) != 0 else { return nil }
        defer { yaml_parser_delete(parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var count = 0
            while true {
                guard yaml_parser_parse(parser, event) != 0 else { return nil }
                count += 1
                let isEnd = event.pointee.type == YAML_STREAM_END_EVENT
                yaml_event_delete(event)
                if isEnd { return count }
            }
        }
    }
}
