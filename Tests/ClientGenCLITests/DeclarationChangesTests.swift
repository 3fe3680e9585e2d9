import ClientGenCLI
import Foundation
import Testing

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
                "  + Models/Pet.swift                   struct Pet",
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
        #expect(
            generate(edited, into: output) == [
                "  + Models/Owner.swift                 struct Owner",
                "  ~ Models/Pet.swift                   struct Pet",
                "  - Operations/Pets+ShowPetByID.swift  Pets+ShowPetByID",
            ]
        )
        #expect(generate(edited, into: output) == [])
    }

    @Test func countsKindsWhenManyDeclarationsChange() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let models = (1...25).map { "    M\($0 < 10 ? "0" : "")\($0): {type: object, properties: {a: {type: string}}}" }
        let spec = GenerateCommandTests.petstore + "\n" + models.joined(separator: "\n") + "\n"
        #expect(
            generate(spec, into: folder + "/Pets") == [
                "  + 28: 1 enum (Pets), 1 func (Pets.showPetByID), 26 struct (M01, M02, M03, …)"
            ]
        )
    }
}
