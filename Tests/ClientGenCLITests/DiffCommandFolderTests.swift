import ClientGenCLI
import ClientGenerator
import Diagnostics
import Foundation
import Testing
import YAMLNodes

/// `clientgen diff FOLDER SPEC`: code generated earlier, read back from its Swift files, against what the current
/// generator makes of a spec, so renames a generator upgrade made are reported as well as the spec's.
struct DiffCommandFolderTests {
    /// `DiffCommandTests.old` with an optional property and an inline enum, which today's generator nests in
    /// `Pet` as `Pet.Status`.
    static let pets =
        DiffCommandTests.old
        + "\n        tag: {type: string}\n        status: {type: string, enum: [available, sold]}\n"

    /// `files` with every file under `folder` on disk added, keyed by `name` and its path inside the folder.
    private static func adding(
        _ folder: String,
        as name: String,
        to files: [String: [UInt8]]
    ) throws -> [String: [UInt8]] {
        var files = files
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[name + "/" + path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
        }
        return files
    }

    /// The files `generate` writes for `spec` with module `Pets`, keyed `Pets/…`.
    private static func generatedPets(from spec: String = pets) throws -> [String: [UInt8]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-diff-\(UUID().uuidString)"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = BufferedConsole(files: ["pets.yaml": Array(spec.utf8)])
        let arguments = ["generate", "pets.yaml", "--output", folder.path, "--module", "Pets"]
        try #require(CommandLineTool.main(arguments: arguments, console: console) == 0, "\(console.errorOutput)")
        return try adding(folder.path, as: "Pets", to: [:])
    }

    private func diff(_ arguments: [String], files: [String: [UInt8]]) -> (Int32, BufferedConsole) {
        let console = BufferedConsole(files: files)
        return (CommandLineTool.main(arguments: ["diff"] + arguments, console: console), console)
    }

    /// `diff Pets pets.yaml --module Pets` and `options`, with `folder`'s files and `spec` as `pets.yaml`; the exit
    /// status and the output.
    private func diffPets(_ folder: [String: [UInt8]], spec: String, _ options: [String] = []) -> (Int32, String) {
        var files = folder
        files["pets.yaml"] = Array(spec.utf8)
        let (code, console) = diff(["Pets", "pets.yaml", "--module", "Pets"] + options, files: files)
        #expect(console.errorOutput == "")
        return (code, console.output)
    }

