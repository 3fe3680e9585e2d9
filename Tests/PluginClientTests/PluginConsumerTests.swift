import Foundation
import Testing

/// A package that uses ClientGenPlugin as a user's does, with the flow-style `clientgen.yaml` the plugin's own error
/// message suggests: a build with nothing to do compiles and prints nothing of the client, and after the spec changes
/// `swift build` regenerates it, so a caller of the new operation compiles.
///
/// Slow (a SwiftPM build of `clientgen` in a scratch package, `.build/plugin-consumer`, kept between runs), so it
/// runs only with `CLIENTGEN_PLUGIN_BUILD=1`, as `scripts/test.sh --all` sets it.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["CLIENTGEN_PLUGIN_BUILD"] == "1",
        "set CLIENTGEN_PLUGIN_BUILD=1 (scripts/test.sh --all) to build a package with ClientGenPlugin"
    )
)
struct PluginConsumerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func manifest(root: String) -> String {
        let escaped = root.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(name: "ClientGen", path: "\(escaped)")],
                targets: [
                    .target(
                        name: "API",
                        dependencies: [.product(name: "ClientGenRuntime", package: "ClientGen")],
                        plugins: [.plugin(name: "ClientGenPlugin", package: "ClientGen")]
                    ),
                    .target(
                        name: "Caller",
                        dependencies: ["API", .product(name: "ClientGenRuntime", package: "ClientGen")]
                    ),
                ]
            )

            """
    }

    /// A spec of `operations`, each a GET of its own path returning a string.
    static func spec(_ operations: [String]) -> String {
        var text = """
            openapi: 3.1.0
            info: {title: Pets, version: '1'}
            paths:

            """
        for operation in operations {
            text += """
                  /\(operation):
                    get:
                      operationId: \(operation)
                      responses:
                        '200':
                          description: OK
                          content:
                            application/json:
                              schema: {type: string}

                """
        }
        return text
    }

    static func caller(_ operation: String) -> String {
        """
        import API
        import ClientGenRuntime

        public func request() -> Request<String> { API.\(operation)() }

        """
    }

    @Test func aFlowStyleConfigurationRegeneratesWhenItsSpecChanges() throws {
        let package = Self.root.appending(path: ".build/plugin-consumer")
        try write(
            Self.manifest(root: Self.root.path(percentEncoded: false)),
            to: package.appending(path: "Package.swift")
        )
        let api = package.appending(path: "Sources/API")
        try write("clients: [{spec: api.yaml, module: API}]\n", to: api.appending(path: "clientgen.yaml"))
        try write(
            "// The target's own file; the client is generated while building.\n",
            to: api.appending(path: "API+Own.swift")
        )
        let callerFile = package.appending(path: "Sources/Caller/Caller.swift")

        try write(Self.spec(["listPets"]), to: api.appending(path: "api.yaml"))
        try write(Self.caller("listPets"), to: callerFile)
        let first = try build(package)
        try #require(first.succeeded, "the first build failed:\n\(first.log)")
        // Once more before the checks, so they never see the first build after ClientGen or its plugin changed.
        _ = try build(package)

        // The spec is an input of the build command, so SwiftPM reruns it when the spec changes (its manifest lists
        // each command's inputs; the old line scan of clientgen.yaml found none in the flow style).
        let manifest = try String(contentsOf: package.appending(path: ".build/debug.yaml"), encoding: .utf8)
        let command = manifest.components(separatedBy: "\n\n").first { $0.contains("Generating the API client") }
        let inputs = command?.split(separator: "\n").first { $0.contains("inputs:") } ?? ""
        #expect(inputs.contains("/Sources/API/api.yaml\""), "the spec is not an input: \(inputs)")

        // Nothing to do: no client file is rewritten, so nothing is compiled, and the tool prints nothing. (When SwiftPM
        // relinks the plugin's tool, as it may in the first builds after ClientGen changed, the command reruns; the run
        // cache and writing only changed files make that rerun a quiet no-op.)
        let noOp = try build(package)
        #expect(noOp.succeeded)
        #expect(!noOp.log.contains("Compiling API"), "a build with nothing to do recompiled the client:\n\(noOp.log)")
        #expect(!noOp.log.contains("GeneratedClient"), "the tool printed a path of the build folder:\n\(noOp.log)")

        try write(Self.spec(["listPets", "showPets"]), to: api.appending(path: "api.yaml"))
        try write(Self.caller("showPets"), to: callerFile)
        let changed = try build(package)
        #expect(changed.succeeded, "the new operation is not in the client:\n\(changed.log)")
        #expect(changed.log.contains("Generating the API client with ClientGen"))
        // The tool prints nothing when all is well, so no path of the build folder.
        #expect(!changed.log.contains("GeneratedClient"), "\(changed.log)")

        // Restored, so the next run starts from the first spec again.
        try write(Self.spec(["listPets"]), to: api.appending(path: "api.yaml"))
        try write(Self.caller("listPets"), to: callerFile)
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Unchanged files are left alone, so their modification times do not make SwiftPM rebuild.
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url)
    }

    /// `swift build` of the package; whether it succeeded, and what it printed.
    private func build(_ package: URL) throws -> (succeeded: Bool, log: String) {
        let log = package.appending(path: "build.log")
        _ = FileManager.default.createFile(atPath: log.path(percentEncoded: false), contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path(percentEncoded: false)]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus == 0, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
