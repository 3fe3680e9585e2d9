import Foundation

/// Cuts a byte stream into JSON payloads: one per non-empty line for JSON Lines, one per event
/// (its `data:` lines joined) for server-sent events.
///
/// Each byte is looked at once, however the lines fall across chunks, and the bytes of finished lines are let go
/// of as they are taken, so a long stream costs time in proportion to its length and memory in proportion to its
/// longest line, which may be at most `maxLineLength` bytes.
struct LineSplitter {
    enum Format {
        case jsonLines
        case serverSentEvents
    }

    /// A line, or an event's data, longer than the limit.
    struct LineTooLong: Error {
        /// The limit, in bytes.
        let limit: Int
        /// The position of the item being read, counting from 1.
        let itemNumber: Int
    }

    let format: Format
    let maxLineLength: Int
    /// How many payloads were taken so far.
    private(set) var payloadCount = 0
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`; the bytes before it are done with.
    private var lineStart = 0
    /// The bytes from `lineStart` up to here hold no newline.
    private var searched = 0
    private var eventData: [UInt8] = []
    private var hasEventData = false

    init(format: Format, maxLineLength: Int = .max) {
        self.format = format
        self.maxLineLength = maxLineLength
    }

    init(contentType: String?, maxLineLength: Int = .max) {
        let isEventStream = contentType?.lowercased().hasPrefix("text/event-stream") == true
        self.init(format: isEventStream ? .serverSentEvents : .jsonLines, maxLineLength: maxLineLength)
    }

    /// The payloads completed by `chunk`; throws ``LineTooLong`` once a line outgrows the limit, ended or not.
    mutating func feed(_ chunk: Data) throws -> [Data] {
        buffer.append(contentsOf: chunk)
        var payloads: [Data] = []
        while let newline = nextNewline() {
            var end = newline
            if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            try checkLength(end - lineStart)
            if let payload = try take(lineStart..<end) { payloads.append(payload) }
            lineStart = newline + 1
            searched = lineStart
        }
        searched = buffer.count
        try checkLength(buffer.count - lineStart)
        dropFinishedLines()
        return payloads
    }

    /// The payload left when the stream ends without a final newline.
    mutating func finish() throws -> [Data] {
        var payloads: [Data] = []
        if lineStart < buffer.count, let payload = try take(lineStart..<buffer.count) { payloads.append(payload) }
        buffer = []
        lineStart = 0
        searched = 0
        if format == .serverSentEvents, let payload = try take(0..<0) { payloads.append(payload) }
        return payloads
    }

    private func nextNewline() -> Int? {
        guard searched < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress,
                let found = memchr(base + searched, Int32(UInt8(ascii: "\n")), bytes.count - searched)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    private func checkLength(_ length: Int) throws {
        if length > maxLineLength { throw LineTooLong(limit: maxLineLength, itemNumber: payloadCount + 1) }
    }

    /// Lets go of the bytes before `lineStart` once they are at least half the buffer, so each byte moves at most
    /// once on average.
    private mutating func dropFinishedLines() {
        if lineStart == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 1 << 16)
        } else if lineStart >= 1 << 16, lineStart >= buffer.count / 2 {
            buffer.removeSubrange(0..<lineStart)
        } else {
            return
        }
        searched -= lineStart
        lineStart = 0
    }

    private mutating func take(_ range: Range<Int>) throws -> Data? {
        switch format {
        case .jsonLines:
            let isBlank = buffer[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard !isBlank else { return nil }
            payloadCount += 1
            return Data(buffer[range])
        case .serverSentEvents:
            if range.isEmpty {
                defer {
                    eventData = []
                    hasEventData = false
                }
                guard hasEventData else { return nil }
                payloadCount += 1
                return Data(eventData)
            }
            let dataPrefix = "data:".utf8
            guard buffer[range].starts(with: dataPrefix) else { return nil }  // comments, event:, id:, retry:
            var value = buffer[range].dropFirst(dataPrefix.count)
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
            if hasEventData { eventData.append(UInt8(ascii: "\n")) }
            eventData.append(contentsOf: value)
            hasEventData = true
            try checkLength(eventData.count)
            return nil
        }
    }
}
