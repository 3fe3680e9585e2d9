import Diagnostics
import SwiftEmitter
import Testing

/// `x-clientgen-envelope`: RPC-style APIs whose bodies wrap every operation's parameters and results.
struct EnvelopeTranslationTests {
    static let envelope = """
        x-clientgen-envelope:
          request:
            params: call.args
            id: id
            apiVersion: call.version
            constants: {protocol: 2}
            credentials: {token: auth.token}
          response:
            data: result
            code: status
            success: OK
            message: error
            unauthorized: [EXPIRED, 401]

        """

    static let schemas = """
        Request:
          type: object
          required: [call]
          properties:
            id: {type: string}
            protocol: {const: 2}
            auth: {$ref: '#/components/schemas/Auth'}
            call: {type: object, properties: {version: {type: string}, args: {type: object}}}
        Auth:
          type: object
          properties: {token: {type: string}}
        Response:
          type: object
          properties: {status: {type: string}, error: {type: string}, result: {}}
        Pet:
          type: object
          required: [name]
          properties: {name: {type: string}}
        """

    /// An envelope operation at `path` whose params and result are these schemas.
    static func operation(
        _ id: String,
        params: String,
        result: String,
        version: String = "'3'",
        extensions: String = ""
    ) -> String {
        """
        /\(id):
          post:
            operationId: \(id)
        \(extensions.isEmpty ? "" : "    " + extensions + "\n")\
            requestBody:
              required: true
              content:
                application/json:
                  schema:
                    allOf:
                      - $ref: '#/components/schemas/Request'
                      - properties:
                          call:
                            properties:
                              version: {const: \(version)}
                              args: \(params)
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      allOf:
                        - $ref: '#/components/schemas/Response'
                        - properties:
                            result: \(result)

        """
    }

    static func client(_ paths: String, envelope: String = envelope) throws -> TranslatedClient {
        try TranslatedClient(spec(schemas: schemas, paths: paths) + envelope)
    }

