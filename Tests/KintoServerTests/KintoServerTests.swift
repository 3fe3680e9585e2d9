import ClientGenRuntime
import Foundation
import GoldenKinto
import TestSupport
import Testing

/// A real Pyramid server nobody on the team wrote: Kinto 26.5.0 (installed from PyPI by `.ci/run` into a virtual
/// environment of its own), with its memory backends and its accounts plugin, started on 127.0.0.1. It must still
/// serve the very document `Tests/GoldenKinto` is generated from, and the generated client runs a user's day through
/// it: an account created without credentials, then basic credentials for a bucket, a collection and records; a list
/// sorted, limited and cut to some fields; a write refused on a stale `If-Match`, with the error decoded; a patch
/// answered in the light form its `Response-Behavior` header asks; a batch; a record deleted and then not found.
///
/// The server is `$CLIENTGEN_KINTO` (a `kinto` command), else the one `.ci/run` installs
/// (`~/.cache/clientgen/kinto-26.5.0/bin/kinto`). Without it the test is skipped with a message; with `CI=true` it
/// fails instead.
@Suite(.serialized) struct KintoServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/kinto-server.json")

    static let executable = ServerProcess.executable("CLIENTGEN_KINTO", else: "kinto-26.5.0/bin/kinto")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Kinto is not installed (run .ci/run, or set CLIENTGEN_KINTO to the kinto command of Kinto 26.5.0); the \
        real-server test is skipped (CI fails instead)
        """

    /// The fixture was served with these plugins and policies; a server started otherwise serves another document.
    static func configuration(port: Int) -> String {
        """
        [server:main]
        use = egg:waitress#main
        host = 127.0.0.1
        port = \(port)

        [app:main]
        use = egg:kinto
        kinto.includes = kinto.plugins.default_bucket kinto.plugins.admin kinto.plugins.accounts
        kinto.storage_backend = kinto.core.storage.memory
        kinto.cache_backend = kinto.core.cache.memory
        kinto.permission_backend = kinto.core.permission.memory
        kinto.userid_hmac_secret = clientgen-test
        kinto.default_bucket_hmac_secret = clientgen-test
        multiauth.policies = account
        multiauth.policy.account.use = kinto.plugins.accounts.AccountsPolicy
        kinto.account_create_principals = system.Everyone
        kinto.account_write_principals = account:admin
        kinto.bucket_create_principals = account:admin

        """
    }

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func aUsersDayGoesThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Kinto must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-kinto-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = try ServerProcess.freePort()
        let ini = folder.appendingPathComponent("kinto.ini")
        try Self.configuration(port: port).write(to: ini, atomically: true, encoding: .utf8)
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.executable),
            arguments: ["start", "--ini", ini.path],
            folder: folder
        )
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        let baseURL = URL(string: "http://127.0.0.1:\(port)/v1")!
        let anonymous = APIClient(baseURL: baseURL)
        let served = try await server.firstAnswer(of: "Kinto") { try? await anonymous.send(Kinto.getOpenapiSpec()) }
        // The document names the host it was asked on; the fixture was asked on port 8888.
        var expected = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: Self.fixture))
        expected["host"] = .string("127.0.0.1:\(port)")
        #expect(
            served == expected,
            """
            the server serves another document than Fixtures/kinto-server.json: save what it serves on port 8888 \
            there and re-record Tests/GoldenKinto with RECORD_SNAPSHOTS=1
            """
        )

        // Anyone may create an account; only the account named admin may then create buckets.
        let created = try await anonymous.send(
            Kinto.updateAccount(id: "admin", body: AccountObjectSchema(data: .init(password: "s3cret pässword")))
        )
        guard case .created(let account) = created else {
            Issue.record("a new account is answered 201, not \(created)")
            return
        }
        #expect(account.data.additionalProperties["id"] == .string("admin"))
        let refused = try await #require(throws: APIError.self) {
            try await anonymous.send(
                Kinto.createBucket(body: BucketObjectSchema(data: .init(additionalProperties: ["id": "shop"])))
            )
        }
        #expect(refused.status == 401)
        #expect(refused.errorModel(as: ErrorSchema.self)?.errno == 104)

        let admin = APIClient(
            baseURL: baseURL,
            middlewares: [BasicAuth(username: "admin", password: "s3cret pässword")]
        )
        try await Self.fillShop(admin)
        try await Self.readShop(admin)
        try await Self.changeShop(admin)
    }

    /// A bucket whose permissions have wire names with a colon, a collection, records created one by one and in
    /// a batch.
    static func fillShop(_ admin: APIClient) async throws {
        let bucket = try await admin.send(
            Kinto.createBucket(
                body: BucketObjectSchema(
                    data: .init(additionalProperties: ["id": "shop"]),
                    permissions: .init(collectionCreate: ["account:admin"])
                )
            )
        )
        guard case .created(let shop) = bucket else {
            Issue.record("a new bucket is answered 201, not \(bucket)")
            return
        }
        #expect(shop.permissions?.collectionCreate == ["account:admin"])
        #expect(shop.permissions?.write == ["account:admin"])
        let collection = try await admin.send(
            Kinto.createCollection(
                bucketID: "shop",
                body: CollectionObjectSchema(data: .init(cacheExpires: 60, additionalProperties: ["id": "lamps"]))
            )
        )
        guard case .created(let lamps) = collection else {
            Issue.record("a new collection is answered 201, not \(collection)")
            return
        }
        #expect(lamps.data?.cacheExpires == 60)

        let record = try await admin.send(
            Kinto.createRecord(
                bucketID: "shop",
                collectionID: "lamps",
                body: ObjectSchema(data: ["id": "desk", "title": "Desk lamp", "price": 25])
            )
        )
        guard case .created(let desk) = record else {
            Issue.record("a new record is answered 201, not \(record)")
            return
        }
        #expect(desk.data?["title"] == "Desk lamp")
        #expect(desk.data?["last_modified"].map { if case .int = $0 { true } else { false } } == true)

        let batch = try await admin.send(
            Kinto.batch(
                body: .init(
                    defaults: .init(method: .post, path: "/buckets/shop/collections/lamps/records"),
                    requests: [
                        .init(
                            path: "/buckets/shop/collections/lamps/records",
                            body: ["data": ["title": "Floor lamp", "price": 90]]
                        ),
                        .init(
                            method: .put,
                            path: "/buckets/shop/collections/lamps/records/wall",
                            body: ["data": ["title": "Wall lamp", "price": 40]]
                        ),
                    ]
                )
            )
        )
        #expect(batch.responses.map(\.status) == [201, 201])
        #expect(batch.responses.last?.path == "/v1/buckets/shop/collections/lamps/records/wall")
    }

    /// A list sorted by a field descending, limited, cut to two fields, with its documented `ETag`.
    static func readShop(_ admin: APIClient) async throws {
        let response = try await admin.response(
            Kinto.getRecords(
                bucketID: "shop",
                collectionID: "lamps",
                limit: 2,
                sort: ["-price"],
                fields: ["title", "price"]
            )
        )
        let titles = response.value.data?.map { $0["title"] }
        #expect(titles == ["Floor lamp", "Wall lamp"])
        #expect(response.value.data?.first?["id"] != nil)
        #expect(response.value.data?.first?["secret"] == nil)
        let headers = Kinto.GetRecords.ResponseHeaders(response)
        #expect(headers.etag?.hasPrefix("\"") == true)
        #expect(response.headers["Next-Page"]?.contains("_token=") == true)

        // Every record, two a page, following Kinto's `Next-Page` header (an absolute URL with a `_token`) to the
        // last page, which has none, as the paging generated from `Fixtures/kinto-fixes.yaml` says.
        var everyTitle: [JSONValue?] = []
        let records = admin.items(
            Kinto.getRecords(bucketID: "shop", collectionID: "lamps", limit: 2, sort: ["-price"]),
            Kinto.GetRecords.paging
        )
        for try await record in records { everyTitle.append(record["title"]) }
        #expect(everyTitle == ["Floor lamp", "Wall lamp", "Desk lamp"])

        let desk = try await admin.send(
            Kinto.getRecord(bucketID: "shop", collectionID: "lamps", id: "desk", fields: ["price"])
        )
        #expect(desk.data?["price"] == 25)
        #expect(desk.data?["title"] == nil)
    }

    /// A stale `If-Match` refused with its error decoded, a patch with the current `ETag`, a delete, a 404.
    static func changeShop(_ admin: APIClient) async throws {
        let stale = try await #require(throws: APIError.self) {
            try await admin.send(
                Kinto.updateRecord(
                    bucketID: "shop",
                    collectionID: "lamps",
                    id: "desk",
                    body: ObjectSchema(data: ["title": "Desk lamp", "price": 20]),
                    ifMatch: "\"1\""
                )
            )
        }
        #expect(stale.status == 412)
        let precondition = try #require(stale.errorModel(as: ErrorSchema.self))
        #expect(precondition.code == 412 && precondition.errno == 114)
        #expect(precondition.details != nil)

        let current = try await admin.response(Kinto.getRecord(bucketID: "shop", collectionID: "lamps", id: "desk"))
        let etag = try #require(Kinto.GetRecord.ResponseHeaders(current).etag)
        let patched = try await admin.send(
            Kinto.patchRecord(
                bucketID: "shop",
                collectionID: "lamps",
                id: "desk",
                body: ObjectSchema(data: ["price": 20]),
                ifMatch: etag,
                responseBehavior: .light
            )
        )
        // The light answer holds the fields the patch sent, not the rest of the record.
        #expect(patched.data?["price"] == 20)
        #expect(patched.data?["title"] == nil)

        let deleted = try await admin.send(Kinto.deleteRecord(bucketID: "shop", collectionID: "lamps", id: "desk"))
        #expect(deleted.data?["deleted"] == true)
        let missing = try await #require(throws: APIError.self) {
            try await admin.send(Kinto.getRecord(bucketID: "shop", collectionID: "lamps", id: "desk"))
        }
        #expect(missing.status == 404)
        #expect(missing.errorModel(as: ErrorSchema.self)?.errno == 110)
    }
}
