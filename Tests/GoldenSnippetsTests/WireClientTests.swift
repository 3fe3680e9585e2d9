import ClientGenRuntime
import Foundation
import GoldenWire
import LoopbackHTTPServer
import Testing
import WireLog

/// The client generated from `Fixtures/wire.yaml` against a loopback server that answers as the spec says: what
/// each call sends (checked here, and by openapi-core through the wire log) and how each answer reads.
struct WireClientTests {
    static let spec = "Tests/SwiftEmitterTests/Fixtures/wire.yaml"
    static let noteID = UUID(uuidString: "5C2E4A8F-1B3D-4E6F-8A9B-0C1D2E3F4A5B")!
    static let json = [("Content-Type", "application/json")]
    static let noteJSON = """
        {"id":"5C2E4A8F-1B3D-4E6F-8A9B-0C1D2E3F4A5B","title":"a","body":null,"tags":["draft"],\
        "createdAt":"2026-11-29T16:40:00Z"}
        """

    static func respond(_ request: RecordedRequest, _ writer: ResponseWriter) {
        let note = "/notes/" + noteID.uuidString.lowercased()
        switch (request.method, request.path) {
        case ("POST", "/login"):
            writer.respond(status: 200, headers: json, text: #"{"token":"t"}"#)
        case ("POST", "/notes") where request.text.contains("later"):
            writer.respond(status: 202, headers: json, text: #"{"id":"\#(noteID.uuidString.lowercased())"}"#)
        case ("POST", "/notes"):
            writer.respond(status: 201, headers: json + [("Location", note)], text: noteJSON)
        case ("GET", "/notes") where request.header("Accept") == "text/csv":
            writer.respond(status: 200, headers: [("Content-Type", "text/csv")], text: "id,title\n1,a\n")
        case ("GET", "/notes"):
            let headers = json + [("X-Rate-Limit-Remaining", "41"), ("Link", "</notes?page=2>; rel=next")]
            writer.respond(status: 200, headers: headers, text: "[" + noteJSON + "]")
        case ("GET", note), ("PATCH", note):
            writer.respond(status: 200, headers: json + [("ETag", #""v2""#)], text: noteJSON)
        case ("POST", "/jobs"), ("GET", "/jobs/" + noteID.uuidString.lowercased()):
            writer.respond(status: 200, headers: json, text: #"{"data":{"id":"\#(noteID.uuidString.lowercased())"}}"#)
        case ("DELETE", note), ("POST", note + "/attachments"), ("PUT", note + "/content"):
            writer.respond(status: 204)
        case ("GET", let path) where path.hasPrefix("/styles/"):
            writer.respond(status: 204)
        default:
            writer.respond(
                status: 404,
                headers: [("Content-Type", "application/problem+json")],
                text: #"{"detail":"No note at \#(request.path)."}"#
            )
        }
    }

    @Test func everyCallSendsWhatTheSpecSaysAndReadsItsAnswer() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(
            baseURL: server.baseURL,
            middlewares: Wire.authMiddlewares(bearerAuth: "t", apiKey: "k")
        )

        let token = try await client.send(Wire.login(body: .init(username: "u", password: "p w")))
        #expect(token.token == "t")

        let created = try await client.response(
            Wire.createNote(body: Note(id: UUID(), title: "a", body: nil, createdAt: Date(), secret: "s"))
        )
        guard case .created(let note) = created.value else {
            Issue.record("201 reads as .created, not \(created.value)")
            return
        }
        #expect(note.id == Self.noteID, "either case is read")
        #expect(note.body == nil && note.secret == nil)
        let location = Wire.CreateNote.ResponseHeaders(created).location
        #expect(location == "/notes/" + Self.noteID.uuidString.lowercased())

        let queued = try await client.send(Wire.createNote(body: Note(title: "later", body: "b", secret: "s")))
        guard case .accepted(let job) = queued else {
            Issue.record("202 reads as .accepted, not \(queued)")
            return
        }
        #expect(job.id == Self.noteID)

        let read = try await client.response(Wire.getNote(noteID: Self.noteID))
        #expect(read.value.title == "a")
        #expect(Wire.GetNote.ResponseHeaders(read).eTag == #""v2""#)

        _ = try await client.send(Wire.updateNote(noteID: Self.noteID, body: .init(summary: .null)))
        _ = try await client.send(Wire.updateNote(noteID: Self.noteID, body: .init(title: "b")))

        let page = try await client.response(Wire.listNotes())
        #expect(page.value.map(\.title) == ["a"])
        let pageHeaders = Wire.ListNotes.ResponseHeaders(page)
        #expect(pageHeaders.xRateLimitRemaining == 41)
        #expect(pageHeaders.link == "</notes?page=2>; rel=next")
        let csv = try await client.send(Wire.listNotes(limit: 20, owner: Self.noteID).accepting("text/csv"))
        #expect(String(decoding: csv, as: UTF8.self) == "id,title\n1,a\n")

        try await client.send(Wire.deleteNote(noteID: Self.noteID))
        let missing = try await #require(throws: APIError.self) {
            try await client.send(Wire.getNote(noteID: UUID()))
        }
        #expect(missing.status == 404)
        #expect(missing.errorModel(as: Problem.self)?.detail?.hasPrefix("No note at /notes/") == true)

        let requests = server.requests
        #expect(
            requests.map { "\($0.method) \($0.target)" } == [
                "POST /login",
                "POST /notes",
                "POST /notes",
                "GET /notes/5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                "PATCH /notes/5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                "PATCH /notes/5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                // Defaults are the server's: left out, unless the caller gives one, even the same.
                "GET /notes",
                "GET /notes?limit=20&owner=5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                "DELETE /notes/5c2e4a8f-1b3d-4e6f-8a9b-0c1d2e3f4a5b",
                "GET /notes/\(requests.last?.path.split(separator: "/").last ?? "")",
            ]
        )
        // `security: []` goes out bare; the others carry the credentials their requirements name.
        #expect(requests[0].header("Authorization") == nil && requests[0].header("X-API-Key") == nil)
        #expect(requests[0].text == "password=p%20w&username=u")
        #expect(requests[1].header("Authorization") == "Bearer t" && requests[1].header("X-API-Key") == nil)
        // Its requirements are alternatives, bearer or key: the first the client holds goes, the other stays.
        #expect(requests[3].header("Authorization") == "Bearer t" && requests[3].header("X-API-Key") == nil)
        // Read-only members never go out; a required nullable one goes out as null; an absent optional one, even
        // one with a default (`tags`), not.
        #expect(requests[1].text == #"{"body":null,"secret":"s","title":"a"}"#)
        #expect(requests[4].text == #"{"summary":null}"#)
        #expect(requests[5].text == #"{"title":"b"}"#)
        #expect(requests[1].header("Accept") == "application/json")
        #expect(requests[7].header("Accept") == "text/csv")
        let lastID = requests.last?.path.split(separator: "/").last.map(String.init) ?? ""
        #expect(lastID == lastID.lowercased())
        try WireLog.record(requests, spec: Self.spec)
    }

    /// Path parameters in `matrix` and `label` style go out as OpenAPI's style examples write them, and a query value
    /// with `allowReserved` keeps its reserved characters but those that would change what the query says.
    @Test func parametersGoOutInTheirStyle() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, middlewares: Wire.authMiddlewares(bearerAuth: "t"))

        try await client.send(
            Wire.getStyled(matrixID: 5, labelIDs: [3, 4, 5], matrixTags: ["a b", "c"], next: "/notes?page=2&x=a/b")
        )
        try await client.send(Wire.getStyled(matrixID: -1, labelIDs: [3], matrixTags: ["a"]))

        let requests = server.requests
        #expect(
            requests.map(\.target) == [
                "/styles/;matrixId=5/.3,4,5/;matrixTags=a%20b;matrixTags=c?next=/notes?page=2%26x=a/b",
                "/styles/;matrixId=-1/.3/;matrixTags=a",
            ]
        )
        try WireLog.record(requests, spec: Self.spec)
    }

