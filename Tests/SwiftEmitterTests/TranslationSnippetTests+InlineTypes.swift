import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// Two operations with the same inline `fields` enum and the same inline response wrapper: each shape is
    /// generated once, under the first name, and the other names are aliases of it; a wrapper whose only
    /// difference is an inline enum of the same shape merges too. Inline types sit in their owner's file.
    @Test func equalInlineTypesAreGeneratedOnceAndLiveWithTheirOwner() throws {
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
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {data: {$ref: '#/components/schemas/Task'}, order: {type: string, enum: [asc, desc]}}}
                      put:
                        operationId: updateTask
                        parameters:
                          - {name: id, in: path, required: true, schema: {type: string}}
                          - {name: fields, in: query, schema: {type: array, items: {type: string, enum: [name, notes]}}}
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema: {type: object, properties: {data: {$ref: '#/components/schemas/Task'}, order: {type: string, enum: [asc, desc]}}}
                    /tasks:
                      get:
                        operationId: listTasks
                        parameters:
                          - {name: fields, in: query, schema: {type: array, items: {type: string, enum: [name]}}}
                        responses: {'204': {description: none}}
                    """
            )
        )
        #expect(
            client.files.keys.sorted() == [
                "API.swift", "Models/Task.swift", "Operations/API+GetTask.swift", "Operations/API+ListTasks.swift",
                "Operations/API+UpdateTask.swift",
            ]
        )
        let get = try #require(client["Operations/API+GetTask.swift"])
        #expect(get.contains("public enum GetTaskFieldsItem: "))
        #expect(get.contains("public struct GetTaskResponse: Codable, Hashable, Sendable {"))
        #expect(get.contains("public var order: GetTaskResponseOrder?"))
        #expect(get.contains("public enum GetTaskResponseOrder: "))
        // The builder comes first, then its inline types in the order of their place in the spec.
        let order = [
            "public static func getTask(", "enum GetTaskFieldsItem", "struct GetTaskResponse",
            "enum GetTaskResponseOrder",
        ]
        let offsets = try order.map { try #require(get.range(of: $0)?.lowerBound) }
        #expect(offsets == offsets.sorted())

        let update = try #require(client["Operations/API+UpdateTask.swift"])
        #expect(update.contains("fields: [UpdateTaskFieldsItem]? = nil"))
        #expect(update.contains("public typealias UpdateTaskFieldsItem = GetTaskFieldsItem\n"))
        #expect(update.contains("public typealias UpdateTaskResponse = GetTaskResponse\n"))
        #expect(update.contains("public typealias UpdateTaskResponseOrder = GetTaskResponseOrder\n"))
        #expect(update.contains("- Remark: Generated from `#/paths/~1tasks~1{id}/put/parameters/1/schema/items`."))
        #expect(!update.contains("enum UpdateTask"))
        #expect(!update.contains("struct UpdateTask"))

        // A different set of values is a type of its own.
        #expect(client["Operations/API+ListTasks.swift"]?.contains("public enum ListTasksFieldsItem: ") == true)

        let task = try #require(client["Models/Task.swift"])
        #expect(task.contains("public struct Task: "))
        #expect(task.contains("public enum TaskState: "))
        #expect(task.contains("public struct TaskMeta: "))
        #expect(task.contains("public enum TaskMetaKind: "))
    }

    /// Inline types of the same shape but different documentation stay apart: merging would lose what one says.
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
        #expect(client["Operations/API+PostA.swift"]?.contains("public struct PostARequest: ") == true)
        #expect(client["Operations/API+PostB.swift"]?.contains("public struct PostBRequest: ") == true)
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
        let mode = try #require(client["Models/SortingMode.swift"])
        #expect(
            mode.contains("public enum SortingMode: Codable, Hashable, Sendable, RawRepresentable, ParameterValue {")
        )
        #expect(mode.contains("    /// Newest first.\n    case creationTime\n    case relevance\n"))
        #expect(mode.contains(#"case "creation_time": self = .creationTime"#))
        let level = try #require(client["Models/Level.swift"])
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
    /// default, so callers need not repeat it; a spec's own `default` still wins.
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
        let grant = try #require(client["Models/PasswordGrant.swift"])
        #expect(grant.contains("public var version: String\n"))
        #expect(grant.contains("public var level: Int\n"))
        #expect(
            grant.contains(
                #"public init(grantType: String = "password", version: String = "1.0", level: Int = 4, username: String)"#
            )
        )
    }
}
