import Foundation
import Testing

@testable import ClientGenRuntime

extension RuntimeTests {
    @Suite struct LineSplitterTests {
        func records(_ chunks: [[UInt8]], format: LineSplitter.Format, maxLineLength: Int = .max) throws
            -> [StreamRecord]
        {
            var splitter = LineSplitter(format: format, maxLineLength: maxLineLength)
            var records: [StreamRecord] = []
            for chunk in chunks { records += try splitter.feed(Data(chunk)) }
            records += try splitter.finish()
            return records
        }

        func split(_ chunks: [String], format: LineSplitter.Format, maxLineLength: Int = .max) throws -> [String] {
            try records(chunks.map { Array($0.utf8) }, format: format, maxLineLength: maxLineLength)
                .map { String(decoding: $0.data, as: UTF8.self) }
        }

        /// The events of `chunks`, one line each: `type id lastEventID retry |data|`.
        func events(_ chunks: [String]) throws -> [String] {
            try events(bytes: chunks.map { Array($0.utf8) })
        }

        func events(bytes chunks: [[UInt8]]) throws -> [String] {
            try records(chunks, format: .serverSentEvents).map { record in
                [
                    record.event ?? "-", record.id ?? "-", record.lastEventID ?? "-",
                    record.retry.map(String.init) ?? "-",
                ]
                .joined(separator: " ") + " |" + String(decoding: record.data, as: UTF8.self) + "|"
            }
        }

        @Test func jsonLinesSplitAcrossChunksAndSkipBlankLines() throws {
            #expect(
                try split(["{\"a\"", ":1}\r\n\n  \n{\"b\":2}", "\n{\"c\":3}"], format: .jsonLines) == [
                    #"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#,
                ]
            )
        }

        @Test func jsonLinesTakeRecordSeparatorsBeforeALine() throws {
            #expect(try split(["\u{1E}{\"a\":1}\n\u{1E}[2]\n"], format: .jsonLines) == [#"{"a":1}"#, "[2]"])
        }

