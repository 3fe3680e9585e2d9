import ClientGenRuntime
import Foundation
import GoldenPrefect
import TestSupport
import Testing

/// A real FastAPI server nobody on the team wrote: Prefect's (installed from PyPI by `.ci/run` into a virtual
/// environment of its own), started on 127.0.0.1 with an empty SQLite database. It must still serve the very
/// document `Tests/GoldenPrefect` is generated from, and the generated client runs a flow's life through it:
/// labels of three JSON types, a run with a state and parameters, a state change, filters and pages, variables
/// of any JSON value set to `null`, a concurrency limit read by its name, and deletion.
///
/// The server is `$CLIENTGEN_PREFECT`, else the one `.ci/run` installs
/// (`~/.cache/clientgen/prefect-3.9.1/bin/prefect`). Without it the test is skipped with a message; with
/// `CI=true` it fails instead.
@Suite(.serialized) struct PrefectServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/prefect-server.json")

    static let executable = ServerProcess.executable("CLIENTGEN_PREFECT", else: "prefect-3.9.1/bin/prefect")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Prefect is not installed (run .ci/run, or set CLIENTGEN_PREFECT to a `prefect` 3.9.1 executable); the \
        real-server test is skipped (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func aFlowLivesAndDiesThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Prefect must be installed in CI (.ci/run installs it)")
        let server = try PrefectServer.start(executable: Self.executable)
        try await server.server.whileRunning { try await Self.run(server) }
    }

    static func run(_ server: PrefectServer) async throws {
        // The document's server is relative (`/api`): resolved against where the document is served.
        let document = server.baseURL.appendingPathComponent("api/openapi.json")
        let client = APIClient(baseURL: Prefect.defaultServer(relativeTo: document))
        #expect(client.baseURL.absoluteString == server.baseURL.absoluteString + "/api")
        try await server.waitUntilReady(client)

        let served = try await client.send(Request<Data>(method: .get, path: "/openapi.json", decoding: .data))
        #expect(
            served == (try Data(contentsOf: Self.fixture)),
            """
            the server serves another document than Fixtures/prefect-server.json: save what it serves there and \
            re-record Tests/GoldenPrefect with RECORD_SNAPSHOTS=1
            """
        )
        #expect(try await client.send(Prefect.healthCheck()))
        #expect(try await client.send(Prefect.readVersion()) == "3.9.1")
        try await Self.runFlow(client)
        try await Self.keepVariables(client)
        try await Self.limitConcurrency(client)
    }

    static func runFlow(_ client: APIClient) async throws {
        let flow = try await client.send(
            Prefect.createFlow(
                body: FlowCreate(
                    name: "nightly",
                    tags: ["etl"],
                    labels: .value(["team": .string("data"), "tier": .int(2), "paged": .bool(true)])
                )
            )
        )
        #expect(flow.name == "nightly")
        #expect(flow.labels?["tier"] == .int(2) && flow.labels?["paged"] == .bool(true))
        #expect(try await client.send(Prefect.readFlowByName(name: "nightly")).id == flow.id)

        let run = try await client.send(
            Prefect.createFlowRun(
                body: FlowRunCreate(
                    state: .value(StateCreate(type: .scheduled, message: .null)),
                    name: "first",
                    flowID: flow.id,
                    parameters: ["date": "2026-12-03", "retries": 2],
                    idempotencyKey: .null
                )
            )
        )
        #expect(run.stateType == .scheduled)
        #expect(run.flowID == flow.id)

        let result = try await client.send(
            Prefect.setFlowRunState(
                id: run.id,
                body: SetFlowRunStateBody(state: StateCreate(type: .running, name: .value("Running")))
            )
        )
        #expect(result.status == .accept)
        let read = try await client.send(Prefect.readFlowRun(id: run.id))
        #expect(read.stateName == "Running" && read.stateType == .running)
        #expect(read.parameters == ["date": "2026-12-03", "retries": 2])
        // The run's state names the run it belongs to in its details: a UUID read back from lower-case text.
        #expect(read.state?.stateDetails?.flowRunID == .value(run.id))

        let filtered = try await client.send(
            Prefect.readFlowRuns(
                body: ReadFlowRunsBody(
                    flowRuns: .value(FlowRunFilter(id: .value(FlowRunFilterID(any: .value([run.id])))))
                )
            )
        )
        #expect(filtered.map(\.id) == [run.id])
        let page = try await client.send(Prefect.paginateFlowRuns(body: PaginateFlowRunsBody(page: 1, limit: 10)))
        #expect(page.count == 1 && page.results.map(\.id) == [run.id])

        try await client.send(Prefect.deleteFlowRun(id: run.id))
        try await client.send(Prefect.deleteFlow(id: flow.id))
        let missing = try await #require(throws: APIError.self) { try await client.send(Prefect.readFlow(id: flow.id)) }
        #expect(missing.status == 404)
    }

    /// A variable's value is any JSON value or `null`: an object, then a string, then `null` sent explicitly.
    static func keepVariables(_ client: APIClient) async throws {
        let created = try await client.send(
            Prefect.createVariable(
                body: VariableCreate(name: "limits", value: .object(["max": [1, 2]]), tags: ["ops"])
            )
        )
        #expect(created.value == .object(["max": [1, 2]]))
        try await client.send(
            Prefect.updateVariableByName(name: "limits", body: VariableUpdate(value: .value(.string("none"))))
        )
        #expect(try await client.send(Prefect.readVariableByName(name: "limits")).value == .string("none"))
        try await client.send(Prefect.updateVariableByName(name: "limits", body: VariableUpdate(value: .null)))
        #expect(try await client.send(Prefect.readVariableByName(name: "limits")).value == nil)
        try await client.send(Prefect.deleteVariableByName(name: "limits"))
    }

    /// A limit is read by its name through `id_or_name`, a union of a UUID and any string: a `String`.
    static func limitConcurrency(_ client: APIClient) async throws {
        let limit = try await client.send(
            Prefect.createConcurrencyLimitV2(body: ConcurrencyLimitV2Create(name: "database", limit: 3))
        )
        #expect(limit.limit == 3 && limit.active == true)
        let byName = try await client.send(Prefect.readConcurrencyLimitV2(idOrName: "database"))
        #expect(byName.id == limit.id)
        let byID = try await client.send(Prefect.readConcurrencyLimitV2(idOrName: limit.id.uuidString.lowercased()))
        #expect(byID.name == "database")
        try await client.send(Prefect.deleteConcurrencyLimitV2(idOrName: "database"))
    }
}

/// A Prefect server of its own: a fresh home folder (and so an empty SQLite database), a free port.
final class PrefectServer: Sendable {
    let server: ServerProcess
    let baseURL: URL

    private init(server: ServerProcess, baseURL: URL) {
        self.server = server
        self.baseURL = baseURL
    }

    static func start(executable: String) throws -> PrefectServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-prefect-\(UUID())")
        let port = try ServerProcess.freePort()
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: executable),
            // Without its background services (scheduler, late runs, …), which write to the same SQLite file as
            // the API: under a loaded CI run their writes made the API's time out, a 503 in the middle of the test.
            arguments: ["server", "start", "--host", "127.0.0.1", "--port", String(port), "--no-services"],
            environment: [
                "PREFECT_HOME": folder.path, "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "PREFECT_UI_ENABLED": "false",
            ],
            folder: folder
        )
        return PrefectServer(server: server, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    }

    /// Waits until the server answers its health call: it migrates its database first, which takes a while on a
    /// busy machine.
    func waitUntilReady(_ client: APIClient) async throws {
        _ = try await server.firstAnswer(of: "Prefect", within: 180) {
            (try? await client.send(Prefect.healthCheck())) == true ? true : nil
        }
    }
}
