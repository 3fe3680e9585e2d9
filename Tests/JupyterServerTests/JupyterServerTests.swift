import ClientGenRuntime
import Foundation
import GoldenJupyter
import TestSupport
import Testing

/// A real server nobody on the team wrote: Jupyter Server (installed from PyPI by `.ci/run`), started on
/// 127.0.0.1. It must still serve the very document `Tests/GoldenJupyter` is generated from
/// (`JupyterSpecTests`), and the generated client runs a session's life through it: create, read back, rename,
/// list, delete, and the documented 404 of a missing file.
///
/// Without `jupyter_server` and `ipykernel` the test is skipped with a message; with `CI=true` it fails instead.
@Suite(.serialized) struct JupyterServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftEmitterTests/Fixtures/jupyter-server.yaml")

    static let isInstalled: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jupyter_server, ipykernel"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let absentMessage: Comment = """
        jupyter_server and ipykernel are not installed (python3 -m pip install jupyter_server ipykernel); \
        the real-server test is skipped (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func aSessionLivesAndDiesThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "jupyter_server and ipykernel must be installed in CI (.ci/run installs them)")
        let server = try JupyterServer.start()
        let client = APIClient(
            baseURL: Jupyter.defaultServer(relativeTo: server.baseURL),
            middlewares: [APIKeyAuth(header: "Authorization", key: "token " + server.token)]
        )
        do {
            try await server.waitUntilReady(client)
            try await Self.runSessionFlow(client)
        } catch {
            await server.stop(client)
            throw error
        }
        await server.stop(client)
    }

    static func runSessionFlow(_ client: APIClient) async throws {
        let served = try await client.send(Jupyter.getSpecYAML())
        #expect(
            served == (try Data(contentsOf: Self.fixture)),
            """
            the server serves another document than Fixtures/jupyter-server.yaml: save what it serves there and \
            re-record Tests/GoldenJupyter with RECORD_SNAPSHOTS=1
            """
        )

        // A kernel first; the session is asked to use it by id, which the server matches as text, so an id sent
        // in upper case would start a second kernel.
        let kernel = try await client.send(Jupyter.postKernels(body: .init(name: "python3")))
        let created = try await client.response(
            Jupyter.postSessions(
                body: Session(
                    path: "notes.ipynb",
                    name: "notes",
                    type: "notebook",
                    kernel: Kernel(id: kernel.id, name: "python3")
                )
            )
        )
        #expect(created.status == 201)
        let session = created.value
        let id = try #require(session.id)
        #expect(session.kernel?.id == kernel.id)
        // `format: uri` is the text as sent (`String`), as everywhere: `URL` would change some text it holds.
        let location = try #require(Jupyter.PostSessions.ResponseHeaders(created).location)
        #expect(URL(string: location)?.path.hasSuffix("/api/sessions/" + id.uuidString.lowercased()) == true)

        let read = try await client.send(Jupyter.getSessionsBySession(session: id))
        #expect(read.name == "notes" && read.path == "notes.ipynb")

        let renamed = try await client.send(
            Jupyter.patchSessionsBySession(session: id, body: Session(path: "renamed.ipynb", name: "renamed"))
        )
        #expect(renamed.name == "renamed" && renamed.path == "renamed.ipynb")
        #expect(renamed.kernel?.id == kernel.id)

        let sessions = try await client.send(Jupyter.getSessions())
        #expect(sessions.map(\.id) == [id])
        #expect(try await client.send(Jupyter.getKernels()).map(\.id) == [kernel.id], "one kernel, not two")

        try await client.send(Jupyter.deleteSessionsBySession(session: id))
        #expect(try await client.send(Jupyter.getSessions()).isEmpty)

        let missing = try await #require(throws: APIError.self) {
            try await client.send(Jupyter.getContentsByPath(path: "missing.ipynb"))
        }
        #expect(missing.status == 404)
    }
}

/// A Jupyter Server of its own: a fresh root, runtime and configuration folder, a random token, a port it picks.
final class JupyterServer: Sendable {
    let server: ServerProcess
    let token: String
    let baseURL: URL

    private init(server: ServerProcess, token: String, baseURL: URL) {
        self.server = server
        self.token = token
        self.baseURL = baseURL
    }

    static func start() throws -> JupyterServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-jupyter-\(UUID())")
        let root = folder.appendingPathComponent("root")
        let runtime = folder.appendingPathComponent("runtime")
        for path in [root, runtime, folder.appendingPathComponent("config")] {
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        }
        let token = UUID().uuidString.lowercased()
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", "-m", "jupyter_server", "--ServerApp.ip=127.0.0.1", "--ServerApp.port=0",
                "--ServerApp.open_browser=False", "--IdentityProvider.token=" + token,
                "--ServerApp.root_dir=" + root.path, "--allow-root",
            ],
            environment: [
                "JUPYTER_RUNTIME_DIR": runtime.path,
                "JUPYTER_CONFIG_DIR": folder.appendingPathComponent("config").path,
                "JUPYTER_DATA_DIR": folder.appendingPathComponent("data").path,
            ],
            folder: folder
        )
        // The server writes its port to `jpserver-<pid>.json` in the runtime folder once it listens.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, server.process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
            if let name = names.first(where: { $0.hasPrefix("jpserver-") && $0.hasSuffix(".json") }),
                let data = FileManager.default.contents(atPath: runtime.appendingPathComponent(name).path),
                let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let port = info["port"] as? Int
            {
                return JupyterServer(server: server, token: token, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        if server.process.isRunning { server.process.terminate() }
        throw server.startFailure("Jupyter Server")
    }

    /// Waits until the server answers its status call.
    func waitUntilReady(_ client: APIClient) async throws {
        for _ in 0..<100 {
            if (try? await client.send(Jupyter.getStatus())) != nil { return }
            try await Task.sleep(for: .milliseconds(200))
        }
        _ = try await client.send(Jupyter.getStatus())
    }

    /// Stops the server through its own shutdown call, which also stops its kernels.
    func stop(_ client: APIClient) async {
        let asked =
            (try? await client.send(Request<Data>(method: .post, path: "/api/shutdown", decoding: .data))) != nil
        await server.stop(asked: asked)
    }
}
