import ClientGenRuntime
import Foundation
import GoldenMedia
import LoopbackHTTPServer
import Testing
import WireLog

/// The client generated from `Fixtures/media.yaml`, answered by `MockTransport`: each builder of an operation with
/// several media types sends its body encoded as its own media type, with that `Content-Type`, and asks for the answer
/// it reads with `Accept`.
struct MediaClientTests {
    static let baseURL = URL(string: "https://api.example.com")!

    /// A client whose every call is answered by `answer`, and the transport that records what was sent.
    static func client(_ answer: @escaping MockTransport.Answer) -> (APIClient, MockTransport) {
        let mock = MockTransport()
        for operation in ["createPet", "updatePet", "uploadPhoto", "getSummary", "putNote", "chat", "getReport"] {
            mock.respond(to: operation, with: answer)
        }
        return (APIClient(baseURL: baseURL, transport: mock), mock)
    }

    static func text(_ request: HTTPRequest) -> String {
        String(decoding: request.bodyData, as: UTF8.self)
    }

    /// Hands what the builders sent to the wire check, which validates each against `media.yaml` with openapi-core.
    static func record(_ requests: [HTTPRequest], test: String = #function) throws {
        let recorded = requests.map { request in
            // As sent: still percent-encoded.
            let parts = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            let query = parts?.percentEncodedQuery.map { "?" + $0 } ?? ""
            return RecordedRequest(
                method: request.method.rawValue,
                target: (parts?.percentEncodedPath ?? "/") + query,
                headers: request.headers.map { ($0.name, $0.value) },
                body: request.bodyData
            )
        }
        try WireLog.record(recorded, spec: "Tests/SwiftEmitterTests/Fixtures/media.yaml", test: test)
    }

    @Test func aBodyGoesOutAsTheMediaTypeOfItsBuilder() async throws {
        let (client, mock) = Self.client { _ in try .json(Pet(name: "Rex")) }
        let pet = Pet(name: "Rex", tag: "good dog")
        _ = try await client.send(Media.createPet(body: pet))
        _ = try await client.send(Media.createPetFormBody(body: pet))
        _ = try await client.send(Media.updatePetMergePatch(petID: "7", body: .init(name: .null)))
        let sent = mock.requests
        #expect(
            sent.map(\.headers["Content-Type"]) == [
                "application/json", "application/x-www-form-urlencoded", "application/merge-patch+json",
            ]
        )
        #expect(try JSONDecoder().decode(Pet.self, from: sent[0].bodyData) == pet)
        #expect(Self.text(sent[1]) == "name=Rex&tag=good%20dog")
        #expect(Self.text(sent[2]) == #"{"name":null}"#)
        #expect(sent.allSatisfy { $0.headers["Accept"] == "application/json" })
        #expect(sent[2].url.path == "/pets/7")
        try Self.record(sent)
    }

    @Test func aMultipartBuilderSendsParts() async throws {
        let (client, mock) = Self.client { _ in .status(204) }
        _ = try await client.send(Media.uploadPhoto(petID: "7", body: .init(url: "https://example.com/rex.png")))
        let file = MultipartFile(data: Data("PNG".utf8), filename: "rex.png")
        _ = try await client.send(Media.uploadPhotoMultipart(petID: "7", body: .init(file: file, caption: "Rex")))
        let sent = mock.requests
        #expect(sent[0].headers["Content-Type"] == "application/json")
        #expect(Self.text(sent[0]) == #"{"url":"https://example.com/rex.png"}"#)
        let contentType = try #require(sent[1].headers["Content-Type"])
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let parts = Self.text(sent[1])
        #expect(parts.contains("Content-Disposition: form-data; name=\"file\"; filename=\"rex.png\"\r\n"))
        #expect(parts.contains("Content-Type: image/png\r\n\r\nPNG\r\n"))
        #expect(parts.contains("Content-Disposition: form-data; name=\"caption\"\r\n\r\nRex\r\n"))
        try Self.record(sent)
    }

    @Test func textAndBytesGoOutAsTheirMediaTypes() async throws {
        let (client, mock) = Self.client { _ in .status(204) }
        _ = try await client.send(Media.putNote(id: 1, body: .data(Data([0, 1, 2]))))
        _ = try await client.send(Media.putNoteText(id: 1, body: "hello"))
        let sent = mock.requests
        #expect(sent.map(\.headers["Content-Type"]) == ["application/octet-stream", "text/plain"])
        #expect(sent[0].bodyData == Data([0, 1, 2]))
        #expect(Self.text(sent[1]) == "hello")
        try Self.record(sent)
    }

    /// Each answer builder asks for its media type and reads it typed: JSON, text, bytes, events.
    @Test func eachAnswerIsAskedForAndReadAsItsMediaType() async throws {
        let (client, mock) = Self.client { request in
            switch request.headers["Accept"] {
            case "text/plain": .text("A good dog.")
            case "application/pdf":
                MockTransport.Response(headers: ["Content-Type": "application/pdf"], body: Data("%PDF".utf8))
            default: try .json(Summary(text: "A good dog."))
            }
        }
        #expect(try await client.send(Media.getSummary(petID: "7")) == Summary(text: "A good dog."))
        #expect(try await client.send(Media.getSummaryText(petID: "7")) == "A good dog.")
        #expect(try await client.send(Media.getReport()) == Summary(text: "A good dog."))
        #expect(try await client.send(Media.getReportPDF()) == Data("%PDF".utf8))
        // What the spec documents but no builder reads is still reached by its bytes.
        _ = try await client.send(Media.getSummary(petID: "7").accepting("application/xml"))
        #expect(
            mock.requests.map(\.headers["Accept"]) == [
                "application/json", "text/plain", "application/json", "application/pdf", "application/xml",
            ]
        )
    }

    /// `chat` reads the event stream, as it did with one builder; `chatJSON` asks for the whole reply as JSON.
    @Test func theStreamAndTheJSONAnswerEachHaveABuilder() async throws {
        let (client, mock) = Self.client { request in
            if request.headers["Accept"] == "text/event-stream" {
                return .text(
                    "data: {\"delta\":\"Hel\"}\n\ndata: {\"delta\":\"lo\"}\n\n",
                    contentType: "text/event-stream"
                )
            }
            return try .json(ChatReply(reply: "Hello"))
        }
        var deltas: [String] = []
        for try await event in client.events(Media.chat(body: .init(message: "Hi", stream: true))) {
            deltas.append(event.data.delta)
        }
        #expect(deltas == ["Hel", "lo"])
        let reply = try await client.send(Media.chatJSON(body: .init(message: "Hi", stream: false)))
        #expect(reply == ChatReply(reply: "Hello"))
        #expect(mock.requests.map(\.headers["Accept"]) == ["text/event-stream", "application/json"])
        #expect(mock.requests.allSatisfy { $0.headers["Content-Type"] == "application/json" })
        try Self.record(mock.requests)
    }
}
