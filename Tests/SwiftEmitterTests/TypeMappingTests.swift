import Testing

@testable import SwiftEmitter

/// One schema used in every position a value goes: a model's member, a path, query, header and cookie parameter, a
/// multipart part and a response header. Each position types it as the one table (`ScalarType`) says, wherever its
/// wire form allows; where it does not, the position's fallback with a located warning.
struct TypeMappingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The schema, in flow style.
        var schema: String
        /// The Swift type of a member, and of every position that can carry the value as it is.
        var type: String
        /// What parameters other than in the path are typed as, when not `type`: nil when they are left out.
        var parameterType: String??
        /// What a path parameter is typed as, when not `type`.
        var pathType: String?
        /// What a response header is typed as, when not `type`.
        var headerType: String?
        /// How a multipart part is appended: `form.append("part", body.part)` for text, `json:` or `file:`.
        var partLabel = ""

        var testDescription: String { schema }
    }

    static let cases: [Case] = [
        Case(schema: "{type: string, format: date}", type: "CalendarDate"),
        Case(schema: "{type: string, format: date-time}", type: "Date"),
        Case(schema: "{type: string, format: Date-Time}", type: "Date"),
        Case(schema: "{type: string, format: DATE}", type: "CalendarDate"),
        Case(schema: "{type: string, format: time}", type: "String"),
        Case(schema: "{type: string, format: uuid}", type: "UUID"),
        Case(schema: "{type: string, format: uri}", type: "String"),
        Case(schema: "{type: string, format: email}", type: "String"),
        Case(schema: "{type: integer}", type: "Int"),
        Case(schema: "{type: integer, format: int32}", type: "Int32"),
        Case(schema: "{type: integer, format: int64}", type: "Int64"),
        Case(schema: "{type: string, format: int64}", type: "Int64"),
        Case(schema: "{type: string, format: uint64}", type: "UInt64"),
        Case(schema: "{type: number}", type: "Double"),
        Case(schema: "{type: number, format: float}", type: "Float"),
        Case(schema: "{type: number, format: double}", type: "Double"),
        Case(schema: "{type: number, format: decimal}", type: "Decimal"),
        Case(schema: "{type: boolean}", type: "Bool"),
        Case(schema: "{type: string, format: byte}", type: "Data"),
        Case(schema: "{type: string, contentEncoding: base64}", type: "Data"),
        // Kubernetes' integer-or-string, in its Swagger 2.0 and its OpenAPI 3 spellings.
        Case(schema: "{type: string, format: int-or-string}", type: "IntOrString"),
        Case(
            schema: "{x-kubernetes-int-or-string: true, anyOf: [{type: integer}, {type: string}]}",
            type: "IntOrString"
        ),
        // Raw bytes have no text form: not a parameter, a `String` in a path, the header's text, a file part.
        Case(
            schema: "{type: string, format: binary}",
            type: "Data",
            parameterType: .some(nil),
            pathType: "String",
            headerType: "String",
            partLabel: "file: "
        ),
        // Nullable in each spelling is the same type, optional.
        Case(schema: "{type: string, format: date, nullable: true}", type: "CalendarDate"),
        Case(schema: "{type: [string, 'null'], format: date}", type: "CalendarDate"),
        Case(schema: "{anyOf: [{type: string, format: date}, {type: 'null'}]}", type: "CalendarDate"),
        Case(schema: "{oneOf: [{type: 'null'}, {type: number, format: decimal}]}", type: "Decimal"),
    ]

    @Test(arguments: cases)
    func everyPositionTypesTheSchemaAlike(_ testCase: Case) throws {
        let client = try TranslatedClient(Self.sendingSpec(testCase.schema))
        let builder = try #require(client["Operations/API+Send.swift"])
        let holder = try #require(client[model: "Holder"])
        #expect(holder.contains("public var value: \(testCase.type)?"))

        let pathType = testCase.pathType ?? testCase.type
        #expect(builder.contains("p: \(pathType),"))
        let parameterType = testCase.parameterType ?? testCase.type
        for name in ["q", "h", "c"] {
            if let parameterType {
                #expect(builder.contains("\(name): \(parameterType)? = nil"), "parameter \(name)")
            } else {
                #expect(!builder.contains("\n        \(name): "), "parameter \(name)")
            }
        }
        #expect(builder.contains("public var xValue: \(testCase.headerType ?? testCase.type)?"))
        // A body's member that may be `null` keeps `null` apart from absent, in a `Nullable`.
        let partType = testCase.partLabel == "file: " ? "MultipartFile" : testCase.type
        let isNullable = testCase.schema.contains("null")
        #expect(builder.contains("public var part: \(isNullable ? "Nullable<\(partType)>" : partType)?"))
        #expect(builder.contains("form.append(\"part\", \(testCase.partLabel)body.part)"))

        let fallbacks = client.diagnostics.map(\.id)
        let expectedWarnings = (testCase.parameterType == .some(nil) ? 3 : 0) + (testCase.pathType == nil ? 0 : 1)
        #expect(fallbacks.count == expectedWarnings, "\(client.diagnostics)")
    }

    /// A cookie holds one text value: a list has no agreed form there, so it is left out with a located warning
    /// rather than sent as code that does not compile. A list of lists (an array of itself) has no form in a query:
    /// it is sent as its JSON form flattens, with a warning.
    @Test func positionsThatCannotCarryAValueSayWhy() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    IDList:
                      type: array
                      items: {$ref: '#/components/schemas/IDList'}
                    """,
                paths: """
                    /items:
                      get:
                        operationId: listItems
                        parameters:
                          - {name: ids, in: query, schema: {$ref: '#/components/schemas/IDList'}}
                          - {name: tags, in: cookie, schema: {type: array, items: {type: string}}}
                          - {name: session, in: cookie, schema: {type: string}}
                        responses:
                          '204': {description: Listed.}
                    """
            )
        )
        let builder = try #require(client["Operations/API+ListItems.swift"])
        #expect(builder.contains("request.addQuery(\"ids\", encoding: ids)"))
        #expect(!builder.contains("tags"))
        #expect(builder.contains("request.addCookie(\"session\", session)"))
        let messages = client.diagnostics.map { "\($0.id.rawValue): \($0.message) @\($0.location?.line ?? 0)" }
        #expect(
            messages == [
                "emitter.parameter-form: parameter 'ids' is a list of lists, which no parameter style writes; it is "
                    + "sent as its JSON form flattens @10",
                "emitter.skipped: parameter 'tags' of type [String] cannot be sent as text; it is not generated @11",
            ]
        )
    }

    /// A multipart text field whose member may be `null` is text, not a JSON part: FastAPI's `caption: str | None`
    /// stored the quotes of a JSON string.
    @Test func aNullableTextPartIsText() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /photos:
                      post:
                        operationId: addPhoto
                        requestBody:
                          required: true
                          content:
                            multipart/form-data:
                              schema:
                                type: object
                                properties:
                                  caption: {anyOf: [{type: string}, {type: 'null'}]}
                                  tags: {type: [array, 'null'], items: {type: string}}
                        responses:
                          '204': {description: Added.}
                    """
            )
        )
        let builder = try #require(client["Operations/API+AddPhoto.swift"])
        #expect(builder.contains("public var caption: Nullable<String>?"))
        #expect(builder.contains("form.append(\"caption\", body.caption)"))
        #expect(builder.contains("form.append(\"tags\", values: body.tags)"))
    }

    private static func sendingSpec(_ schema: String) -> String {
        SwiftEmitterTests.spec(
            schemas: """
                Holder:
                  type: object
                  properties:
                    value: \(schema)
                """,
            paths: """
                /values/{p}:
                  post:
                    operationId: send
                    parameters:
                      - {name: p, in: path, required: true, schema: \(schema)}
                      - {name: q, in: query, schema: \(schema)}
                      - {name: h, in: header, schema: \(schema)}
                      - {name: c, in: cookie, schema: \(schema)}
                    requestBody:
                      content:
                        multipart/form-data:
                          schema:
                            type: object
                            properties:
                              part: \(schema)
                    responses:
                      '200':
                        description: The value.
                        headers:
                          X-Value: {schema: \(schema)}
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/Holder'}
                """
        )
    }
}