    /// A schema renamed with `x-swift-name` renames the types generated from it; a removed property is gone.
    @Test func reportsTheSpecsRenamesAndRemovalsAgainstTheGeneratedFolder() throws {
        let changed = Self.pets
            .replacingOccurrences(of: "    Pet:\n", with: "    Pet:\n      x-swift-name: Animal\n")
            .replacingOccurrences(of: "        tag: {type: string}\n", with: "")
        let folder = try Self.generatedPets()
        let (code, output) = diffPets(folder, spec: changed)
        #expect(code == 1)
        #expect(
            output == """
                Breaking for Swift callers (3):
                Pets/Operations/Pets+ListPets.swift:18:12: error: property `Pet.tag` removed [property-removed]
                pets.yaml:17:7: error: type `Pet` renamed to `Animal` [type-renamed]
                pets.yaml:21:17: error: type `Pet.Status` renamed to `Animal.Status` [type-renamed]

                3 breaking for Swift callers, 0 breaking on the wire, 0 compatible

                """
        )
        let (jsonCode, json) = diffPets(folder, spec: changed, ["--format", "json"])
        #expect(jsonCode == 1)
        #expect(json.contains(#""counts": {"swift": 3, "wire": 0, "compatible": 0}"#))
        let (markdownCode, markdown) = diffPets(folder, spec: changed, ["--format", "markdown", "--fail-on", "none"])
        #expect(markdownCode == 0)
        #expect(markdown.hasPrefix("### API changes: `Pets` → `pets.yaml`\n\n**3 breaking for Swift callers**"))
    }

    /// An older generator declared an inline enum at the top level, `PetStatus`; today's nests it in its owner,
    /// `Pet.Status`. Same spec, same origin: a rename, Swift-breaking, and nothing else.
    @Test func reportsTheRenameOfAGeneratorUpgrade() throws {
        var files = try Self.generatedPets()
        let model = String(decoding: try #require(files["Pets/Operations/Pets+ListPets.swift"]), as: UTF8.self)
        #expect(model.hasSuffix("\n    }\n}\n"))
        let flattened = String(model.dropLast(2))
            .replacingOccurrences(of: "extension Pet {\n", with: "")
            .replacingOccurrences(of: "enum Status:", with: "enum PetStatus:")
            .replacingOccurrences(of: "Status?", with: "PetStatus?")
        files["Pets/Operations/Pets+ListPets.swift"] = Array(flattened.utf8)
        let (code, output) = diffPets(files, spec: Self.pets)
        #expect(code == 1)
        #expect(
            output == """
                Breaking for Swift callers (1):
                pets.yaml:21:17: error: type `PetStatus` renamed to `Pet.Status` [type-renamed]

                1 breaking for Swift callers, 0 breaking on the wire, 0 compatible

                """
        )
    }

    /// The file system's folders, as the executable reads them: sorted Swift files, or an error for none.
    @Test func readsFoldersFromTheFileSystem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-diff-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = Pipe()
        let errors = Pipe()
        let console = StandardConsole(
            standardOutput: output.fileHandleForWriting,
            standardError: errors.fileHandleForWriting
        )
        #expect(console.swiftFiles(under: folder.path) == [])
        #expect(console.swiftFiles(under: folder.path + "/missing") == nil)
        let spec = folder.appendingPathComponent("pets.yaml").path
        try Data(Self.pets.utf8).write(to: URL(fileURLWithPath: spec))
        #expect(console.swiftFiles(under: spec) == nil)
        let code = CommandLineTool.main(arguments: ["diff", folder.path, spec], console: console)
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(code == 2)
        #expect(message == "error: cannot read '\(folder.path)': no Swift files in the folder\n")
    }

    // MARK: No false positives

    struct Client: Sendable, CustomTestStringConvertible {
        var folder: String
        var spec: String
        /// `--module`, for a client no `clientgen.yaml` lists.
        var module: String?
        var testDescription: String { folder }
    }

    /// Every client `Specs/clientgen.yaml` lists, and the golden clients under `Tests/` whose spec is at hand.
    static let clients: [Client] = {
        var clients: [Client] = []
        if let bytes = FileManager.default.contents(atPath: "Specs/clientgen.yaml"),
            let configuration = try? ClientConfiguration.load(
                SourceFile(path: "Specs/clientgen.yaml", bytes: [UInt8](bytes)),
                diagnostics: DiagnosticBag()
            )
        {
            for client in configuration.clients {
                let folder = client.output.replacingOccurrences(of: "Specs/../", with: "")
                clients.append(Client(folder: folder, spec: client.configuration.spec, module: nil))
            }
        }
        for name in ["Hostile", "Recursive", "Wire", "Streams"] {
            clients.append(
                Client(
                    folder: "Tests/Golden\(name)",
                    spec: "Tests/SwiftEmitterTests/Fixtures/\(name.lowercased()).yaml",
                    module: name
                )
            )
        }
        clients.append(
            Client(
                folder: "Tests/GoldenJupyter",
                spec: "Tests/SwiftEmitterTests/Fixtures/jupyter-server.yaml",
                module: "Jupyter"
            )
        )
        let published = (try? FileManager.default.contentsOfDirectory(atPath: "Tests/GoldenPublished")) ?? []
        for module in published.sorted() {
            // `Swagger2Openapi3Keys` comes from `swagger2-openapi3-keys.yaml`.
            var fileName = ""
            for character in module {
                if character.isUppercase, let last = fileName.last, last.isLowercase || last.isNumber {
                    fileName += "-"
                }
                fileName += character.lowercased()
            }
            // A spec split into files has a folder of its own.
            let spec =
                module == "Droplets"
                ? "Tests/ClientGenCLITests/Fixtures/SplitByOperation/droplets.yaml"
                : "Tests/ClientGenCLITests/Fixtures/PublishedSpecs/\(fileName).yaml"
            clients.append(Client(folder: "Tests/GoldenPublished/\(module)", spec: spec, module: module))
        }
        return clients
    }()

    /// A folder the current generator wrote from a spec has no change from that spec: the scanner reads the
    /// generated code as the generator means it, and `diff` takes the client's options as `generate` does.
    @Test(arguments: clients)
    func aFolderGeneratedFromItsSpecHasNoChange(_ client: Client) throws {
        try #require(FileManager.default.fileExists(atPath: client.spec), "no \(client.spec) (run from the package)")
        var files = try Self.adding(client.folder, as: client.folder, to: [:])
        let specFolder = (client.spec as NSString).deletingLastPathComponent
        for name in try FileManager.default.subpathsOfDirectory(atPath: specFolder)
        where name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") {
            files[specFolder + "/" + name] = [UInt8](
                try Data(contentsOf: URL(fileURLWithPath: specFolder + "/" + name))
            )
        }
        let module = client.module.map { ["--module", $0] } ?? []
        let (code, console) = diff([client.folder, client.spec] + module, files: files)
        #expect(console.errorOutput == "")
        #expect(console.output == "no API changes from \(client.folder) to \(client.spec)\n")
        #expect(code == 0)
    }

    /// The same declarations spread over files differently (eight shards, as the build plugin writes them) are
    /// the same API.
    @Test func theLayoutOfTheFilesDoesNotMatter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-diff-\(UUID().uuidString)"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = BufferedConsole(files: ["pets.yaml": Array(Self.pets.utf8)])
        let arguments = ["generate", "pets.yaml", "--output", folder.path, "--module", "Pets", "--layout", "shards"]
        try #require(CommandLineTool.main(arguments: arguments, console: console) == 0, "\(console.errorOutput)")
        let shards = try Self.adding(folder.path, as: "Pets", to: [:])
        #expect(shards.keys.sorted() == (0..<8).map { "Pets/ClientGen\($0).swift" })
        let (code, output) = diffPets(shards, spec: Self.pets)
        #expect(output == "no API changes from Pets to pets.yaml\n")
        #expect(code == 0)
    }

    @Test func helpExplainsFolders() {
        let console = BufferedConsole()
        #expect(CommandLineTool.main(arguments: ["help", "diff"], console: console) == 0)
        #expect(console.output.contains("or a folder of code generated earlier"))
        #expect(console.output.contains("the renames a generator upgrade makes are reported too"))
    }

    @Test func everyCheckedInClientIsCompared() {
        let folders = Set(Self.clients.map(\.folder))
        for name in ["SesameAPI", "IntdashAPI", "ETOAPI", "IMSAPI"] {
            #expect(folders.contains("Generated/" + name))
        }
        #expect(Self.clients.count >= 18)
    }
}
