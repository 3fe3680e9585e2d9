import Foundation
import Testing

@testable import ClientGenRuntime

extension RuntimeTests {
    @Suite struct LineSplitterTests {
        func split(_ chunks: [String], format: LineSplitter.Format) -> [String] {
            var splitter = LineSplitter(format: format)
            var payloads: [Data] = []
            for chunk in chunks { payloads += splitter.feed(Data(chunk.utf8)) }
            payloads += splitter.finish()
            return payloads.map { String(decoding: $0, as: UTF8.self) }
        }

        @Test func jsonLinesSplitAcrossChunksAndSkipBlankLines() {
            #expect(
                split(["{\"a\"", ":1}\r\n\n  \n{\"b\":2}", "\n{\"c\":3}"], format: .jsonLines) == [
                    #"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#,
                ]
            )
        }

        @Test func eventsJoinDataLinesAndIgnoreOtherFields() {
            #expect(
                split(
                    [": hi\nevent: x\ndata: [1,\ndata:2]\n\nid: 3\ndata: {}\n", "\nretry: 5\n"],
                    format: .serverSentEvents
                ) == [
                    "[1,\n2]", "{}",
                ]
            )
            #expect(split(["data: 1"], format: .serverSentEvents) == ["1"])
        }
    }
}
