import ClientGenRuntime
import Foundation
import GoldenNetdata
import TestSupport
import Testing

/// A real C server nobody on the team wrote: the Netdata agent 1.37.1 from Debian (`netdata-core` and
/// `netdata-web`, which `.ci/run` installs), monitoring this machine with its internal collectors only, its web
/// server on 127.0.0.1, its files in a folder of the test's. It serves the document `Tests/GoldenNetdata` is
/// generated from at `/netdata-swagger.yaml`, beside the API it describes.
///
/// The generated client reads the agent's information, its charts, a chart's data by chart and by context, its
/// contexts, alarms, alarm log and alarm variables, and decodes a documented 404. The document gives `chart` a
/// `default` of `system.cpu`, a chart this agent does not have: sent beside a `context` the server finds nothing,
/// so the client leaves a default to the server.
///
/// The server is `$CLIENTGEN_NETDATA`, else `/usr/sbin/netdata`. Without it the test is skipped with a message; with
/// `CI=true` it fails instead.
@Suite(.serialized) struct NetdataServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/netdata-server.yaml")

    static let executable = ServerProcess.executable("CLIENTGEN_NETDATA", else: "/usr/sbin/netdata")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Testing.Comment = """
        Netdata is not installed (apt-get install netdata-core netdata-web, or set CLIENTGEN_NETDATA); the \
        real-server test is skipped (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func metricsGoThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Netdata must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-netdata-\(UUID())")
        let port = try ServerProcess.freePort()
        let server = try await ServerProcess.preparing(folder) {
            let configuration = try Self.writeConfiguration(in: folder, port: port)
            // In the foreground, as the user running the test, with its own configuration and folders.
            return try ServerProcess(
                executable: URL(fileURLWithPath: Self.executable),
                arguments: ["-c", configuration.path, "-D", "-u", NSUserName()],
                folder: folder
            )
        }
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    /// A configuration that keeps every file of the agent in `folder`, listens on 127.0.0.1 only, starts no external
    /// collector and talks to no cloud.
    static func writeConfiguration(in folder: URL, port: Int) throws -> URL {
        for name in ["cache", "lib", "log", "run"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name),
                withIntermediateDirectories: true
            )
        }
        let path = folder.path
        let configuration = folder.appendingPathComponent("netdata.conf")
        try """
        [global]
            run as user = \(NSUserName())
        [directories]
            cache = \(path)/cache
            lib = \(path)/lib
            log = \(path)/log
            run = \(path)/run
        [logs]
            debug = \(path)/log/debug.log
            error = \(path)/log/error.log
            access = \(path)/log/access.log
        [web]
            bind to = 127.0.0.1:\(port)
        [plugins]
            enable running new plugins = no
        [cloud]
            enabled = no
        [registry]
            enabled = no

        """.write(to: configuration, atomically: true, encoding: .utf8)
        return configuration
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        // The document's servers are Netdata's public demo; an agent answers the same API at `/api/v1`.
        let host = URL(string: "http://127.0.0.1:\(port)")!
        let client = APIClient(baseURL: host.appendingPathComponent("api/v1"))
        // The agent answers as soon as it listens, before its first collection and before it indexes its charts
        // by context: wait until a chart has data and its context is known.
        let info = try await server.firstAnswer(of: "Netdata") { () -> Info? in
            guard let info = try? await client.send(Netdata.getInfo()),
                let charts = try? await client.send(Netdata.getCharts()),
                let uptime = charts.charts?["netdata.uptime"], (uptime.lastEntry ?? 0) > (uptime.firstEntry ?? 0),
                let contexts = try? await client.send(Netdata.getContexts()),
                contexts.contexts?["netdata.uptime"] != nil
            else { return nil }
            return info
        }
        #expect(
            info.version == "v1.37.1",
            """
            another Netdata than the one Fixtures/netdata-server.yaml comes from: save what it serves at \
            /netdata-swagger.yaml there and re-record Tests/GoldenNetdata with RECORD_SNAPSHOTS=1
            """
        )
        let served = try await APIClient(baseURL: host)
            .send(Request<String>(method: .get, path: "/netdata-swagger.yaml", decoding: .text))
        #expect(served == (try String(contentsOf: Self.fixture, encoding: .utf8)))

        try await Self.charts(client)
        try await Self.data(client)
        try await Self.exports(client, server: server)
        try await Self.alarms(client, server: server)
    }

    /// The charts, one of them, and the contexts they belong to.
    static func charts(_ client: APIClient) async throws {
        let summary = try await client.send(Netdata.getCharts())
        #expect(summary.version == "v1.37.1")
        let uptime = try #require(summary.charts?["netdata.uptime"])
        #expect(uptime.units == "seconds")
        #expect(uptime.chartType == .line)
        #expect((summary.chartsCount ?? 0) >= Double(summary.charts?.count ?? 0))

        let chart = try await client.send(Netdata.getChart(chart: "netdata.uptime"))
        #expect(chart.id == "netdata.uptime")
        #expect(chart.dimensions?["uptime"]?.name == "uptime")
        #expect(chart.updateEvery == 1)

        let contexts = try await client.send(Netdata.getContexts())
        #expect(contexts.contexts?["netdata.uptime"]?.units == "seconds")
        let context = try await client.send(Netdata.getContext(context: "netdata.uptime"))
        #expect(context.units == "seconds")

        // A chart the agent does not have: the server's 404, as documented.
        let missing = try await #require(throws: APIError.self) {
            try await client.send(Netdata.getChart(chart: "no.such.chart"))
        }
        #expect(missing.status == 404)
    }

    /// A chart's data by its id and by its context, its options and its format sent as the server reads them.
    static func data(_ client: APIClient) async throws {
        let byChart = try await client.send(
            Netdata.getData(after: -60, points: 3, chart: "netdata.uptime", options: [.jsonwrap, .seconds])
        )
        #expect(byChart.id?.hasPrefix("chart://host:") == true)
        #expect(byChart.id?.contains("/instance:netdata.uptime/") == true)
        #expect(byChart.dimensionNames == ["uptime"])
        #expect(byChart.points == 3)
        #expect(byChart.format == "json")
        // Three rows of a time (in seconds, as asked) and the uptime, newest first.
        #expect(byChart.result?.labels == ["time", "uptime"])
        let rows = try #require(byChart.result?.data)
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 2 })
        let times = rows.compactMap { $0.first ?? nil }
        #expect(times == times.sorted(by: >) && times.allSatisfy { abs($0 - Date().timeIntervalSince1970) < 300 })
        #expect((byChart.latestValues?.first ?? nil).map { $0 > 0 } == true)

        // Only the context: the document's default chart would match nothing beside it.
        let byContext = try await client.send(
            Netdata.getData(after: -60, points: 2, context: "netdata.uptime", options: [.jsonwrap])
        )
        #expect(byContext.id?.hasPrefix("context://host:") == true)
        #expect(byContext.dimensionNames == ["uptime"])
        #expect(byContext.points == 2)
        #expect(byContext.result?.data?.count == 2)

        let request = try client.urlRequest(for: Netdata.getData(context: "netdata.uptime"))
        let query = URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(Set(query.map(\.name)) == ["after", "points", "group", "format", "context"])
    }

    /// What the document answers without a schema, read as the text or bytes it is: every metric in Prometheus's
    /// format, a chart's badge as SVG.
    static func exports(_ client: APIClient, server: ServerProcess) async throws {
        // The exporter lists a chart some seconds after its first values.
        let uptime = "netdata_netdata_uptime_seconds_average{chart=\"netdata.uptime\""
        let metrics = try await server.firstAnswer(of: "Netdata's exporter") { () -> String? in
            let metrics = try? await client.send(
                Netdata.getAllmetrics(format: .prometheus, filter: "netdata.uptime").reading(.text)
            )
            return metrics?.contains(uptime) == true ? metrics : nil
        }
        #expect(metrics.hasPrefix("netdata_info{"))
        let badge = try await client.send(
            Netdata.getBadgeSVG(chart: "netdata.uptime", after: -10, label: "up").reading(.data)
        )
        let svg = String(decoding: badge, as: UTF8.self)
        #expect(svg.hasPrefix("<svg") && svg.contains(">up<"), "\(svg.prefix(200))")
    }

    /// The alarms this agent's health configuration defines, their log and the variables a chart's alarms see.
    static func alarms(_ client: APIClient, server: ServerProcess) async throws {
        let alarms = try await client.send(Netdata.getAlarms(all: true))
        #expect(alarms.status == true)
        #expect((alarms.now ?? 0) > 0)

        let log = try await client.send(Netdata.getAlarmLog())
        #expect(log.allSatisfy { $0.uniqueID != nil && $0.name != nil })

        // Health starts some seconds after the agent, and with it the variables of its charts.
        let variables = try await server.firstAnswer(of: "Netdata's health") { () -> AlarmVariables? in
            let variables = try? await client.send(Netdata.getAlarmVariables(chart: "netdata.uptime"))
            return variables?.chartVariables?.isEmpty == false ? variables : nil
        }
        #expect(variables.chart == "netdata.uptime")
        #expect(variables.chartContext == "netdata.uptime")
        #expect(variables.chartVariables?["update_every"] == 1)
        // Green and red thresholds no alarm has set yet: null, kept apart from absent.
        #expect(variables.chartVariables?["green"].map { $0 == nil } == true)

        let count = try await client.send(Netdata.getAlarmCount(status: .raised))
        #expect(count.count == 1)
    }
}
