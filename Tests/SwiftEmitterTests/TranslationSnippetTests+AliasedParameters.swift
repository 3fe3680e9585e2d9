import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// A parameter whose schema is a component that becomes a type alias is sent as what the alias stands for:
    /// a nullable dictionary alias is one optional dictionary, exploded into the query, not sent as a list.
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
        // The alias is not optional itself; its uses are, since it allows null.
        #expect(client[model: "Metadata"]?.contains("public typealias Metadata = [String: String]\n") == true)
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
                    - {name: blob, in: query, schema: {type: string, format: binary}}
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

    /// A component that allows null is declared as what it is when not null, and its uses are optional: an alias
    /// is never optional itself (`String??` at a use), and an enum that lists `null` (Plaid's rationale code) or
    /// a union with a `null` variant (OpenAI's `ModelIdsCompaction`) takes the null a server sends.
    @Test func componentsThatAllowNullAreOptionalWhereUsed() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    CurrencyCode: {type: string, nullable: true}
                    RationaleCode: {type: string, enum: [NSF, RISK, null]}
                    Compaction:
                      anyOf: [{$ref: '#/components/schemas/Window'}, {type: integer}, {type: 'null'}]
                    Window: {type: object, properties: {days: {type: integer}}}
                    Rationale:
                      type: object
                      required: [currency, code, compaction]
                      properties:
                        currency: {$ref: '#/components/schemas/CurrencyCode'}
                        code: {$ref: '#/components/schemas/RationaleCode'}
                        compaction: {$ref: '#/components/schemas/Compaction'}
                        previous: {$ref: '#/components/schemas/CurrencyCode'}
                    """
            )
        )
        #expect(client[model: "CurrencyCode"]?.contains("public typealias CurrencyCode = String\n") == true)
        let rationale = try #require(client[model: "Rationale"])
        for line in [
            "public var currency: CurrencyCode?", "public var code: RationaleCode?",
            "public var compaction: Compaction?", "public var previous: CurrencyCode?",
            #"self.code = try container.requiredOrNull("code")"#,
            #"self.compaction = try container.requiredOrNull("compaction")"#,
            #"self.previous = try container.optional("previous", nulls: &self.receivedNulls)"#,
        ] {
            #expect(rationale.contains(line), "\(line)")
        }
    }
}