    /// Operations' objects that only wrap a value in `data` are one generic struct, `DataEnvelope<Job>`, under the
    /// names the operations give them; it sends and reads `{"data": …}`.
    @Test func objectsThatWrapAValueShareAGenericStruct() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, middlewares: Wire.authMiddlewares(bearerAuth: "t"))

        let body: DataEnvelope<Job> = Wire.StartJob.Body(data: Job(id: Self.noteID))
        let started: JobResponse = try await client.send(Wire.startJob(body: body))
        #expect(started.data?.id == Self.noteID)
        let read: DataEnvelope<Job> = try await client.send(Wire.getJob(jobID: Self.noteID))
        #expect(read == started)

        let requests = server.requests
        #expect(
            requests.map { "\($0.method) \($0.target)" } == [
                "POST /jobs", "GET /jobs/\(Self.noteID.uuidString.lowercased())",
            ]
        )
        #expect(requests[0].text == #"{"data":{"id":"\#(Self.noteID.uuidString.lowercased())"}}"#)
        try WireLog.record(requests, spec: Self.spec)
    }

    /// A typed multipart body (fields, a file from disk with the header and content type its `encoding` gives, files
    /// from memory, a JSON part) and a binary body from a file and from memory, checked byte for byte.
    @Test func uploadsSendTypedPartsAndFileBodies() async throws {
        let server = try LoopbackHTTPServer(handler: Self.respond)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, middlewares: Wire.authMiddlewares(bearerAuth: "t", apiKey: "k"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wire-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = folder.appendingPathComponent("scan.png")
        let scanBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
        try scanBytes.write(to: scan)

        try await client.send(
            Wire.uploadAttachments(
                noteID: Self.noteID,
                body: .init(
                    caption: "Receipts",
                    scan: MultipartFile(fileURL: scan),
                    extras: [
                        MultipartFile(data: Data("a".utf8), filename: "a.txt", contentType: "text/plain"),
                        MultipartFile(data: Data("b".utf8), filename: "b.txt", contentType: "text/plain"),
                    ],
                    labels: ["tax", "2026"],
                    comment: .value("Tom, älter"),
                    source: .init(device: "scanner")
                )
            )
        )
        try await client.send(Wire.uploadContent(noteID: Self.noteID, body: .file(scan)))
        try await client.send(Wire.uploadContent(noteID: Self.noteID, body: .data(Data("raw".utf8))))

        let requests = server.requests
        try #require(requests.count == 3)
        let contentType = try #require(requests[0].header("Content-Type"))
        let boundary = try #require(contentType.split(separator: "=").last.map(String.init))
        #expect(contentType == "multipart/form-data; boundary=" + boundary)
        func field(_ name: String, _ value: String) -> String {
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        func file(_ name: String, _ filename: String, _ type: String, _ extra: String = "") -> String {
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\n"
                + "Content-Type: \(type)\r\n\(extra)\r\n"
        }
        var expected = Data(field("caption", "Receipts").utf8)
        expected += Data(file("scan", "scan.png", "image/png", "X-Scan-Resolution: 300\r\n").utf8) + scanBytes
        expected += Data(("\r\n" + file("extras", "a.txt", "text/plain") + "a\r\n").utf8)
        expected += Data((file("extras", "b.txt", "text/plain") + "b\r\n").utf8)
        expected += Data((field("labels", "tax") + field("labels", "2026")).utf8)
        // A text part, not a JSON one: the server would store the quotes.
        expected += Data(field("comment", "Tom, älter").utf8)
        expected += Data(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"source\"\r\nContent-Type: application/json\r\n\r\n"
                + #"{"device":"scanner"}"# + "\r\n--\(boundary)--\r\n").utf8
        )
        #expect(requests[0].body == expected)
        #expect(requests[1].header("Content-Type") == "application/octet-stream")
        #expect(requests[1].header("Content-Length") == "10")
        #expect(requests[1].body == scanBytes)
        #expect(requests[2].body == Data("raw".utf8))
        try WireLog.record(requests, spec: Self.spec)
    }

    /// `format: decimal` is `Decimal`: the digits a server sends come back out exactly, where `Double` rounds them
    /// (`12345678901234567.89` was `1.2345678901234568e+16`).
    @Test(arguments: ["12345678901234567.89", "0.1", "-0.000001", "19.99", "100"])
    func decimalsComeBackAsTheyWereSent(_ amount: String) throws {
        let json = #"{"amount":\#(amount),"fee":null}"#
        let price = try JSONDecoder().decode(Price.self, from: Data(json.utf8))
        #expect(price.amount == Decimal(string: amount))
        #expect(price.fee == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(price)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"amount":\#(amount),"fee":null}"#)
    }

    /// An optional member that may be `null`, in a model only received, comes back as it came: `null` as `null`,
    /// absent as absent, a value as the value. Both read as nil, and the models are equal and hash alike.
    @Test func aReceivedNullComesBackAndAbsentStaysAbsent() throws {
        let decode = { (json: String) in try JSONDecoder().decode(Price.self, from: Data(json.utf8)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encode = { (price: Price) in String(decoding: try encoder.encode(price), as: UTF8.self) }
        let null = try decode(#"{"amount":1,"fee":null}"#)
        let absent = try decode(#"{"amount":1}"#)
        #expect(try encode(null) == #"{"amount":1,"fee":null}"#)
        #expect(try encode(absent) == #"{"amount":1}"#)
        #expect(try encode(decode(#"{"amount":1,"fee":2.5}"#)) == #"{"amount":1,"fee":2.5}"#)
        #expect(null == absent && null.hashValue == absent.hashValue && null == Price(amount: 1))
        // A value set over the `null` replaces it.
        var changed = null
        changed.fee = 3
        #expect(try encode(changed) == #"{"amount":1,"fee":3}"#)
    }
}
