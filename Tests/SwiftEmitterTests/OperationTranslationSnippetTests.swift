import Foundation
import SwiftEmitter
import Testing

/// A few lines of spec in, the exact Swift out: how operations' responses and servers are translated.
struct OperationTranslationSnippetTests {
    @Test func responsesWithAResultAreAnswersReadByStatus() throws {
        let client = try TranslatedClient(
            spec(
                schemas: "Problem: {type: object, properties: {message: {type: string}}}",
                paths: """
                    /device/v1/token:
                      get:
                        operationId: isNotificationEnabled
                        summary: Tells whether notifications are on.
                        responses:
                          '200': {description: on, x-clientgen-result: true}
                          '404':
                            description: off
                            x-clientgen-result: false
                            content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}
                          default:
                            description: error
                            content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}
                    """
            )
        )
        #expect(client.diagnostics.isEmpty)
        #expect(
            client["Operations/API+IsNotificationEnabled.swift"] == """
                nonisolated extension API {
                    /// Tells whether notifications are on.
                    ///
                    /// `GET /device/v1/token` (`isNotificationEnabled`)
                    ///
                    /// - Returns: `true` for status 200 and `false` for status 404.
                    /// - Throws: `APIError`, with the error body decoded: `Problem` for any error status.
                    ///
                    /// - Remark: Generated from `#/paths/~1device~1v1~1token/get`.
                    public static func isNotificationEnabled() -> Request<Bool> {
                        Request<Bool>(
                            method: .get,
                            path: "/device/v1/token",
                            operationID: "isNotificationEnabled",
                            errorResponses: [ErrorResponse(.default, Problem.self)],
                            decoding: .byStatus([200: true, 404: false])
                        )
                    }
                }

                extension API {
                    /// The types of `API.isNotificationEnabled(…)`: its parameters, body and responses.
                    public nonisolated enum IsNotificationEnabled {}
                }

                extension API.IsNotificationEnabled {
                    /// How `API.isNotificationEnabled(…)` fails: a case for each error status the spec documents.
                    ///
                    /// Thrown by `client.send(API.isNotificationEnabled(…), throwing: API.IsNotificationEnabled.Failure.self)`;
                    /// `API.IsNotificationEnabled.Failure(error)` reads an error `client.send(_:)` threw.
                    public nonisolated enum Failure: OperationFailure {
                        /// Any other error status.
                        ///
                        /// error
                        case otherStatus(status: Int, Problem)
                        /// A failure the spec does not document: another status, a body that did not decode as documented, no answer
                        /// at all (each an `APIError`), or a cancellation (`CancellationError`).
                        case undocumented(any Error)

                        /// The documented failure of `status`, its error body decoded as `errorModel`; nil for one not documented.
                        public init?(status: Int, errorModel: (any Sendable)?) {
                            switch (status, errorModel) {
                            case (_, let body as Problem): self = .otherStatus(status: status, body)
                            default: return nil
                            }
                        }
                    }
                }

                """,
            "404, an answer by its x-clientgen-result, is no failure"
        )
    }

    /// Statuses and bodies read as a sentence lists them: `400, 401 or 404`, `A for …, B for … and C for …`.
    @Test func theErrorsNoteListsStatusesAsASentence() throws {
        let problem = "content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}"
        let other = "content: {application/json: {schema: {$ref: '#/components/schemas/Other'}}}"
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Problem: {type: object, properties: {message: {type: string}}}
                    Other: {type: object, properties: {code: {type: integer}}}
                    """,
                paths: """
                    /things:
                      get:
                        operationId: listThings
                        responses:
                          '200': {description: ok}
                          '400': {description: a, \(problem)}
                          '401': {description: b, \(problem)}
                          '404': {description: c, \(problem)}
                          '409': {description: d, \(other)}
                    """
            )
        )
        let text = try #require(client["Operations/API+ListThings.swift"])
        #expect(
            text.contains(
                "/// - Throws: `APIError`, with the error body decoded: `Problem` for status 400, 401 or 404 and "
                    + "`Other` for status 409."
            ),
            "\(text)"
        )
    }

    @Test(arguments: [
        ("{'200': {description: a, x-clientgen-result: 1}, '409': {description: b, x-clientgen-result: 2}}", "Int"),
        (
            "{'201': {description: a, x-clientgen-result: made}, '303': {description: b, x-clientgen-result: seen}}",
            "String"
        ),
        ("{'200': {description: a, x-clientgen-result: 0.5}}", "Double"),
    ])
    func resultValuesGiveTheResponseType(responses: String, swiftType: String) throws {
        let client = try TranslatedClient(
            spec(paths: "/things:\n  put:\n    operationId: putThing\n    responses: \(responses)")
        )
        let text = try #require(client["Operations/API+PutThing.swift"])
        #expect(text.contains("-> Request<\(swiftType)> {"))
        #expect(text.contains("decoding: .byStatus(["))
        #expect(client.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (
            "{'200': {description: a, x-clientgen-result: true}, '204': {description: b}}",
            "response 204 has no x-clientgen-result while others of the operation have one; "
                + "the generated builder fails on it"
        ),
        (
            "{'200': {description: a, x-clientgen-result: true}, '4XX': {description: b, x-clientgen-result: false}}",
            "x-clientgen-result needs a status code such as 404, not '4XX'; it is ignored"
        ),
        (
            "{'200': {description: a, x-clientgen-result: true}, '404': {description: b, x-clientgen-result: 0}}",
            "x-clientgen-result of response 404 is Int, unlike the operation's other results (Bool); it is ignored"
        ),
        (
            "{'200': {description: a, x-clientgen-result: [1]}}",
            "x-clientgen-result of response 200 must be a boolean, number or string; it is ignored"
        ),
    ])
    func misusedResultsAreReported(responses: String, message: String) throws {
        let client = try TranslatedClient(
            spec(paths: "/things:\n  get:\n    operationId: getThing\n    responses: \(responses)")
        )
        #expect(client.diagnostics.map(\.message) == [message])
    }

    @Test func serversOfPathsAndOperationsBecomeConstantsAndAreNoted() throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: Locks, version: '1'}
            servers:
              - {url: 'https://example.com/prod', description: Production.}
              - {url: 'https://example.com/dev', x-swift-name: developmentServer}
            paths:
              /status:
                servers: [{url: 'https://example.com/web', description: The Web API., x-swift-name: webAPIServer}]
                get:
                  operationId: getStatus
                  responses: {'204': {description: none}}
              /raw:
                get:
                  operationId: getRaw
                  servers: [{url: 'https://example.com/raw'}, {url: 'https://example.com/web'}]
                  responses: {'204': {description: none}}
              /shadow:
                get:
                  operationId: getShadow
                  responses: {'204': {description: none}}
            """
        let client = try TranslatedClient(yaml, namespace: "Locks")
        #expect(
            client["Locks.swift"] == """
                /// Locks
                public nonisolated enum Locks {
                    /// Production.
                    public static let production = URL(string: "https://example.com/prod")!
                    public static let developmentServer = URL(string: "https://example.com/dev")!
                    /// The Web API.
                    public static let webAPIServer = URL(string: "https://example.com/web")!
                    public static let raw = URL(string: "https://example.com/raw")!

                    /// The spec's first server, `production`.
                    public static var defaultServer: URL { production }
                }

                """
        )
        #expect(
            client["Operations/Locks+GetStatus.swift"]?.contains(
                "    /// - Note: Served at `Locks.webAPIServer`; send it with a client whose base URL is that server.\n"
            ) == true
        )
        #expect(client["Operations/Locks+GetRaw.swift"]?.contains("Served at `Locks.raw`") == true)
        #expect(client["Operations/Locks+GetShadow.swift"]?.contains("Served at") == false)
    }

    /// A path parameter whose schema allows `null` is still a plain argument: a path segment cannot be absent (it
    /// was `String? = nil`, which the path interpolation does not take, so the client did not compile).
    @Test func aNullablePathParameterIsNotOptional() throws {
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths:
              /{version}/fields:
                get:
                  operationId: listFields
                  parameters:
                    - {name: version, in: path, required: true, schema: {oneOf: [{type: string}, {type: 'null'}]}}
                  responses:
                    '200': {description: ok}
            """
        )
        let builder = try #require(client["Operations/API+ListFields.swift"])
        #expect(builder.contains("listFields(version: String) ->"), "\(builder)")
    }

    /// A path parameter that is a dictionary of text (a fuzz-smoke mutant that did not compile when it was typed as a
    /// dictionary but written as one segment) is sent in `simple` style, `k1,v1,k2,v2`, with no warning.
    @Test func aPathParameterThatIsADictionaryIsWrittenInSimpleStyle() throws {
        let spec = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/path-parameter-dictionary.yaml"),
            encoding: .utf8
        )
        let client = try TranslatedClient(spec)
        let builder = try #require(client["Operations/API+Status.swift"])
        #expect(builder.contains("status(code: [String: Int]) ->"), "\(builder)")
        #expect(builder.contains("\\(segment: code, style: .simple(explode: false))"), "\(builder)")
        #expect(client.diagnostics.isEmpty)
    }

    /// FastAPI's default operation ids are the function's name, the path and the method; the builder takes the
    /// function's name, and so does the body schema FastAPI names `Body_{operation id}`. Where a later operation
    /// shares the function's name, the first keeps it (adding the second renames nothing) and the second keeps its
    /// whole id, body and all.
    @Test func fastAPINamesAreShortenedToTheFunction() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Body_read_flow_runs_flow_runs_filter_post:
                      type: object
                      properties: {limit: {type: integer}, offset: {type: integer}}
                    Body_count_v1_count_post: {type: object, properties: {a: {type: integer}}}
                    Body_count_v2_count_post: {type: object, properties: {b: {type: integer}}}
                    """,
                paths: """
                    /flow_runs/filter:
                      post:
                        operationId: read_flow_runs_flow_runs_filter_post
                        requestBody:
                          content:
                            application/json:
                              schema: {$ref: '#/components/schemas/Body_read_flow_runs_flow_runs_filter_post'}
                        responses: {'204': {description: ok}}
                    /v1/count:
                      post:
                        operationId: count_v1_count_post
                        requestBody:
                          content: {application/json: {schema: {$ref: '#/components/schemas/Body_count_v1_count_post'}}}
                        responses: {'204': {description: ok}}
                    /v2/count:
                      post:
                        operationId: count_v2_count_post
                        requestBody:
                          content: {application/json: {schema: {$ref: '#/components/schemas/Body_count_v2_count_post'}}}
                        responses: {'204': {description: ok}}
                    """
            )
        )
        let read = try #require(client["Operations/API+ReadFlowRuns.swift"])
        #expect(read.contains("public static func readFlowRuns(body: ReadFlowRunsBody? = nil) -> Request<Empty> {"))
        #expect(client[model: "ReadFlowRunsBody"]?.contains("public nonisolated struct ReadFlowRunsBody: ") == true)
        #expect(client["Operations/API+Count.swift"]?.contains("count(body: CountBody? = nil)") == true)
        #expect(client["Operations/API+CountV2CountPost.swift"]?.contains("body: BodyCountV2CountPost? = nil") == true)
    }
}
