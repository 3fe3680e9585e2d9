import Testing

@testable import SwiftEmitter

/// A model only one file uses is written into that file, after its own declarations, and so are the models only
/// it uses; a model two files use, or none, keeps its own file, and so do models that only use each other.
struct SoleUserPlacementTests {
    @Test func modelsUsedByOneFileAreWrittenIntoIt() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Order:
                      type: object
                      properties:
                        items: {type: array, items: {$ref: '#/components/schemas/Item'}}
                        customer: {$ref: '#/components/schemas/Customer'}
                    Item:
                      type: object
                      properties:
                        kind: {$ref: '#/components/schemas/ItemKind'}
                    ItemKind: {type: string, enum: [book, toy]}
                    Customer: {type: object, properties: {name: {type: string}}}
                    NewOrder: {type: object, properties: {note: {type: string}}}
                    Unused: {type: object, properties: {id: {type: string}}}
                    Parent: {type: object, properties: {child: {$ref: '#/components/schemas/Child'}}}
                    Child:
                      type: object
                      properties:
                        parent: {$ref: '#/components/schemas/Parent'}
                        toy: {$ref: '#/components/schemas/Toy'}
                    Toy: {type: object, properties: {name: {type: string}}}
                    """,
                paths: """
                    /orders:
                      post:
                        operationId: createOrder
                        requestBody:
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/NewOrder'}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {$ref: '#/components/schemas/Order'}
                    /customers/{id}:
                      get:
                        operationId: getCustomer
                        parameters:
                          - {name: id, in: path, required: true, schema: {type: string}}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {$ref: '#/components/schemas/Customer'}
                    """
            )
        )
        #expect(
            client.files.keys.sorted() == [
                "API.swift", "Models/Child.swift", "Models/Customer.swift", "Models/Parent.swift",
                "Models/Unused.swift",
                "Operations/API+CreateOrder.swift", "Operations/API+GetCustomer.swift",
            ]
        )
        // The builder first, then what only it uses, by name, with what only those use: `ItemKind` reaches the
        // builder's file through `Item` and `Order`.
        let create = try #require(client.files["Operations/API+CreateOrder.swift"])
        let order = ["static func createOrder(", "struct Item:", "enum ItemKind:", "struct NewOrder:", "struct Order:"]
        let offsets = try order.map { try #require(create.range(of: $0), "\($0)").lowerBound }
        #expect(offsets == offsets.sorted())
        // `Customer` has two users (`Order` and the other builder); `Unused` none.
        #expect(client.files["Models/Customer.swift"]?.contains("struct Customer:") == true)
        #expect(client.files["Operations/API+GetCustomer.swift"]?.contains("struct") == false)
        // `Parent` and `Child` only use each other: both keep their files; `Toy`, used only by `Child`, goes there.
        #expect(client.files["Models/Parent.swift"]?.contains("struct Child") == false)
        #expect(client.files["Models/Child.swift"]?.contains("struct Toy:") == true)
    }

    /// Sole users followed to the file that has none; cycles stay.
    @Test func hostsFollowSoleUsersAndLeaveCyclesInPlace() {
        // 0 ← 1 ← 2 (2 is used only by 1, 1 only by 0); 3 ⇄ 4, and 5 used only by 4; 6 used only by itself.
        let hosts = SoleUserPlacement.hosts(soleUser: [nil, 0, 1, 4, 3, 4, 6])
        #expect(hosts == [0, 0, 0, 3, 4, 4, 6])
        #expect(SoleUserPlacement.hosts(soleUser: []) == [])
    }

    /// A use of a nested type is a use of the type at the top of the module that holds it.
    @Test func topLevelNamesOfATypeAreWhatHoldsEachNamedType() {
        var names: [String] = []
        SwiftType.optional(.array(.member(.member(.named("Pet"), "Status"), "Kind"))).forEachTopLevelName {
            names.append($0)
        }
        SwiftType.generic("DataEnvelope", [.dictionary(.named("Tag")), .string]).forEachTopLevelName {
            names.append($0)
        }
        #expect(names == ["Pet", "DataEnvelope", "Tag", "String"])
    }
}
