import Diagnostics
import OpenAPIModel
import TestSupport
import Testing

/// One fixture per diagnostic id; `‸` marks exactly where the diagnostic must point.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var id: DiagnosticID
    var severity: Diagnostic.Severity
    var marked: String
    /// A note the diagnostic must carry, such as a "did you mean".
    var note: String?
    /// Other files of the spec, unmarked.
    var otherFiles: [String: String] = [:]

    var testDescription: String { id.rawValue }
}

private let head = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"

private let cases: [DiagnosticCase] = [
    DiagnosticCase(
        id: .openAPIUnsupportedVersion,
        severity: .error,
        marked: "openapi: ‸4.0.0\ninfo: {title: T, version: '1'}\npaths: {}\n"
    ),
    DiagnosticCase(
        id: .openAPIUnknownKey,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  ‸sumary: List pets
                  responses: {'200': {description: OK}}

            """,
        note: "did you mean 'summary'?"
    ),
    DiagnosticCase(
        id: .openAPIWrongType,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  deprecated: ‸maybe
                  responses: {'200': {description: OK}}

            """
    ),
    DiagnosticCase(
        id: .openAPIMissingField,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  responses: {'200': ‸{}}

            """
    ),
    DiagnosticCase(
        id: .openAPIInvalidValue,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                post:
                  parameters: [{name: pet, in: ‸body}]
                  responses: {'200': {description: OK}}

            """,
        note: "'in: body' and 'in: formData' are Swagger 2.0; use 'requestBody' in OpenAPI 3"
    ),
    DiagnosticCase(
        id: .openAPIUnresolvedReference,
        severity: .warning,
        marked: head + """
            paths: {}
            components:
              schemas:
                Pet: {type: object}
                Owner: {properties: {pet: {$ref: ‸'#/components/schemas/Pett'}}}

            """,
        note: "did you mean 'Pet'?"
    ),
    DiagnosticCase(
        id: .openAPIReferenceLoop,
        severity: .warning,
        marked: head + """
            paths: {}
            components:
              parameters:
                A: {$ref: '#/components/parameters/B'}
                B: {$ref: ‸'#/components/parameters/A'}

            """
    ),
    DiagnosticCase(
        id: .openAPIReferenceOutsideProject,
        severity: .error,
        marked: head + """
            paths: {}
            components:
              schemas:
                Pet: {$ref: ‸'../elsewhere/pet.yaml'}

            """
    ),
    DiagnosticCase(
        id: .openAPIReferenceURL,
        severity: .error,
        marked: head + """
            paths: {}
            components:
              schemas:
                Pet: {$ref: ‸'https://example.com/schemas/pet.yaml#/Pet'}

            """
    ),
    DiagnosticCase(
        id: .openAPIDuplicateOperationID,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get: {operationId: listPets, responses: {'200': {description: OK}}}
                post: {operationId: ‸listPets, responses: {'200': {description: OK}}}

            """
    ),
    DiagnosticCase(
        id: .openAPIDuplicateParameter,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  parameters:
                    - {name: limit, in: query, schema: {type: integer}}
                    - ‸{name: limit, in: query, schema: {type: integer}}
                  responses: {'200': {description: OK}}

            """
    ),
    DiagnosticCase(
        id: .openAPIPathParameterMismatch,
        severity: .warning,
        marked: head + """
            paths:
              /pets/{petId}:
                get:
                  ‸responses: {'200': {description: OK}}

            """
    ),
    DiagnosticCase(
        id: .openAPIUnknownSecurityScheme,
        severity: .warning,
        marked: head + """
            paths: {}
            security:
              - ‸apiKey: []
            components:
              securitySchemes:
                api_key: {type: apiKey, name: key, in: header}

            """,
        note: "did you mean 'api_key'?"
    ),
    DiagnosticCase(
        id: .openAPIInvalidStatusCode,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  responses:
                    ‸'600': {description: Odd}

            """
    ),
    DiagnosticCase(
        id: .openAPIDuplicateRequired,
        severity: .warning,
        marked: head + """
            paths: {}
            components:
              schemas:
                Pet: {type: object, required: [id, name, ‸id], properties: {id: {type: integer}, name: {type: string}}}

            """
    ),
    DiagnosticCase(
        id: .openAPINotGenerated,
        severity: .warning,
        marked: head + """
            paths:
              /hooks:
                post:
                  responses: {'200': {description: OK}}
                  callbacks:
                    ‸done:
                      '{$request.body#/url}':
                        post: {responses: {'200': {description: OK}}}

            """
    ),
    DiagnosticCase(
        id: .openAPIEmptyUnion,
        severity: .warning,
        marked: head + """
            paths: {}
            components:
              schemas:
                Anything: {oneOf: ‸[]}

            """
    ),
    DiagnosticCase(
        id: .openAPIMisplacedSchema,
        severity: .warning,
        marked: head + """
            paths:
              /pets:
                get:
                  responses:
                    '200':
                      description: OK
                      content: {application/json: {‸type: object}}

            """
    ),
    DiagnosticCase(
        id: .openAPIOtherVersion,
        severity: .warning,
        marked: """
            swagger: '2.0'
            info: {title: T, version: '1'}
            paths:
              /search:
                get:
                  parameters:
                    - {name: q, in: query, type: string, ‸explode: true}
                  responses: {'200': {description: OK}}

            """
    ),
]

struct OpenAPIDiagnosticsTests {
    @Test(arguments: cases)
    func diagnosticPointsAtTheMarker(_ testCase: DiagnosticCase) throws {
        let fixture = MarkedText(testCase.marked)
        let location = try #require(fixture.locations.first)
        var files = testCase.otherFiles
        files["spec.yaml"] = fixture.text
        let diagnostics = OpenAPILoader().lint(path: "spec.yaml", sources: InMemorySpecSources(files))
        let found = try #require(
            diagnostics.first { $0.id == testCase.id },
            "no \(testCase.id.rawValue) among \(diagnostics)"
        )
        #expect(found.location == location, "\(found)")
        #expect(found.severity == testCase.severity)
        if let note = testCase.note {
            #expect(found.notes.map(\.message).contains(note), "\(found)")
        }
        let others = diagnostics.filter { $0.id != testCase.id }
        #expect(others.isEmpty, "unexpected: \(others)")
    }

    @Test func everyIdHasACase() {
        let covered = Set(cases.map(\.id.rawValue))
        let catalog: [DiagnosticID] = [
            .openAPIUnsupportedVersion, .openAPIUnknownKey, .openAPIWrongType, .openAPIMissingField,
            .openAPIInvalidValue, .openAPIUnresolvedReference, .openAPIReferenceLoop,
            .openAPIReferenceOutsideProject, .openAPIReferenceURL, .openAPIDuplicateOperationID,
            .openAPIDuplicateParameter, .openAPIPathParameterMismatch, .openAPIUnknownSecurityScheme,
            .openAPIInvalidStatusCode, .openAPIDuplicateRequired, .openAPINotGenerated, .openAPIEmptyUnion,
            .openAPIOtherVersion, .openAPIMisplacedSchema,
        ]
        #expect(Set(catalog.map(\.rawValue)) == covered)
    }

    @Test func everyProblemOfARunIsReported() {
        let spec =
            head + """
                paths:
                  /pets/{id}:
                    get:
                      operationId: 7
                      sumary: x
                      responses: {'999': {description: x}}

                """
        let ids = OpenAPILoader().lint(path: "spec.yaml", sources: InMemorySpecSources(["spec.yaml": spec])).map(\.id)
        #expect(
            ids == [.openAPIPathParameterMismatch, .openAPIWrongType, .openAPIUnknownKey, .openAPIInvalidStatusCode]
        )
    }

    @Test(arguments: [
        (
            "paths:\n  /a:\n    get:\n      parameters: [‸{name: q, in: query}]\n"
                + "      responses: {'200': {description: OK}}\n",
            "parameter is missing required 'schema'; it is typed as `String`"
        ),
        (
            "paths: {}\ncomponents:\n  securitySchemes:\n    key: ‸{type: apiKey, name: X-Key}\n",
            "security scheme is missing required 'in'; it is ignored"
        ),
        (
            "paths: {}\ncomponents:\n  securitySchemes:\n    basic: ‸{type: http}\n",
            "security scheme is missing required 'scheme'; it is ignored"
        ),
        (
            "paths:\n  /a:\n    get: ‸{}\n",
            "operation is missing required 'responses'; the operation is generated without a response body"
        ),
    ])
    func missingFieldsAreNamedWithWhatIsDone(fixture: String, message: String) throws {
        let marked = MarkedText(head + fixture)
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": marked.text])
        )
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.id == .openAPIMissingField)
        #expect(diagnostics.first?.location == marked.locations.first)
    }

    /// A document that is not OpenAPI stops everything; one that is, however broken its parts, loads with
    /// located warnings, each part that cannot be read left out.
    @Test(arguments: [
        ("openapi: [3]\n", true),
        ("[1, 2, 3]\n", true),
        (head + "paths: [1, 2]\n", false),
        (head + "paths: {}\ncomponents: 5\n", false),
        (
            head
                + "paths: {}\ncomponents: {schemas: {A: [1], B: {$ref: 5}, C: {$ref: {}}, D: {properties: 3, items: [],"
                + " allOf: {}, required: yes, enum: 3, type: [1, {}], discriminator: []}}}\n",
            false
        ),
        (
            head
                + "paths: {/a: {get: {parameters: 7, requestBody: [], responses: {200: [], default: 3}, security: {},"
                + " callbacks: [], tags: [[]], servers: {}}}}\n",
            false
        ),
        (
            "swagger: '2.0'\ninfo: {title: T, version: '1'}\npaths: {/a: {get: {parameters: [{in: body}], "
                + "responses: {}}}}\ndefinitions: 4\nsecurityDefinitions: {x: {type: oauth2, flow: magic}}\n",
            false
        ),
    ])
    func malformedPartsAreWarningsAndOnlyANonDocumentIsFatal(text: String, isFatal: Bool) throws {
        let sources = InMemorySpecSources(["spec.yaml": text])
        let diagnostics = OpenAPILoader().lint(path: "spec.yaml", sources: sources)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.location?.file == "spec.yaml" }, "\(diagnostics)")
        #expect(diagnostics.contains(where: \.isError) == isFatal, "\(diagnostics)")
        if !isFatal {
            _ = try OpenAPILoader().load(path: "spec.yaml", sources: sources, diagnostics: DiagnosticBag())
        }
    }

    @Test func aKeyOfAnotherVersionSaysSo() throws {
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources([
                "spec.yaml": head + "paths:\n  /search:\n    query: {responses: {'200': {description: OK}}}\n"
            ])
        )
        let first = try #require(diagnostics.first)
        #expect(first.id == .openAPIUnknownKey)
        #expect(first.notes.map(\.message) == ["'query' belongs to another OpenAPI version than 3.0"])
    }

    @Test func versionMessageNamesTheVersionFound() throws {
        let diagnostics = OpenAPILoader().lint(
            path: "spec.yaml",
            sources: InMemorySpecSources(["spec.yaml": "swagger: '1.2'\ninfo: {}\n"])
        )
        let first = try #require(diagnostics.first)
        #expect(
            first.description
                == "spec.yaml:1:10: error: unsupported spec version '1.2'; ClientGen reads OpenAPI 3.0, 3.1 and 3.2"
                + " and Swagger 2.0 [openapi.unsupported-version]"
        )
    }
}
