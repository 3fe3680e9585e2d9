import Diagnostics
import Foundation
import OpenAPIModel
import TestSupport
import Testing

@testable import SwiftEmitter

/// Names and app types given from the configuration (`overrides`): the spec of `Fixtures/overrides.yaml` generates
/// the golden target `Tests/GoldenOverrides`, compiled beside the app's own `Ledger.Money`, and every override that
/// names nothing, or a name Swift cannot use or another declaration has, is an error where the entry is written.
struct OverridesSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/overrides.yaml")

    /// An entry as `clientgen.yaml` line `line` would give it.
    static func entry(_ name: String, _ swiftName: String, line: Int = 7) -> Overrides.Entry {
        Overrides.Entry(
            specName: name,
            swiftName: swiftName,
            location: SourceLocation(file: "clientgen.yaml", line: line, column: 9)
        )
    }

    static let overrides = Overrides(
        schemas: [entry("Pet_v2", "Pet")],
        properties: [entry("Pet_v2.pet_id", "identifier")],
        operations: [entry("listPets_v2", "listPets"), entry("GET /pets/{id}/price", "price")],
        enumCases: [entry("Status.in_progress", "running")],
        types: [entry("Money", "Ledger.Money"), entry("PetCode", "Ledger.PetCode")]
    )

    static func client(_ overrides: Overrides = overrides) throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Shop", overrides: overrides)
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenOverrides/Generated")
    }

    @Test func renamedDeclarationsHaveTheConfiguredNames() throws {
        let client = try Self.client()
        let pet = try #require(client[model: "Pet"])
        #expect(pet.contains("public nonisolated struct Pet: Codable, Hashable, Sendable {"))
        #expect(pet.contains("public var identifier: String\n"))
        #expect(pet.contains(#"self.identifier = try container.required("pet_id")"#))
        #expect(client[model: "PetV2"] == nil)
        let status = try #require(client[model: "Status"])
        #expect(status.contains("    case running\n") && status.contains(#"case "in_progress": self = .running"#))
        // The configuration wins over the spec's own x-swift-name (fetchPets).
        let list = try #require(client["Operations/Shop+ListPets.swift"])
        #expect(list.contains("static func listPets(status: Status? = nil) -> Request<[Pet]>"))
        #expect(client["Operations/Shop+Price.swift"]?.contains("static func price(id: Ledger.PetCode)") == true)
    }

    @Test func anAppTypeIsUsedEverywhereAndNeverDeclared() throws {
        let client = try Self.client()
        #expect(client.files.keys.allSatisfy { !$0.hasSuffix("Money.swift") }, "\(client.files.keys.sorted())")
        #expect(!client.files.values.contains { $0.contains("struct Money") })
        let pet = try #require(client[model: "Pet"])
        #expect(pet.contains("public var price: Ledger.Money?"))
        #expect(pet.contains("public var offers: [Ledger.Money]?"))
        #expect(client["Operations/Shop+Price.swift"]?.contains("-> Request<Ledger.Money>") == true)
        #expect(client["Operations/Shop+SetPrice.swift"]?.contains("body: Ledger.Money") == true)
        #expect(client["Operations/Shop+Price.swift"]?.contains("price(id: Ledger.PetCode)") == true)
    }

    @Test func withoutOverridesTheSpecsOwnNamesStay() throws {
        let client = try Self.client(Overrides())
        #expect(client[model: "PetV2"]?.contains("public var petID: String") == true)
        #expect(client[model: "Money"] != nil)
        #expect(client["Operations/Shop+FetchPets.swift"] != nil, "the spec's x-swift-name")
    }

    /// Mistakes the whole spec shows, before anything is translated.
    @Test(arguments: [
        (Overrides(schemas: [entry("Pet", "Animal")]), "names.schemas: 'Pet' is not a schema in components"),
        (
            Overrides(schemas: [entry("Pet_v2", "class")]),
            "names.schemas: Pet_v2 → 'class' is a Swift keyword, which no type is"
        ),
        (
            Overrides(schemas: [entry("Pet_v2", "")]),
            "names.schemas: Pet_v2 → no Swift name is given (write name: swiftName, or name=swiftName)"
        ),
        (
            Overrides(properties: [entry("Pet_v2.name", "title")]),
            "names.properties: Pet_v2 has no 'name'; it has offers, pet_id, price, status"
        ),
        (
            Overrides(properties: [entry("Pet.pet_id", "identifier")]),
            "names.properties: 'Pet.pet_id' does not start with the name of a schema in components (write Schema.name)"
        ),
        (
            Overrides(properties: [entry("Pet_v2.pet_id", "pet-id")]),
            "names.properties: Pet_v2.pet_id → 'pet-id' is not a Swift identifier"
        ),
        (
            Overrides(properties: [entry("Pet_v2.pet_id", "self")]),
            "names.properties: Pet_v2.pet_id → 'self' cannot name a member of a type"
        ),
        (
            Overrides(operations: [entry("listPets", "pets")]),
            "names.operations: no operation has the id or is 'listPets' (write GET /path)"
        ),
        (
            Overrides(operations: [entry("POST /pets", "addPet")]),
            "names.operations: no operation has the id or is 'POST /pets' (write GET /path)"
        ),
        (
            Overrides(enumCases: [entry("Status.done", "finished")]),
            "names.enum-cases: Status has no 'done'; it has available, in_progress"
        ),
        (
            Overrides(types: [entry("Cash", "Ledger.Money")]),
            "types: 'Cash' is not a schema in components; only those can be typed"
        ),
        (
            Overrides(types: [entry("Money", "Ledger..Money")]),
            "types: Money → 'Ledger..Money' is not a Swift type name (identifiers separated by dots, such as MyApp.Money)"
        ),
        (
            Overrides(schemas: [entry("Money", "Cash")], types: [entry("Money", "Ledger.Money")]),
            "'Money' is both renamed and typed as an app type; keep one"
        ),
    ])
    func anOverrideThatNamesNothingOrNoSwiftNameIsLocated(overrides: Overrides, message: String) throws {
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": try String(contentsOf: Self.fixture, encoding: .utf8)]),
            diagnostics: bag
        )
        let errors = overrides.check(against: document)
        #expect(errors.map(\.message) == [message])
        #expect(errors.map(\.location?.description) == ["clientgen.yaml:7:9"])
        #expect(errors.allSatisfy { $0.severity == .error && $0.id == .emitterOverride })
    }

    /// Names another declaration has, found as names are given: the client is not generated.
    @Test(arguments: [
        (
            Overrides(schemas: [entry("Pet_v2", "Status")]),
            "'Status' is the name of another schema's type; give Pet_v2 another"
        ),
        (
            Overrides(schemas: [entry("Pet_v2", "Request")]),
            "'Request' is a name the generated module reserves or already has"
        ),
        (
            Overrides(properties: [entry("Pet_v2.pet_id", "status")]),
            "'status' is the name another declaration in the members of PetV2 has; give Pet_v2.pet_id another"
        ),
        (
            Overrides(operations: [entry("listPets_v2", "setPrice")]),
            "'setPrice' is the name of another builder in Shop; give listPets_v2 another"
        ),
        (
            Overrides(enumCases: [entry("Status.in_progress", "available")]),
            "'available' is the name another declaration in the enum's cases has; give Status.in_progress another"
        ),
        (
            Overrides(enumCases: [entry("Status.in_progress", "unknown")]),
            "'unknown' is already a name in the enum's cases; give Status.in_progress another"
        ),
        (
            Overrides(types: [entry("Money", "Status")]),
            "'Status' is the name of another schema's type; give Money another"
        ),
    ])
    func anOverrideThatCollidesIsLocated(overrides: Overrides, message: String) throws {
        let bag = DiagnosticBag()
        let document = try OpenAPILoader().load(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": try String(contentsOf: Self.fixture, encoding: .utf8)]),
            diagnostics: bag
        )
        #expect(overrides.check(against: document).isEmpty)
        let translator = ClientTranslator(options: .init(namespace: "Shop", overrides: overrides))
        #expect(throws: DiagnosticError.self) { try translator.translate(document, diagnostics: bag) }
        let errors = bag.diagnostics.filter(\.isError)
        #expect(errors.map(\.message) == [message])
        #expect(errors.map(\.location?.description) == ["clientgen.yaml:7:9"])
    }

    /// The spec's own names (`x-swift-name`, `x-enum-varnames`) give way to the configuration's, and stay where
    /// it gives none.
    @Test func theConfigurationWinsOverTheSpecsOwnNames() throws {
        let yaml = spec(
            schemas: """
                pet_record:
                  x-swift-name: PetRecord
                  type: object
                  properties:
                    pet_id: {type: string, x-swift-name: petIdentifier}
                    owner_id: {type: string, x-swift-name: ownerIdentifier}
                    kind: {$ref: '#/components/schemas/kind'}
                kind:
                  type: string
                  enum: [cat, dog]
                  x-enum-varnames: [feline, canine]
                """
        )
        let overrides = Overrides(
            schemas: [Self.entry("pet_record", "Animal")],
            properties: [Self.entry("pet_record.pet_id", "tag")],
            enumCases: [Self.entry("kind.dog", "puppy")]
        )
        let client = try TranslatedClient(yaml, overrides: overrides)
        #expect(client.diagnostics.isEmpty)
        let animal = try #require(client[model: "Animal"])
        #expect(animal.contains("public var tag: String?") && animal.contains("public var ownerIdentifier: String?"))
        #expect(client[model: "PetRecord"] == nil)
        let kind = try #require(client[model: "Kind"])
        #expect(kind.contains("    case feline\n") && kind.contains("    case puppy\n"))
    }

    /// A component name may hold dots (Kubernetes' `io.k8s.api.core.v1.Pod`): the longest one the entry starts
    /// with is the schema, the rest its member.
    @Test func aDottedSchemaNameIsSplitWhereTheSchemaEnds() throws {
        let yaml = spec(
            schemas: """
                io.k8s.Pod:
                  type: object
                  properties:
                    spec.name: {type: string}
                io.k8s:
                  type: object
                  properties:
                    Pod.spec: {type: string}
                """
        )
        let overrides = Overrides(properties: [Self.entry("io.k8s.Pod.spec.name", "specName")])
        let client = try TranslatedClient(yaml, overrides: overrides)
        #expect(client[model: "Pod"]?.contains("public var specName: String?") == true)
        let other = client.files.values.first { $0.contains("Generated from `#/components/schemas/io.k8s`") }
        #expect(other?.contains("public var podSpec: String?") == true, "\(client.files)")
    }
}
