import OpenAPIModel
import Testing

struct OperationFilterTests {
    @Test(arguments: [
        ("/v1/users/**", "/v1/users", true),
        ("/v1/users/**", "/v1/users/{id}", true),
        ("/v1/users/**", "/v1/users/{id}/posts", true),
        ("/v1/users/**", "/v1/users-admin", false),
        ("/v1/users/**", "/v2/users/{id}", false),
        ("/v1/*/posts", "/v1/{id}/posts", true),
        ("/v1/*/posts", "/v1/a/b/posts", false),
        ("/v1/**/posts", "/v1/a/b/posts", true),
        ("/v1/**/posts", "/v1/posts", true),
        ("/pets/{petId}", "/pets/{petId}", true),
        ("/pets/{petId}", "/pets/{petId}/toys", false),
        ("/item/get*", "/item/get_status", true),
        ("/item/get?", "/item/getx", true),
        ("/item/get?", "/item/get", false),
        ("**", "/anything/at/all", true),
    ])
    func pathGlobs(pattern: String, path: String, matches: Bool) {
        #expect(OperationFilter.matches(pattern: pattern, path: path) == matches)
    }

    @Test func keepsAnOperationMatchingAnyCriterion() throws {
        let spec = spec31(
            paths: """
                  /v1/users/{id}:
                    get:
                      operationId: getUser
                      tags: [Users, Admin]
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      responses: {'204': {description: Found}}
                """
        )
        let operation = try #require(try document(spec).operations.first)
        #expect(OperationFilter().includes(operation))
        #expect(OperationFilter(tags: ["Admin"]).includes(operation))
        #expect(OperationFilter(operationIDs: ["getUser"]).includes(operation))
        #expect(OperationFilter(paths: ["/v1/**"]).includes(operation))
        #expect(OperationFilter(tags: ["Pets"], operationIDs: ["getUser"]).includes(operation))
        #expect(!OperationFilter(tags: ["Pets"], operationIDs: ["listPets"], paths: ["/v2/**"]).includes(operation))
    }
}
