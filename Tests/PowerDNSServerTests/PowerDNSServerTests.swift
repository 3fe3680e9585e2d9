import ClientGenRuntime
import Foundation
import GoldenPowerDNS
import TestSupport
import Testing

/// A real C++ server nobody on the team wrote: PowerDNS Authoritative 4.7.3 from Debian (`pdns-server` and
/// `pdns-backend-sqlite3`, which `.ci/run` installs), its zones in a SQLite database of its own, its HTTP API and
/// DNS on 127.0.0.1. It serves the document `Tests/GoldenPowerDNS` is generated from (`/api/docs`, hand-written
/// Swagger 2.0 whose error responses are shared through YAML anchors and merge keys), behind an API key.
///
/// The generated client creates a zone, replaces a record set with a PATCH, finds the record by a wildcard search,
/// reads the zone back and exports it, keeps metadata on it, signs it with a DNSSEC key, creates a TSIG key, reads
/// the statistics and the configuration, decodes the documented errors and is refused without its key.
///
/// The document's own defects are fixed as a user would, with an OpenAPI Overlay (`Fixtures/powerdns-fixes.yaml`):
/// its record sets require `changetype`, which only a PATCH sends, so no zone it answers with would decode; its
/// export is documented as a JSON string and answered as `{"zone": …}`. So zones are read with their record sets,
/// and the export as the object it is.
///
/// The server is `$CLIENTGEN_PDNS`, else `/usr/sbin/pdns_server`. Without it the test is skipped with a message;
/// with `CI=true` it fails instead.
@Suite(.serialized) struct PowerDNSServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/powerdns-server.yaml")

    static let executable = ServerProcess.executable("CLIENTGEN_PDNS", else: "/usr/sbin/pdns_server")

    /// The tables of the SQLite backend, as the Debian package ships them.
    static let schema = URL(fileURLWithPath: "/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql")

    static let isInstalled =
        FileManager.default.isExecutableFile(atPath: executable) && FileManager.default.fileExists(atPath: schema.path)

    static let absentMessage: Testing.Comment = """
        PowerDNS is not installed (apt-get install pdns-server pdns-backend-sqlite3, or set CLIENTGEN_PDNS); the \
        real-server test is skipped (CI fails instead)
        """

    static let apiKey = "clientgen-test"

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func zonesGoThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "PowerDNS must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-pdns-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("pdns.db")
        // Two ports nothing listens on, and not the same one twice.
        let dnsPort = try ServerProcess.freePort()
        var candidate = try ServerProcess.freePort()
        while candidate == dnsPort { candidate = try ServerProcess.freePort() }
        let webPort = candidate
        let server = try await ServerProcess.preparing(folder) {
            try Self.createDatabase(at: database)
            return try ServerProcess(
                executable: URL(fileURLWithPath: Self.executable),
                arguments: [
                    "--config-dir=\(folder.path)", "--socket-dir=\(folder.path)", "--guardian=no", "--daemon=no",
                    "--disable-syslog=yes", "--launch=gsqlite3", "--gsqlite3-database=\(database.path)",
                    "--gsqlite3-dnssec=yes", "--local-address=127.0.0.1", "--local-port=\(dnsPort)", "--api=yes",
                    "--api-key=\(Self.apiKey)", "--webserver=yes", "--webserver-address=127.0.0.1",
                    "--webserver-port=\(webPort)", "--webserver-allow-from=127.0.0.1",
                ],
                folder: folder
            )
        }
        try await server.whileRunning { try await Self.run(server, port: webPort) }
    }

    /// The database, made with Python's `sqlite3` module from the package's schema: no other tool is needed.
    static func createDatabase(at database: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sqlite3, sys; sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())",
            database.path, schema.path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the SQLite database could not be made")
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        let host = URL(string: "http://127.0.0.1:\(port)")!
        let client = APIClient(
            baseURL: PowerDNS.defaultServer(relativeTo: host),
            middlewares: [APIKeyAuth(header: "X-API-Key", key: Self.apiKey)]
        )
        let servers = try await server.firstAnswer(of: "PowerDNS") {
            try? await client.send(PowerDNS.listServers())
        }
        #expect(servers.map(\.id) == ["localhost"])
        #expect(servers.first?.daemonType == "authoritative")
        // The document is served outside the API's base path, behind the same key.
        let docs = APIClient(baseURL: host.appendingPathComponent("api"), middlewares: client.middlewares)
        let served = try await docs.send(Request<String>(method: .get, path: "/docs", decoding: .text))
        #expect(
            served == (try String(contentsOf: Self.fixture, encoding: .utf8)),
            """
            the server serves another document than Fixtures/powerdns-server.yaml: save what it serves at /api/docs \
            there and re-record Tests/GoldenPowerDNS with RECORD_SNAPSHOTS=1
            """
        )

        try await Self.zone(client)
        try await Self.keys(client)
        try await Self.serverState(client)
        try await Self.errors(client, host: host)
    }

    /// A zone created, a record set replaced, found, read back and exported, its metadata kept.
    static func zone(_ client: APIClient) async throws {
        let created = try await client.send(
            PowerDNS.createZone(
                serverID: "localhost",
                body: Zone(name: "example.org.", kind: .native, nameservers: ["ns1.example.org."])
            )
        )
        #expect(created.id == "example.org.")
        #expect(created.kind == .native)
        // Record sets as answered: no changetype, which the overlay made optional.
        let soa = try #require(created.rrsets?.first { $0.type == "SOA" })
        #expect(soa.changetype == nil)
        #expect(created.rrsets?.first { $0.type == "NS" }?.records.map(\.content) == ["ns1.example.org."])

        let www = RRSet(
            name: "www.example.org.",
            type: "A",
            ttl: 300,
            changetype: .replace,
            records: [Record(content: "192.0.2.10"), Record(content: "192.0.2.11", disabled: true)]
        )
        try await client.send(
            PowerDNS.patchZone(serverID: "localhost", zoneID: "example.org.", body: Zone(rrsets: [www]))
        )
        let found = try await client.send(PowerDNS.searchData(serverID: "localhost", q: "www*", max: 10))
        #expect(found.compactMap(\.content).sorted() == ["192.0.2.10", "192.0.2.11"])
        #expect(found.allSatisfy { $0.objectType == "record" && $0.zone == "example.org." && $0.ttl == 300 })

        let zones = try await client.send(PowerDNS.listZones(serverID: "localhost", zone: "example.org."))
        #expect(zones.map(\.name) == ["example.org."])
        let zone = try await client.send(PowerDNS.listZone(serverID: "localhost", zoneID: "example.org."))
        #expect(zone.editedSerial ?? 0 > created.editedSerial ?? 0)
        let read = try #require(zone.rrsets?.first { $0.name == "www.example.org." })
        #expect(read.ttl == 300)
        #expect(read.records.map(\.content) == ["192.0.2.10", "192.0.2.11"])
        #expect(read.records.map(\.disabled) == [false, true])
        let export = try await client.send(PowerDNS.axfrExportZone(serverID: "localhost", zoneID: "example.org."))
        let lines = export.zone.split(separator: "\n")
        #expect(lines.contains("www.example.org.\t300\tIN\tA\t192.0.2.10"))
        #expect(!lines.contains { $0.hasSuffix("192.0.2.11") })

        try await client.send(
            PowerDNS.createMetadata(
                serverID: "localhost",
                zoneID: "example.org.",
                body: Metadata(kind: "X-Team", metadata: ["wire"])
            )
        )
        let metadata = try await client.send(PowerDNS.listMetadata(serverID: "localhost", zoneID: "example.org."))
        #expect(metadata.contains(Metadata(kind: "X-Team", metadata: ["wire"])))
    }

    /// A DNSSEC key that signs the zone, and a TSIG key for transfers.
    static func keys(_ client: APIClient) async throws {
        let key = try await client.send(
            PowerDNS.createCryptokey(
                serverID: "localhost",
                zoneID: "example.org.",
                body: Cryptokey(keytype: .csk, active: true, algorithm: "ECDSAP256SHA256")
            )
        )
        #expect(key.keytype == .csk)
        #expect(key.dnskey?.hasPrefix("257 3 13 ") == true)
        #expect(key.ds?.isEmpty == false)
        let keys = try await client.send(PowerDNS.listCryptokeys(serverID: "localhost", zoneID: "example.org."))
        #expect(keys.map(\.id) == [key.id])
        #expect(try await client.send(PowerDNS.listZones(serverID: "localhost", dnssec: true)).first?.dnssec == true)

        let tsig = try await client.send(
            PowerDNS.createTSIGKey(serverID: "localhost", body: TSIGKey(name: "transfer", algorithm: "hmac-sha256"))
        )
        #expect(tsig.id == "transfer.")
        #expect(tsig.key.flatMap { Data(base64Encoded: $0) }?.count == 64)
        #expect(try await client.send(PowerDNS.listTSIGKeys(serverID: "localhost")).map(\.name) == ["transfer"])
        try await client.send(PowerDNS.deleteTSIGKey(serverID: "localhost", tsigkeyID: "transfer."))
        #expect(try await client.send(PowerDNS.listTSIGKeys(serverID: "localhost")).isEmpty)
    }

    /// Statistics, a list of three documented shapes read as JSON, and the configuration.
    static func serverState(_ client: APIClient) async throws {
        let statistics = try await client.send(
            PowerDNS.getStats(serverID: "localhost", statistic: "uptime", includerings: false)
        )
        #expect(statistics.count == 1)
        #expect(statistics.first?["name"] == "uptime")
        let configuration = try await client.send(PowerDNS.getConfig(serverID: "localhost"))
        #expect(configuration.contains { $0.name == "api" && $0.value == "yes" })
    }

    /// The documented errors, decoded; a request without the key refused.
    static func errors(_ client: APIClient, host: URL) async throws {
        let invalid = try await #require(throws: APIError.self) {
            try await client.send(
                PowerDNS.createZone(serverID: "localhost", body: Zone(name: "not a name", kind: .native))
            )
        }
        #expect(invalid.status == 422)
        #expect(invalid.errorModel(as: ErrorModel.self)?.error.contains("not canonical") == true)
        let missing = try await #require(throws: APIError.self) {
            try await client.send(PowerDNS.listZone(serverID: "localhost", zoneID: "missing.org."))
        }
        #expect(missing.status == 404)
        #expect(missing.errorModel(as: ErrorModel.self)?.error == "Not Found")
        let anonymous = APIClient(baseURL: PowerDNS.defaultServer(relativeTo: host))
        let refused = try await #require(throws: APIError.self) {
            try await anonymous.send(PowerDNS.listServers())
        }
        #expect(refused.status == 401)

        try await client.send(PowerDNS.deleteZone(serverID: "localhost", zoneID: "example.org."))
        #expect(try await client.send(PowerDNS.listZones(serverID: "localhost")).isEmpty)
    }
}
