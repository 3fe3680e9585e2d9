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
    ])
    func eachStreamIsTypedFromItsSchema(operation: String, type: String, decoding: String) throws {
        let source = try #require(try Self.client()["Operations/Streams+\(operation).swift"])
        #expect(source.contains("-> \(type) {"))
        #expect(source.contains("decoding: \(decoding)"))
    }

    /// What each way of writing an event stream's schema makes, from `text/event-stream: <content>`.
    @Test(arguments: [
        (
            "3.2 union of events", "3.2.0",
            "{itemSchema: {oneOf: [{properties: {event: {const: a}, data: {type: string}}}]}}", "String"
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
