import ClientGenerator
import Foundation
import OutputWriter
import Testing

@testable import ClientGenCLI

/// The lines `generate` prints under its summary: each declaration added, changed or removed.
struct DeclarationChangesTests {
    private func generate(_ spec: String, into output: String) -> [String] {
        let console = BufferedConsole(files: ["pets.yaml": Array(spec.utf8)])
        let code = CommandLineTool.main(
            arguments: ["generate", "pets.yaml", "--output", output, "--module", "Pets"],
            console: console
        )
        #expect(code == 0)
        #expect(console.errorOutput == "")
        return Array(console.output.split(separator: "\n").dropFirst().map(String.init))
    }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-changes-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func listsEachDeclarationAddedChangedAndRemoved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/Pets"
        #expect(
            generate(GenerateCommandTests.petstore, into: output) == [
                "  + Operations/Pets+ShowPetByID.swift  func Pets.showPetByID",
                "  + Pets.swift                         enum Pets",
            ]
        )
        let edited = GenerateCommandTests.petstore
            .replacingOccurrences(
                of: "name: {type: string}",
                with: "nickname: {type: string}\n    Owner: {type: object}"
            )
            .replacingOccurrences(of: "paths:\n", with: "paths: {}\nx-unused:\n")
        // Without its one user, `Pet` is written in a file of its own.
        #expect(
            generate(edited, into: output) == [
                "  + Models/Owner.swift                 typealias Owner",
                "  + Models/Pet.swift                   struct Pet",
                "  - Operations/Pets+ShowPetByID.swift  Pets+ShowPetByID",
            ]
        )
        #expect(generate(edited, into: output) == [])
        let renamed = edited.replacingOccurrences(of: "nickname: {type: string}", with: "petName: {type: string}")
        #expect(generate(renamed, into: output) == ["  ~ Models/Pet.swift  struct Pet"])
    }

    @Test func countsKindsWhenManyDeclarationsChange() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let models = (1...25).map { "    M\($0 < 10 ? "0" : "")\($0): {type: object, properties: {a: {type: string}}}" }
        let spec = GenerateCommandTests.petstore + "\n" + models.joined(separator: "\n") + "\n"
        #expect(
            generate(spec, into: folder + "/Pets") == [
                "  + 27: 1 enum (Pets), 1 func (Pets.showPetByID), 25 struct (M01, M02, M03, …)"
            ]
        )
    }

    /// Added and changed files told apart whatever order the summary lists them in, each group sorted by path.
    @Test(arguments: [
        (["a.swift", "b.swift", "c.swift"], ["b.swift"]),
        (["c.swift", "a.swift", "b.swift"], ["b.swift"]),
        (["a.swift", "b.swift", "c.swift"], ["c.swift", "a.swift"]),
    ])
    func sortsAddedThenChanged(written: [String], added: [String]) {
        let summary = WriteSummary(written: written, unchanged: [], removed: ["z.swift"], added: added)
        let declarations = [
            "a.swift": DeclarationSummary(kind: "struct", name: "A"),
            "b.swift": DeclarationSummary(kind: "struct", name: "B"),
            "c.swift": DeclarationSummary(kind: "enum", name: "C"),
        ]
        let changes = DeclarationChanges(summary, declarations: declarations)
        let expected =
            added.sorted().map { "+ " + $0 } + written.filter { !added.contains($0) }.sorted().map { "~ " + $0 }
            + ["- z.swift"]
        #expect(changes.entries.map { $0.change.rawValue + " " + $0.path } == expected)
        #expect(changes.entries.first { $0.path == "c.swift" }?.declaration == "enum C")
        #expect(changes.entries.last?.declaration == "z")
    }

    /// Past the limit, a line per kind of change: files without a declaration count as `file`, named by their
    /// path, and removed ones by their stem.
    @Test func countsFilesWithoutADeclaration() {
        let written = (1...30).map { "Models/M\($0 < 10 ? "0" : "")\($0).swift" } + ["notes.txt"]
        var declarations: [String: DeclarationSummary] = [:]
        for path in written.dropLast() {
            declarations[path] = DeclarationSummary(kind: "struct", name: String(path.dropFirst(7).dropLast(6)))
        }
        let summary = WriteSummary(
            written: written,
            unchanged: [],
            removed: ["Old/Gone.swift", "Old/Lost.swift"],
            added: Array(written.prefix(25))
        )
        #expect(
            DeclarationChanges(summary, declarations: declarations).lines() == [
                "  + 25: 25 struct (M01, M02, M03, …)",
                "  ~ 6: 1 file (notes.txt), 5 struct (M26, M27, M28, …)",
                "  - 2: 2 file (Gone, Lost)",
            ]
        )
    }
}
