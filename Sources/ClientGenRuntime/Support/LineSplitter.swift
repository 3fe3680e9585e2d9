import Foundation

/// Cuts a byte stream into JSON payloads: one per non-empty line for JSON Lines, one per event
/// (its `data:` lines joined) for server-sent events.
struct LineSplitter {
    enum Format {
        case jsonLines
        case serverSentEvents
    }

    let format: Format
    private var buffer = Data()
    private var eventData: [Data] = []

    init(format: Format) {
        self.format = format
    }

    init(contentType: String?) {
        let isEventStream = contentType?.lowercased().hasPrefix("text/event-stream") == true
        self.init(format: isEventStream ? .serverSentEvents : .jsonLines)
    }

    /// The payloads completed by `chunk`.
    mutating func feed(_ chunk: Data) -> [Data] {
        buffer.append(chunk)
        var payloads: [Data] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            var line = buffer[buffer.startIndex..<newline]
            buffer = Data(buffer[(newline + 1)...])
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if let payload = take(Data(line)) { payloads.append(payload) }
        }
        return payloads
    }

    /// The payload left when the stream ends without a final newline.
    mutating func finish() -> [Data] {
        var payloads: [Data] = []
        if !buffer.isEmpty, let payload = take(buffer) { payloads.append(payload) }
        buffer = Data()
        if format == .serverSentEvents, let payload = take(Data()) { payloads.append(payload) }
        return payloads
    }

    private mutating func take(_ line: Data) -> Data? {
        switch format {
        case .jsonLines:
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return isBlank ? nil : line
        case .serverSentEvents:
            if line.isEmpty {
                defer { eventData = [] }
                return eventData.isEmpty ? nil : Data(eventData.joined(separator: [UInt8(ascii: "\n")]))
            }
            let dataPrefix = Data("data:".utf8)
            guard line.starts(with: dataPrefix) else { return nil }  // comments, event:, id:, retry:
            var value = line.dropFirst(dataPrefix.count)
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
            eventData.append(Data(value))
            return nil
        }
    }
}
