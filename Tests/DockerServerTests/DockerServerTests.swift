import ClientGenRuntime
import Foundation
import GoldenDocker
import TestSupport
import Testing

/// Docker's Engine API 1.41, the document Docker publishes (`Tests/GoldenDocker` is generated from it), driven through
/// a real server nobody on the team wrote: Podman 4.3's Docker-compatible service, from Debian (`podman`, which
/// `.ci/run` installs), with its storage, networks and events in a folder of its own. Containers are created but
/// never started (a virtual machine without cgroup controllers cannot run them), so the test covers what needs no
/// running process: the engine's version and ping headers; volumes and networks found by label filters; an image
/// imported from a tarball upload while its progress streams back as JSON lines; a container created from it, files
/// copied into it and read back as tarballs, its path stat header, its export; the events of all that, streamed;
/// documented errors; and everything removed again.
///
/// What a Go server sends where its document says otherwise is read as a user needs it: an empty map or list
/// written as `null` (`Options`, `Labels`) decodes as empty, and a port without bindings as `null` (`x-nullable`).
///
/// The server is `$CLIENTGEN_PODMAN`, else `/usr/bin/podman`. Without it the test is skipped with a message; with
/// `CI=true` it fails instead.
@Suite(.serialized) struct DockerServerTests {
    static let executable = ServerProcess.executable("CLIENTGEN_PODMAN", else: "/usr/bin/podman")

    static let isInstalled = FileManager.default.isExecutableFile(atPath: executable)

    static let absentMessage: Comment = """
        Podman is not installed (apt-get install podman, or set CLIENTGEN_PODMAN); the real-server test of the \
        Docker Engine API is skipped (CI fails instead)
        """

    @Test(.enabled(if: isInstalled || SharedFolder.isRequired, absentMessage), .oneServerAtATime)
    func aContainerEngineGoesThroughTheGeneratedClient() async throws {
        try #require(Self.isInstalled, "Podman must be installed in CI (.ci/run installs it)")
        // Podman refuses a run folder path longer than 50 characters.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("clientgen-podman-\(UUID().uuidString.prefix(8))")
        let port = try ServerProcess.freePort()
        // Everything the service keeps is in `folder`: no other Podman on the machine sees or changes it.
        let server = try ServerProcess(
            executable: URL(fileURLWithPath: Self.executable),
            arguments: [
                "--root", folder.appendingPathComponent("root").path,
                "--runroot", folder.appendingPathComponent("run").path,
                "--tmpdir", folder.appendingPathComponent("tmp").path,
                "--network-config-dir", folder.appendingPathComponent("networks").path,
                "--storage-driver", "vfs", "--events-backend", "file", "--cgroup-manager", "cgroupfs",
                "system", "service", "--time=0", "tcp:127.0.0.1:\(port)",
            ],
            folder: folder
        )
        try await server.whileRunning { try await Self.run(server, folder: folder, port: port) }
    }

    static func run(_ server: ServerProcess, folder: URL, port: Int) async throws {
        // The document's server is its `basePath`, `/v1.41`, relative to the engine's address.
        let client = APIClient(baseURL: Docker.defaultServer(relativeTo: URL(string: "http://127.0.0.1:\(port)")!))
        let pong = try await server.firstAnswer(of: "Podman") { try? await client.send(Docker.systemPing()) }
        #expect(pong == "OK")
        let started = Int(Date().timeIntervalSince1970) - 1
        let ping = try await client.response(Docker.systemPingHead())
        #expect(Docker.SystemPingHead.ResponseHeaders(ping).apiVersion == "1.41")
        let version = try await client.send(Docker.systemVersion())
        #expect(version.apiVersion == "1.41")
        #expect(version.components?.contains { $0.name == "Podman Engine" } == true)

        try await Self.volumesAndNetworks(client)
        let files = folder.appendingPathComponent("files")
        try await Self.image(client, files: files)
        try await Self.container(client, files: files)
        try await Self.events(client, since: started)
        try await Self.cleanUp(client)
    }

