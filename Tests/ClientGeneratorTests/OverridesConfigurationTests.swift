import ClientGenerator
import Diagnostics
import Foundation
import OpenAPIModel
import SwiftEmitter
import Testing
import YAMLNodes

/// `overrides` in a `clientgen.yaml`: read into the typed configuration with the place of each entry, through it
/// into the generated names, and each mistake reported at its entry in the file.
struct OverridesConfigurationTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets_v2
              responses:
                '200':
                  description: The pets.
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet_v2'}}
        components:
          schemas:
            Pet_v2:
              type: object
              properties:
                pet_id: {type: string}
                status: {type: string, enum: [available, in_progress]}
                price: {$ref: '#/components/schemas/Money'}
            Money:
              type: object
              properties:
                amount: {type: string}

        """

    static let configuration = """
        clients:
          - spec: shop.yaml
            output: Shop
            overrides:
              names:
                schemas: {Pet_v2: Pet}
                properties:
                  Pet_v2.pet_id: identifier
                operations: {"GET /pets": listPets}
              types:
                Money: MyApp.Money

        """

    static func load(_ yaml: String) throws -> (ClientConfiguration, DiagnosticBag) {
        let diagnostics = DiagnosticBag()
        let configuration = try ClientConfiguration.load(
            SourceFile(path: "Specs/clientgen.yaml", text: yaml),
            diagnostics: diagnostics
        )
        return (configuration, diagnostics)
    }

    @Test func overridesAreReadWithWhereEachIsWritten() throws {
        let (configuration, _) = try Self.load(Self.configuration)
        let overrides = try #require(configuration.clients.first).configuration.overrides
        let place = { (line: Int, column: Int) in
            SourceLocation(file: "Specs/clientgen.yaml", line: line, column: column)
        }
        #expect(overrides.schemas == [.init(specName: "Pet_v2", swiftName: "Pet", location: place(6, 19))])
        #expect(
            overrides.properties == [.init(specName: "Pet_v2.pet_id", swiftName: "identifier", location: place(8, 11))]
        )
        #expect(overrides.operations == [.init(specName: "GET /pets", swiftName: "listPets", location: place(9, 22))])
        #expect(overrides.types == [.init(specName: "Money", swiftName: "MyApp.Money", location: place(11, 9))])
        #expect(overrides.enumCases.isEmpty)
    }

    @Test func theGeneratedClientHasTheConfiguredNames() throws {
        let (configuration, _) = try Self.load(Self.configuration)
        let client = try #require(configuration.clients.first)
        let generated = try ClientGenerator.generate(
            client.configuration,
            sources: InMemorySpecSources([client.configuration.spec: Self.spec]),
            diagnostics: DiagnosticBag()
        )
        #expect(!generated.files.contains { $0.contents.contains("struct Money") })
        // Pet, used by the one builder, is written in its file.
        let list = try #require(generated.files.first { $0.path == "Operations/Shop+ListPets.swift" }).contents
        #expect(list.contains("public static func listPets() -> Request<[Pet]>"), "\(list)")
        let pet = list[try #require(list.range(of: "struct Pet: ")).lowerBound...]
        #expect(pet.contains("public var identifier: String?"))
        #expect(pet.contains("public var price: MyApp.Money?"))
    }

    @Test(arguments: [
        (
            "    overrides:\n      names:\n        schemas: {Pet: Animal}\n",
            "Specs/clientgen.yaml:6:19: error: names.schemas: 'Pet' is not a schema in components [emitter.override]"
        ),
        (
            "    overrides:\n      names:\n        enum-cases:\n          Pet_v2.status: done\n",
            "Specs/clientgen.yaml:7:11: error: names.enum-cases: Pet_v2 has no enum values "
                + "(write Pet_v2.name for a schema that has) [emitter.override]"
        ),
        (
            "    overrides:\n      types: {Money: 'My App.Money'}\n",
            "Specs/clientgen.yaml:5:15: error: types: Money → 'My App.Money' is not a Swift type name "
                + "(identifiers separated by dots, such as MyApp.Money) [emitter.override]"
        ),
        (
            "    overrides:\n      names: {operations: {listPets_v2: Pet_v2}, schemas: {Pet_v2: listPetsV2}}\n",
            nil
        ),
    ])
    func aBadOverrideIsAnErrorAtItsEntry(lines: String, expected: String?) throws {
        let (configuration, _) = try Self.load("clients:\n  - spec: shop.yaml\n    output: Shop\n" + lines)
        let client = try #require(configuration.clients.first)
        let diagnostics = DiagnosticBag()
        let result = Result {
            try ClientGenerator.generate(
                client.configuration,
                sources: InMemorySpecSources([client.configuration.spec: Self.spec]),
                diagnostics: diagnostics
            )
        }
        guard let expected else {
            // A builder and a type may share a name: they live in different scopes.
            #expect(throws: Never.self) { try result.get() }
            return
        }
        #expect(throws: DiagnosticError.self) { try result.get() }
        #expect(diagnostics.diagnostics.filter(\.isError).map(\.description) == [expected])
    }

    @Test(arguments: [
        (
            "    overrides:\n      name: {schemas: {A: B}}\n",
            "Specs/clientgen.yaml:4:7: error: unknown key 'name' in 'overrides'; use names, types [config.invalid]"
        ),
        (
            "    overrides:\n      names:\n        models: {A: B}\n",
            "Specs/clientgen.yaml:5:9: error: unknown key 'models' in 'overrides.names'; "
                + "use schemas, properties, operations, enum-cases [config.invalid]"
        ),
        (
            "    overrides:\n      types: [Money]\n",
            "Specs/clientgen.yaml:4:14: error: 'overrides.types' maps names in the spec to Swift names [config.invalid]"
        ),
        (
            "    overrides: [types]\n",
            "Specs/clientgen.yaml:3:16: error: 'overrides' is a mapping with 'names' or 'types' [config.invalid]"
        ),
    ])
    func aMisshapenOverridesBlockIsALocatedError(lines: String, expected: String) throws {
        let diagnostics = DiagnosticBag()
        #expect(throws: DiagnosticError.self) {
            _ = try ClientConfiguration.load(
                SourceFile(path: "Specs/clientgen.yaml", text: "clients:\n  - spec: shop.yaml\n" + lines),
                diagnostics: diagnostics
            )
        }
        #expect(diagnostics.diagnostics.map(\.description) == [expected])
    }
}
