import ClientGenTemplates
import Diagnostics
import Foundation
import Mustache
import SpecDiff
import SwiftEmitter
import Testing

/// Whether `diff` says "breaking for Swift callers" exactly when code written against the old client stops
/// compiling against the new one: both clients are generated into one scratch package (`.build/diff-check`)
/// beside a caller of the old API, and each pair's target is built on its own.
///
/// Slow (a SwiftPM build per pair), so it runs only with `CLIENTGEN_DIFF_COMPILE=1`, as `scripts/diff-check.sh`
/// (part of `scripts/test.sh`) sets it.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["CLIENTGEN_DIFF_COMPILE"] == "1",
        "set CLIENTGEN_DIFF_COMPILE=1 (scripts/diff-check.sh) to compile the spec pairs"
    )
)
struct CompileAgreementTests {
    /// Uses every declaration the pairs change, the way callers do: with every argument and with only the
    /// required ones, reading properties, switching over enum cases with a `default`.
    static let caller = """
        import ClientGenRuntime
        import Foundation

        func useOldClient() -> [Any] {
            let owner = Owner(name: "Ann")
            let pet = Pet(id: 1, name: "Rex", status: .available, owner: owner)
            let minimal = Pet(id: 2)
            let id: Int64 = pet.id
            var label = "?"
            if let name = pet.name { label = name }
            let status: Status? = pet.status
            switch status {
            case .available?: label += " available"
            case .sold?: label += " sold"
            default: break
            }
            let other = Owner(name: "Bob")
            let list: Request<[Pet]> = API.listPets(limit: 10)
            let all: Request<[Pet]> = API.listPets()
            let create: Request<Empty> = API.createPet(body: pet)
            let show: Request<Pet> = API.showPetByID(petID: "1")
            let server: URL = API.defaultServer
            return [minimal, id, label, other, list, all, create, show, server]
        }

        """

    @Test func swiftBreakingExactlyWhenTheOldCallerStopsCompiling() throws {
        let pairs = SpecPairs.all.filter(\.isCompiled)
        // The caller is written against the base spec, so it must be the old version of every compiled pair.
        try #require(pairs.allSatisfy { $0.old == SpecPairs.base })
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = root.appendingPathComponent(".build/diff-check")
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("Sources"))
        let targets = ["Old"] + pairs.indices.map { "Pair\($0)" }
        try write(Self.manifest(root: root.path, targets: targets), to: scratch.appendingPathComponent("Package.swift"))
        try generate(SpecPairs.base, into: scratch.appendingPathComponent("Sources/Old"))
        for (index, pair) in pairs.enumerated() {
            try generate(pair.new, into: scratch.appendingPathComponent("Sources/Pair\(index)"))
        }
        let (oldBuilds, oldLog) = try build("Old", in: scratch)
        try #require(oldBuilds, "the caller does not compile against the old client:\n\(oldLog)")
        for (index, pair) in pairs.enumerated() {
            let isBreaking = try SpecPairs.changes(pair).contains { $0.kind == .swiftBreaking }
            let (builds, log) = try build("Pair\(index)", in: scratch)
            #expect(builds == !isBreaking, "\(pair.id): diff says breaking: \(isBreaking); compiles: \(builds)\n\(log)")
        }
    }

    static func manifest(root: String, targets: [String]) -> String {
        let declared = targets.map {
            "        .target(name: \"\($0)\", dependencies: [.product(name: \"ClientGenRuntime\", package: \"ClientGen\")]),"
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "DiffCheck",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(name: "ClientGen", path: \(SwiftLiteral.string(root)))],
                targets: [
            \(declared.joined(separator: "\n"))
                ]
            )

            """
    }

    /// The client for `spec` as `clientgen generate --module API` writes it, and the caller.
    private func generate(_ spec: String, into folder: URL) throws {
        let document = try SpecPairs.load(spec, file: "spec.yaml")
        let planned = try ClientTranslator(options: .init(namespace: "API")).translate(
            document,
            diagnostics: DiagnosticBag()
        )
        let renderer = SwiftFileRenderer(
            templates: try TemplateSet(builtIn: BuiltInTemplates.all, overrideDirectory: nil)
        )
        for file in try renderer.render(planned, specPath: "spec.yaml") {
            try write(file.contents, to: folder.appendingPathComponent(file.path))
        }
        try write(Self.caller, to: folder.appendingPathComponent("Caller.swift"))
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Builds one target of the scratch package; whether it compiled, and the compiler's output.
    private func build(_ target: String, in package: URL) throws -> (Bool, String) {
        let log = package.appendingPathComponent("\(target).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "--target", target]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).joined(separator: "\n")
        return (process.terminationStatus == 0, errors)
    }
}
