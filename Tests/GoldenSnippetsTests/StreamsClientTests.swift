import ClientGenRuntime
import Foundation
import GoldenStreams
import LoopbackHTTPServer
import Testing
import WireLog

/// The client generated from `Fixtures/streams.yaml` against a loopback server that streams as the spec says:
/// server-sent events with every kind of field, typed from an OpenAPI 3.2 `itemSchema` with JSON or text data or
/// by the type of each event, and a JSON text sequence. What each call sends is checked by openapi-core through the wire log.
struct StreamsClientTests {
    static let spec = "Tests/SwiftEmitterTests/Fixtures/streams.yaml"
    static let eventStream = [("Content-Type", "text/event-stream")]

    static func respond(_ request: RecordedRequest, _ writer: ResponseWriter) {
        switch request.path {
        case "/notes/changes" where request.header("Last-Event-ID") == "2":
            writer.writeHead(status: 200, headers: eventStream)
            writer.writeChunk("event: updated\nid: 3\ndata: {\"id\":1,\"title\":\"c\"}\n\n")
            writer.finish()
        case "/notes/changes":
            writer.writeHead(status: 200, headers: eventStream)
            // A byte-order mark, a comment, a retry time alone, then events with CR LF, CR and LF line ends, JSON
            // data over two lines, and a chunk boundary inside a CR LF.
            writer.writeChunk(Data([0xEF, 0xBB, 0xBF]) + Data(": connected\nretry: 2500\n\n".utf8))
            writer.writeChunk("event: created\r\nid: 1\r\ndata: {\"id\":1,\r\ndata: \"title\":\"a\"}\r")
            writer.writeChunk("\n\r\nevent: updated\rid: 2\rdata: {\"id\":1,\"title\":\"b\"}\r\r")
            writer.writeChunk(": no data, so no event\nevent: ignored\n\n")
            writer.finish()
        case "/activity":
            writer.writeHead(status: 200, headers: eventStream)
            writer.writeChunk("event: note.added\ndata: {\"id\":4,\"title\":\"d\"}\n\nevent: note.deleted\ndata: 3\n\n")
            writer.writeChunk("event: heartbeat\ndata:\n\nevent: note.moved\nid: 9\ndata: {\"id\":4}\n\n")
            writer.finish()
        case "/log":
            writer.writeHead(status: 200, headers: eventStream)
            writer.writeChunk(
                "data: hello\n\ndata: two\ndata: lines\nid: x\n\nevent: warning\ndata:{\"not\": \"json\"}\n\n"
            )
            writer.finish()
        case "/notes/titles":
            writer.writeHead(status: 200, headers: eventStream)
            writer.writeChunk("data: {\"id\":7,\"title\":\"t\"}\n\n")
            writer.finish()
        case "/notes/history":
            writer.writeHead(status: 200, headers: [("Content-Type", "application/jsonl")])
            writer.writeChunk("{\"event\":\"note.created\",\"data\":{\"id\":1,\"title\":\"a\"}}\n")
            writer.writeChunk("{\"data\":{\"id\":1,\"title\":\"a\"},\"event\":\"note.archived\"}\n")
            writer.writeChunk("{\"event\":\"note.deleted\",\"id\":1}\n{\"event\":\"note.moved\",\"id\":1}\n")
            writer.finish()
        case "/notes/attachments":
            writer.writeHead(status: 200, headers: [("Content-Type", "application/jsonl")])
            writer.writeChunk("{\"text\":\"hi\",\"kind\":2}\n{\"kind\":1,\"url\":\"u\"}\n{\"kind\":3}\n")
            writer.finish()
        case "/notes/export":
            writer.writeHead(status: 200, headers: [("Content-Type", "application/json-seq")])
            writer.writeChunk("\u{1E}{\n  \"id\": 1,\n  \"title\": \"a\"\n}\n\u{1E}")
            writer.writeChunk("{\"id\":2,\"title\":\"b\"}\n")
            writer.finish()
        default:
            writer.respond(status: 404)
        }
    }

