import Testing

/// Builders of operations without an `operationId` are named after the method and the path's words, without the
/// root words the path starts with, each parameter said after `by`: a name depends on its own operation only.
struct PathNamedOperationTests {
    static let paths = """
        /api/v1/pets:
          get: {responses: {'200': {description: OK}}}
          post: {responses: {'201': {description: Created}}}
        /api/v1/pets/{petId}:
          parameters: [{name: petId, in: path, required: true, schema: {type: string}}]
          get: {responses: {'200': {description: OK}}}
          delete: {responses: {'204': {description: Deleted}}}
        /api/v1/pets/{petId}/photos/{photoId}:
          parameters:
            - {name: petId, in: path, required: true, schema: {type: string}}
            - {name: photoId, in: path, required: true, schema: {type: string}}
          get: {responses: {'200': {description: OK}}}
        /api/v1/stores/{storeId}/{shelf}:
          parameters:
            - {name: storeId, in: path, required: true, schema: {type: string}}
            - {name: shelf, in: path, required: true, schema: {type: string}}
          get: {responses: {'200': {description: OK}}}
        /api/v1/stores:
          get: {operationId: getStores, responses: {'200': {description: OK}}}
        /api/v1/apiary/status:
          get: {responses: {'200': {description: OK}}}
        """

    @Test func namesSayTheMethodAndTheResource() throws {
        let client = try TranslatedClient(spec(paths: Self.paths))
        let builders = client.files.keys.filter { $0.hasPrefix("Operations/") }.sorted()
        #expect(
            builders == [
                "Operations/API+DeletePetsByPetID.swift", "Operations/API+GetApiaryStatus.swift",
                "Operations/API+GetPets.swift", "Operations/API+GetPetsByPetID.swift",
                "Operations/API+GetPetsByPetIDPhotosByPhotoID.swift", "Operations/API+GetStores.swift",
                "Operations/API+GetStoresByStoreIDAndShelf.swift", "Operations/API+PostPets.swift",
            ]
        )
        #expect(
            client["Operations/API+DeletePetsByPetID.swift"]?.contains("func deletePetsByPetID(petID: String)") == true
        )
        #expect(
            client["Operations/API+GetPetsByPetIDPhotosByPhotoID.swift"]?.contains(
                "func getPetsByPetIDPhotosByPhotoID(petID: String, photoID: String)"
            ) == true
        )
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var paths: String
        var builders: [String]
    }

    static let get = "get: {responses: {'200': {description: OK}}}"

    static let cases: [Case] = [
        Case(
            testDescription: "a path's root words go, whatever the other paths start with",
            paths: "/api/pets:\n  \(get)\n/health:\n  \(get)",
            builders: ["GetHealth", "GetPets"]
        ),
        Case(
            testDescription: "a path of root words only keeps its last",
            paths: "/api:\n  \(get)\n/api/v1:\n  \(get)",
            builders: ["GetAPI", "GetV1"]
        ),
        Case(
            testDescription: "paths that differ only in their root keep it, so they never collide",
            paths: "/api/pets:\n  \(get)\n/pets:\n  \(get)\n/api/owners:\n  \(get)",
            builders: ["GetAPIPets", "GetOwners", "GetPets"]
        ),
        Case(
            testDescription: "a parameter that ends the path is said after by, with or without a sibling",
            paths: "/kernels/{kernel_id}:\n  delete: {responses: {'204': {description: Deleted}}}",
            builders: ["DeleteKernelsByKernelID"]
        ),
        Case(
            testDescription: "adding the parent path renames nothing",
            paths: """
                /kernels/{kernel_id}:
                  delete: {responses: {'204': {description: Deleted}}}
                /kernels:
                  delete: {responses: {'204': {description: Deleted}}}
                """,
            builders: ["DeleteKernels", "DeleteKernelsByKernelID"]
        ),
    ]

    @Test(arguments: cases)
    func builderNames(_ example: Case) throws {
        let client = try TranslatedClient(spec(paths: example.paths))
        #expect(
            client.files.keys.filter { $0.hasPrefix("Operations/") }.sorted()
                == example.builders.map { "Operations/API+\($0).swift" }
        )
    }
}
