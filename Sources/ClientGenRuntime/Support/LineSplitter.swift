import Foundation

/// Cuts a streamed body into its items: one per non-blank line of JSON Lines, one per record of a JSON text
/// sequence (RFC 7464), one per dispatched event of server-sent events (the WHATWG HTML standard's
/// event stream format).
///
/// The search for line ends goes over each byte once, however the lines fall across chunks (a line is read again
/// only to take it apart once it is whole), and the bytes of finished lines are let go of as they are taken, so a
/// long stream costs time in proportion to its length and memory in proportion to its longest line (or event data),
/// which may be at most `maxLineLength` bytes.
struct LineSplitter {
    /// How the body is cut.
    enum Format: Sendable {
        /// One JSON text per line ending in LF (a CR before it dropped); blank lines are skipped.
        case jsonLines
        /// Each JSON text after an RS byte (0x1E), whatever newlines it holds.
        case jsonSequence
        /// Lines ending in CR, LF or CR LF, read as fields; a blank line dispatches the event.
        case serverSentEvents

        /// The format a `Content-Type` names, or nil for another media type (or none).
        init?(contentType: String?) {
            let mediaType = contentType?.split(separator: ";", maxSplits: 1).first?
                .trimmingCharacters(in: .whitespaces).lowercased()
            switch mediaType {
            case "text/event-stream": self = .serverSentEvents
            case "application/json-seq": self = .jsonSequence
            case "application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/jsonlines":
                self = .jsonLines
            default: return nil
            }
        }
    }

    /// A line, or an event's data, longer than the limit.
    struct LineTooLong: Error {
        /// The limit, in bytes.
        let limit: Int
        /// The position of the item being read, counting from 1.
        let itemNumber: Int
        /// How items are cut, which says what the server may have left out.
        let format: Format
    }

