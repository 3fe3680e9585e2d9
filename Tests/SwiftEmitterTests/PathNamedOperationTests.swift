import Testing

/// Builders of operations without an `operationId` are named after the method and the path's words, without the
/// root every path starts with and without the path parameters, which are the arguments; when two operations
/// would share such a name, their parameters are said after `by`.
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
                "Operations/API+DeletePets.swift", "Operations/API+GetApiaryStatus.swift",
                "Operations/API+GetPets.swift", "Operations/API+GetPetsByPetID.swift",
                "Operations/API+GetPetsPhotos.swift", "Operations/API+GetStores.swift",
                "Operations/API+GetStoresByStoreIDAndShelf.swift", "Operations/API+PostPets.swift",
            ]
        )
        #expect(client["Operations/API+DeletePets.swift"]?.contains("func deletePets(petID: String)") == true)
        #expect(
            client["Operations/API+GetPetsPhotos.swift"]?.contains("func getPetsPhotos(petID: String, photoID: String)")
                == true
        )
    }

    /// Without a root every path shares, every word of the path stays.
    @Test func aPathWithoutASharedRootKeepsItsWords() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /api/pets:
                      get: {responses: {'200': {description: OK}}}
                    /health:
                      get: {responses: {'200': {description: OK}}}
                    """
            )
        )
        #expect(
            client.files.keys.filter { $0.hasPrefix("Operations/") }.sorted() == [
                "Operations/API+GetAPIPets.swift", "Operations/API+GetHealth.swift",
            ]
        )
    }
}
