import ClientGenCLI
import Foundation
import TestSupport
import Testing

/// Specs with the defects that published specs have, one fixture per kind (`Fixtures/PublishedSpecs`):
/// `generate` works each defect around with a located warning that says how and writes a client (kept as the
/// compiled target `Tests/GoldenPublished`, which `PublishedClientTests` calls); `--strict` and `strict: true` fail
/// at the same places and write nothing; `lint` prints exactly what `generate` printed, plus its own notes.
struct PublishedSpecTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        /// The file name without `.yaml`.
        var name: String
        /// The enum the builders live in, named after the file.
        var module: String
        /// `line:column id` of each warning, in the order printed.
        var warnings: [String]

        var testDescription: String { name }
        var fileName: String { name + ".yaml" }
    }

    static let fixtures: [Fixture] = [
        Fixture(
            name: "documentation-wrong-type",
            module: "DocumentationWrongType",
            warnings: [
                "8:5 openapi.wrong-type", "13:16 openapi.wrong-type", "14:20 openapi.wrong-type",
                "30:24 openapi.wrong-type",
            ]
        ),
        Fixture(
            name: "empty-one-of",
            module: "EmptyOneOf",
            warnings: ["22:26 openapi.empty-union", "23:39 openapi.empty-union", "25:14 openapi.empty-union"]
        ),
        Fixture(name: "info-without-version", module: "InfoWithoutVersion", warnings: ["4:3 openapi.missing-field"]),
        Fixture(
            name: "language-type-names",
            module: "LanguageTypeNames",
            warnings: [
                "11:59 openapi.invalid-value", "12:44 openapi.invalid-value", "13:47 openapi.invalid-value",
                "14:42 openapi.invalid-value", "15:41 openapi.invalid-value", "23:23 openapi.invalid-value",
                "24:20 openapi.invalid-value", "24:40 openapi.invalid-value",
            ]
        ),
        Fixture(
            name: "other-workarounds",
            module: "OtherWorkarounds",
            warnings: [
                "6:5 openapi.unknown-security-scheme", "13:11 openapi.duplicate-parameter",
                "14:29 openapi.invalid-value", "21:9 openapi.invalid-status-code",
                "24:20 openapi.duplicate-operation-id", "31:18 openapi.ref.loop",
            ]
        ),
        Fixture(
            name: "path-key-variants",
            module: "PathKeyVariants",
            warnings: [
                "13:3 openapi.invalid-value", "21:3 openapi.invalid-value", "28:3 openapi.invalid-value",
                "36:3 openapi.invalid-value", "36:3 openapi.invalid-value",
            ]
        ),
        Fixture(
            name: "path-parameter-not-required",
            module: "PathParameterNotRequired",
            warnings: ["9:31 openapi.missing-field", "16:28 openapi.missing-field"]
        ),
        Fixture(
            name: "path-parameter-undeclared",
            module: "PathParameterUndeclared",
            warnings: ["7:7 openapi.path-parameter", "18:7 openapi.path-parameter"]
        ),
        Fixture(
            name: "path-parameter-untyped",
            module: "PathParameterUntyped",
            warnings: [
                "9:11 openapi.missing-field", "16:11 emitter.path-parameter", "23:11 emitter.path-parameter",
                "23:62 openapi.invalid-value",
            ]
        ),
        // Legal in Swagger 2.0: nothing to warn about, and once refused outright.
        Fixture(name: "swagger2-file-response", module: "Swagger2FileResponse", warnings: []),
        Fixture(
            name: "swagger2-openapi3-keys",
            module: "Swagger2Openapi3Keys",
            warnings: [
                "13:11 openapi.other-version", "14:11 openapi.other-version", "20:11 openapi.other-version",
                "23:11 openapi.other-version",
            ]
        ),
        Fixture(
            name: "swagger2-path-parameters",
            module: "Swagger2PathParameters",
            warnings: [
                "9:28 openapi.missing-field", "14:7 openapi.path-parameter", "16:54 openapi.invalid-value",
            ]
        ),
        Fixture(name: "swagger2-trace", module: "Swagger2Trace", warnings: ["10:5 openapi.other-version"]),
        // Union shapes of published specs, each kept whole on a round trip (`UnionsClientTests`): nothing to warn.
        Fixture(name: "unions", module: "Unions", warnings: []),
        Fixture(
            name: "unknown-keys",
            module: "UnknownKeys",
            warnings: [
                "3:1 openapi.unknown-key", "9:5 openapi.unknown-key", "10:5 openapi.unknown-key",
                "17:1 openapi.unknown-key",
            ]
        ),
        Fixture(
            name: "unresolved-references",
            module: "UnresolvedReferences",
            warnings: [
                "23:26 openapi.ref.unresolved", "26:25 openapi.ref.unresolved", "30:22 openapi.ref.unresolved",
                "34:22 openapi.ref.unresolved",
            ]
        ),
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PublishedSpecs")

    private static func text(of fixture: Fixture) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(fixture.fileName), encoding: .utf8)
    }

    private static func run(_ arguments: [String], files: [String: String]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files.mapValues { Array($0.utf8) })
        return (CommandLineTool.main(arguments: arguments, console: console), console)
    }

    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-published-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `line:column id` of each printed diagnostic of `severity` in `file`, in order.
    private static func places(_ output: String, severity: String, file: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(file + ":"), let marker = line.range(of: ": \(severity): "),
                let open = line.range(of: " [", options: .backwards), line.hasSuffix("]")
            else { return nil }
            let place = line[line.index(line.startIndex, offsetBy: file.count + 1)..<marker.lowerBound]
            return "\(place) \(line[open.upperBound..<line.index(before: line.endIndex)])"
        }
    }

    /// The diagnostics `generate` printed: what comes before its summary.
    private static func diagnosticLines(ofGenerate errorOutput: String) -> [Substring] {
        Array(errorOutput.split(separator: "\n").prefix { !$0.hasPrefix("summary: ") })
    }

    @Test(arguments: fixtures)
    func generateWarnsAtEachPlaceSaysWhatItDidAndWritesTheGoldenClient(_ fixture: Fixture) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(fixture.module).path
        let (code, console) = Self.run(
            ["generate", fixture.fileName, "--output", output],
            files: [fixture.fileName: try Self.text(of: fixture)]
        )
        #expect(code == 0, "\(console.errorOutput)")
        #expect(Self.places(console.errorOutput, severity: "warning", file: fixture.fileName) == fixture.warnings)
        #expect(Self.places(console.errorOutput, severity: "error", file: fixture.fileName).isEmpty)
        // Each warning ends with what was done instead of stopping.
        for line in Self.diagnosticLines(ofGenerate: console.errorOutput) where line.contains(": warning: ") {
            #expect(line.contains("; "), "\(line)")
        }
        if !fixture.warnings.isEmpty {
            let count = fixture.warnings.count
            #expect(console.errorOutput.contains("\nsummary: \(count) warning\(count == 1 ? "" : "s")\n"))
        }
        var files: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: output) where path.hasSuffix(".swift") {
            files[path] = try String(contentsOfFile: output + "/" + path, encoding: .utf8)
        }
        #expect(files["\(fixture.module).swift"] != nil, "the client's enum is named after the file")
        try Snapshot.assertMatches(files, directory: "Tests/GoldenPublished/\(fixture.module)")
    }

    @Test(arguments: fixtures.filter { !$0.warnings.isEmpty })
    func strictFailsAtTheSamePlacesAndWritesNothing(_ fixture: Fixture) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(fixture.module).path
        let spec = try Self.text(of: fixture)
        let (code, console) = Self.run(
            ["generate", fixture.fileName, "--output", output, "--strict"],
            files: [fixture.fileName: spec]
        )
        #expect(code == 1)
        #expect(Self.places(console.errorOutput, severity: "error", file: fixture.fileName) == fixture.warnings)
        #expect(Self.places(console.errorOutput, severity: "warning", file: fixture.fileName).isEmpty)
        // Each message says how ClientGen works around it when not strict; a note says that is not what happened.
        let count = fixture.warnings.count
        let errors = count == 1 ? "its warning is an error" : "its \(count) warnings are errors"
        #expect(
            console.errorOutput.contains(
                "note: the client is strict, so \(errors) and nothing was generated; without strict, ClientGen would "
                    + "work around each as it says [generator.strict]\n"
            ),
            "\(console.errorOutput)"
        )
        #expect(!FileManager.default.fileExists(atPath: output))

        // `strict: true` in a clientgen.yaml, run as the build plugin runs it.
        let config = "clients:\n  - {spec: \(fixture.fileName), strict: true}\n"
        let (configured, configuredConsole) = Self.run(
            ["generate", "--config", "clientgen.yaml", "--output", output, "--layout", "shards"],
            files: ["clientgen.yaml": config, fixture.fileName: spec]
        )
        #expect(configured == 1)
        #expect(configuredConsole.errorOutput == console.errorOutput, "strict: true is --strict for that client")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(arguments: fixtures)
    func lintPrintsExactlyWhatGeneratePrintedAndItsOwnNotes(_ fixture: Fixture) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [fixture.fileName: try Self.text(of: fixture)]
        let (_, generate) = Self.run(
            ["generate", fixture.fileName, "--output", folder.appendingPathComponent("Client").path],
            files: files
        )
        let printed = Self.diagnosticLines(ofGenerate: generate.errorOutput)

        let (code, lint) = Self.run(["lint", fixture.fileName], files: files)
        #expect(code == 0)
        let lines = lint.output.split(separator: "\n")
        let diagnostics = lines.filter { $0.hasPrefix(fixture.fileName + ":") }
        #expect(diagnostics.filter { !$0.hasSuffix("]") || !$0.contains(" [lint.") } == printed)
        #expect(diagnostics.filter { $0.contains(" [lint.") }.allSatisfy { $0.contains(": note: ") })
        let count = fixture.warnings.count
        #expect(lines.last?.hasPrefix("0 errors, \(count) warning\(count == 1 ? "" : "s")") == true)

        let (jsonCode, json) = Self.run(["lint", "--format", "json", fixture.fileName], files: files)
        #expect(jsonCode == 0)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        )
        let warnings = entries.filter { $0["severity"] as? String == "warning" }.map { entry in
            "\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0) \(entry["id"] as? String ?? "")"
        }
        #expect(warnings == fixture.warnings, "the same ids at the same places")
    }

    /// A path template's every `{name}` is an argument of its builder, whatever the spec declares for it.
    @Test(arguments: fixtures)
    func noBuilderLeavesATemplateInItsPath(_ fixture: Fixture) throws {
        let folder = Snapshot.packageRoot.appendingPathComponent("Tests/GoldenPublished/\(fixture.module)/Operations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(!names.isEmpty)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("path: \"") {
                #expect(!line.contains("{"), "\(name): \(line)")
            }
        }
    }
}
