import OpenAPIModel
import Testing

struct SchemaReachabilityTests {
    /// Every way one schema reaches another, and schemas that only unkept operations or nothing reach.
    static let spec = spec31(
        paths: """
              /pets/{id}:
                parameters:
                  - {name: id, in: path, required: true, schema: {$ref: '#/components/schemas/PetID'}}
                get:
                  operationId: getPet
                  tags: [pets]
                  responses:
                    '200':
                      description: A pet
                      headers: {X-Rate: {schema: {$ref: '#/components/schemas/Rate'}}}
                      content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                    default:
                      description: Problem
                      content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}
              /pets:
                post:
                  operationId: addPet
                  tags: [pets]
                  requestBody:
                    content: {application/json: {schema: {$ref: '#/components/schemas/NewPet'}}}
                  responses: {'204': {description: Added}}
              /store/orders:
                get:
                  operationId: listOrders
                  tags: [store]
                  responses:
                    '200':
                      description: Orders
                      content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Order'}}}}
            """,
        components: """
              schemas:
                PetID: {type: string}
                Rate: {type: integer}
                Problem: {type: object, properties: {detail: {type: string}}}
                Pet:
                  allOf:
                    - $ref: '#/components/schemas/Base'
                    - type: object
                      properties:
                        category: {$ref: '#/components/schemas/Category'}
                        tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}
                        labels: {type: object, additionalProperties: {$ref: '#/components/schemas/Label'}}
                        kind:
                          oneOf: [{$ref: '#/components/schemas/Cat'}]
                          discriminator:
                            propertyName: type
                            mapping: {cat: '#/components/schemas/Cat', dog: Dog}
                Base: {type: object, properties: {id: {type: integer}}}
                Category: {type: object, properties: {parent: {$ref: '#/components/schemas/Category'}}}
                Tag: {type: string}
                Label: {anyOf: [{$ref: '#/components/schemas/Tag'}, {$ref: '#/components/schemas/Color'}]}
                Color: {type: string, enum: [red, green]}
                Cat: {type: object, properties: {type: {type: string}}}
                Dog: {type: object, properties: {type: {type: string}, friend: {not: {$ref: '#/components/schemas/Cat'}}}}
                NewPet: {type: object, properties: {name: {type: string}}}
                Order: {type: object, properties: {pet: {$ref: '#/components/schemas/Pet'}, notes: {$ref: '#/components/schemas/Note'}}}
                Note: {type: string}
                Unused: {type: object, properties: {other: {$ref: '#/components/schemas/Tag'}}}
            """
    )

    private static let petsOnly = [
        "Base", "Cat", "Category", "Color", "Dog", "Label", "NewPet", "Pet", "PetID", "Problem", "Rate", "Tag",
    ]

    @Test(arguments: [
        (OperationFilter(tags: ["pets"]), petsOnly),
        (OperationFilter(operationIDs: ["addPet"]), ["NewPet"]),
        (
            OperationFilter(paths: ["/store/**"]),
            petsOnly.filter { !["NewPet", "PetID", "Problem", "Rate"].contains($0) } + ["Note", "Order"]
        ),
        (OperationFilter(tags: ["nothing"]), []),
    ])
    func keptSchemasAreExactlyTheReachableOnes(filter: OperationFilter, expected: [String]) throws {
        let filtered = try document(Self.spec).filtered(by: filter)
        #expect(filtered.components.schemas.names.sorted() == expected.sorted())
        #expect(filtered.operations.allSatisfy(filter.includes))
    }

    @Test func anEmptyFilterKeepsEverything() throws {
        let whole = try document(Self.spec)
        let filtered = whole.filtered(by: OperationFilter())
        #expect(filtered.components.schemas.names == whole.components.schemas.names)
        #expect(filtered.operations.map(\.operationId) == ["getPet", "addPet", "listOrders"])
    }

    @Test func reachesNoComponentFromNoOperation() throws {
        let whole = try document(Self.spec)
        #expect(SchemaReachability(document: whole).schemas(reachableFrom: []).isEmpty)
        let all = SchemaReachability(document: whole).schemas(reachableFrom: whole.operations)
        let unreached = whole.components.schemas.entries.filter { !all.contains($0.value) }.map(\.name)
        #expect(unreached == ["Unused"])
    }
}
