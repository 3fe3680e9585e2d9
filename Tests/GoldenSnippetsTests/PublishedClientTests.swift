import ClientGenRuntime
import Foundation
import GoldenPublished
import LoopbackHTTPServer
import Testing

/// The clients generated from specs with published specs' defects (`Tests/GoldenPublished`) compile as they are,
/// and what was worked around in them works: every `{name}` of a path is filled in, a Swagger 2.0 file is bytes
/// that `download` saves, a `trace` operation sends TRACE, unresolved references decode any JSON.
struct PublishedClientTests {
    static let client = APIClient(baseURL: URL(string: "https://api.example.com/v1")!)

    static func url(_ request: Request<some Any>) throws -> String {
        try #require(try client.urlRequest(for: request).url?.absoluteString)
    }

    /// Undeclared, untyped, invented-type and not-required path parameters are arguments: none stays `{name}`.
    @Test func everyPathParameterIsFilledIn() throws {
        #expect(try Self.url(PathParameterUndeclared.randomBytes(n: "16")) == "https://api.example.com/v1/bytes/16")
        #expect(
            try Self.url(PathParameterUndeclared.getPost(userID: 7, postID: "a b"))
                == "https://api.example.com/v1/users/7/posts/a%20b"
        )
        #expect(try Self.url(PathParameterUntyped.getItem(id: "x")) == "https://api.example.com/v1/items/x")
        #expect(try Self.url(PathParameterUntyped.getBox(id: "x")) == "https://api.example.com/v1/boxes/x")
        #expect(try Self.url(PathParameterUntyped.getCrate(n: "3")) == "https://api.example.com/v1/crates/3")
        #expect(try Self.url(PathParameterNotRequired.delay(seconds: 2)) == "https://api.example.com/v1/delay/2")
        #expect(
            try Self.url(Swagger2PathParameters.getFolderFile(id: 5, index: "0"))
                == "https://api.example.com/v1/folders/5/files/0"
        )
    }

    /// A query written into a path key (OpenAI's `/responses/{response_id}?beta=true`) goes out as a query, ahead
    /// of the parameters, not escaped into the path (`/responses/r%3Fbeta=true`, which the server does not know);
    /// a `{name}` value in it sends that argument, and an escaped value is sent as the spec escaped it. A fragment
    /// (Box's `/files/{file_id}#add_shared_link`) is not sent at all.
    @Test func aQueryInThePathKeyIsSentAsTheQueryAndAFragmentNot() async throws {
        #expect(
            try Self.url(PathKeyVariants.betaGetResponse(responseID: "r 1", include: ["a", "b"]))
                == "https://api.example.com/v1/responses/r%201?beta=true&include=a&include=b"
        )
        #expect(try Self.url(PathKeyVariants.getResponse(responseID: "r")) == "https://api.example.com/v1/responses/r")
        #expect(
            try Self.url(PathKeyVariants.search(kind: .team))
                == "https://api.example.com/v1/search?kind=team&mode=a%20b&flag="
        )

        let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        _ = try await client.send(PathKeyVariants.betaGetResponse(responseID: "r"))
        _ = try await client.send(PathKeyVariants.getResponse(responseID: "r"))
        _ = try await client.send(PathKeyVariants.addSharedLink(fileID: "f", fields: "shared_link"))
        _ = try await client.send(PathKeyVariants.removeSharedLink(fileID: "f"))
        #expect(
            server.requests.map(\.target) == [
                "/responses/r?beta=true", "/responses/r", "/files/f?fields=shared_link", "/files/f?fields=shared_link",
            ]
        )
    }

    /// OpenAPI 3's `style`/`explode` in a 2.0 document are read as 3 means them; `collectionFormat`, when given,
    /// wins; a 3.x `schema` on a 2.0 query parameter types it.
    @Test func openAPI3KeysInSwagger2AreReadAsMeant() throws {
        let url = try Self.url(Swagger2Openapi3Keys.search(tags: ["a", "b"], ids: [1, 2], q: "text"))
        #expect(url.hasPrefix("https://api.example.com/v1/search?tags=a&tags=b&ids="))
        #expect(url.hasSuffix("&q=text"))
    }

    /// `type: int`, `bool`, `System.Int32`, `double`, `Integer`, `list` and `str` are typed as they mean, on the
    /// wire and in models; a type name that means nothing known stays any JSON value.
    @Test func languageTypeNamesAreTypedAsTheyMean() throws {
        let request = LanguageTypeNames.delay(seconds: 3, verbose: true, xRetries: 2, ratio: 0.5, when: "now")
        #expect(try Self.url(request) == "https://api.example.com/v1/delay/3?verbose=true&ratio=0.5&when=now")
        #expect(request.headers["X-Retries"] == "2")
        let delay = try JSONDecoder().decode(Delay.self, from: Data(#"{"seconds": 3, "tags": ["a"]}"#.utf8))
        #expect(delay == Delay(seconds: 3, tags: ["a"]))
    }

    @Test func aTraceOperationSendsTrace() async throws {
        let server = try LoopbackHTTPServer { _, writer in writer.respond(status: 200) }
        defer { server.stop() }
        _ = try await APIClient(baseURL: server.baseURL).send(Swagger2Trace.traceEcho())
        #expect(server.requests.map(\.method) == ["TRACE"])
        #expect(server.requests.first?.path == "/echo")
    }

    /// A 2.0 `type: file` response is the body's bytes, whatever the operation's other media types say; it
    /// streams to a file with `download`, and its documented error still decodes.
    @Test func aSwagger2FileResponseIsBytesThatDownloadSaves() async throws {
        let pdf = Data("%PDF-1.7 not JSON".utf8)
        let server = try LoopbackHTTPServer { request, writer in
            if request.path == "/reports/missing/pdf" {
                writer.respond(status: 404, headers: [("Content-Type", "application/json")], text: #"{"message":"no"}"#)
            } else {
                writer.respond(status: 200, headers: [("Content-Type", "application/pdf")], body: pdf)
            }
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        #expect(try await client.send(Swagger2FileResponse.downloadReport(id: "7")) == pdf)
        #expect(try await client.send(Swagger2FileResponse.latestExport()) == pdf)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-published-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("report.pdf")
        let saved = try await client.download(Swagger2FileResponse.downloadReport(id: "7"), to: destination)
        #expect(try Data(contentsOf: saved.value) == pdf)

        do {
            _ = try await client.send(Swagger2FileResponse.downloadReport(id: "missing"))
            Issue.record("a 404 is an error")
        } catch let error as APIError {
            #expect(error.status == 404)
            #expect(error.errorModel(as: ErrorModel.self)?.message == "no")
        }
    }

    /// What an unresolved `$ref`, an empty `oneOf` or a reference loop stands for decodes any JSON value.
    @Test func workedAroundSchemasDecodeAnyValue() throws {
        let json = #"""
            {"id": "o1", "customer": {"name": "Ann"}, "lines": [1, "two"], "payment": {"last4": "4242"},
             "shipping": {"street": "Main"}}
            """#
        let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
        #expect(order.customer == .object(["name": .string("Ann")]))
        #expect(order.lines == [.int(1), .string("two")])
        #expect(order.payment == .card(Card(last4: "4242")))
        let event = try JSONDecoder().decode(Event.self, from: Data(#"{"payload": [true], "source": "s"}"#.utf8))
        #expect(event.payload == .array([.bool(true)]))
        #expect(event.source == "s")
        let anything: Anything = try JSONDecoder().decode(Anything.self, from: Data("null".utf8))
        #expect(anything == .null)
        let loop: Loop2 = try JSONDecoder().decode(Loop2.self, from: Data("42".utf8))
        #expect(loop == .int(42))
    }
}
