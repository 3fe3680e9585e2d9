import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// A parameter whose schema is a component that becomes a type alias is sent as what the alias stands for:
    /// a nullable dictionary alias is one optional dictionary, exploded into the query, not `Metadata?` (a double
    /// optional) sent as a list.
    @Test func parametersSeeThroughTypeAliases() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.0.3
            info: {title: Test, version: '1'}
            paths:
              /completions:
                get:
                  operationId: listCompletions
                  parameters:
                    - {name: metadata, in: query, schema: {$ref: '#/components/schemas/Metadata'}}
                    - {name: ids, in: query, schema: {$ref: '#/components/schemas/IDList'}}
                  responses: {'204': {description: none}}
            components:
              schemas:
                Metadata: {type: object, nullable: true, additionalProperties: {type: string}}
                IDList: {type: array, items: {type: string}}
            """
        )
        let operation = try #require(client["Operations/API+ListCompletions.swift"])
        #expect(operation.contains("metadata: [String: String]? = nil,"))
        #expect(operation.contains("ids: [String]? = nil"))
        #expect(operation.contains("request.addQuery(exploding: metadata)"))
        #expect(operation.contains(#"request.addQuery("ids", ids)"#))
        #expect(client["Models/Metadata.swift"]?.contains("public typealias Metadata = [String: String]?") == true)
    }
}
