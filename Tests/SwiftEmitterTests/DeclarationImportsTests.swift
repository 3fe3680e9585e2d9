import ClientGenTemplates
import Mustache
import SwiftEmitter
import Testing

/// A generated file imports the envelope library only when it declares or passes an envelope, so that a client whose
/// spec has none neither imports nor links it; and the build plugin's shards, which mix declarations, import what
/// their declarations need.
struct DeclarationImportsTests {
    /// The golden snippets' declarations by name, with the modules their files import.
    @Test(arguments: [
        ("envelope", ["ClientGenEnvelope", "ClientGenRuntime", "Foundation"]),
        ("renamePet", ["ClientGenEnvelope", "ClientGenRuntime", "Foundation"]),
        ("streamDataPoints", ["ClientGenRuntime", "Foundation"]),
    ])
    func aFileImportsTheEnvelopeLibraryOnlyForAnEnvelope(name: String, imports: [String]) throws {
        let declaration = try #require(GoldenSnippetTests.declarations.first { $0.name == name })
        #expect(declaration.imports.sorted() == imports)
        let text = try render(declaration)
        #expect(text.contains("import ClientGenEnvelope\n") == imports.contains("ClientGenEnvelope"))
    }

    @Test func onlyTheShardsHoldingAnEnvelopeImportItsLibrary() throws {
        let renderer = SwiftFileRenderer(templates: try TemplateSet(sources: BuiltInTemplates.all))
        let files = GoldenSnippetTests.declarations.map { PlannedFile(path: "\($0.name).swift", declaration: $0) }
        let shards = try renderer.renderShards(files, count: 8, specPath: "test.yaml")
        let envelopeShards = shards.filter {
            $0.contents.contains("= Envelope(") || $0.contents.contains("envelope: Pets.envelope")
        }
        #expect(!envelopeShards.isEmpty)
        for shard in shards {
            #expect(shard.contents.contains("import ClientGenRuntime\nimport Foundation\n"), "\(shard.path)")
            let importsEnvelope = shard.contents.contains("import ClientGenEnvelope\n")
            #expect(importsEnvelope == envelopeShards.contains { $0.path == shard.path }, "\(shard.path)")
        }
    }
}
