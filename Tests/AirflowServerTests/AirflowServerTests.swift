import ClientGenRuntime
import Foundation
import GoldenAirflow
import TestSupport
import Testing

/// A real server nobody on the team wrote: Apache Airflow 2.10.5's webserver (installed from PyPI by `.ci/run` into
/// a virtual environment of its own), over a SQLite database made for the test with one user and one DAG, started
/// on 127.0.0.1 with basic credentials for its API. It must still serve the very document `Tests/GoldenAirflow` is
/// generated from, and the generated client runs an operator's day through it: the DAG found by its tag and
/// unpaused through an update mask, its schedule read as the union its document declares, a run triggered with a
/// configuration, a logical date and a note, found again by date, its note changed; a variable created, changed,
/// deleted and then not found; a call without credentials refused, each error decoded.
///
/// The server is `$CLIENTGEN_AIRFLOW` (an `airflow` command), else the one `.ci/run` installs
/// (`~/.cache/clientgen/airflow-2.10.5/bin/airflow`). Without it the test is skipped with a message; with `CI=true`
/// it fails instead.
@Suite(.serialized) struct AirflowServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/airflow-server.yaml")

    static let executable = ServerProcess.executable("CLIENTGEN_AIRFLOW", else: "airflow-2.10.5/bin/airflow")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Airflow is not installed (run .ci/run, or set CLIENTGEN_AIRFLOW to the airflow command of Apache Airflow \
        2.10.5); the real-server test is skipped (CI fails instead)
        """

    /// One DAG of two tasks, run daily, tagged `shop`.
    static let dag = """
        import datetime
        from airflow import DAG
        from airflow.operators.empty import EmptyOperator

        with DAG(
            "restock", schedule="@daily", start_date=datetime.datetime(2026, 1, 1), catchup=False, tags=["shop"]
        ):
            EmptyOperator(task_id="count") >> EmptyOperator(task_id="order")

        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func anOperatorsDayGoesThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Airflow must be installed in CI (.ci/run installs it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-airflow-\(UUID())")
        let dags = folder.appendingPathComponent("dags")
        try FileManager.default.createDirectory(at: dags, withIntermediateDirectories: true)
        try Self.dag.write(to: dags.appendingPathComponent("restock.py"), atomically: true, encoding: .utf8)
        let environment = [
            "AIRFLOW_HOME": folder.appendingPathComponent("home").path,
            "AIRFLOW__CORE__DAGS_FOLDER": dags.path,
            "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
            "AIRFLOW__API__AUTH_BACKENDS": "airflow.api.auth.backend.basic_auth",
        ]
        let port = try ServerProcess.freePort()
        let server = try await ServerProcess.preparing(folder) {
            // The database, its one user, and the DAG read into it, as `airflow standalone` would, without a
            // scheduler.
            for arguments in [
                ["db", "migrate"],
                [
                    "users", "create", "--username", "ops", "--password", "pässword 1", "--role", "Admin",
                    "--email", "ops@example.org", "--firstname", "Op", "--lastname", "Erator",
                ],
                ["dags", "reserialize"],
            ] {
                try await Self.runToEnd(arguments, environment: environment, folder: folder)
            }
            return try ServerProcess(
                executable: URL(fileURLWithPath: Self.executable),
                arguments: ["webserver", "--port", String(port), "--hostname", "127.0.0.1", "--workers", "1"],
                environment: environment,
                folder: folder
            )
        }
        try await server.whileRunning { try await Self.run(server, port: port) }
    }

    /// Runs one `airflow` command to its end; its output is in a log of its own, shown when it fails.
    static func runToEnd(_ arguments: [String], environment: [String: String], folder: URL) async throws {
        let command = try ServerProcess(
            executable: URL(fileURLWithPath: executable),
            arguments: arguments,
            environment: environment,
            folder: folder.appendingPathComponent("command-\(arguments[0])")
        )
        while command.process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        if command.process.terminationStatus != 0 { throw command.startFailure("airflow \(arguments[0])") }
    }

    static func run(_ server: ServerProcess, port: Int) async throws {
        let documentURL = URL(string: "http://127.0.0.1:\(port)/api/v1/openapi.yaml")!
        // The document's server is `/api/v1`, relative to where the document is served.
        let baseURL = Airflow.defaultServer(relativeTo: documentURL)
        let ops = APIClient(baseURL: baseURL, middlewares: [BasicAuth(username: "ops", password: "pässword 1")])
        let version = try await server.firstAnswer(of: "Airflow", within: 120) {
            try? await ops.send(Airflow.getVersion())
        }
        let document = try await ops.send(Request<Data>(method: .get, path: "/openapi.yaml", decoding: .data))
        let fixture = try Data(contentsOf: Self.fixture)
        #expect(
            version.version == "2.10.5" && document == fixture,
            """
            another Airflow or another document than Fixtures/airflow-server.yaml: save what it serves there and \
            re-record Tests/GoldenAirflow with RECORD_SNAPSHOTS=1
            """
        )

        let anonymous = APIClient(baseURL: baseURL)
        let refused = try await #require(throws: APIError.self) { try await anonymous.send(Airflow.getDags()) }
        #expect(refused.status == 401)
        #expect(refused.errorModel(as: ErrorModel.self)?.status == 401)

        try await Self.unpause(ops)
        try await Self.trigger(ops)
        try await Self.keepVariables(ops)
        try await Self.pageVariables(ops)
    }

    /// Five variables read back two at a time, by the paging generated from Airflow's `offset` and `limit` and its
    /// `total_entries`: page by page, then item by item.
    static func pageVariables(_ ops: APIClient) async throws {
        let keys = (1...5).map { "page-\($0)" }
        for key in keys { _ = try await ops.send(Airflow.postVariables(body: Variable(key: key, value: key))) }
        var read: [String] = []
        var pages = 0
        for try await page in ops.pages(Airflow.getVariables(limit: 2, orderBy: "key"), Airflow.GetVariables.paging) {
            #expect((page.variables?.count ?? 0) <= 2)
            read += page.variables?.compactMap(\.key) ?? []
            pages += 1
        }
        #expect(read.filter { $0.hasPrefix("page-") } == keys)
        #expect(pages == 3)
        var items: [String] = []
        for try await variable in ops.items(Airflow.getVariables(limit: 2, orderBy: "key"), Airflow.GetVariables.paging)
        {
            items.append(variable.key ?? "")
        }
        #expect(items == read)
        for key in keys { try await ops.send(Airflow.deleteVariable(variableKey: key)) }
    }

    /// The DAG found by its tag, its schedule read as a union, unpaused through an update mask.
    static func unpause(_ ops: APIClient) async throws {
        let found = try await ops.send(Airflow.getDags(tags: ["shop"]))
        #expect(found.totalEntries == 1)
        let restock = try #require(found.dags?.first)
        #expect(restock.dagID == "restock" && restock.isPaused == .value(true))
        #expect(restock.tags?.map(\.name) == ["shop"])
        #expect(try await ops.send(Airflow.getDags(tags: ["garden"])).dags?.isEmpty == true)

        let details = try await ops.send(Airflow.getDagDetails(dagID: "restock"))
        guard case .cronExpression(let cron) = details.scheduleInterval else {
            Issue.record("@daily is a cron expression, not \(String(describing: details.scheduleInterval))")
            return
        }
        #expect(cron.value == "@daily")
        #expect(details.catchup == false)

        // Only the members the mask names change; the read-only ones are never sent.
        let unpaused = try await ops.send(
            Airflow.patchDag(
                dagID: "restock",
                body: DAG(dagID: "ignored", isPaused: .value(false)),
                updateMask: ["is_paused"]
            )
        )
        #expect(unpaused.dagID == "restock" && unpaused.isPaused == .value(false))
    }

    /// A run triggered with a configuration, a logical date and a note, found again by date; its note changed.
    static func trigger(_ ops: APIClient) async throws {
        let logicalDate = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21T14:13:20Z
        let run = try await ops.send(
            Airflow.postDagRun(
                dagID: "restock",
                body: DAGRun(
                    conf: ["shelf": 3, "items": ["lamp", "desk"]],
                    dagRunID: .value("manual-1"),
                    logicalDate: .value(logicalDate),
                    note: .value("first")
                )
            )
        )
        #expect(run.dagRunID == .value("manual-1"))
        #expect(run.logicalDate == .value(logicalDate))
        #expect(run.conf?["items"] == ["lamp", "desk"])
        #expect(run.state == .queued && run.runType == .manual)
        #expect(run.note == .value("first"))

        let duplicate = try await #require(throws: APIError.self) {
            try await ops.send(Airflow.postDagRun(dagID: "restock", body: DAGRun(dagRunID: .value("manual-1"))))
        }
        #expect(duplicate.status == 409)
        let conflict = try #require(duplicate.errorModel(as: ErrorModel.self))
        #expect(conflict.title == "Conflict" && conflict.detail?.contains("'manual-1' already exists") == true)

        let runs = try await ops.send(
            Airflow.getDagRuns(
                dagID: "restock",
                executionDateGte: logicalDate.addingTimeInterval(-1),
                executionDateLte: logicalDate.addingTimeInterval(1),
                state: ["queued"]
            )
        )
        #expect(runs.dagRuns?.map(\.dagRunID) == [.value("manual-1")])
        let none = try await ops.send(
            Airflow.getDagRuns(dagID: "restock", executionDateGte: logicalDate.addingTimeInterval(1))
        )
        #expect(none.totalEntries == 0)

        let noted = try await ops.send(
            Airflow.setDagRunNote(dagID: "restock", dagRunID: "manual-1", body: SetDagRunNote(note: "restocked: 3 ✓"))
        )
        #expect(noted.note == .value("restocked: 3 ✓"))
    }

    /// A variable whose key needs escaping in a path: created, changed, changed through an update mask, deleted, then
    /// not found.
    static func keepVariables(_ ops: APIClient) async throws {
        let created = try await ops.send(
            Airflow.postVariables(body: Variable(description: .value("shelf size"), key: "shelf size+1", value: "12"))
        )
        #expect(created.key == "shelf size+1" && created.value == "12")
        // Without a mask every member sent changes; with one, only those it names.
        let changed = try await ops.send(
            Airflow.patchVariable(variableKey: "shelf size+1", body: Variable(key: "shelf size+1", value: "14"))
        )
        #expect(changed.value == "14")
        let described = try await ops.send(
            Airflow.patchVariable(
                variableKey: "shelf size+1",
                body: Variable(description: .value("shelf size, in items"), key: "shelf size+1", value: "99"),
                updateMask: ["description"]
            )
        )
        #expect(described.description == .value("shelf size, in items"))
        #expect(try await ops.send(Airflow.getVariable(variableKey: "shelf size+1")).value == "14")
        try await ops.send(Airflow.deleteVariable(variableKey: "shelf size+1"))
        let missing = try await #require(throws: APIError.self) {
            try await ops.send(Airflow.getVariable(variableKey: "shelf size+1"))
        }
        #expect(missing.status == 404)
        #expect(missing.errorModel(as: ErrorModel.self)?.title == "Variable not found")
        // The same answer as the operation's own failure: its documented 404, its body decoded.
        let failure = try await #require(throws: Airflow.GetVariable.Failure.self) {
            try await ops.send(
                Airflow.getVariable(variableKey: "shelf size+1"),
                throwing: Airflow.GetVariable.Failure.self
            )
        }
        guard case .notFound(let problem) = failure else {
            Issue.record("a missing variable is not the documented 404: \(failure)")
            return
        }
        #expect(problem.title == "Variable not found" && problem.status == 404)
    }
}
