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
        #expect(client[model: "Metadata"]?.contains("public typealias Metadata = [String: String]?") == true)
    }
}

extension TranslationSnippetTests {
    /// Query and header parameters that are not text — an object, a union, a list of objects — are sent as their
    /// JSON form flattens in the parameter's style (or as JSON text when given by `content`); a cookie of such a
    /// type has no agreed form and is still left out with a located warning.
    @Test func objectQueryParametersAreSentInTheirStyle() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.0.3
            info: {title: Test, version: '1'}
            paths:
              /logs:
                get:
                  operationId: listLogs
                  parameters:
                    - name: effective_at
                      in: query
                      schema: {type: object, properties: {gt: {type: integer}, lt: {type: integer}}}
                    - {name: sort, in: query, required: true, style: deepObject, schema: {$ref: '#/components/schemas/Sort'}}
                    - {name: range, in: query, style: form, explode: false, schema: {$ref: '#/components/schemas/Sort'}}
                    - {name: ids, in: query, schema: {oneOf: [{type: string}, {type: array, items: {type: string}}]}}
                    - {name: filters, in: query, schema: {type: array, items: {$ref: '#/components/schemas/Sort'}}}
                    - name: where
                      in: query
                      content: {application/json: {schema: {$ref: '#/components/schemas/Sort'}}}
                    - {name: X-Sort, in: header, schema: {$ref: '#/components/schemas/Sort'}}
                    - {name: X-Range, in: header, explode: true, schema: {$ref: '#/components/schemas/Sort'}}
                    - {name: session, in: cookie, schema: {$ref: '#/components/schemas/Sort'}}
                    - {name: point, in: query, schema: {$ref: '#/components/schemas/DataPoint'}}
                    - {name: blob, in: query, schema: {type: string, format: byte}}
                  responses: {'204': {description: none}}
            components:
              schemas:
                Sort: {type: object, properties: {field: {type: string}}}
                DataPoint: {type: object, properties: {value: {type: number}}}
            """
        )
        let operation = try #require(client["Operations/API+ListLogs.swift"])
        #expect(operation.contains("sort: Sort,"))
        #expect(operation.contains("effectiveAt: ListLogs.EffectiveAt? = nil,"))
        #expect(operation.contains(#"request.addQuery("effective_at", encoding: effectiveAt)"#))
        #expect(operation.contains(#"request.addQuery("sort", encoding: sort, style: .deepObject)"#))
        #expect(operation.contains(#"request.addQuery("range", encoding: range, style: .form(explode: false))"#))
        #expect(operation.contains(#"request.addQuery("ids", encoding: ids)"#))
        #expect(operation.contains(#"request.addQuery("filters", encoding: filters)"#))
        #expect(operation.contains(#"request.addQuery("where", encoding: `where`, style: .json)"#))
        #expect(operation.contains(#"request.addHeader("X-Sort", encoding: xSort)"#))
        #expect(operation.contains(#"request.addHeader("X-Range", encoding: xRange, explode: true)"#))
        #expect(!operation.contains("session"))
        #expect(operation.contains(#"request.addQuery("point", encoding: point)"#))
        #expect(!operation.contains("blob"))
        #expect(
            client.diagnostics.map(\.message) == [
                "parameter 'session' of type Sort cannot be sent as text; it is not generated",
                "parameter 'blob' of type Data cannot be sent as text; it is not generated",
            ]
        )
    }
}