    let format: Format
    let maxLineLength: Int
    /// How many items were taken so far.
    private(set) var itemCount = 0
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`; the bytes before it are done with.
    private var lineStart = 0
    /// The bytes from `lineStart` up to here hold no line end.
    private var searched = 0
    /// Server-sent events: the last line ended in a CR that was the last byte read, so an LF first thing next
    /// belongs to it (a CR LF cut between two chunks).
    private var skipsLineFeed = false
    /// Server-sent events: no line was read yet, so a byte-order mark may still be at the start.
    private var isAtStart = true
    private var event = EventFields()

    /// Server-sent events: the ID the stream last set; nil when none was set, or the last one was empty.
    var lastEventID: String? { event.lastEventID.isEmpty ? nil : event.lastEventID }

    init(format: Format, maxLineLength: Int = .max) {
        self.format = format
        self.maxLineLength = maxLineLength
    }

    /// The items completed by `chunk`; throws ``LineTooLong`` once a line outgrows the limit, ended or not, and
    /// ``StreamItemError`` for a JSON sequence record cut short.
    mutating func feed(_ chunk: Data) throws -> [StreamRecord] {
        buffer.append(contentsOf: chunk)
        var records: [StreamRecord] = []
        while let (end, next) = nextLineEnd() {
            try checkLength(end - lineStart)
            try take(lineStart..<end, isEnded: true, into: &records)
            lineStart = next
            searched = next
        }
        searched = buffer.count
        try checkLength(buffer.count - lineStart)
        dropFinishedLines()
        return records
    }

    /// The item left when the stream ends without a final line end. An event not ended by a blank line is
    /// dropped, as the WHATWG standard says: it may be incomplete.
    mutating func finish() throws -> [StreamRecord] {
        var records: [StreamRecord] = []
        if lineStart < buffer.count, format != .serverSentEvents {
            try take(lineStart..<buffer.count, isEnded: false, into: &records)
        }
        buffer = []
        lineStart = 0
        searched = 0
        event.clearBlock()
        return records
    }

    /// The end of the next whole line (or record) and where the one after it starts.
    private mutating func nextLineEnd() -> (end: Int, next: Int)? {
        switch format {
        case .jsonLines:
            guard let newline = find(UInt8(ascii: "\n")) else { return nil }
            let end = newline > lineStart && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
            return (end, newline + 1)
        case .jsonSequence:
            guard let separator = find(Self.recordSeparator) else { return nil }
            return (separator, separator + 1)
        case .serverSentEvents:
            if skipsLineFeed, searched < buffer.count {
                skipsLineFeed = false
                if buffer[searched] == UInt8(ascii: "\n") {
                    lineStart += 1
                    searched += 1
                }
            }
            let found = buffer.withUnsafeBufferPointer { bytes -> Int? in
                var index = searched
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return index }
                    index += 1
                }
                return nil
            }
            guard let end = found else { return nil }
            guard buffer[end] == UInt8(ascii: "\r") else { return (end, end + 1) }
            if end + 1 == buffer.count {
                skipsLineFeed = true
                return (end, end + 1)
            }
            return (end, buffer[end + 1] == UInt8(ascii: "\n") ? end + 2 : end + 1)
        }
    }

    private func find(_ byte: UInt8) -> Int? {
        guard searched < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + searched, Int32(byte), bytes.count - searched)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    func checkLength(_ length: Int) throws {
        if length > maxLineLength { throw LineTooLong(limit: maxLineLength, itemNumber: itemCount + 1, format: format) }
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

    /// Reads the line (or record) at `range`; `isEnded` is false for the bytes the stream ended with.
    private mutating func take(_ range: Range<Int>, isEnded: Bool, into records: inout [StreamRecord]) throws {
        switch format {
        case .jsonLines:
            // RS bytes before a line are a JSON text sequence sent under another label; no JSON text starts so.
            var start = range.lowerBound
            while start < range.upperBound, buffer[start] == Self.recordSeparator { start += 1 }
            let line = buffer[start..<range.upperBound]
            guard !line.allSatisfy(Self.isJSONWhitespace) else { return }
            itemCount += 1
            records.append(StreamRecord(data: Data(line)))
        case .jsonSequence:
            let record = buffer[range]
            // Empty records (RS RS, or RS LF) are no items (RFC 7464 §2.1).
            guard let first = record.first(where: { !Self.isJSONWhitespace($0) }) else { return }
            itemCount += 1
            // A number, true, false or null with nothing after it may be the start of a longer one (RFC 7464 §2.4).
            if let last = record.last, !Self.isJSONWhitespace(last), Self.mayBeCutShort(startingWith: first) {
                throw StreamItemError(
                    itemNumber: itemCount,
                    underlyingError: DecodingError.dataCorrupted(
                        .init(
                            codingPath: [],
                            debugDescription:
                                "The record may have been cut short: a number, true, false or null must be followed "
                                + "by a newline (RFC 7464)"
                        )
                    )
                )
            }
            records.append(StreamRecord(data: Data(record)))
        case .serverSentEvents:
            var start = range.lowerBound
            if isAtStart {
                isAtStart = false
                if buffer[range].starts(with: Self.byteOrderMark) { start += Self.byteOrderMark.count }
            }
            try takeField(start..<range.upperBound, into: &records)
        }
    }

    /// One line of an event stream: a field, a comment, or the blank line that dispatches the event.
    private mutating func takeField(_ range: Range<Int>, into records: inout [StreamRecord]) throws {
        guard !range.isEmpty else {
            if let record = event.dispatch() {
                itemCount += 1
                records.append(record)
            }
            return
        }
        let line = buffer[range]
        guard line.first != UInt8(ascii: ":") else { return }  // a comment
        let name: ArraySlice<UInt8>
        var value: ArraySlice<UInt8>
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            name = buffer[range.lowerBound..<colon]
            value = buffer[(colon + 1)..<range.upperBound]
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            name = line
            value = []
        }
        if name.elementsEqual("data".utf8) {
            event.data.append(contentsOf: value)
            event.data.append(UInt8(ascii: "\n"))
            try checkLength(event.data.count - 1)
        } else if name.elementsEqual("event".utf8) {
            event.type = String(decoding: value, as: UTF8.self)
        } else if name.elementsEqual("id".utf8) {
            // An ID with a NUL is ignored: it could not be sent back in a Last-Event-ID header.
            guard !value.contains(0) else { return }
            event.id = String(decoding: value, as: UTF8.self)
            event.lastEventID = event.id ?? ""
        } else if name.elementsEqual("retry".utf8) {
            guard !value.isEmpty, value.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let milliseconds = Int(String(decoding: value, as: UTF8.self))
            else { return }
            event.retry = milliseconds
        }
        // Any other field is ignored.
    }

    private static let recordSeparator: UInt8 = 0x1E
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func mayBeCutShort(startingWith byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n")
    }
}

/// One item cut from a streamed body, before its data is decoded; the event fields are set for server-sent
/// events only.
struct StreamRecord: Sendable {
    /// The JSON text, or the event's data lines joined with LF.
    var data: Data
    /// The event type, `message` unless the event named another.
    var event: String?
    /// The `id` field of this event.
    var id: String?
    /// The ID the stream last set, on this event or before it; nil when none was set, or it was set to nothing.
    var lastEventID: String?
    /// The reconnection time the stream last asked for, in milliseconds.
    var retry: Int?
}

/// The fields of the event being read, and what lasts from one event to the next.
private struct EventFields {
    /// The data lines so far, each followed by LF.
    var data: [UInt8] = []
    var type = ""
    /// The `id` field of this event, if it has one.
    var id: String?
    /// The last event ID buffer: kept from one event to the next.
    var lastEventID = ""
    /// The reconnection time: kept from one event to the next.
    var retry: Int?

    /// The event a blank line ends, or nil when it has no data (which dispatches nothing); either way the next
    /// event starts afresh.
    mutating func dispatch() -> StreamRecord? {
        defer { clearBlock() }
        guard !data.isEmpty else { return nil }
        data.removeLast()  // the LF after the last data line
        return StreamRecord(
            data: Data(data),
            event: type.isEmpty ? "message" : type,
            id: id,
            lastEventID: lastEventID.isEmpty ? nil : lastEventID,
            retry: retry
        )
    }

    mutating func clearBlock() {
        data.removeAll(keepingCapacity: true)
        type = ""
        id = nil
    }
}
