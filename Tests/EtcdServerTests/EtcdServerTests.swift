import ClientGenRuntime
import Foundation
import GoldenEtcd
import TestSupport
import Testing

/// A real Go server nobody on the team wrote: etcd 3.4.23 from Debian (`etcd-server`, which `.ci/run` installs),
/// a one-member cluster on 127.0.0.1 with its data in a folder of the test's, driven through its gRPC gateway's JSON
/// API with the client generated from the document etcd publishes for it (`Tests/GoldenEtcd`).
///
/// The document is protobuf's, as every gRPC gateway's is: keys and values are bytes in base64, revisions, leases
/// and IDs are 64-bit integers written as strings, zero values are left out, and a watch answers with one JSON
/// object per line for as long as it runs. The client puts, reads (by key, by prefix, sorted, counted), deletes
/// and transacts on keys, grants a lease and sees its key go with it, reads the cluster's status and members,
/// watches a key change, and turns on authentication to send a token with each request.
///
/// The server is `$CLIENTGEN_ETCD`, else `/usr/bin/etcd`. Without it the test is skipped with a message; with
/// `CI=true` it fails instead.
@Suite(.serialized) struct EtcdServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/etcd-server.json")

    /// Where Debian installs the document, gzipped, with etcd's documentation (absent where a system leaves
    /// documentation out).
    static let packagedDocument = "/usr/share/doc/etcd-server/dev-guide/apispec/swagger/rpc.swagger.json.gz"

    static let executable = ServerProcess.executable("CLIENTGEN_ETCD", else: "/usr/bin/etcd")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        etcd is not installed (apt-get install etcd-server, or set CLIENTGEN_ETCD); the real-server test is skipped \
        (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func keysLeasesAndWatchesGoThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "etcd must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-etcd-\(UUID())")
        let (port, peerPort) = (try ServerProcess.freePort(), try ServerProcess.freePort())
        let client = "http://127.0.0.1:\(port)"
        let peer = "http://127.0.0.1:\(peerPort)"
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.executable),
            arguments: [
                "--name", "clientgen", "--data-dir", folder.appendingPathComponent("data").path,
                "--listen-client-urls", client, "--advertise-client-urls", client,
                "--listen-peer-urls", peer, "--initial-advertise-peer-urls", peer,
                "--initial-cluster", "clientgen=\(peer)",
            ],
            folder: folder
        )
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        // The document names no host; the gateway answers at the root.
        let host = URL(string: "http://127.0.0.1:\(port)")!
        let client = APIClient(baseURL: host)
        let status = try await server.firstAnswer(of: "etcd") { try? await client.send(Etcd.status(body: [:])) }
        #expect(
            status.version == "3.4.23",
            """
            another etcd than the one Fixtures/etcd-server.json comes from: save its \
            Documentation/dev-guide/apispec/swagger/rpc.swagger.json there and re-record Tests/GoldenEtcd with \
            RECORD_SNAPSHOTS=1
            """
        )
        if FileManager.default.fileExists(atPath: Self.packagedDocument) {
            #expect(
                try commandOutput(["gzip", "-dc", Self.packagedDocument]) == Data(contentsOf: Self.fixture),
                "Fixtures/etcd-server.json is not the document Debian's etcd-server installs"
            )
        }
        // The member's own status: 64-bit integers, written as strings, read as integers.
        #expect((status.header?.revision ?? 0) >= 1)
        #expect(status.leader == status.header?.memberID && status.leader != nil)
        #expect((status.dbSize ?? 0) > 0)
        let members = try await client.send(Etcd.memberList(body: [:]))
        #expect(members.members?.map(\.name) == ["clientgen"])
        #expect(members.members?.first?.id == status.leader)
        #expect(members.members?.first?.clientURLs == [host.absoluteString])

        try await keys(client)
        try await transactions(client)
        try await leases(client)
        try await watches(client)
        try await authentication(client)
    }

    static func bytes(_ text: String) -> Data { Data(text.utf8) }

    /// Puts, reads by key and by prefix, sorted and counted, and deletes.
    static func keys(_ client: APIClient) async throws {
        var revisions: [Int64] = []
        for (key, value) in [("fruit/apple", "red"), ("fruit/cherry", "dark red"), ("fruit/banana", "yellow")] {
            let put = try await client.send(Etcd.put(body: PutRequest(key: bytes(key), value: bytes(value))))
            revisions.append(try #require(put.header?.revision))
        }
        #expect(revisions == revisions.sorted() && Set(revisions).count == 3)

        let apple = try await client.send(Etcd.range(body: RangeRequest(key: bytes("fruit/apple"))))
        let pair = try #require(apple.kvs?.first)
        #expect(apple.count == 1 && pair.key == bytes("fruit/apple") && pair.value == bytes("red"))
        #expect(pair.createRevision == revisions[0] && pair.modRevision == revisions[0] && pair.version == 1)
        // Zero values are left out of protobuf's JSON: a key without a lease has none.
        #expect(pair.lease == nil)

        // Every key with the prefix: the range ends where the prefix's last byte is one more.
        let fruit = try await client.send(
            Etcd.range(
                body: RangeRequest(
                    key: bytes("fruit/"),
                    limit: 2,
                    rangeEnd: bytes("fruit0"),
                    sortOrder: .descend,
                    sortTarget: .key
                )
            )
        )
        #expect(fruit.kvs?.compactMap(\.key) == [bytes("fruit/cherry"), bytes("fruit/banana")])
        #expect(fruit.count == 3 && fruit.more == true)
        let counted = try await client.send(
            Etcd.range(body: RangeRequest(countOnly: true, key: bytes("fruit/"), rangeEnd: bytes("fruit0")))
        )
        #expect(counted.count == 3 && counted.kvs == nil)
        // As the store was at the first put.
        let past = try await client.send(
            Etcd.range(body: RangeRequest(key: bytes("fruit/"), rangeEnd: bytes("fruit0"), revision: revisions[0]))
        )
        #expect(past.kvs?.compactMap(\.key) == [bytes("fruit/apple")])

        let deleted = try await client.send(
            Etcd.deleteRange(body: DeleteRangeRequest(key: bytes("fruit/banana"), prevKv: true))
        )
        #expect(deleted.deleted == 1 && deleted.prevKvs?.first?.value == bytes("yellow"))
        let missing = try await client.send(Etcd.range(body: RangeRequest(key: bytes("fruit/banana"))))
        #expect(missing.count == nil && missing.kvs == nil)

        // The gateway's errors are documented by no response: the status and the message come through. Each ends
        // in an HTTP trailer (`Grpc-Trailer-Content-Type`), and FoundationNetworking, reading the trailer as the
        // start of another response, loses the response and stops the process (6.3's "Transfer completed, but
        // there's no response"): on Linux, no client on URLSession can read a gRPC gateway's errors.
        #if !canImport(FoundationNetworking)
        let error = try await #require(throws: APIError.self) {
            try await client.send(Etcd.put(body: PutRequest(key: bytes("fruit/apple"), lease: 12_345)))
        }
        #expect(error.status == 404)
        #expect(String(decoding: error.body, as: UTF8.self).contains("requested lease not found"))
        #endif
    }

    /// A compare-and-swap: the swap happens once, then the comparison fails and the other branch reads.
    static func transactions(_ client: APIClient) async throws {
        func swap(from old: String, to new: String) -> TxnRequest {
            TxnRequest(
                compare: [Compare(key: bytes("fruit/apple"), result: .equal, target: .value, value: bytes(old))],
                failure: [RequestOp(requestRange: RangeRequest(key: bytes("fruit/apple")))],
                success: [RequestOp(requestPut: PutRequest(key: bytes("fruit/apple"), prevKv: true, value: bytes(new)))]
            )
        }
        let swapped = try await client.send(Etcd.txn(body: swap(from: "red", to: "green")))
        #expect(swapped.succeeded == true)
        #expect(swapped.responses?.first?.responsePut?.prevKv?.value == bytes("red"))
        let refused = try await client.send(Etcd.txn(body: swap(from: "red", to: "blue")))
        #expect(refused.succeeded == nil)
        #expect(refused.responses?.first?.responseRange?.kvs?.first?.value == bytes("green"))
        #expect(refused.responses?.first?.responseRange?.kvs?.first?.version == 2)
    }

    /// A key under a lease goes when the lease is revoked.
    static func leases(_ client: APIClient) async throws {
        let grant = try await client.send(Etcd.leaseGrant(body: LeaseGrantRequest(ttl: 60)))
        let lease = try #require(grant.id)
        #expect(grant.ttl == 60 && grant.error == nil)
        try await client.send(Etcd.put(body: PutRequest(key: bytes("session"), lease: lease, value: bytes("on"))))
        let alive = try await client.send(Etcd.leaseTimeToLive(body: LeaseTimeToLiveRequest(id: lease, keys: true)))
        #expect(alive.grantedTTL == 60 && (1...60).contains(alive.ttl ?? 0) && alive.keys == [bytes("session")])
        let leases = try await client.send(Etcd.leaseLeases(body: [:]))
        #expect(leases.leases?.compactMap(\.id) == [lease])
        _ = try await client.send(Etcd.leaseRevoke(body: LeaseRevokeRequest(id: lease)))
        let gone = try await client.send(Etcd.range(body: RangeRequest(key: bytes("session"))))
        #expect(gone.kvs == nil)
        let expired = try await client.send(Etcd.leaseTimeToLive(body: LeaseTimeToLiveRequest(id: lease)))
        #expect(expired.ttl == -1)
    }

    /// A watch answers with one JSON object per line for as long as it runs: first that it was created, then each
    /// change; ending the iteration closes it.
    static func watches(_ client: APIClient) async throws {
        let watch = WatchRequest(createRequest: WatchCreateRequest(key: bytes("fruit/apple"), prevKv: true))
        var lines = client.lines(Etcd.watch(body: watch)).makeAsyncIterator()
        let created = try #require(try await lines.next()?.result)
        #expect(created.created == true && created.events == nil)
        // The watch is made: a change now is sent on it.
        let put = try await client.send(Etcd.put(body: PutRequest(key: bytes("fruit/apple"), value: bytes("ripe"))))
        let changed = try #require(try await lines.next()?.result)
        let event = try #require(changed.events?.first)
        // A put is the zero value of the event's type, so the server leaves it out.
        #expect(event.type == nil && event.kv?.value == bytes("ripe") && event.prevKv?.value == bytes("green"))
        #expect(event.kv?.modRevision == put.header?.revision && changed.watchID == created.watchID)
        _ = try await client.send(Etcd.deleteRange(body: DeleteRangeRequest(key: bytes("fruit/apple"))))
        let removal = try #require(try await lines.next()?.result?.events?.first)
        #expect(removal.type == .delete && removal.kv?.key == bytes("fruit/apple"))
    }

    /// With authentication on, a request needs the token `authenticate` gives, sent as the document's `ApiKey`:
    /// the `Authorization` header.
    static func authentication(_ client: APIClient) async throws {
        _ = try await client.send(Etcd.userAdd(body: AuthUserAddRequest(name: "root", password: "secret")))
        _ = try await client.send(Etcd.userGrantRole(body: AuthUserGrantRoleRequest(role: "root", user: "root")))
        _ = try await client.send(Etcd.authEnable(body: [:]))
        // An error, which only URLSession on Apple platforms can read (see `keys`).
        #if !canImport(FoundationNetworking)
        let refused = try await #require(throws: APIError.self) {
            try await client.send(Etcd.range(body: RangeRequest(key: bytes("fruit/cherry"))))
        }
        #expect(String(decoding: refused.body, as: UTF8.self).contains("user name is empty"))
        #endif
        let session = try await client.send(
            Etcd.authenticate(body: AuthenticateRequest(name: "root", password: "secret"))
        )
        let token = try #require(session.token)
        let signedIn = APIClient(
            baseURL: client.baseURL,
            middlewares: [APIKeyAuth(header: "Authorization", key: token)]
        )
        let cherry = try await signedIn.send(Etcd.range(body: RangeRequest(key: bytes("fruit/cherry"))))
        #expect(cherry.kvs?.first?.value == bytes("dark red"))
        let users = try await signedIn.send(Etcd.userList(body: [:]))
        #expect(users.users == ["root"])
        _ = try await signedIn.send(Etcd.authDisable(body: [:]))
    }
}