    /// A volume and a network, each labelled and found again by a label filter, which the API takes as JSON.
    static func volumesAndNetworks(_ client: APIClient) async throws {
        // Podman, like Docker, sends a volume without options as `"Options": null`, which the document requires
        // to be a map.
        let volume = try await client.send(Docker.volumeCreate(body: .init(name: "data", labels: ["team": "wire"])))
        #expect(volume.name == "data")
        #expect(volume.labels == ["team": "wire"])
        #expect(volume.options.isEmpty)
        #expect(volume.scope == .local)
        let labelled = try await client.send(Docker.volumeList(filters: #"{"label":["team=wire"]}"#))
        #expect(labelled.volumes.map(\.name) == ["data"])
        #expect(try await client.send(Docker.volumeList(filters: #"{"label":["team=other"]}"#)).volumes.isEmpty)
        let missing = try await #require(throws: APIError.self) {
            try await client.send(Docker.volumeInspect(name: "missing"))
        }
        #expect(missing.status == 404)
        #expect(missing.errorModel(as: ErrorResponseModel.self)?.message.contains("missing") == true)

        let network = try await client.send(
            Docker.networkCreate(body: .init(name: "backend", labels: ["team": "wire"]))
        )
        let networkID = try #require(network.id)
        let networks = try await client.send(Docker.networkList(filters: #"{"label":["team=wire"]}"#))
        #expect(networks.map(\.name) == ["backend"])
        #expect(try await client.send(Docker.networkInspect(id: networkID)).labels == ["team": "wire"])
        try await client.send(Docker.networkDelete(id: "backend"))
        #expect(try await client.send(Docker.networkList(filters: #"{"label":["team=wire"]}"#)).isEmpty)
    }

    /// An image imported from a tarball: the document offers the body as `text/plain` or
    /// `application/octet-stream`, so it is bytes, and the server streams the import's progress as JSON lines
    /// where the document names no response at all.
    static func image(_ client: APIClient, files: URL) async throws {
        let layer = try Tarball.make(["greeting.txt": "hello from the image\n"], in: files)
        var progress: [CreateImageInfo] = []
        let importing = Docker.imageCreate(fromSrc: "-", repo: "clientgen/greeting", body: .data(layer))
        for try await step in client.lines(importing.reading(CreateImageInfo.self).readingJSONLines()) {
            progress.append(step)
        }
        let imageID = try #require(progress.last?.id)
        #expect(imageID.hasPrefix("sha256:"))
        #expect(progress.allSatisfy { $0.error == nil })

        try await client.send(Docker.imageTag(name: imageID, repo: "clientgen/greeting", tag: "1"))
        // Podman sends an image without labels as `"Labels": null`, which the document requires to be a map.
        let images = try await client.send(Docker.imageList(filters: #"{"reference":["clientgen/greeting"]}"#))
        #expect(images.map(\.id) == [imageID])
        #expect(images.first?.labels.isEmpty == true)
        #expect(images.first?.repoTags.contains { $0.hasSuffix("clientgen/greeting:1") } == true)
        let image = try await client.send(Docker.imageInspect(name: "clientgen/greeting:1"))
        #expect(image.id == imageID)
        #expect(image.os == "linux")
        let history = try await client.send(Docker.imageHistory(name: "clientgen/greeting:1"))
        #expect(!history.isEmpty)

        // A response the document names only by its media type, read as the tarball it is.
        let saved = try await client.send(Docker.imageGet(name: "clientgen/greeting:1"))
        #expect(try Tarball.names(in: saved, at: files).contains("manifest.json"))
    }

    /// A container created, never started: files copied in and read back, its path stat, its export, a rename.
    static func container(_ client: APIClient, files: URL) async throws {
        let created = try await client.send(
            Docker.containerCreate(
                body: .init(
                    exposedPorts: ["8080/tcp": [:]],
                    env: ["GREETING=hi"],
                    cmd: ["/greet"],
                    image: "clientgen/greeting:1",
                    labels: ["team": "wire"]
                ),
                name: "greeter"
            )
        )
        #expect(created.warnings.isEmpty)
        let listed = try await client.send(Docker.containerList(all: true, filters: #"{"label":["team=wire"]}"#))
        #expect(listed.map(\.id) == [created.id])
        #expect(listed.first?.names == ["/greeter"])
        let inspected = try await client.send(Docker.containerInspect(id: "greeter"))
        #expect(inspected.state?.status == .created)
        #expect(inspected.config?.env?.contains("GREETING=hi") == true)
        // A port exposed but not bound is `null` (the document's `x-nullable`).
        #expect(inspected.networkSettings?.ports == ["8080/tcp": nil])

        let note = try Tarball.make(["note.txt": "copied in\n"], in: files)
        try await client.send(Docker.putContainerArchive(id: "greeter", path: "/", body: .data(note)))
        let info = try await client.response(Docker.containerArchiveInfo(id: "greeter", path: "/note.txt"))
        let stat = try #require(Docker.ContainerArchiveInfo.ResponseHeaders(info).xDockerContainerPathStat)
        let described = try JSONDecoder().decode([String: JSONValue].self, from: #require(Data(base64Encoded: stat)))
        #expect(described["name"] == "note.txt")
        #expect(described["size"] == 10)
        // A HEAD answer has no body: the error says what the status says, and no model failed to decode.
        let absent = try await #require(throws: APIError.self) {
            try await client.send(Docker.containerArchiveInfo(id: "greeter", path: "/absent.txt"))
        }
        #expect(absent.status == 404)
        #expect(!absent.message.contains("did not decode"))

        // Two responses the document gives no schema: read as the tarballs they are.
        let copied = try await client.send(Docker.containerArchive(id: "greeter", path: "/note.txt").reading(.data))
        #expect(try Tarball.contents(of: "note.txt", in: copied, at: files) == "copied in\n")
        let exported = try await client.send(Docker.containerExport(id: "greeter").reading(.data))
        #expect(try Tarball.contents(of: "greeting.txt", in: exported, at: files) == "hello from the image\n")
        #expect(try Tarball.contents(of: "note.txt", in: exported, at: files) == "copied in\n")

        try await client.send(Docker.containerRename(id: "greeter", name: "greeter-renamed"))
        #expect(try await client.send(Docker.containerInspect(id: created.id)).name == "/greeter-renamed")
    }

    /// What the engine did, as the JSON lines `/events` streams until the `until` time has passed.
    static func events(_ client: APIClient, since started: Int) async throws {
        let until = Int(Date().timeIntervalSince1970) + 1
        let request = Docker.systemEvents(
            since: String(started),
            until: String(until),
            filters: #"{"type":["container"]}"#
        )
        var actions: [String] = []
        for try await event in client.lines(request.readingJSONLines()) {
            #expect(event.type == "container")
            if let action = event.action { actions.append(action) }
        }
        #expect(actions.contains("create"))
        #expect(actions.contains("rename"))
    }

    static func cleanUp(_ client: APIClient) async throws {
        try await client.send(Docker.containerDelete(id: "greeter-renamed", force: true))
        #expect(try await client.send(Docker.containerList(all: true)).isEmpty)
        let removed = try await client.send(Docker.imageDelete(name: "clientgen/greeting:1", force: true))
        #expect(removed.contains { $0.deleted != nil || $0.untagged != nil })
        try await client.send(Docker.volumeDelete(name: "data"))
        let pruned = try await client.send(Docker.volumePrune())
        #expect(pruned.volumesDeleted?.isEmpty ?? true)
    }
}

/// Tarballs made and read with the system's `tar`, as a user of the engine would.
enum Tarball {
    /// A tarball of `files` (name → text), made in a scratch folder under `folder`.
    static func make(_ files: [String: String], in folder: URL) throws -> Data {
        let source = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: source.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try tar(["-C", source.path, "-cf", "-"] + files.keys.sorted())
    }

    /// The names in `tarball`.
    static func names(in tarball: Data, at folder: URL) throws -> [String] {
        let listing = try tar(["-tf", save(tarball, in: folder)])
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The text of the file `name` in `tarball`.
    static func contents(of name: String, in tarball: Data, at folder: URL) throws -> String {
        let names = try Self.names(in: tarball, at: folder)
        let member = try #require(names.first { $0 == name || $0.hasSuffix("/" + name) })
        return String(decoding: try tar(["-xOf", save(tarball, in: folder), member]), as: UTF8.self)
    }

    private static func save(_ tarball: Data, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(UUID().uuidString + ".tar")
        try tarball.write(to: file)
        return file.path
    }

    private static func tar(_ arguments: [String]) throws -> Data {
        try commandOutput(["tar"] + arguments)
    }
}
