import ClientGenRuntime
import Foundation
import GoldenAlertmanager
import TestSupport
import Testing

/// A real Go server nobody on the team wrote: Prometheus Alertmanager 0.25.0 from Debian (`prometheus-alertmanager`,
/// which `.ci/run` installs), started on 127.0.0.1 with a configuration of one receiver and no cluster. Its API is
/// go-swagger's, which checks every request against the document `Tests/GoldenAlertmanager` is generated from and
/// refuses one that does not match it (a date, a UUID, a required member, a list of filters). The generated client
/// posts alerts and reads them back filtered, silences one and finds it silenced, expires the silence, and reads
/// the documented errors.
///
/// The server is `$CLIENTGEN_ALERTMANAGER`, else `/usr/bin/prometheus-alertmanager`. Without it the test is skipped
/// with a message; with `CI=true` it fails instead.
@Suite(.serialized) struct AlertmanagerServerTests {
    static let executable = ServerProcess.executable("CLIENTGEN_ALERTMANAGER", else: "/usr/bin/prometheus-alertmanager")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Alertmanager is not installed (apt-get install prometheus-alertmanager, or set CLIENTGEN_ALERTMANAGER); the \
        real-server test is skipped (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func alertsAndSilencesGoThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Alertmanager must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-alertmanager-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("alertmanager.yml")
        try "route:\n  receiver: team\n  group_by: [alertname]\nreceivers:\n  - name: team\n"
            .write(to: configuration, atomically: true, encoding: .utf8)
        let port = try ServerProcess.freePort()
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.executable),
            arguments: [
                "--config.file=\(configuration.path)", "--storage.path=\(folder.appendingPathComponent("data").path)",
                "--web.listen-address=127.0.0.1:\(port)", "--cluster.listen-address=",
            ],
            folder: folder
        )
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        // The document's server is its `basePath`, relative to the host that serves the API.
        let client = APIClient(
            baseURL: Alertmanager.defaultServer(relativeTo: URL(string: "http://127.0.0.1:\(port)")!)
        )
        let status = try await server.firstAnswer(of: "Alertmanager") {
            try? await client.send(Alertmanager.getStatus())
        }
        #expect(
            status.versionInfo.version == "0.25.0",
            """
            another Alertmanager than the one Fixtures/alertmanager-server.json comes from: save its version's \
            document there and re-record Tests/GoldenAlertmanager with RECORD_SNAPSHOTS=1
            """
        )
        #expect(status.cluster.status == .disabled)
        #expect(status.config.original.contains("receiver: team"))
        #expect(status.uptime < Date())
        #expect(try await client.send(Alertmanager.getReceivers()).map(\.name) == ["team"])

        try await Self.alert(client)
        try await Self.silence(client)
    }

    /// Alerts posted with dates and labels, read back through filters of the matcher syntax.
    static func alert(_ client: APIClient) async throws {
        let startsAt = Date(timeIntervalSinceNow: -60)
        try await client.send(
            Alertmanager.postAlerts(
                body: [
                    PostableAlert(
                        annotations: ["summary": "Disk 91% full"],
                        startsAt: startsAt,
                        generatorURL: "http://prometheus.example/graph?g0.expr=disk",
                        labels: ["alertname": "DiskFull", "severity": "page", "host": "db-1"]
                    ),
                    PostableAlert(labels: ["alertname": "DiskFull", "severity": "ticket", "host": "web-2"]),
                    PostableAlert(labels: ["alertname": "Heartbeat"]),
                ]
            )
        )
        let paging = try await client.send(Alertmanager.getAlerts(filter: ["alertname=DiskFull", "severity=~pa.e"]))
        #expect(paging.count == 1)
        let alert = try #require(paging.first)
        #expect(alert.labels["host"] == "db-1")
        #expect(alert.annotations["summary"] == "Disk 91% full")
        #expect(alert.status.state == .active)
        #expect(alert.receivers.map(\.name) == ["team"])
        #expect(abs(alert.startsAt.timeIntervalSince(startsAt)) < 0.001)
        #expect(alert.generatorURL == "http://prometheus.example/graph?g0.expr=disk")
        #expect(try await client.send(Alertmanager.getAlerts(filter: ["alertname=DiskFull"])).count == 2)

        let groups = try await client.send(Alertmanager.getAlertGroups(filter: ["alertname=~Disk.*"]))
        #expect(groups.map(\.labels) == [["alertname": "DiskFull"]])
        #expect(groups.first?.alerts.count == 2)

        // A filter that is not a matcher: the server's 400, with its message as the documented error model.
        let refused = try await #require(throws: APIError.self) {
            try await client.send(Alertmanager.getAlerts(filter: ["not a matcher"]))
        }
        #expect(refused.status == 400)
        #expect(refused.errorModel(as: String.self)?.isEmpty == false)
    }

    /// A silence of one alert: created, found by ID and by filter, silencing that alert, expired.
    static func silence(_ client: APIClient) async throws {
        let created = try await client.send(
            Alertmanager.postSilences(
                body: PostableSilence(
                    comment: "Replacing the disk",
                    createdBy: "ann",
                    endsAt: Date(timeIntervalSinceNow: 3600),
                    matchers: [
                        Matcher(isRegex: false, name: "host", value: "db-1"),
                        Matcher(isEqual: false, isRegex: true, name: "severity", value: "ticket|info"),
                    ],
                    startsAt: Date()
                )
            )
        )
        let id = try #require(created.silenceID.flatMap(UUID.init(uuidString:)))
        let silence = try await client.send(Alertmanager.getSilence(silenceID: id))
        #expect(silence.status.state == .active)
        #expect(silence.createdBy == "ann")
        #expect(silence.matchers.map(\.isEqual) == [true, false])
        let found = try await client.send(Alertmanager.getSilences(filter: ["host=db-1"]))
        #expect(found.map(\.id) == [id.uuidString.lowercased()])

        let silenced = try await client.send(
            Alertmanager.getAlerts(active: false, silenced: true, inhibited: false, filter: ["alertname=DiskFull"])
        )
        #expect(silenced.map(\.labels["host"]) == ["db-1"])
        #expect(silenced.first?.status.state == .suppressed)
        #expect(silenced.first?.status.silencedBy == [id.uuidString.lowercased()])

        try await client.send(Alertmanager.deleteSilence(silenceID: id))
        #expect(try await client.send(Alertmanager.getSilence(silenceID: id)).status.state == .expired)
        let missing = try await #require(throws: APIError.self) {
            try await client.send(Alertmanager.getSilence(silenceID: UUID()))
        }
        #expect(missing.status == 404)
    }
}
