import Diagnostics
import Foundation
import OpenAPIModel
import TestSupport
import Testing

/// Every public spec in `../shared/corpus/specs` lints without crashing and without errors, and the model
/// holds as many operations, webhook operations and schemas as `SOURCES.tsv` counts.
struct CorpusTests {
    /// One corpus spec and the counts `SOURCES.tsv` gives for it.
    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        var operations: Int
        var schemas: Int
        var webhookOperations: Int
        var testDescription: String { file }
    }

    static let entries: [Entry] = {
        guard let url = SharedFolder.path("corpus/SOURCES.tsv"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            // In CI the test runs for a file that is not there, and fails.
            let missing = Entry(file: SharedFolder.missingName, operations: 0, schemas: 0, webhookOperations: 0)
            return SharedFolder.isRequired ? [missing] : []
        }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 7, let operations = Int(columns[4]), let schemas = Int(columns[5]),
                let webhooks = Int(columns[6])
            else { return nil }
            return Entry(file: columns[0], operations: operations, schemas: schemas, webhookOperations: webhooks)
        }
    }()

    /// What the validator rejects in each spec it rejects, as the warning ClientGen gives for it.
    static let violations: [String: DiagnosticID] = [
        "l02-slack-web-swagger-2.0.json": .openAPIWrongType,  // `items` given as a list of schemas
        "l04-pagerduty-rest.json": .openAPIWrongType,  // a string `default` on an integer schema
        "l05-openai.yaml": .openAPIDuplicateRequired,  // the same names twice in `required`
        "s06-sog-refdocs-petstore-3.1.yaml": .openAPIWrongType,  // a number in a server variable's `enum`
    ]

    /// `openapi-spec-validator`'s verdict per file name, or nil when Python or the validator is missing.
    static let validatorVerdicts: [String: Bool]? = {
        guard let folder = SharedFolder.path("corpus/specs") else { return nil }
        let script = """
            import sys
            try:
                from openapi_spec_validator import validate
                from openapi_spec_validator.readers import read_from_filename
            except ImportError:
                sys.exit(3)
            for path in sys.argv[1:]:
                try:
                    validate(read_from_filename(path)[0])
                    print("ok", path.rsplit("/", 1)[-1])
                except Exception:
                    print("rejected", path.rsplit("/", 1)[-1])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + entries.map { folder.appendingPathComponent($0.file).path }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var verdicts: [String: Bool] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2 { verdicts[parts[1]] = parts[0] == "ok" }
        }
        return verdicts
    }()

    @Test(.enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage), arguments: entries)
    func specLintsWithoutErrors(_ entry: Entry) throws {
        let folder = try SharedFolder.require("corpus/specs")
        let path = folder.appendingPathComponent(entry.file).path
        let sources = FileSources()
        let diagnostics = OpenAPILoader().lint(path: path, sources: sources)
        let errors = diagnostics.filter(\.isError)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let document = try OpenAPILoader().load(path: path, sources: sources, diagnostics: DiagnosticBag())
        #expect(document.operations.count == entry.operations)
        #expect(document.components.schemas.count == entry.schemas)
        #expect(document.webhookOperations.count == entry.webhookOperations)
    }

    @Test(
        .enabled(if: SharedFolder.isUsable("corpus/specs"), SharedFolder.absentMessage),
        .enabled(
            if: validatorVerdicts != nil,
            "openapi-spec-validator is not installed (pip install openapi-spec-validator); the comparison is skipped"
        )
    )
    func specsTheValidatorRejectsGetWarnings() throws {
        let folder = try SharedFolder.require("corpus/specs")
        let verdicts = try #require(Self.validatorVerdicts)
        #expect(verdicts.count == Self.entries.count)
        for entry in Self.entries {
            let diagnostics = OpenAPILoader().lint(
                path: folder.appendingPathComponent(entry.file).path,
                sources: FileSources()
            )
            let hasErrors = diagnostics.contains(where: \.isError)
            let hasWarnings = diagnostics.contains { $0.severity == .warning }
            if verdicts[entry.file] == true {
                #expect(!hasErrors, "\(entry.file)")
            } else {
                // Each violation is reported, as a warning, since generation can go on.
                #expect(hasWarnings, "\(entry.file) has no warning")
                if let id = Self.violations[entry.file] {
                    let reported = diagnostics.contains { $0.id == id && $0.severity == .warning }
                    #expect(reported, "\(entry.file) lacks a \(id.rawValue) warning")
                }
            }
        }
    }
}

/// The file system, for tests of files beside the checkout.
struct FileSources: SpecSourceProvider {
    func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