    @Test func theBuilderTakesTheParamsAndReturnsTheResult() throws {
        let client = try Self.client(
            Self.operation(
                "renamePet",
                params: "{$ref: '#/components/schemas/Pet'}",
                result: "{type: array, items: {$ref: '#/components/schemas/Pet'}}"
            )
        )
        #expect(
            client["Operations/API+RenamePet.swift"] == """
                nonisolated extension API {
                    /// `POST /renamePet` (`renamePet`)
                    ///
                    /// - Remark: Generated from `#/paths/~1renamePet/post`.
                    public static func renamePet(params: Pet) -> Request<[Pet]> {
                        Request<[Pet]>(
                            method: .post,
                            path: "/renamePet",
                            operationID: "renamePet",
                            envelope: API.envelope,
                            apiVersion: "3",
                            params: params
                        )
                    }
                }

                """
        )
        #expect(client.diagnostics.isEmpty)
    }

    @Test func theEnvelopeIsDeclaredOnceWithTheOperationsSentWithoutCredentials() throws {
        let client = try Self.client(
            Self.operation(
                "logIn",
                params: "{$ref: '#/components/schemas/Pet'}",
                result: "{type: string}",
                extensions: "x-clientgen-envelope: {credentials: false}"
            )
                + Self.operation(
                    "getPet",
                    params: "{type: object, maxProperties: 0}",
                    result: "{$ref: '#/components/schemas/Pet'}"
                )
        )
        #expect(
            client["API+Envelope.swift"] == """
                nonisolated extension API {
                    /// How every request and response of this API is wrapped (`x-clientgen-envelope`).
                    ///
                    /// Add an `EnvelopeAuth` with this envelope to the client's middlewares to send credentials.
                    public static let envelope = Envelope(
                        params: "call.args",
                        id: "id",
                        apiVersion: "call.version",
                        constants: ["protocol": 2],
                        credentials: ["token": "auth.token"],
                        operationsWithoutCredentials: ["logIn"],
                        data: "result",
                        code: "status",
                        success: "OK",
                        message: "error",
                        unauthorized: ["EXPIRED", 401]
                    )
                }

                """
        )
    }

    @Test func anOperationWithoutAnIDIsListedUnderTheIDItsRequestCarries() throws {
        let operation = Self.operation(
            "logIn",
            params: "{$ref: '#/components/schemas/Pet'}",
            result: "{type: string}",
            extensions: "x-clientgen-envelope: {credentials: false}"
        )
        let client = try Self.client(operation.replacingOccurrences(of: "    operationId: logIn\n", with: ""))
        #expect(client["API+Envelope.swift"]?.contains(#"operationsWithoutCredentials: ["postLogIn"],"#) == true)
        #expect(client["Operations/API+PostLogIn.swift"]?.contains(#"operationID: "postLogIn","#) == true)
    }

    @Test func paramsThatMustBeEmptyTakeNoArgument() throws {
        let client = try Self.client(
            Self.operation(
                "getPet",
                params: "{type: object, maxProperties: 0}",
                result: "{$ref: '#/components/schemas/Pet'}"
            )
        )
        let text = try #require(client["Operations/API+GetPet.swift"])
        #expect(text.contains("public static func getPet() -> Request<Pet> {"))
        #expect(text.contains("            params: Empty()\n"))
    }

    @Test func theEnvelopesOwnSchemasAreNotDeclaredButParamsAndResultsAre() throws {
        let client = try Self.client(
            Self.operation(
                "renamePet",
                params: "{$ref: '#/components/schemas/Pet'}",
                result: "{type: object, properties: {count: {type: integer}}}"
            )
        )
        #expect(client[model: "Request"] == nil)
        #expect(client[model: "RequestModel"] == nil)
        #expect(client[model: "Auth"] == nil, "used only by the envelope's own schema")
        #expect(client[model: "Pet"] != nil)
        #expect(client["Operations/API+RenamePet.swift"]?.contains("-> Request<RenamePet.Payload> {") == true)
        #expect(client["Operations/API+RenamePet.swift"]?.contains("public var count: Int?") == true)
    }

    @Test func anOperationThatOptsOutIsAPlainBuilder() throws {
        let client = try Self.client(
            Self.operation(
                "upload",
                params: "{type: object}",
                result: "{type: string}",
                extensions: "x-clientgen-envelope: false"
            )
        )
        let text = try #require(client["Operations/API+Upload.swift"])
        #expect(text.contains("public static func upload(body: "))
        #expect(!text.contains("envelope:"))
    }

    @Test(arguments: [
        ("x-clientgen-envelope: {request: {params: args}}\n", "needs a 'request' and a 'response' mapping"),
        (
            "x-clientgen-envelope: {request: {params: args, extra: 1}, response: {code: c, success: 0}}\n",
            "unknown key 'extra' in 'x-clientgen-envelope.request'"
        ),
        (
            "x-clientgen-envelope: {request: {}, response: {code: c, success: 0}}\n",
            "'x-clientgen-envelope.request.params' is required"
        ),
        ("x-clientgen-envelope: {request: {params: args}, response: {code: c}}\n", "needs 'code' and 'success'"),
        (
            "x-clientgen-envelope: {request: {params: '.args'}, response: {code: c, success: 0}}\n",
            "must be a field path"
        ),
    ])
    func aMalformedEnvelopeIsReportedAndNotUsed(envelope: String, message: String) throws {
        let client = try Self.client(
            Self.operation("getPet", params: "{$ref: '#/components/schemas/Pet'}", result: "{type: string}"),
            envelope: envelope
        )
        let warnings = client.diagnostics.filter { $0.id == .emitterEnvelope }
        #expect(warnings.contains { $0.message.contains(message) }, "\(warnings.map(\.message))")
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location != nil })
    }

    @Test func anOperationWithoutAVersionIsReportedWhereItsBodyIs() throws {
        let operation = Self.operation("getPet", params: "{$ref: '#/components/schemas/Pet'}", result: "{type: string}")
            .replacingOccurrences(of: "version: {const: '3'}", with: "version: {type: string}")
        let yaml = spec(schemas: Self.schemas, paths: operation) + Self.envelope
        let client = try TranslatedClient(yaml)
        let warning = try #require(client.diagnostics.first { $0.id == .emitterEnvelope })
        #expect(
            warning.message == "'getPet' gives no value for 'call.version'; pin it with 'const' in the request body"
        )
        let bodyLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("requestBody:")
        }
        #expect(warning.location?.line == bodyLine.map { $0 + 2 }, "the request body's first field")
        #expect(client["Operations/API+GetPet.swift"]?.contains("apiVersion:") == false)
    }
}
