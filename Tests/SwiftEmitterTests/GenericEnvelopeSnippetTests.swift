import Testing

@testable import SwiftEmitter

/// Operations' inline objects that only wrap a value under one member share a generic struct, and only those:
/// `WireClientTests` sends and reads one end to end.
struct GenericEnvelopeSnippetTests {
    static let schemas = """
        Pet:
          type: object
          properties:
            name: {type: string}
        Owner:
          type: object
          properties:
            email: {type: string}
        """
    static let pet = "{$ref: '#/components/schemas/Pet'}"
    static let owner = "{$ref: '#/components/schemas/Owner'}"

    /// An operation answering `{"data": …}` around `item`, required or not.
    static func operation(_ path: String, _ id: String, item: String, required: Bool = false) -> String {
        """
        \(path):
          get:
            operationId: \(id)
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      \(required ? "required: [data]" : "")
                      properties:
                        data: \(item)

        """
    }

    @Test func wrappersOfOneMemberBecomeAliasesOfOneGenericStruct() throws {
        let client = try TranslatedClient(
            spec(
                schemas: Self.schemas,
                paths: Self.operation("/pet", "getPet", item: Self.pet)
                    + Self.operation("/pets", "listPets", item: "{type: array, items: \(Self.pet)}")
            )
        )
        let envelope = try #require(client[model: "DataEnvelope"])
        #expect(
            envelope.contains("public nonisolated struct DataEnvelope<Value: Codable & Hashable & Sendable>: Codable")
        )
        #expect(envelope.contains("    public var data: Value?\n"))
        #expect(envelope.contains(#"self.data = try container.optional("data")"#))
        let getPet = try #require(client["Operations/API+GetPet.swift"])
        #expect(getPet.contains("public typealias Response = DataEnvelope<Pet>"), "\(getPet)")
        #expect(getPet.contains("Generated from `#/paths/~1pet/get/responses/200/content/application~1json/schema`"))
        let listPets = try #require(client["Operations/API+ListPets.swift"])
        #expect(listPets.contains("public typealias Response = DataEnvelope<[Pet]>"), "\(listPets)")
        #expect(
            envelope.contains("/// An object that wraps a value in its `data` member, as several operations answer:\n")
        )
    }

    /// The envelope's comment says who uses it, by the origins of the wrappers it replaces.
    @Test func theEnvelopesCommentSaysWhoUsesIt() {
        let put = "#/paths/~1rules~1{id}/put"
        let post = "#/paths/~1rules/post"
        let body = "/requestBody/content/application~1json/schema"
        let answer = "/responses/200/content/application~1json/schema"
        #expect(GenericEnvelopes.usesPhrase([put + body, put + answer]) == "one operation sends and answers")
        #expect(GenericEnvelopes.usesPhrase([put + answer, post + answer]) == "several operations answer")
        #expect(GenericEnvelopes.usesPhrase([put + body, post + body]) == "several operations send")
        #expect(GenericEnvelopes.usesPhrase([put + body, post + answer]) == "several operations send or answer")
    }

    /// Wrappers of the same shape in several operations are one type already (named by what their names share);
    /// it counts once, and a wrapper used once, or around a string or a type of its own, stays a struct.
    @Test func aWrapperUsedOnceOrAroundWhatTheClientDoesNotDeclareStaysAStruct() throws {
        let client = try TranslatedClient(
            spec(
                schemas: Self.schemas,
                paths: Self.operation("/pet", "getPet", item: Self.pet)
                    + Self.operation("/pet2", "getPetAgain", item: Self.pet)
                    + Self.operation("/a", "getA", item: "{type: string}")
                    + Self.operation("/b", "getB", item: "{type: array, items: {type: string}}")
                    + Self.operation("/c", "getC", item: "{type: object, properties: {x: {type: integer}}}")
                    + Self.operation("/d", "getD", item: "{type: object, properties: {y: {type: integer}}}")
            )
        )
        #expect(client[model: "DataEnvelope"] == nil)
        let structs = client.files.values.filter { $0.contains("struct") && $0.contains("public var data: ") }
        #expect(structs.count == 5, "\(client.files.keys.sorted())")
    }

    /// Where some wrappers require the member and others do not, the way most of them read it is the generic one.
    @Test func theMostUsedWayOfReadingTheMemberIsShared() throws {
        let client = try TranslatedClient(
            spec(
                schemas: Self.schemas,
                paths: Self.operation("/a", "getA", item: Self.pet, required: true)
                    + Self.operation("/b", "getB", item: Self.owner, required: true)
                    + Self.operation("/c", "getC", item: "{type: array, items: \(Self.pet)}", required: true)
                    + Self.operation("/d", "getD", item: Self.pet)
                    + Self.operation("/e", "getE", item: Self.owner)
            )
        )
        let envelope = try #require(client[model: "DataEnvelope"])
        #expect(envelope.contains("    public var data: Value\n"))
        #expect(envelope.contains(#"self.data = try container.required("data")"#))
        #expect(client["Operations/API+GetA.swift"]?.contains("typealias Response = DataEnvelope<Pet>") == true)
        #expect(client["Operations/API+GetC.swift"]?.contains("typealias Response = DataEnvelope<[Pet]>") == true)
        #expect(client["Operations/API+GetD.swift"]?.contains("public var data: Pet?") == true)
    }
}
