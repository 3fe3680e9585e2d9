import Diagnostics
import OpenAPIModel
import Testing

/// A component's name is its type's, however the spec is split into files: a component that is a `$ref` to
/// another file's schema is that schema, and every use of the schema is the component's type.
struct ComponentNameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var components: String
        /// Each top-level model, and a fragment of its declaration.
        var models: [String: String]
        /// Text no file may hold: a renamed copy, an alias that should not be there.
        var absent: [String]
    }

    static let petFile = "type: object\nproperties:\n  name: {type: string}\n"
    static let ownerFile = "type: object\nproperties:\n  pets: {type: array, items: {$ref: 'Pet.yaml'}}\n"

    static let cases: [Case] = [
        Case(
            testDescription: "a component that refers to a file is that file's schema",
            components: "Pet: {$ref: 'schemas/Pet.yaml'}\nOwner: {$ref: 'schemas/Owner.yaml'}",
            models: ["Pet": "struct Pet: Codable", "Owner": "var pets: [Pet]?"],
            absent: ["PetValue", "OwnerValue", "typealias"]
        ),
        Case(
            testDescription: "two components that refer to one file: the first in sorted order adopts it",
            components: "Pet: {$ref: 'schemas/Pet.yaml'}\nAnimal: {$ref: 'schemas/Pet.yaml'}",
            models: ["Animal": "struct Animal: Codable", "Pet": "typealias Pet = Animal"],
            absent: ["PetValue", "AnimalValue", "struct Pet"]
        ),
        Case(
            testDescription: "a component that refers to another component stays an alias of it",
            components: "Pet: {$ref: '#/components/schemas/Animal'}\nAnimal: {$ref: 'schemas/Pet.yaml'}",
            models: ["Animal": "struct Animal: Codable", "Pet": "typealias Pet = Animal"],
            absent: ["PetValue", "AnimalValue", "struct Pet"]
        ),
    ]

    static func spec(components: String) -> String {
        """
        openapi: 3.1.0
        info: {title: Test, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: 'schemas/Pet.yaml'}}
        components:
          schemas:
        \(indented(components, by: 4))
        """
    }

    static let files = ["schemas/Pet.yaml": petFile, "schemas/Owner.yaml": ownerFile]

    @Test(arguments: cases)
    func componentNamesWin(_ example: Case) throws {
        let client = try TranslatedClient(Self.spec(components: example.components), files: Self.files)
        for (model, fragment) in example.models {
            let declaration = try #require(client[model: model], "no model \(model)")
            #expect(declaration.contains(fragment), "\(model): \(declaration)")
        }
        for (path, text) in client.files {
            for absent in example.absent { #expect(!text.contains(absent), "\(path) holds \(absent)") }
        }
        let listPets = try #require(client.files.first { $0.key.contains("ListPets") }?.value)
        let type = try #require(example.models.first { $0.value.contains("struct") }?.key)
        #expect(listPets.contains("[\(type)]"))
    }

    /// `clientgen bundle` names a multi-file spec's types as generating it directly does.
    @Test(arguments: cases)
    func bundlingKeepsTheNames(_ example: Case) throws {
        let root = Self.spec(components: example.components)
        let direct = try TranslatedClient(root, files: Self.files)
        let bundled = try SpecBundler().bundle(
            path: "spec.yaml",
            sources: InMemorySpecSources(Self.files.merging(["spec.yaml": root]) { $1 }),
            diagnostics: DiagnosticBag()
        )
        let fromBundle = try TranslatedClient(bundled)
        #expect(fromBundle.files.keys.sorted() == direct.files.keys.sorted())
        for model in example.models.keys {
            #expect(fromBundle[model: model] != nil, "the bundle has no model \(model)")
        }
    }
}