        @Test func aJSONSequenceIsCutAtEachRecordSeparatorWhateverItsNewlines() throws {
            #expect(
                try split(
                    ["\u{1E}{\n  \"a\": 1\n}\n\u{1E}", "\u{1E}\n\u{1E}[2", "]\n\u{1E}\"x\"\n\u{1E}3\n"],
                    format: .jsonSequence
                )
                    == ["{\n  \"a\": 1\n}\n", "[2]\n", "\"x\"\n", "3\n"]
            )
            // An object cut short is left to the decoder, which refuses it; the last record may lack its LF.
            #expect(try split(["\u{1E}{\"a\":1}"], format: .jsonSequence) == [#"{"a":1}"#])
        }

        @Test(arguments: [
            ("number before the next record", "\u{1E}12\n\u{1E}12\u{1E}{}\n", 2),
            ("number at the end", "\u{1E}1\n\u{1E}-1", 2),
            ("literal", "\u{1E}tru", 1),
        ])
        func aJSONSequenceNumberOrLiteralWithoutItsNewlineMayBeCutShort(id: String, body: String, itemNumber: Int)
            throws
        {
            let error = try #require(throws: StreamItemError.self) {
                try split([body], format: .jsonSequence)
            }
            #expect(error.itemNumber == itemNumber)
            #expect("\(error)".contains("cut short"))
        }

        @Test func eventsCarryTheirTypeIDAndRetry() throws {
            #expect(
                try events([
                    ": a comment\nevent: add\ndata: [1,\ndata:2]\nid: 7\nretry: 3000\n\n",
                    "data: hello\n\n", "id\ndata\n\n", "event:x\ndata:  two spaces\nunknown: field\n\n",
                ]) == [
                    "add 7 7 3000 |[1,\n2]|",
                    "message - 7 3000 |hello|",
                    "message  - 3000 ||",
                    "x - - 3000 | two spaces|",
                ]
            )
        }

        @Test func eventsEndLinesWithCRLFOrCRAloneEvenAcrossChunks() throws {
            let expected = ["message - - - |a|", "message - - - |b\nc|", "message - - - |d|"]
            #expect(try events(["data: a\r\n\r\ndata: b\rdata: c\r\rdata: d\n\n"]) == expected)
            #expect(try events(["data: a\r", "\n\r", "\ndata: b\r", "data: c\r", "\r", "data: d\n", "\n"]) == expected)
            // A CR at the end of one chunk and an LF starting the next are one line end, not an empty line.
            #expect(try events(["data: a\r", "\ndata: b\r\n", "\r\n"]) == ["message - - - |a\nb|"])
        }

        @Test func anEventWithoutDataIsNotDispatchedButItsFieldsLast() throws {
            #expect(
                try events(["event: ping\nid: 1\nretry: 10\n\n:keep-alive\n\ndata: x\n\n"]) == [
                    "message - 1 10 |x|"
                ]
            )
        }

        @Test func invalidIDsAndRetriesAreIgnored() throws {
            #expect(
                try events(["id: 1\nretry: 5\n\nid: a\u{0}b\nretry: 1s\nretry: -3\nretry:\ndata: x\n\n"]) == [
                    "message - 1 5 |x|"
                ]
            )
            // An empty ID clears the last one.
            #expect(try events(["id: 1\ndata: a\n\nid:\ndata: b\n\n"]) == ["message 1 1 - |a|", "message  - - |b|"])
        }

        @Test func aByteOrderMarkAtTheStartIsSkippedEvenWhenSplit() throws {
            #expect(try events(["\u{FEFF}data: a\n\n"]) == ["message - - - |a|"])
            #expect(
                try records([[0xEF], [0xBB, 0xBF, 0x64], Array("ata: a\n\n".utf8)], format: .serverSentEvents).count
                    == 1
            )
            // Only at the start: later, it is part of a field name.
            #expect(try events(["data: a\n\n\u{FEFF}data: b\n\n"]) == ["message - - - |a|"])
        }

        @Test func anEventTheStreamEndsInIsDropped() throws {
            #expect(try events(["data: a\n\ndata: b\n"]) == ["message - - - |a|"])
            #expect(try events(["data: a"]).isEmpty)
        }

        @Test func aLineArrivingByteByByteIsFoundOnce() throws {
            var splitter = LineSplitter(format: .jsonLines)
            var payloads: [Data] = []
            for byte in Array(#"{"a":1}"#.utf8) + [10] + Array(#"{"b":2}"#.utf8) {
                payloads += try splitter.feed(Data([byte])).map(\.data)
            }
            payloads += try splitter.finish().map(\.data)
            #expect(payloads.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":2}"#])
        }

        @Test func anEventArrivingByteByByteIsTheSame() throws {
            let body = "\u{FEFF}event: e\r\nid: 9\r\ndata: 1\rdata: 2\n\r\n: c\r\rdata: 3\r\n\r\n"
            let expected = ["e 9 9 - |1\n2|", "message - 9 - |3|"]
            #expect(try events([body]) == expected)
            #expect(try events(bytes: Array(body.utf8).map { [$0] }) == expected)
        }

        @Test(arguments: [
            ("lines", ["123\n12345", "6\n"], LineSplitter.Format.jsonLines, 6, 2, 2),
            ("unended", ["123\n", "1234", "56"], .jsonLines, 6, 2, 2),
            ("record", ["\u{1E}1\n\u{1E}[1234", "]\n"], .jsonSequence, 7, 2, 2),
            ("event data", ["data: 1234\ndata: 1234\ndata: 1234\n\n"], .serverSentEvents, 14, 1, 1),
            ("event line", [": 1234567890\ndata: 1\n\n"], .serverSentEvents, 12, 1, 1),
        ])
        func aLineLongerThanTheLimitIsRefusedWithItsPosition(
            id: String,
            chunks: [String],
            format: LineSplitter.Format,
            longest: Int,
            itemNumber: Int,
            count: Int
        ) throws {
            let error = try #require(throws: LineSplitter.LineTooLong.self) {
                try split(chunks, format: format, maxLineLength: longest - 1)
            }
            #expect(error.itemNumber == itemNumber)
            #expect(error.limit == longest - 1)
            #expect(try split(chunks, format: format, maxLineLength: longest).count == count)
        }

        @Test(arguments: [
            ("text/event-stream; charset=utf-8", LineSplitter.Format.serverSentEvents),
            ("application/json-seq", .jsonSequence), ("application/x-ndjson", .jsonLines),
            ("Application/JSONL", .jsonLines),
        ])
        func theContentTypeNamesTheFormat(contentType: String, format: LineSplitter.Format) {
            #expect(LineSplitter.Format(contentType: contentType) == format)
        }
    }
}
