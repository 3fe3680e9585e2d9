import Foundation
import Testing

@testable import ClientGenRuntime

extension RuntimeTests {
    @Suite struct LineSplitterTests {
        func split(_ chunks: [String], format: LineSplitter.Format, maxLineLength: Int = .max) throws -> [String] {
            var splitter = LineSplitter(format: format, maxLineLength: maxLineLength)
            var payloads: [Data] = []
            for chunk in chunks { payloads += try splitter.feed(Data(chunk.utf8)) }
            payloads += try splitter.finish()
            return payloads.map { String(decoding: $0, as: UTF8.self) }
        }

        @Test func jsonLinesSplitAcrossChunksAndSkipBlankLines() throws {
            #expect(
                try split(["{\"a\"", ":1}\r\n\n  \n{\"b\":2}", "\n{\"c\":3}"], format: .jsonLines) == [
                    #"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#,
                ]
            )
        }

        @Test func eventsJoinDataLinesAndIgnoreOtherFields() throws {
            #expect(
                try split(
                    [": hi\nevent: x\ndata: [1,\ndata:2]\n\nid: 3\ndata: {}\n", "\nretry: 5\n"],
                    format: .serverSentEvents
                ) == [
                    "[1,\n2]", "{}",
                ]
            )
            #expect(try split(["data: 1"], format: .serverSentEvents) == ["1"])
        }

        @Test func aLineArrivingByteByByteIsFoundOnce() throws {
            var splitter = LineSplitter(format: .jsonLines)
            var payloads: [Data] = []
            for byte in Array(#"{"a":1}"#.utf8) + [10] + Array(#"{"b":2}"#.utf8) {
                payloads += try splitter.feed(Data([byte]))
            }
            payloads += try splitter.finish()
            #expect(payloads.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":2}"#])
        }

        @Test(arguments: [
            ("lines", ["123\n12345", "6\n"], LineSplitter.Format.jsonLines, 6, 2, 2),
            ("unended", ["123\n", "1234", "56"], .jsonLines, 6, 2, 2),
            ("event data", ["data: 1234\ndata: 1234\ndata: 1234\n\n"], .serverSentEvents, 14, 1, 1),
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
    }
}
