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
        #expect(builder.contains("limit: Int? = nil"))
        #expect(builder.contains("    /// - Parameter limit: Server default: `20`.\n"))
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

    /// A body offered as text or as bytes is bytes, which carry text too (Docker's image import takes a tarball as
    /// `text/plain` or `application/octet-stream`); a body offered only as text, or as another binary type first,
    /// stays as it was.
    @Test(arguments: [
        ("[text/plain, application/octet-stream]", "body: UploadBody? = nil", "application/octet-stream"),
        ("[application/x-tar, application/octet-stream]", "body: UploadBody? = nil", "application/x-tar"),
        ("[text/plain]", "body: String? = nil", "text/plain"),
    ])
    func aBodyThatMayBeBytesIsBytes(consumes: String, parameter: String, contentType: String) throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Images, version: '1'}
            paths:
              /images/create:
                post:
                  operationId: importImage
                  consumes: \(consumes)
                  parameters:
                    - {name: image, in: body, schema: {type: string}}
                  responses:
                    '200': {description: ok}
            """
        )
        #expect(client.diagnostics.isEmpty)
        let builder = try #require(client["Operations/API+ImportImage.swift"])
        #expect(builder.contains(parameter))
        #expect(builder.contains("contentType: \"\(contentType)\")"))
    }

    /// go-swagger's `x-nullable: true` is Swagger 2.0's `nullable`: a required member may be `null`, an optional
    /// one of a body keeps `null` apart from absent, a map's values may be `null` (Docker's `PortMap`), and `default: null`
    /// matches its type. `x-nullable: false` changes nothing.
    @Test func xNullableIsNullable() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Ports, version: '1'}
            paths:
              /settings:
                put:
                  operationId: putSettings
                  parameters:
                    - {name: body, in: body, required: true, schema: {$ref: '#/definitions/Settings'}}
                  responses:
                    '204': {description: ok}
            definitions:
              PortMap:
                type: object
                additionalProperties: {type: array, x-nullable: true, items: {type: string}}
              Settings:
                type: object
                required: [ports, name]
                properties:
                  ports: {$ref: '#/definitions/PortMap'}
                  name: {type: string, x-nullable: true}
                  size: {type: integer, x-nullable: true}
                  limit: {type: integer, x-nullable: true, default: null}
                  error: {type: string, x-nullable: false}
            """
        )
        #expect(client.diagnostics.isEmpty)
        #expect(client[model: "PortMap"]?.contains("public typealias PortMap = [String: [String]?]") == true)
        let settings = try #require(client[model: "Settings"])
        #expect(settings.contains("public var ports: PortMap\n"))
        #expect(settings.contains("public var name: String?\n"))
        #expect(settings.contains(#"self.name = try container.requiredOrNull("name")"#))
        #expect(settings.contains("public var size: Nullable<Int>?\n"))
        #expect(settings.contains("public var limit: Nullable<Int>?\n"))
        #expect(settings.contains("public var error: String?\n"))
    }

    /// An array schema that is only an alias names its items after itself (`ContainerSummaryItem`), and a map's
    /// values the same way (`LabelsValue`), not `ContainerSummaryValueItem`.
    @Test func theItemsOfAnAliasedArrayAreItsItems() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: Containers, version: '1'}
            paths: {}
            definitions:
              ContainerSummary:
                type: array
                items: {type: object, properties: {Id: {type: string}}}
              Labels:
                type: object
                additionalProperties: {type: object, properties: {value: {type: string}}}
            """
        )
        #expect(client.diagnostics.isEmpty)
        #expect(
            client[model: "ContainerSummary"]?.contains("typealias ContainerSummary = [ContainerSummaryItem]") == true
        )
        #expect(
            client[model: "ContainerSummaryItem"]?.contains("public nonisolated struct ContainerSummaryItem:") == true
        )
        let labels = try #require(client[model: "Labels"])
        #expect(labels.contains("public typealias Labels = [String: LabelsValue]"))
    }
}
