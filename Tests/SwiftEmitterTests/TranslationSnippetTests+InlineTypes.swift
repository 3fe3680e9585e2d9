import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// Inline types nest in the type or operation that owns them and are written from there, after their owner in
    /// its file, in the order of their place in the spec. The same shape under the same name in two operations
    /// (`fields`, the response wrapper) is one type, named by what the operations' names share (`TaskFieldsItem`);
    /// the same shape under another name (`mode` beside `order`) is not shared, since neither name is true of the
    /// other use.
    @Test func inlineTypesNestInTheirOwnerAndAreSharedOnlyUnderTheirOwnName() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Task:
                      type: object
                      properties:
                        state: {type: string, enum: [open, done]}
                        meta: {type: object, properties: {kind: {type: string, enum: [a, b]}}}
                    """,
                paths: """
                    /tasks/{id}:
                      get:
                        operationId: getTask
                        parameters:
                          - {name: id, in: path, required: true, schema: {type: string}}
                          - {name: fields, in: query, schema: {type: array, items: {type: string, enum: [name, notes]}}}
                          - {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {data: {$ref: '#/components/schemas/Task'}}}
                      put:
                        operationId: updateTask
                        parameters:
                          - {name: id, in: path, required: true, schema: {type: string}}
                          - {name: fields, in: query, schema: {type: array, items: {type: string, enum: [name, notes]}}}
                          - {name: mode, in: query, schema: {type: string, enum: [asc, desc]}}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {data: {$ref: '#/components/schemas/Task'}}}
                    """
            )
        )
        // `Task`, used only by the shared `TaskResponse`, is written in its file.
        #expect(
            client.files.keys.sorted() == [
                "API.swift", "Models/TaskFieldsItem.swift", "Models/TaskResponse.swift",
                "Operations/API+GetTask.swift", "Operations/API+UpdateTask.swift",
            ]
        )
        let get = try #require(client["Operations/API+GetTask.swift"])
        #expect(get.contains("fields: [TaskFieldsItem]? = nil,"))
        #expect(get.contains("order: GetTask.Order? = nil"))
        #expect(get.contains("-> Request<TaskResponse> {"))
        #expect(get.contains("extension API.GetTask {\n    /// - Remark: Generated from"))
        #expect(get.contains("    public nonisolated enum Order: "))
        let offsets = try ["public static func getTask(", "public nonisolated enum GetTask {}", "enum Order"].map {
            try #require(get.range(of: $0)?.lowerBound)
        }
        #expect(offsets == offsets.sorted())
        let update = try #require(client["Operations/API+UpdateTask.swift"])
        #expect(update.contains("fields: [TaskFieldsItem]? = nil,"))
        #expect(update.contains("mode: UpdateTask.Mode? = nil"))
        #expect(update.contains("    public nonisolated enum Mode: "))
        #expect(client[model: "TaskFieldsItem"]?.contains("public nonisolated enum TaskFieldsItem: ") == true)
        #expect(client[model: "TaskResponse"]?.contains("public nonisolated struct TaskResponse: ") == true)
        #expect(!client.files.values.contains { $0.contains("typealias") })

        let task = try #require(client[model: "TaskModel"])
        #expect(task.contains("public nonisolated struct TaskModel: "))
        #expect(task.contains("    public var state: State?\n"))
        #expect(
            task.contains(
                "extension TaskModel {\n    /// - Remark: Generated from `#/components/schemas/Task/properties/state`."
            )
        )
        #expect(task.contains("    public nonisolated enum State: "))
        #expect(task.contains("    public nonisolated struct Meta: "))
        #expect(task.contains("extension TaskModel.Meta {\n"))
        #expect(task.contains("    public nonisolated enum Kind: "))
    }

    /// A shape is shared only under a name true to every use: the component it equals, or the title the spec
    /// gives each of its uses; such a type moves to the top of the module, named by its title.
    @Test func inlineTypesAreSharedUnderTheComponentOrTitleTheyEqual() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Owner: {type: object, properties: {name: {type: string}}}
                    Pet:
                      type: object
                      properties:
                        owner: {type: object, properties: {name: {type: string}}}
                        animal: {title: Animal, oneOf: [{type: string}, {type: integer}]}
                        tag: {title: Label, type: object, properties: {text: {type: string}}}
                    Zoo:
                      type: object
                      properties:
                        resident: {title: Animal, oneOf: [{type: string}, {type: integer}]}
                        tag: {title: Label, type: object, properties: {color: {type: string}}}
                    """,
                paths: "{}"
            )
        )
        let pet = try #require(client[model: "Pet"])
        #expect(pet.contains("    public var owner: Owner?\n"))
        #expect(pet.contains("    public var animal: Animal?\n"))
        #expect(pet.contains("    public var tag: Label?\n"))
        #expect(pet.contains("    public nonisolated struct Label: "))
        #expect(!pet.contains("struct Owner"))
        #expect(
            client[model: "Animal"]?.contains("public nonisolated enum Animal: Codable, Hashable, Sendable {")
                == true
        )
        let zoo = try #require(client[model: "Zoo"])
        #expect(zoo.contains("    public var resident: Animal?\n"))
        // The same title on another shape is a type of its own.
        #expect(zoo.contains("    public var tag: Label?\n"))
        #expect(zoo.contains("    public nonisolated struct Label: "))
    }

    /// Kinto's document titles every error `ErrorSchema` and every object `ObjectSchema`, inline: the same title
    /// on the same shape is one type even where the title could not name each use (an operation's second error
    /// response), and of several shapes under one title, the one with the most users takes the title and the
    /// others the title after what their users' names have in common (`BucketObjectSchema`), not a type nested in
    /// one operation that others name (`PatchAccount`'s body was `CreateRecord.ObjectSchema`).
    @Test func typesOfOneTitleAndShapeAreOneTypeWhereverTheTitleWasTaken() throws {
        let error = """
            {title: ErrorSchema, type: object, required: [code], properties: {code: {type: integer}}}
            """
        let object = "{title: ObjectSchema, type: object, properties: {data: {type: object}}}"
        let bucket = "{title: ObjectSchema, type: object, properties: {data: {type: object}, name: {type: string}}}"
        func operation(_ method: String, _ id: String, _ schema: String) -> String {
            """
                  \(method):
                    operationId: \(id)
                    requestBody: {content: {application/json: {schema: \(schema)}}}
                    responses:
                      '200': {description: ok, content: {application/json: {schema: \(schema)}}}
                      '401': {description: no, content: {application/json: {schema: \(error)}}}
                      '403': {description: no, content: {application/json: {schema: \(error)}}}
            """
        }
        let client = try TranslatedClient(
            spec(
                paths: """
                    /records:
                    \(operation("put", "updateRecord", object))
                    \(operation("patch", "patchRecord", object))
                    /accounts:
                    \(operation("patch", "patchAccount", object))
                    /buckets:
                    \(operation("post", "createBucket", bucket))
                    \(operation("put", "updateBucket", bucket))
                    """
            )
        )
        #expect(client[model: "ErrorSchema"]?.contains("public nonisolated struct ErrorSchema: ") == true)
        #expect(client[model: "ObjectSchema"]?.contains("public var data: [String: JSONValue]?") == true)
        #expect(client[model: "BucketObjectSchema"]?.contains("public var name: String?") == true)
        let account = try #require(client["Operations/API+PatchAccount.swift"])
        #expect(account.contains("body: ObjectSchema? = nil"))
        #expect(account.contains("-> Request<ObjectSchema> {"))
        #expect(account.contains("[ErrorResponse(401, ErrorSchema.self), ErrorResponse(403, ErrorSchema.self)]"))
        let bucketFile = try #require(client["Operations/API+UpdateBucket.swift"])
        #expect(bucketFile.contains("-> Request<BucketObjectSchema> {"))
        #expect(!client.files.keys.contains { $0.contains("Error401") || $0.contains("Error403") })
        #expect(!client.files.values.contains { $0.contains("struct Error401") || $0.contains("struct Error403") })
    }

    /// A shape shared by types nested in one model stays in that model, beside them (Kinto's batch `defaults` and
    /// `requests` items, each with the same `method` enum, share `BatchPayload.Method`), rather than moving to the
    /// top of the module as a `Method` of no context. Shared by two operations, it goes to the top as before.
    @Test func aShapeSharedWithinOneModelStaysInIt() throws {
        let method = "{type: string, enum: [GET, POST]}"
        let titled = "{title: Verb, type: string, enum: [GET, PUT]}"
        let client = try TranslatedClient(
            spec(
                schemas: """
                    BatchPayload:
                      type: object
                      properties:
                        defaults: {type: object, properties: {method: \(method), verb: \(titled)}}
                        requests:
                          type: array
                          items: {type: object, properties: {method: \(method), verb: \(titled)}}
                    """
            )
        )
        let payload = try #require(client[model: "BatchPayload"])
        #expect(payload.contains("extension BatchPayload {\n    /// - Remark: Generated from"))
        #expect(payload.contains("    public nonisolated enum Method: "))
        #expect(payload.contains("    public nonisolated enum Verb: "))
        #expect(payload.components(separatedBy: "        public var method: Method?\n").count == 3)
        #expect(payload.components(separatedBy: "        public var verb: Verb?\n").count == 3)
        #expect(client[model: "Method"] == nil && client[model: "Verb"] == nil)
        let declarations = client.files.values.map { $0.components(separatedBy: "enum Method: ").count - 1 }
        #expect(declarations.reduce(0, +) == 1)
    }

    /// An operation's types enum is declared only while it holds a type: when its only inline type is a
    /// component (`addTag`'s body is `Tag`'s shape) or is shared with another operation (`listTags` and
    /// `searchTags` answer the same list), no empty `enum AddTag {}` is left beside the builder.
    @Test func anOperationWhoseInlineTypesAllMovedHasNoTypesEnum() throws {
        let client = try TranslatedClient(
            spec(
                schemas: "Tag: {type: object, properties: {name: {type: string}}}",
                paths: """
                    /tags:
                      post:
                        operationId: addTag
                        requestBody:
                          content:
                            application/json:
                              schema: {type: object, properties: {name: {type: string}}}
                        responses:
                          '204': {description: added}
                      get:
                        operationId: listTags
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {tags: {type: array, items: {type: string}}}}
                    /tags/search:
                      get:
                        operationId: searchTags
                        parameters:
                          - {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {tags: {type: array, items: {type: string}}}}
                    """
            )
        )
        let add = try #require(client["Operations/API+AddTag.swift"])
        #expect(add.contains("public static func addTag(body: Tag? = nil) -> Request<Empty> {"))
        #expect(!add.contains("enum AddTag"))
        let list = try #require(client["Operations/API+ListTags.swift"])
        #expect(list.contains("-> Request<TagsResponse> {"))
        #expect(!list.contains("enum ListTags"))
        // An operation that keeps a type of its own keeps its enum.
        let search = try #require(client["Operations/API+SearchTags.swift"])
        #expect(search.contains("order: SearchTags.Order? = nil"))
        #expect(search.contains("public nonisolated enum SearchTags {}"))
        #expect(!client.files.values.contains { $0.contains("enum ListTags") || $0.contains("enum AddTag") })
    }

    /// Inline types that share a name in one round and turn out to be a component in a later one (once the types
    /// nested in them are found to be the component's) are that component: no use of them names a shared type
    /// that is then never declared.
    @Test func inlineTypesFoundToBeAComponentLateAreNotShared() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    FileVersionBase:
                      type: object
                      title: File version (Base)
                      required: [id, type]
                      properties: {id: {type: string}, type: {type: string, enum: [file_version]}}
                    FileVersionMini:
                      type: object
                      title: File version (Mini)
                      allOf: [{$ref: '#/components/schemas/FileVersionBase'}, {properties: {sha1: {type: string}}}]
                    FileBase:
                      type: object
                      title: File (Base)
                      required: [id, type]
                      properties: {id: {type: string}, type: {type: string, enum: [file]}}
                    FileMini:
                      type: object
                      title: File (Mini)
                      allOf:
                        - {$ref: '#/components/schemas/FileBase'}
                        - properties:
                            name: {type: string}
                            file_version: {allOf: [{$ref: '#/components/schemas/FileVersionMini'}, {}]}
                    FileVersionLegalHold:
                      type: object
                      properties:
                        file: {allOf: [{$ref: '#/components/schemas/FileMini'}, {}, {description: held}]}
                    FileVersionRetention:
                      type: object
                      properties:
                        file: {allOf: [{$ref: '#/components/schemas/FileMini'}, {}, {description: held}]}
                    """,
                paths: "{}"
            )
        )
        for owner in ["FileVersionLegalHold", "FileVersionRetention"] {
            let text = try #require(client["Models/\(owner).swift"])
            #expect(text.contains("    public var file: FileMini?\n"), "\(text)")
        }
        #expect(!client.files.values.contains { $0.contains("FileVersionFile") })
    }

    /// A type nested in one operation and used from a type nested in another is written in full: the user stands
    /// in an extension of its own operation's enum, where Swift does not find the namespace's other members.
    @Test func aTypeOfAnotherOperationIsWrittenInFull() throws {
        let license = "{title: License, type: object, properties: {name: {type: string}}}"
        let client = try TranslatedClient(
            spec(
                schemas: "License: {type: object, properties: {id: {type: integer}}}",
                paths: """
                    /licenses:
                      get:
                        operationId: listLicenses
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema:
                                  type: object
                                  properties:
                                    allocations:
                                      type: array
                                      items: {type: object, properties: {license: \(license)}}
                    /user/license:
                      get:
                        operationId: getUserLicense
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {license: \(license)}}
                    """
            )
        )
        let list = try #require(client["Operations/API+ListLicenses.swift"])
        #expect(list.contains("    public var license: API.GetUserLicense.Response.License?\n"), "\(list)")
        let get = try #require(client["Operations/API+GetUserLicense.swift"])
        #expect(get.contains("    public var license: License?\n"), "\(get)")
    }

    /// Inline types of the same shape and name but different documentation stay apart.
    @Test func inlineTypesWithDifferentPropertyDocumentationAreNotMerged() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /a:
                      post:
                        operationId: postA
                        requestBody:
                          content: {application/json: {schema: {type: object, properties: {x: {type: integer, description: first}}}}}
                        responses: {'204': {description: none}}
                    /b:
                      post:
                        operationId: postB
                        requestBody:
                          content: {application/json: {schema: {type: object, properties: {x: {type: integer, description: second}}}}}
                        responses: {'204': {description: none}}
                    """
            )
        )
        #expect(client["Operations/API+PostA.swift"]?.contains("    public nonisolated struct Body: ") == true)
        #expect(client["Operations/API+PostB.swift"]?.contains("    public nonisolated struct Body: ") == true)
    }
}

