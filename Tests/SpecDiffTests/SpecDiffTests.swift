import Diagnostics
import SpecDiff
import Testing

struct SpecDiffTests {
    @Test(arguments: SpecPairs.all + SpecPairs.security)
    func classifiesEachRule(_ pair: SpecPairs.Pair) throws {
        #expect(pair.missingEdits.isEmpty)
        let changes = try SpecPairs.changes(pair)
        #expect(changes.map(\.rule) == pair.expected, "\(changes.map(\.message))")
        if let first = changes.first {
            #expect(first.location == pair.expectedLocation, "\(first.message)")
            #expect(first.side == pair.expectedSide)
        }
    }
}

extension SpecDiffTests {
    /// A type an operation's responses need (here its answers by status) is placed at the operation's success
    /// response, not at the top of the spec: it comes from no schema.
    @Test func aTypeOfAnOperationsResponsesIsPlacedAtItsSuccessResponse() throws {
        let answers = """
                    '201':
                      description: Created
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Pet'}
                    '202': {description: Accepted}

            """
        let new = SpecPairs.base.replacingOccurrences(of: "        '201': {description: Created}\n", with: answers)
        #expect(new != SpecPairs.base)
        let changes = SpecDiff.compare(
            try SpecPairs.plan(try SpecPairs.load(SpecPairs.base, file: "old.yaml")),
            try SpecPairs.plan(try SpecPairs.load(new, file: "new.yaml"))
        )
        let added = try #require(changes.first { $0.rule == .typeAdded }, "\(changes.map(\.message))")
        #expect(added.message.contains("CreatePet.Output"), "\(added.message)")
        let line = try #require(
            new.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "        '201':" }
        )
        // The response object, on the line after its status.
        #expect(added.location?.line == line + 2, "\(String(describing: added.location))")
    }
}

extension SpecDiffTests {
    /// A spec of one operation that streams `events` (`name: data schema`) and answers with `headers`.
    static func streaming(events: [(String, String)], headers: [(String, String)]) -> String {
        var text = """
            openapi: 3.2.0
            info: {title: T, version: '1'}
            paths:
              /events:
                get:
                  operationId: listen
                  responses:
                    '200':
                      description: Events.
                      headers:

            """
        for (name, schema) in headers { text += "            \(name): {schema: \(schema)}\n" }
        text +=
            "          content:\n            text/event-stream:\n              itemSchema:\n                oneOf:\n"
        for (event, data) in events {
            text += "                  - properties: {event: {const: \(event)}, data: \(data)}\n"
        }
        return text
    }

    /// The cases of a stream's events by type and the members of its response headers are compared as callers use
    /// them: one gone breaks a `switch` or a read, one added does not, and a changed type or wire name is reported.
    @Test func eventCasesAndResponseHeadersAreCompared() throws {
        let old = Self.streaming(
            events: [("a", "{type: string}"), ("b", "{type: string}"), ("c.d", "{type: string}")],
            headers: [("X-Rate", "{type: integer}"), ("X-Gone", "{type: string}")]
        )
        let new = Self.streaming(
            events: [("a", "{contentSchema: {type: integer}}"), ("c_d", "{type: string}"), ("e", "{type: string}")],
            headers: [("X-Rate", "{type: string}")]
        )
        let changes = SpecDiff.compare(
            try SpecPairs.plan(try SpecPairs.load(old, file: "old.yaml")),
            try SpecPairs.plan(try SpecPairs.load(new, file: "new.yaml"))
        )
        let found = Set(changes.map { "\($0.rule.rawValue): \($0.message)" })
        let expected: Set<String> = [
            "enum-case-removed: case `API.Listen.Event.b` removed",
            "type-changed: `API.Listen.Event.a` now holds `Int` (was `String`)",
            "wire-name-changed: `API.Listen.Event.cD` now reads `c_d` events (was `c.d` events)",
            "enum-case-added: case `API.Listen.Event.e` added",
            "member-removed: member `API.Listen.ResponseHeaders.xGone` removed",
            "type-changed: `API.Listen.ResponseHeaders.xRate` now holds `String` (was `Int`)",
        ]
        #expect(expected.isSubset(of: found), "\(found.sorted())")
    }
}
