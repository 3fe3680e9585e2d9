import Foundation
import SwiftEmitter
import Testing

/// What documents made from protobuf (every gRPC gateway's, etcd's among them) need: 64-bit integers that travel as
/// strings (`{type: string, format: int64}`, protobuf's JSON mapping) are integers in the member or argument, read
/// and written through the runtime's quoted calls; a server stream is read line by line; and messages are named
/// without their package.
struct GRPCGatewaySnippetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var schema: String
        var isRequired = false
        var type: String
        var decode: String
        var encode = "write"
        var testDescription: String { schema }
    }

    static let cases: [Case] = [
        Case(schema: "{type: string, format: int64}", isRequired: true, type: "Int64", decode: "required"),
        Case(schema: "{type: string, format: uint64}", type: "UInt64?", decode: "optional"),
        Case(schema: "{type: [string, 'null'], format: int64}", type: "Nullable<Int64>?", decode: "nullable"),
        Case(
            schema: "{anyOf: [{type: string, format: int64}, {type: 'null'}]}",
            isRequired: true,
            type: "Int64?",
            decode: "requiredOrNull",
            encode: "writeOrNull"
        ),
        Case(schema: "{type: array, items: {type: string, format: int64}}", type: "[Int64]?", decode: "optional"),
        Case(
            schema: "{type: object, additionalProperties: {type: string, format: uint64}}",
            type: "[String: UInt64]?",
            decode: "optional"
        ),
    ]

    @Test(arguments: cases)
    func aQuotedIntegerMemberIsTheInteger(_ member: Case) throws {
        let client = try TranslatedClient(holderSpec(member: member.schema, isRequired: member.isRequired))
        let model = try #require(client[model: "Holder"])
        #expect(model.contains("public var value: \(member.type)\n"), "\(model)")
        #expect(model.contains("self.value = try container.\(member.decode)(quoted: \"value\")"), "\(model)")
        #expect(model.contains("try container.\(member.encode)(self.value, quotedAt: \"value\")"), "\(model)")
    }

    /// Only 64-bit formats are read as integers: a hand-written `{type: string, format: int32}` may hold other text
    /// (Box's `retention_length` is "indefinite" for some policies), and an enum's values are its cases.
    @Test func otherStringsStayStrings() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Holder:
                      type: object
                      properties:
                        days: {type: string, format: int32}
                        size: {type: string, format: int64, enum: ['1', '2']}
                        count: {type: integer, format: int64}
                    """
            )
        )
        let model = try #require(client[model: "Holder"])
        #expect(model.contains("public var days: String?\n"), "\(model)")
        #expect(model.contains("public var count: Int64?\n"), "\(model)")
        #expect(!model.contains("quoted"), "\(model)")
    }

    /// A parameter's digits are the same quoted or not: the argument is the integer. Sent as JSON (`content`), the
    /// value would lose its quotes, so it stays the string. Bytes in base64 are `Data`.
    @Test func aQuotedIntegerParameterIsTheInteger() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /keys/{id}:
                      get:
                        operationId: getKey
                        parameters:
                          - {name: id, in: path, required: true, schema: {type: string, format: uint64}}
                          - {name: revision, in: query, schema: {type: string, format: int64}}
                          - name: revisions
                            in: query
                            schema: {type: array, items: {type: string, format: int64}}
                          - name: filter
                            in: query
                            content:
                              application/json:
                                schema: {type: string, format: int64}
                          - {name: key, in: query, schema: {type: string, format: byte}}
                          - {name: keys, in: query, schema: {type: array, items: {type: string, format: byte}}}
                          - {name: blob, in: query, schema: {type: string, format: binary}}
                        responses:
                          '204': {description: Done.}
                    """
            )
        )
        let builder = try #require(client["Operations/API+GetKey.swift"])
        #expect(builder.contains("id: UInt64,"), "\(builder)")
        #expect(builder.contains("revision: Int64? = nil,"), "\(builder)")
        #expect(builder.contains("revisions: [Int64]? = nil,"), "\(builder)")
        #expect(builder.contains("filter: String? = nil"), "\(builder)")
        // Protobuf's `bytes` in a query are base64 (`format: byte`), which the runtime writes `Data` as; other
        // bytes have no text form.
        #expect(builder.contains("key: Data? = nil,") && builder.contains("keys: [Data]? = nil"), "\(builder)")
        #expect(!builder.contains("blob"), "\(builder)")
    }

    /// protoc-gen-openapiv2 documents a server stream as one JSON object (`{result, error}`) under a plain JSON
    /// media type; the server sends one per line. Its schema sits under `x-stream-definitions` (version 1) or
    /// the response says "(streaming responses)" (both versions).
    @Test func aGatewayStreamIsReadLineByLine() throws {
        let client = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: watch.proto, version: version not set}
            consumes: [application/json]
            produces: [application/json]
            paths:
              /v3/watch:
                post:
                  operationId: Watch
                  parameters:
                    - {name: body, in: body, required: true, schema: {$ref: '#/definitions/WatchRequest'}}
                  responses:
                    '200':
                      description: A successful response.
                      schema: {$ref: '#/x-stream-definitions/WatchResponse'}
              /v3/events:
                post:
                  operationId: Events
                  responses:
                    '200':
                      description: A successful response.(streaming responses)
                      schema:
                        type: object
                        title: Stream result of Event
                        properties:
                          result: {$ref: '#/definitions/Event'}
              /v3/status:
                post:
                  operationId: Status
                  responses:
                    '200':
                      description: A successful response.
                      schema: {$ref: '#/definitions/WatchResponse'}
            definitions:
              WatchRequest:
                type: object
                properties: {key: {type: string, format: byte}}
              WatchResponse:
                type: object
                properties: {revision: {type: string, format: int64}}
              Event:
                type: object
                properties: {key: {type: string, format: byte}}
            x-stream-definitions:
              WatchResponse:
                type: object
                title: Stream result of WatchResponse
                properties:
                  result: {$ref: '#/definitions/WatchResponse'}
            """
        )
        let watch = try #require(client["Operations/API+Watch.swift"])
        #expect(watch.contains("-> Request<JSONLines<Watch.StreamResult>>"), "\(watch)")
        #expect(!watch.contains("also answers"), "\(watch)")
        let events = try #require(client["Operations/API+Events.swift"])
        #expect(events.contains("-> Request<JSONLines<Events.StreamResult>>"), "\(events)")
        let status = try #require(client["Operations/API+Status.swift"])
        #expect(status.contains("-> Request<WatchResponse>"), "\(status)")
    }

    /// protoc-gen-openapiv2 names a message's definition `{package}{Message}`; the Swift type is the message's
    /// name where that is unambiguous and no common type's.
    @Test func messagesAreNamedWithoutTheirPackage() throws {
        let definitions = """
            protobufAny: {type: object, properties: {'@type': {type: string}}}
            rpcStatus: {type: object, properties: {code: {type: integer}}}
            etcdserverpbRangeRequest: {type: object, properties: {key: {type: string, format: byte}}}
            mvccpbKeyValue: {type: object, properties: {key: {type: string, format: byte}}}
            etcdserverpbStatus: {type: object, properties: {version: {type: string}}}
            v1Pod: {type: object, properties: {name: {type: string}}}
            v2Pod: {type: object, properties: {name: {type: string}}}
            v1Node: {type: object, properties: {name: {type: string}}}
            Node: {type: object, properties: {name: {type: string}}}
            RangeRequestSortOrder: {type: string, enum: [NONE, ASCEND]}
            """
        let client = try TranslatedClient(spec(schemas: definitions))
        let names = Set(client.files.keys.filter { $0.hasPrefix("Models/") })
        #expect(
            names
                == [
                    "Models/ProtobufAny.swift", "Models/RPCStatus.swift", "Models/RangeRequest.swift",
                    "Models/KeyValue.swift", "Models/EtcdserverpbStatus.swift", "Models/V1Pod.swift",
                    "Models/V2Pod.swift", "Models/V1Node.swift", "Models/Node.swift",
                    "Models/RangeRequestSortOrder.swift",
                ],
            "\(names.sorted())"
        )
        // Without the gateway's messages, a name that starts in lower case is an ordinary one.
        let plain = try TranslatedClient(
            spec(schemas: "userProfile: {type: object, properties: {name: {type: string}}}")
        )
        #expect(plain.files.keys.contains("Models/UserProfile.swift"), "\(plain.files.keys.sorted())")
        // Older gateways write no error message; the title names the `.proto` file, or a message is protobuf's own.
        let titled = try TranslatedClient(
            """
            swagger: '2.0'
            info: {title: examples/proto/examplepb/echo.proto, version: version not set}
            paths: {}
            definitions:
              examplepbSimpleMessage: {type: object, properties: {id: {type: string}}}
            """
        )
        #expect(titled.files.keys.contains("Models/SimpleMessage.swift"), "\(titled.files.keys.sorted())")
        let fieldMask = try TranslatedClient(
            spec(
                schemas: """
                    protobufFieldMask: {type: object, properties: {paths: {type: array, items: {type: string}}}}
                    examplepbBody: {type: object, properties: {name: {type: string}}}
                    """
            )
        )
        #expect(fieldMask.files.keys.contains("Models/Body.swift"), "\(fieldMask.files.keys.sorted())")
    }
}
