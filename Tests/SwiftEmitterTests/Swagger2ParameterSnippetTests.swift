import SwiftEmitter
import Testing

/// Swagger 2.0 array parameters keep their items and their `collectionFormat`: a list is a list (it once became
/// a scalar, `ids: Int?`, sending `?ids=3`), joined as the format says.
struct Swagger2ParameterSnippetTests {
    @Test func arrayQueryParametersFollowTheirCollectionFormat() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Items, version: '1'}
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - {name: ids, in: query, type: array, items: {type: integer}, collectionFormat: csv}
                    - {name: tags, in: query, type: array, items: {type: string}, collectionFormat: multi}
                    - {name: codes, in: query, type: array, items: {type: string}, collectionFormat: pipes}
                    - {name: words, in: query, type: array, items: {type: string}, collectionFormat: ssv}
                    - {name: cells, in: query, type: array, items: {type: string}, collectionFormat: tsv}
                    - {name: limit, in: query, type: integer, default: 20}
                  responses:
                    '200': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let builder = try #require(client["Operations/API+ListItems.swift"])
        #expect(builder.contains("ids: [Int]? = nil,"))
        #expect(builder.contains("limit: Int? = 20"))
        #expect(builder.contains(#"request.addQuery("ids", ids, explode: false)"#))
        #expect(builder.contains(#"request.addQuery("tags", tags)"#))
        #expect(builder.contains(#"request.addQuery("codes", codes, separator: "|")"#))
        #expect(builder.contains(#"request.addQuery("words", words, separator: " ")"#))
        #expect(builder.contains(#"request.addQuery("cells", cells, separator: "\t")"#))
    }

    /// An enum parameter's type sits in its operation's file and names where it comes from in the spec.
    @Test func anEnumParameterBelongsToItsOperation() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Sites, version: '1'}
            paths:
              /sites:
                get:
                  operationId: listSites
                  parameters:
                    - {name: filter, in: query, type: string, enum: [all, owner, guest]}
                  responses:
                    '200': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        #expect(client.files.keys.sorted() == ["API.swift", "Operations/API+ListSites.swift"])
        let builder = try #require(client["Operations/API+ListSites.swift"])
        #expect(builder.contains("public nonisolated enum Filter:"))
        #expect(builder.contains("/// - Remark: Generated from `#/paths/~1sites/get/parameters/0`."))
        #expect(!builder.contains("Generated from ``"))
    }

    /// Swagger 2.0 allows `type: file` in a response's schema (Jupyter Server's spec has one); it is the raw
    /// bytes of the type the operation produces, where it once stopped `generate` with an error.
    @Test func aFileResponseIsBytes() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Files, version: '1'}
            paths:
              /spec.yaml:
                get:
                  operationId: getSpec
                  produces: [text/x-yaml]
                  responses:
                    '200': {description: The spec., schema: {type: file}}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let builder = try #require(client["Operations/API+GetSpec.swift"])
        #expect(builder.contains("-> Request<Data> {") && builder.contains("decoding: .data"))
        // It asks for what the operation produces, not for `application/octet-stream`, which it never serves.
        #expect(builder.contains(#"headers: ["Accept": "text/x-yaml"]"#))
    }
}
