import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// A spec of every kind of streamed response (`Fixtures/streams.yaml`) generates the golden target
/// `Tests/GoldenStreams`, which `StreamsClientTests` reads from a loopback server.
struct StreamsSpecTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/streams.yaml")

    static func client() throws -> TranslatedClient {
        try TranslatedClient(String(contentsOf: fixture, encoding: .utf8), namespace: "Streams")
    }

    @Test func generatedCodeMatchesTheCompiledGoldenTarget() throws {
        let client = try Self.client()
        #expect(client.diagnostics.isEmpty)
        try Snapshot.assertMatches(client.files, directory: "Tests/GoldenStreams")
    }

    /// The event is typed from `itemSchema`: the data from `contentSchema`, text without one; a 3.0 `schema` is
    /// the data's; a JSON text sequence is JSON items.
    @Test(arguments: [
        ("WatchNotes", "Request<ServerSentEvents<Note>>", ".serverSentEvents()"),
        ("TailLog", "Request<ServerSentEvents<String>>", ".serverSentTextEvents()"),
        ("WatchTitles", "Request<ServerSentEvents<Note>>", ".serverSentEvents()"),
        ("ExportNotes", "Request<JSONLines<Note>>", ".jsonLines()"),
        ("WatchActivity", "Request<ServerSentEvents<WatchActivity.Event>>", "WatchActivity.Event.decoding"),
    ])
    func eachStreamIsTypedFromItsSchema(operation: String, type: String, decoding: String) throws {
        let source = try #require(try Self.client()["Operations/Streams+\(operation).swift"])
        #expect(source.contains("-> \(type) {"))
        #expect(source.contains("decoding: \(decoding)"))
    }

    /// What each way of writing an event stream's schema makes, from `text/event-stream: <content>`.
    @Test(arguments: [
        (
            "3.2 union of events not each of one type", "3.2.0",
            "{itemSchema: {oneOf: [{properties: {event: {const: a}}}, {properties: {event: {type: string}}}]}}",
            "String"
        ),
        (
            "3.2 union of events two of one type", "3.2.0",
            "{itemSchema: {oneOf: [{properties: {event: {const: a}}}, {properties: {event: {enum: [a]}}}]}}",
            "String"
        ),
        ("3.2 data of another type", "3.2.0", "{itemSchema: {properties: {data: {type: integer}}}}", "Int"),
        ("3.2 data of no type", "3.2.0", "{itemSchema: {properties: {id: {type: string}, data: {}}}}", "String"),
        ("3.2 event without data", "3.2.0", "{itemSchema: {properties: {event: {type: string}}}}", "String"),
        ("3.2 the data itself", "3.2.0", "{itemSchema: {type: array, items: {type: integer}}}", "[Int]"),
        ("3.1 text", "3.1.0", "{schema: {type: string}}", "String"),
        (
            "3.1 JSON in a string", "3.1.0",
            "{schema: {type: string, contentSchema: {type: array, items: {type: number}}}}", "[Double]"
        ),
        ("no schema", "3.0.3", "{}", "String"),
    ])
    func theEventDataTypeFollowsTheSchema(id: String, version: String, content: String, payload: String) throws {
        let yaml = """
            openapi: \(version)
            info: {title: T, version: '1'}
            paths:
              /events:
                get:
                  operationId: listen
                  responses:
                    '200':
                      description: Events.
                      content:
                        text/event-stream: \(content)
            """
        let client = try TranslatedClient(yaml, namespace: "Events")
        #expect(client.diagnostics.isEmpty)
        let source = try #require(client["Operations/Events+Listen.swift"])
        #expect(source.contains("-> Request<ServerSentEvents<\(payload)>> {"), "\(source)")
        #expect(source.contains(payload == "String" ? ".serverSentTextEvents()" : ".serverSentEvents()"))
    }

    /// A stream whose events are a union, each variant of one type (`event: {const: …}` or an `enum` of one value),
    /// is an enum with a case per type: its data JSON of the variant's `contentSchema`, else text; a variant
    /// without `data` has the item's own; a type the spec does not name is `unknown`, and a case's name never
    /// takes `unknown`'s.
    @Test func aUnionOfEventTypesIsAnEnumOfThem() throws {
        let yaml = """
            openapi: 3.2.0
            info: {title: T, version: '1'}
            paths:
              /events:
                get:
                  operationId: listen
                  responses:
                    '200':
                      description: Events.
                      content:
                        text/event-stream:
                          itemSchema:
                            properties:
                              data: {type: string, contentSchema: {type: array, items: {type: integer}}}
                            anyOf:
                              - properties:
                                  event: {const: content_block.delta}
                                  data: {contentSchema: {type: object, properties: {text: {type: string}}}}
                              - properties: {event: {enum: [unknown]}, data: {type: string}}
                              - properties: {event: {const: numbers}}
            """
        let client = try TranslatedClient(yaml, namespace: "Events")
        #expect(client.diagnostics.isEmpty)
        let source = try #require(client["Operations/Events+Listen.swift"])
        #expect(source.contains("-> Request<ServerSentEvents<Listen.Event>> {"), "\(source)")
        #expect(source.contains("decoding: Listen.Event.decoding"))
        for line in [
            "        case contentBlockDelta(ContentBlockDeltaData)\n",
            "        case unknown2(String)\n",
            "        case numbers([Int])\n",
            "        case unknown(event: String, data: String)\n",
            #"case "content_block.delta": .contentBlockDelta(try decoder.decode(ContentBlockDeltaData.self, from: data))"#,
            #"case "unknown": .unknown2(String(decoding: data, as: UTF8.self))"#,
            #"case "numbers": .numbers(try decoder.decode([Int].self, from: data))"#,
            "default: .unknown(event: event, data: String(decoding: data, as: UTF8.self))\n",
        ] {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
    }

    /// A `multipart/mixed` response is not a stream of JSON items (it once decoded as JSON Lines and failed on the
    /// first boundary): the builder returns its bytes.
    @Test func aMultipartMixedResponseIsItsBytes() throws {
        let yaml = """
            openapi: 3.2.0
            info: {title: T, version: '1'}
            paths:
              /batch:
                get:
                  operationId: batch
                  responses:
                    '200':
                      description: Parts.
                      content:
                        multipart/mixed: {itemSchema: {type: object, properties: {id: {type: string}}}}
            """
        let source = try #require(try TranslatedClient(yaml, namespace: "Events")["Operations/Events+Batch.swift"])
        #expect(source.contains("-> Request<Data> {") && source.contains("decoding: .data"), "\(source)")
    }
}
