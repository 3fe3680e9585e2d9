import ClientGenRuntime
import Foundation
import GoldenHTTPBin
import TestSupport
import Testing

/// A real Flask server nobody on the team wrote: httpbin (installed from PyPI by `.ci/run` into a virtual environment
/// of its own, with flasgger, which serves its document), started on 127.0.0.1. It must still serve the very
/// document `Tests/GoldenHTTPBin` is generated from, and the generated client's requests, sent through the runtime,
/// reach it as meant: parameters typed `int` in the document as numbers, exploded query dictionaries, header
/// parameters, basic and bearer credentials, redirects that keep credentials on their origin and drop them on
/// another, statuses that are errors, JSON Lines, compressed and streamed bodies, a timeout. Its responses have no
/// schema in the document, so the client reads them with `reading(_:)`.
///
/// The server is `$CLIENTGEN_HTTPBIN` (a Python with httpbin and flasgger), else the one `.ci/run` installs
/// (`~/.cache/clientgen/httpbin-0.10.4/bin/python`). Without it the test is skipped with a message; with `CI=true`
/// it fails instead.
@Suite(.serialized) struct HTTPBinServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/httpbin-server.json")

    static let python = ServerProcess.executable("CLIENTGEN_HTTPBIN", else: "httpbin-0.10.4/bin/python")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: python)

    static let absentMessage: Comment = """
        httpbin is not installed (run .ci/run, or set CLIENTGEN_HTTPBIN to a Python with httpbin 0.10.4 and \
        flasgger); the real-server test is skipped (CI fails instead)
        """

    /// What httpbin answers about a request it received (`/get`, `/anything`, `/headers`, each line of `/stream`).
    struct Echo: Decodable, Sendable {
        var args: [String: JSONValue]?
        var headers: [String: String]
        var method: String?
        var url: String?
        var id: Int?
    }

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func theGeneratedClientsRequestsReachTheServerAsMeant() async throws {
        try #require(Self.isInstalled, "httpbin must be installed in CI (.ci/run installs it)")
        let port = try ServerProcess.freePort()
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.python),
            arguments: ["-m", "httpbin.core", "--port", String(port)],
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-httpbin-\(UUID())")
        )
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        let baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let client = APIClient(baseURL: baseURL)
        let document = Request<Data>(method: .get, path: "/spec.json", decoding: .data)
        let served = try await server.firstAnswer(of: "httpbin") { try? await client.send(document) }
        #expect(
            served == (try Data(contentsOf: Self.fixture)),
            """
            the server serves another document than Fixtures/httpbin-server.json: save what it serves there and \
            re-record Tests/GoldenHTTPBin with RECORD_SNAPSHOTS=1
            """
        )
        try await Self.sendParameters(client)
        try await Self.authenticate(baseURL)
        try await Self.followRedirects(baseURL, port: port)
        try await Self.readStatusesAndBodies(client)
    }

    /// Numbers, query dictionaries and header parameters as the server parses them.
    static func sendParameters(_ client: APIClient) async throws {
        // `type: int` in the document: an `Int` argument, in the path and the query.
        let bytes = try await client.send(HTTPBin.getBytesByN(n: 16).reading(.data))
        #expect(bytes.count == 16)
        let dripped = try await client.send(
            HTTPBin.getDrip(duration: 0.25, numbytes: 5, code: 200, delay: 0).reading(.data)
        )
        #expect(dripped == Data("*****".utf8))

        // An exploded `freeform` dictionary: each pair a query item, which this call echoes as a response header
        // and in its body; characters that are query syntax arrive as they were.
        let tricky = "a b&c=d+e/f?g#h%i"
        let echoed = try await client.response(
            HTTPBin.getResponseHeaders(freeform: ["X-Tricky": tricky, "X-Plain": "1"]).reading(JSONValue.self)
        )
        #expect(echoed.headers["X-Tricky"] == tricky)
        #expect(echoed.headers["X-Plain"] == "1")
        #expect(echoed.value["X-Tricky"] == .string(tricky))

        // Header parameters of no declared type are text.
        let fresh = try await client.send(HTTPBin.getEtagByEtag(etag: "v1", ifNoneMatch: "v2").reading(Echo.self))
        #expect(fresh.headers["If-None-Match"] == "v2")
        let failed = try await #require(throws: APIError.self) {
            try await client.send(HTTPBin.getEtagByEtag(etag: "v1", ifMatch: "v2"))
        }
        #expect(failed.status == 412)
    }

    /// Basic credentials from the middleware, a bearer token from the middleware or from the header parameter.
    static func authenticate(_ baseURL: URL) async throws {
        let ann = APIClient(baseURL: baseURL, middlewares: [BasicAuth(username: "ann", password: "pässword")])
        let basic = try await ann.send(
            HTTPBin.getBasicAuthByUserAndPasswd(user: "ann", passwd: "pässword").reading(JSONValue.self)
        )
        #expect(basic["authenticated"] == .bool(true) && basic["user"] == .string("ann"))
        let refused = try await #require(throws: APIError.self) {
            try await ann.send(HTTPBin.getBasicAuthByUserAndPasswd(user: "ann", passwd: "other"))
        }
        #expect(refused.status == 401)

        let bearer = APIClient(baseURL: baseURL, middlewares: [BearerAuth(token: "t0k3n")])
        let token = try await bearer.send(HTTPBin.getBearer().reading(JSONValue.self))
        #expect(token["token"] == .string("t0k3n"))
        let plain = APIClient(baseURL: baseURL)
        let given = try await plain.send(HTTPBin.getBearer(authorization: "Bearer given").reading(JSONValue.self))
        #expect(given["token"] == .string("given"))
        let missing = try await #require(throws: APIError.self) { try await plain.send(HTTPBin.getBearer()) }
        #expect(missing.status == 401)
    }

    /// Redirects on the server's own origin keep the credentials; one to another origin (`localhost` for
    /// `127.0.0.1`) is followed without them.
    static func followRedirects(_ baseURL: URL, port: Int) async throws {
        let client = APIClient(baseURL: baseURL, middlewares: [BearerAuth(token: "secret")])
        let relative = try await client.send(HTTPBin.getRedirectByN(n: 3).reading(Echo.self))
        #expect(relative.url?.hasSuffix("/get") == true)
        #expect(relative.headers["Authorization"] == "Bearer secret")
        let sameOrigin = try await client.send(
            HTTPBin.getRedirectTo(url: "/headers", statusCode: 307).reading(Echo.self)
        )
        #expect(sameOrigin.headers["Authorization"] == "Bearer secret")
        let otherOrigin = try await client.send(
            HTTPBin.getRedirectTo(url: "http://localhost:\(port)/headers", statusCode: 302).reading(Echo.self)
        )
        #expect(otherOrigin.headers["Host"] == "localhost:\(port)")
        #expect(otherOrigin.headers["Authorization"] == nil)

        // A cookie the server sets on the way is neither kept nor sent back.
        let cookies = try await client.send(HTTPBin.getCookiesSet(freeform: ["flavor": "oat"]).reading(JSONValue.self))
        #expect(cookies["cookies"] == .object([:]))
    }

    /// Error statuses, bodies of no JSON, compressed bodies, a JSON Lines stream, a download, a timeout.
    static func readStatusesAndBodies(_ client: APIClient) async throws {
        let teapot = try await #require(throws: APIError.self) {
            try await client.send(HTTPBin.getStatusByCodes(codes: "418"))
        }
        #expect(teapot.status == 418)
        #expect(teapot.kind == .unacceptableStatus)
        #expect(String(decoding: teapot.body, as: UTF8.self).contains("teapot"))
        #expect(try await client.send(HTTPBin.deleteStatusByCodes(codes: "204")) == Empty())

        let html = try await client.send(HTTPBin.getHTML().reading(.text))
        #expect(html.contains("Herman Melville"))
        let png = try await client.send(HTTPBin.getImagePng().reading(.data))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try await client.send(HTTPBin.getGzip().reading(JSONValue.self))["gzipped"] == .bool(true))
        #expect(try await client.send(HTTPBin.getDeflate().reading(JSONValue.self))["deflated"] == .bool(true))

        var ids: [Int] = []
        let lines: ResponseDecoding<JSONLines<Echo>> = .jsonLines()
        for try await line in client.lines(HTTPBin.getStreamByN(n: 4).reading(lines)) { ids.append(line.id ?? -1) }
        #expect(ids == [0, 1, 2, 3])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-httpbin-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = try await client.download(
            HTTPBin.getStreamBytesByN(n: 100_000),
            to: folder.appendingPathComponent("bytes")
        )
        #expect(try Data(contentsOf: saved.value).count == 100_000)

        // An attempt that waits for data longer than the request's timeout fails as an exchange; a call that takes
        // longer than the client's total timeout, as a timeout.
        var slow = HTTPBin.getDelayByDelay(delay: 3)
        slow.timeout = 1
        let stalled = try await #require(throws: APIError.self) { try await client.send(slow) }
        #expect(stalled.kind == .transport)
        #expect((stalled.underlyingError as? URLError)?.code == .timedOut)
        let impatient = APIClient(baseURL: client.baseURL, timeout: .seconds(1))
        let late = try await #require(throws: APIError.self) {
            try await impatient.send(HTTPBin.getDelayByDelay(delay: 3))
        }
        #expect(late.kind == .timedOut)
    }
}