    @Test func everyStreamReadsAsTheSpecSays() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)

        var changes: [ServerSentEvent<Note>] = []
        for try await change in client.events(Streams.watchNotes()) { changes.append(change) }
        #expect(
            changes == [
                ServerSentEvent(
                    event: "created",
                    data: Note(id: 1, title: "a"),
                    id: "1",
                    lastEventID: "1",
                    retry: 2500
                ),
                ServerSentEvent(
                    event: "updated",
                    data: Note(id: 1, title: "b"),
                    id: "2",
                    lastEventID: "2",
                    retry: 2500
                ),
            ]
        )
        // Resumed after the last event, with the ID it carried.
        let resumed = try await client.send(Streams.watchNotes(lastEventID: changes.last?.lastEventID))
        #expect(resumed.events.map(\.data.title) == ["c"])
        #expect(resumed.lastEventID == "3")

        // Each type of event with its own data; a type the spec does not name is kept as text.
        var activity: [String] = []
        for try await event in client.events(Streams.watchActivity()) {
            switch event.data {
            case .noteAdded(let note): activity.append("added \(note.id) \(note.title)")
            case .noteDeleted(let id): activity.append("deleted \(id)")
            case .heartbeat(let data): activity.append("heartbeat \(data.isEmpty)")
            case .unknown(let type, let data): activity.append("\(type) \(data) \(event.id ?? "-")")
            }
        }
        #expect(activity == ["added 4 d", "deleted 3", "heartbeat true", #"note.moved {"id":4} 9"#])
        let sent = try await client.send(Streams.watchActivity())
        #expect(sent.events.map(\.event) == ["note.added", "note.deleted", "heartbeat", "note.moved"])

        let log = try await client.send(Streams.tailLog())
        #expect(log.events.map(\.data) == ["hello", "two\nlines", #"{"not": "json"}"#])
        #expect(log.events.map(\.event) == ["message", "message", "warning"])
        #expect(log.events.map(\.lastEventID) == [nil, "x", "x"])
        #expect(log.events.map(\.id) == [nil, "x", nil])

        var titles: [Note] = []
        for try await title in client.events(Streams.watchTitles()) { titles.append(title.data) }
        #expect(titles == [Note(id: 7, title: "t")])

        var exported: [Note] = []
        for try await note in client.lines(Streams.exportNotes()) { exported.append(note) }
        #expect(exported == [Note(id: 1, title: "a"), Note(id: 2, title: "b")])
        #expect(try await client.send(Streams.exportNotes()).items == exported)

        // Variants told apart by the one value each allows of `event`, in whatever place it comes; one the spec
        // does not list is kept.
        var history: [NoteEvent] = []
        for try await event in client.lines(Streams.noteHistory()) { history.append(event) }
        #expect(
            history == [
                .noteCreated(.init(data: Note(id: 1, title: "a"))),
                .noteArchived(.init(data: Note(id: 1, title: "a"))),
                .noteDeleted(.init(id: 1)),
                .unknown(["event": "note.moved", "id": 1]),
            ]
        )

        var attachments: [GoldenStreams.Attachment] = []
        for try await attachment in client.lines(Streams.noteAttachments()) { attachments.append(attachment) }
        #expect(
            attachments == [
                .case2(.init(text: "hi")), .case1(.init(url: "u")), .unknown(["kind": 3]),
            ]
        )

        let requests = server.requests
        #expect(
            requests.map { "\($0.method) \($0.target)" } == [
                "GET /notes/changes", "GET /notes/changes", "GET /activity", "GET /activity", "GET /log",
                "GET /notes/titles", "GET /notes/export", "GET /notes/export", "GET /notes/history",
                "GET /notes/attachments",
            ]
        )
        #expect(requests[0].header("Accept") == "text/event-stream")
        #expect(requests[0].header("Last-Event-ID") == nil && requests[1].header("Last-Event-ID") == "2")
        #expect(requests[2].header("Accept") == "text/event-stream")
        #expect(requests[6].header("Accept") == "application/json-seq")
        try WireLog.record(requests, spec: Self.spec)
    }
}
