import ClientGenRuntime
import Foundation
import GoldenChroma
import TestSupport
import Testing

/// A real Rust server nobody on the team wrote: Chroma's, the vector database (installed from PyPI by `.ci/run`
/// into a virtual environment of its own), started on 127.0.0.1 with a folder of its own for its data. It serves
/// the document `Tests/GoldenChroma` is generated from (made by utoipa from its Rust types, OpenAPI 3.1), which a
/// user fixes with an overlay (`Fixtures/chroma-fixes.yaml`): utoipa names every list `Vec`, so its list of
/// databases would be read as collections.
///
/// The generated client makes a database and a collection with metadata of several JSON types, adds records with
/// their embeddings, counts them, reads them by a metadata filter, finds the nearest to a query embedding,
/// updates and deletes records, lists, renames and deletes the collection, and decodes the documented errors.
///
/// The server is `$CLIENTGEN_CHROMA`, else the one `.ci/run` installs (`~/.cache/clientgen/chromadb-1.5.9/bin/chroma`).
/// Without it the test is skipped with a message; with `CI=true` it fails instead.
@Suite(.serialized) struct ChromaServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/chroma-server.json")

    static let executable = ServerProcess.executable("CLIENTGEN_CHROMA", else: "chromadb-1.5.9/bin/chroma")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Chroma is not installed (run .ci/run, or set CLIENTGEN_CHROMA to the `chroma` command of chromadb 1.5.9); \
        the real-server test is skipped (CI fails instead)
        """

    static let tenant = "default_tenant"

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func recordsAndTheirNeighboursGoThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Chroma must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-chroma-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = try ServerProcess.freePort()
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.executable),
            arguments: [
                "run", "--path", folder.appendingPathComponent("data").path, "--host", "127.0.0.1", "--port",
                String(port),
            ],
            folder: folder
        )
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        // The document names no server; its paths are absolute from the host.
        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        let heartbeat = try await server.firstAnswer(of: "Chroma") { try? await client.send(Chroma.heartbeat()) }
        #expect(heartbeat.nanosecondHeartbeat > 0)
        // Compared as JSON: the server writes an operation's extensions in another order in each process.
        let served = try await client.send(Request<Data>(method: .get, path: "/openapi.json", decoding: .data))
        let document = try JSONSerialization.jsonObject(with: served) as? NSDictionary
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixture)) as? NSDictionary
        #expect(
            document != nil && document == saved,
            """
            the server serves another document than Fixtures/chroma-server.json: save what it serves at \
            /openapi.json there and re-record Tests/GoldenChroma with RECORD_SNAPSHOTS=1
            """
        )

        try await client.send(Chroma.createDatabase(tenant: Self.tenant, body: CreateDatabasePayload(name: "shop")))
        let databases = try await client.send(Chroma.listDatabases(tenant: Self.tenant))
        #expect(databases.map(\.name).contains("shop"))
        #expect(databases.allSatisfy { $0.tenant == Self.tenant })
        #expect(try await client.send(Chroma.getDatabase(tenant: Self.tenant, database: "shop")).name == "shop")

        let collection = try await client.send(
            Chroma.createCollection(
                tenant: Self.tenant,
                database: "shop",
                body: CreateCollectionPayload(
                    metadata: .value(["owner": .string("ann"), "version": .int64(2), "public": .bool(true)]),
                    name: "fruit"
                )
            )
        )
        #expect(collection.name == "fruit")
        #expect(collection.metadata?["version"] == .int64(2) && collection.metadata?["public"] == .bool(true))
        // Its id is a UUID in the document's models and text in its paths.
        let id = collection.id.uuidString.lowercased()
        try await Self.records(client, collection: id)

        let listed = try await client.send(Chroma.listCollections(tenant: Self.tenant, database: "shop", limit: 10))
        #expect(listed.map(\.id) == [collection.id])
        _ = try await client.send(
            Chroma.updateCollection(
                tenant: Self.tenant,
                database: "shop",
                collectionID: id,
                body: UpdateCollectionPayload(newMetadata: .null, newName: .value("produce"))
            )
        )
        // `GET` and `DELETE` of `/collections/{collection_id}` take the collection's name, whatever the document
        // says of the parameter; `by-id` takes its UUID.
        let byName = try await client.send(
            Chroma.getCollection(tenant: Self.tenant, database: "shop", collectionID: "produce")
        )
        #expect(byName.id == collection.id)
        let byID = try await client.send(
            Chroma.getCollectionByID(tenant: Self.tenant, database: "shop", collectionID: id)
        )
        // A null new metadata leaves the metadata as it was.
        #expect(byID.name == "produce" && byID.metadata?["owner"] == .string("ann"))
        try await client.send(Chroma.deleteCollection(tenant: Self.tenant, database: "shop", collectionID: "produce"))
        // A collection that is gone: the server's 404, as the document's error model.
        let missing = try await #require(throws: APIError.self) {
            try await client.send(Chroma.getCollectionByID(tenant: Self.tenant, database: "shop", collectionID: id))
        }
        #expect(missing.status == 404)
        let error = missing.errorModel(as: ErrorResponseModel.self)
        #expect(error?.error == "NotFoundError" && error?.message.contains(id) == true, "\(missing)")
        try await client.send(Chroma.deleteDatabase(tenant: Self.tenant, database: "shop"))
    }

    /// Records with embeddings, documents and metadata: added, counted, filtered, queried by nearness, updated and
    /// deleted.
    static func records(_ client: APIClient, collection id: String) async throws {
        func call<Response: Sendable>(_ make: (String, String, String) -> Request<Response>) async throws -> Response {
            try await client.send(make(Self.tenant, "shop", id))
        }
        _ = try await call {
            Chroma.collectionAdd(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: AddCollectionRecordsPayload(
                    documents: .value(["a red apple", "a yellow banana", "a red cherry"]),
                    embeddings: .array([[1, 0, 0], [0, 1, 0], [0.9, 0.1, 0]]),
                    ids: ["apple", "banana", "cherry"],
                    metadatas: .value([
                        ["color": .string("red"), "grams": .int64(180)], ["color": .string("yellow")], nil,
                    ])
                )
            )
        }
        #expect(try await call { Chroma.collectionCount(tenant: $0, database: $1, collectionID: $2) } == 3)

        // A metadata filter, in Chroma's own JSON syntax.
        let red = try await call {
            Chroma.collectionGet(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: GetRequestPayload(where: ["color": "red"], include: [.documents, .metadatas])
            )
        }
        #expect(red.ids == ["apple"])
        #expect(red.documents == ["a red apple"])
        #expect(red.metadatas?.first??["grams"] == .int64(180))
        #expect(red.embeddings == nil)

        let nearest = try await call {
            Chroma.collectionQuery(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: QueryRequestPayload(
                    include: [.distances, .documents],
                    nResults: .value(2),
                    queryEmbeddings: [[1, 0, 0]]
                )
            )
        }
        #expect(nearest.ids == [["apple", "cherry"]])
        #expect(nearest.distances?.first?.first == 0)
        #expect(nearest.documents?.first?.last == "a red cherry")

        _ = try await call {
            Chroma.collectionUpdate(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: UpdateCollectionRecordsPayload(
                    documents: .value(["a green banana"]),
                    ids: ["banana"],
                    metadatas: .value([["color": .string("green")]])
                )
            )
        }
        let banana = try await call {
            Chroma.collectionGet(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: GetRequestPayload(ids: .value(["banana"]))
            )
        }
        #expect(banana.documents == ["a green banana"])
        #expect(banana.metadatas?.first??["color"] == .string("green"))

        let deleted = try await call {
            Chroma.collectionDelete(
                tenant: $0,
                database: $1,
                collectionID: $2,
                body: DeleteCollectionRecordsPayload(where: ["color": ["$ne": "green"]])
            )
        }
        #expect(deleted.deleted == 2)
        #expect(try await call { Chroma.collectionCount(tenant: $0, database: $1, collectionID: $2) } == 1)
    }
}
