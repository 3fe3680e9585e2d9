import Diagnostics
import OpenAPIModel
import TestSupport
import Testing

/// A JSON spec as Python's `json.dump` writes it (ASCII only, every emoji a surrogate pair, Twilio's published
/// specs among them) loads, and diagnostics after the escapes point where they are.
struct JSONSpecTests {
    /// `json.dump(spec, file)` of a small spec with emoji: one line, `", "` and `": "` between members.
    private static let dumped = #"""
        {"openapi": "3.0.3", "info": {"title": "Twilio - Messaging", "description": "Send a \ud83d\udc4d or a \u2615 \u2014 in \ud834\udd1e", "version": "1.0.0"}, "paths": {"/v1/Messages": {"get": {"operationId": "ListMessage", "summary": "\ud83d\udce8 list", "responses": {"200": {"description": "OK \ud83d\ude00", "content": {"application/json": {"schema": {"$ref": ‸"#/components/schemas/Missing"}}}}}}}}, "components": {"schemas": {"Message": {"type": "object", "description": "\ud83d\ude80", "properties": {"body": {"type": "string", "example": "hi \ud83d\udc4b"}}}}}}
        """#

    /// The same spec with `indent=2`, its missing reference on a later line.
    private static let indented = #"""
        {
          "openapi": "3.0.3",
          "info": {"title": "Twilio - Messaging", "description": "Send a \ud83d\udc4d", "version": "1.0.0"},
          "paths": {
            "/v1/Messages": {
              "get": {
                "operationId": "ListMessage",
                "summary": "\ud83d\udce8 list",
                "responses": {
                  "200": {"description": "OK \ud83d\ude00", "content": {"application/json": {"schema": {"$ref": ‸"#/components/schemas/Missing"}}}}
                }
              }
            }
          }
        }
        """#

    @Test(arguments: [dumped, indented])
    func pythonDumpedSpecLoadsWithLocatedDiagnostics(marked: String) throws {
        let fixture = MarkedText(marked, file: "spec.json")
        let diagnostics = OpenAPILoader().lint(
            path: "spec.json",
            sources: InMemorySpecSources(["spec.json": fixture.text])
        )
        #expect(diagnostics.map(\.id) == [.openAPIUnresolvedReference])
        #expect(diagnostics.map(\.location) == fixture.locations)
    }

    @Test func pythonDumpedSpecKeepsItsEmoji() throws {
        let text = MarkedText(Self.dumped, file: "spec.json").text
            .replacing("Missing", with: "Message")
        let document = try document(text, path: "spec.json")
        #expect(document.info.description == "Send a 👍 or a ☕ — in 𝄞")
        #expect(document.operations.first?.summary == "📨 list")
    }

    @Test func twilioOneLinerLoads() throws {
        let document = try document(
            #"{"openapi":"3.0.3","info":{"title":"t","version":"1","description":"\ud83d\udc4d"},"paths":{}}"#,
            path: "spec.json"
        )
        #expect(document.info.description == "👍")
    }
}