extension TranslationSnippetTests {
    /// `oneOf` variants that are each a `const` (the JSON Schema way to name enum values) make an enum: cases
    /// named by the titles, documented by the descriptions, sendable as a query parameter; `null` among them
    /// makes it optional.
    @Test func oneOfConstantsIsAnEnum() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    SortingMode:
                      type: string
                      oneOf:
                        - {title: CREATION_TIME, const: creation_time, description: Newest first.}
                        - {title: RELEVANCE, const: relevance}
                    Level:
                      oneOf: [{title: LOW, const: 1}, {title: HIGH, const: 10}, {type: 'null'}]
                    """,
                paths: """
                    /threads:
                      get:
                        operationId: searchThreads
                        parameters:
                          - {name: sort_by, in: query, schema: {$ref: '#/components/schemas/SortingMode'}}
                          - {name: level, in: query, schema: {$ref: '#/components/schemas/Level'}}
                        responses: {'204': {description: none}}
                    """
            )
        )
        #expect(client.diagnostics.isEmpty, "\(client.diagnostics)")
        let mode = try #require(client[model: "SortingMode"])
        #expect(
            mode.contains(
                "public nonisolated enum SortingMode: Codable, Hashable, Sendable, RawRepresentable, ParameterValue {"
            )
        )
        #expect(mode.contains("    /// Newest first.\n    case creationTime\n    case relevance\n"))
        #expect(mode.contains(#"case "creation_time": self = .creationTime"#))
        let level = try #require(client[model: "Level"])
        #expect(level.contains("case low\n    case high\n"))
        #expect(level.contains("case 10: self = .high"))
        let search = try #require(client["Operations/API+SearchThreads.swift"])
        #expect(search.contains("sortBy: SortingMode? = nil"))
        #expect(search.contains("level: Level? = nil"))
        #expect(search.contains(#"request.addQuery("sort_by", sortBy)"#))
    }
}

extension TranslationSnippetTests {
    /// A property that is a `const` has the type of its value even without `type`, and the value is its
    /// default, so callers need not repeat it; a `default` that contradicts it cannot be sent, so the `const`
    /// wins.
    @Test func constPropertiesDefaultToTheirValue() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    PasswordGrant:
                      type: object
                      required: [grant_type, version, level, username]
                      properties:
                        grant_type: {type: string, const: password}
                        version: {const: '1.0'}
                        level: {const: 3, default: 4}
                        username: {type: string}
                    """,
                paths: "{}"
            )
        )
        #expect(client.diagnostics.isEmpty, "\(client.diagnostics)")
        let grant = try #require(client[model: "PasswordGrant"])
        #expect(grant.contains("public var version: String\n"))
        #expect(grant.contains("public var level: Int\n"))
        #expect(
            grant.contains(
                #"public init(grantType: String = "password", version: String = "1.0", level: Int = 3, username: String)"#
            )
        )
    }

    /// An inline error body of the same shape as a component is that component, in the code and in the doc
    /// comment that says what the call throws (which once named the inline type, never declared).
    @Test func theThrowsNoteNamesTheTypeTheCodeDecodes() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Problem:
                      type: object
                      properties: {code: {type: integer}, message: {type: string}}
                    """,
                paths: """
                    /pets:
                      post:
                        operationId: createPet
                        responses:
                          '204': {description: ok}
                          '400':
                            description: bad
                            content:
                              application/json:
                                schema:
                                  type: object
                                  properties: {code: {type: integer}, message: {type: string}}
                    """
            )
        )
        let builder = try #require(client["Operations/API+CreatePet.swift"])
        #expect(builder.contains("errorResponses: [ErrorResponse(400, Problem.self)]"))
        #expect(builder.contains("/// - Throws: `APIError`, with the error body decoded: `Problem` for status 400."))
        #expect(!builder.contains("Error400"))
    }

    /// A type reached through a `$ref` into part of a component (PagerDuty's `LicenseWithCounts/allOf/0`) nests
    /// where it is used and is written there, not as an extension in the component's file.
    @Test func aTypeIsWrittenInTheFileOfTheTypeItNestsIn() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    LicenseWithCounts:
                      allOf:
                        - type: object
                          properties: {id: {type: string}, name: {type: string}}
                        - type: object
                          properties: {count: {type: integer}}
                    """,
                paths: """
                    /licenses:
                      get:
                        operationId: listLicenses
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema:
                                  type: object
                                  properties:
                                    license: {$ref: '#/components/schemas/LicenseWithCounts/allOf/0'}
                                    total: {type: integer}
                    """
            )
        )
        let component = try #require(client[model: "LicenseWithCounts"])
        #expect(!component.contains("extension API"), "\(component)")
        let operation = try #require(client["Operations/API+ListLicenses.swift"])
        #expect(operation.contains("public var license: License?"), "\(operation)")
        #expect(operation.contains("public nonisolated struct License: "), "\(operation)")
    }
}
