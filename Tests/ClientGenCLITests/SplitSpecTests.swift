import ClientGenCLI
import Foundation
import TestSupport
import Testing

/// A spec split into a file per operation, as DigitalOcean publishes its own (`get: {$ref: droplets_list.yml}`,
/// `Fixtures/SplitByOperation`): each operation is its file's, read with that file's relative references; `generate`,
/// `lint` and `bundle` read the same operations and give the same names (kept as the compiled target
/// `Tests/GoldenPublished/Droplets`, which `SplitSpecClientTests` calls).
struct SplitSpecTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SplitByOperation")

    /// Every file of the fixture, by its path relative to the folder.
    static func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    private static func run(_ arguments: [String], files: [String: String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    /// The Swift files `generate` writes for `spec`, by path.
    private static func generated(_ spec: String, files: [String: String]) throws -> (Int32, String, [String: String]) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-split-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let (code, console) = run(["generate", spec, "--output", output.path, "--module", "Droplets"], files: files)
        var written: [String: String] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: output.path)) ?? []
        where path.hasSuffix(".swift") {
            written[path] = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        return (code, console.errorOutput, written)
    }

    @Test func generateReadsEachOperationFromItsFile() throws {
        let (code, errors, files) = try Self.generated("droplets.yaml", files: Self.files())
        #expect(code == 0)
        #expect(errors == "")
        let list = try #require(files["Operations/Droplets+DropletsList.swift"])
        #expect(
            list.contains(
                "public static func dropletsList(perPage: Int? = nil, tagName: String? = nil) -> "
                    + "Request<AllDropletsResponse> {"
            )
        )
        // What several operations share is named after its file, not after the first operation that uses it: the
        // error schema, and the response that creating and reading a droplet both answer with.
        #expect(list.contains("errorResponses: [ErrorResponse(401, Problem.self)]"))
        #expect(files["Models/Problem.swift"]?.contains("public nonisolated struct Problem:") == true)
        #expect(files["Operations/Droplets+DropletsCreate.swift"]?.contains("-> Request<DropletResponse> {") == true)
        #expect(files["Operations/Droplets+DropletsGet.swift"]?.contains("-> Request<DropletResponse> {") == true)
        #expect(!files.values.contains { $0.contains("Error401") || $0.contains("DropletsCreate.Response") })
        try Snapshot.assertMatches(files, directory: "Tests/GoldenPublished/Droplets")
    }

    @Test func lintFindsNothingToSay() throws {
        let (code, console) = Self.run(["lint", "droplets.yaml"], files: try Self.files())
        #expect(code == 0)
        #expect(console.errorOutput == "")
    }

    /// The bundle holds every operation and every schema, each reference made local (the discriminator's mapping,
    /// written relative to its file, too), and generating from it gives the same declarations under the same names.
    @Test func theBundleGeneratesTheSameClient() throws {
        let files = try Self.files()
        let (code, console) = Self.run(["bundle", "droplets.yaml"], files: files)
        #expect(code == 0)
        #expect(console.errorOutput == "")
        let bundle = console.output
        #expect(!bundle.contains(".yml"))
        #expect(bundle.contains("\"daily\": \"#/components/schemas/backup_daily\""))
        #expect(bundle.contains("\"operationId\": \"droplets_create\""))

        let (bundleCode, bundleErrors, fromBundle) = try Self.generated("bundle.json", files: ["bundle.json": bundle])
        #expect(bundleCode == 0)
        #expect(bundleErrors == "")
        let (_, _, fromFiles) = try Self.generated("droplets.yaml", files: files)
        #expect(fromBundle.keys.sorted() == fromFiles.keys.sorted())
        // Only comments differ: the header names the spec, and each remark the place a declaration comes from.
        func codeLines(_ text: String?) -> [Substring] {
            (text ?? "").split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        }
        for path in fromFiles.keys.sorted() {
            #expect(codeLines(fromBundle[path]) == codeLines(fromFiles[path]), "\(path)")
        }
    }

    /// A reference from an operation to itself is a located warning, and the rest of the spec is generated.
    @Test func anOperationThatRefersToItselfIsWarnedAboutAndLeftOut() throws {
        let files = [
            "api.yaml": "openapi: 3.0.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get: {$ref: 'a.yml'}\n"
                + "  /b:\n    get: {operationId: getB, responses: {'204': {description: None}}}\n",
            "a.yml": "$ref: 'a.yml'\n",
        ]
        let (code, errors, written) = try Self.generated("api.yaml", files: files)
        #expect(code == 0)
        #expect(errors.hasPrefix("a.yml:1:7: warning: "))
        #expect(errors.contains("[openapi.ref.loop]"))
        #expect(errors.contains("the operation is ignored"))
        #expect(written.keys.contains("Operations/Droplets+GetB.swift"))
    }
}
