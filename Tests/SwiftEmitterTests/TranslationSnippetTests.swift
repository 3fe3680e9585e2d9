import SwiftEmitter
import Testing

/// A few lines of spec in, the exact Swift out: one test per mapping rule.
struct TranslationSnippetTests {
    @Test func objectBecomesStructWithRequiredFirstClassAndOptionalsDefaulted() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    HistoryUpload:
                      description: A batch of lock history.
                      type: object
                      required: [s, v]
                      properties:
                        s: {type: string, format: uuid, x-swift-name: deviceID, description: The lock.}
                        v: {type: string, x-swift-name: historyData}
                        t: {type: string, x-swift-name: productType}
                    """
            )
        )
        #expect(
            client[model: "HistoryUpload"] == """
                /// A batch of lock history.
                ///
                /// - Remark: Generated from `#/components/schemas/HistoryUpload`.
                public nonisolated struct HistoryUpload: Codable, Hashable, Sendable {
                    /// The lock.
                    public var deviceID: UUID
                    public var historyData: String
                    public var productType: String?

                    public init(deviceID: UUID, historyData: String, productType: String? = nil) {
                        self.deviceID = deviceID
                        self.historyData = historyData
                        self.productType = productType
                    }

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AnyCodingKey.self)
                        self.deviceID = try container.required("s")
                        self.historyData = try container.required("v")
                        self.productType = try container.optional("t")
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AnyCodingKey.self)
                        try container.write(self.deviceID, at: "s")
                        try container.write(self.historyData, at: "v")
                        try container.write(self.productType, at: "t")
                    }
                }

                """
        )
    }

    @Test(arguments: [
        ("{type: string, format: date-time}", "Date"), ("{type: string, format: date}", "CalendarDate"),
        ("{type: string, format: uuid}", "UUID"), ("{type: string, format: byte}", "Data"),
        ("{type: string, format: binary}", "Data"), ("{type: string}", "String"), ("{type: integer}", "Int"),
        ("{type: integer, format: int32}", "Int32"), ("{type: integer, format: int64}", "Int64"),
        ("{type: number}", "Double"), ("{type: number, format: float}", "Float"), ("{type: boolean}", "Bool"),
        ("{type: array, items: {type: string}}", "[String]"), ("{}", "JSONValue"),
        ("{type: object, additionalProperties: {type: integer}}", "[String: Int]"),
        ("{type: object}", "[String: JSONValue]"), ("{type: [string, 'null']}", "String?"),
        ("{type: string, nullable: true}", "String?"), ("{oneOf: [{type: string}, {type: 'null'}]}", "String?"),
        ("{$ref: '#/components/schemas/Other'}", "Other"), ("{allOf: [{$ref: '#/components/schemas/Other'}]}", "Other"),
    ])
    func propertyTypesFollowTypeAndFormat(schema: String, swiftType: String) throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Holder:
                      type: object
                      required: [value]
                      properties:
                        value: \(schema)
                    Other:
                      type: object
                      properties:
                        name: {type: string}
                    """
            )
        )
        #expect(client[model: "Holder"]?.contains("    public var value: \(swiftType)\n") == true)
    }

    @Test func stringEnumKeepsUnknownValuesAndNamesCasesFromValues() throws {
        let client = try TranslatedClient(
            spec(schemas: "LockState:\n  type: string\n  enum: [locked, unlocked, moved, PRODUCT_READY, default]")
        )
        let text = try #require(client[model: "LockState"])
        #expect(
            text.contains(
                "public nonisolated enum LockState: Codable, Hashable, Sendable, RawRepresentable, ParameterValue {"
            )
        )
        #expect(
            text.contains(
                "    case locked\n    case unlocked\n    case moved\n    case productReady\n    case `default`\n"
            )
        )
        #expect(text.contains(#"        case "PRODUCT_READY": self = .productReady"#))
        #expect(text.contains("    case unknown(String)"))
    }

    @Test func integerEnumHasIntegerRawValues() throws {
        let client = try TranslatedClient(spec(schemas: "Level:\n  type: integer\n  enum: [-1, 0, 1]"))
        let text = try #require(client[model: "Level"])
        #expect(text.contains("    case minus1\n    case _0\n    case _1\n"))
        #expect(text.contains("    case unknown(Int)\n"))
        #expect(text.contains("        case -1: self = .minus1"))
    }

    @Test func discriminatedOneOfUsesTheMapping() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    DataPoint:
                      oneOf:
                        - $ref: '#/components/schemas/DataPointNormal'
                        - $ref: '#/components/schemas/DataPointError'
                      discriminator:
                        propertyName: kind
                        mapping:
                          normal: '#/components/schemas/DataPointNormal'
                    DataPointNormal:
                      type: object
                      properties: {kind: {type: string}, value: {type: number}}
                    DataPointError:
                      type: object
                      properties: {kind: {type: string}, message: {type: string}}
                    """
            )
        )
        let text = try #require(client[model: "DataPoint"])
        #expect(
            text.contains("    case normal(DataPointNormal)\n    case error(DataPointError)\n"),
            "shared words dropped"
        )
        #expect(text.contains(#"        case discriminator = "kind""#))
        #expect(text.contains(#"        case "normal": self = .normal(try DataPointNormal(from: decoder))"#))
        #expect(
            text.contains(#"        case "DataPointError": self = .error(try DataPointError(from: decoder))"#)
        )
    }

    @Test func allOfMergesPropertiesAndRequirements() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Base:
                      type: object
                      required: [id]
                      properties: {id: {type: integer}}
                    Dog:
                      allOf:
                        - $ref: '#/components/schemas/Base'
                        - type: object
                          required: [bark]
                          properties: {bark: {type: boolean}, name: {type: string}}
                    """
            )
        )
        #expect(
            client[model: "Dog"]?.contains(
                "    public var id: Int\n    public var bark: Bool\n    public var name: String?\n"
            ) == true
        )
    }

    @Test func inlineSchemasAreNamedAfterWhereTheySit() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /sso/sites:
                      get:
                        operationId: getSSOSites
                        responses:
                          '200':
                            description: ok
                            content:
                              application/json:
                                schema:
                                  type: array
                                  items:
                                    type: object
                                    properties: {Name: {type: string}, Status: {type: string, enum: [on, off]}}
                    """
            )
        )
        // Inline types are written after the builder, in its file, nested in the operation's enum and in each
        // other, and written from where they are used.
        let file = try #require(client["Operations/API+GetSSOSites.swift"])
        #expect(file.contains("public static func getSSOSites() -> Request<[GetSSOSites.ResponseItem]> {"))
        #expect(file.contains("extension API {\n    /// The types of `API.getSSOSites(…)`"))
        #expect(file.contains("    public nonisolated enum GetSSOSites {}\n"))
        #expect(file.contains("extension API.GetSSOSites {\n"))
        #expect(file.contains("    public nonisolated struct ResponseItem: Codable, Hashable, Sendable {"))
        #expect(file.contains("        public var status: Status?"))
        #expect(file.contains("extension API.GetSSOSites.ResponseItem {\n"))
        #expect(file.contains("    public nonisolated enum Status: "))
        #expect(
            file.range(of: "public static func getSSOSites")!.lowerBound
                < file.range(of: "enum GetSSOSites {}")!.lowerBound
        )
        #expect(client.files.keys.sorted() == ["API.swift", "Operations/API+GetSSOSites.swift"])
    }

    @Test func namesThatClashAreResolvedTheSameWayEveryRun() throws {
        let yaml = spec(
            schemas: """
                foo-bar: {type: object, properties: {a: {type: string}}}
                foo_bar: {type: object, properties: {b: {type: string}}}
                Request: {type: object, properties: {c: {type: string}}}
                Data: {type: string}
                """
        )
        let first = try TranslatedClient(yaml)
        #expect(first.files["Models/FooBar.swift"]?.contains("public var a: String?") == true)
        #expect(first.files["Models/FooBar2.swift"]?.contains("public var b: String?") == true)
        #expect(first.files["Models/RequestModel.swift"] != nil)
        #expect(first["Models/DataModel.swift"]?.contains("public typealias DataModel = String") == true)
        #expect(try TranslatedClient(yaml).files == first.files)
    }

    /// A model at the top of the module named like a type of Swift's concurrency or standard library would shadow
    /// it in every file that imports the client (Box's `Task` made `Task { … }` there mean the model); inside a
    /// type it shadows nothing outside, and keeps its name.
    @Test func topLevelModelsDoNotShadowSwiftConcurrency() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Task: {type: object, properties: {id: {type: string}}}
                    Collection: {type: object, properties: {name: {type: string}}}
                    Job:
                      type: object
                      properties:
                        task: {$ref: '#/components/schemas/Task'}
                        range: {title: Range, type: object, properties: {from: {type: integer}}}
                    """
            )
        )
        #expect(client[model: "TaskModel"]?.contains("public nonisolated struct TaskModel: ") == true)
        #expect(client[model: "CollectionModel"] != nil)
        #expect(client[model: "Task"] == nil)
        let job = try #require(client[model: "Job"])
        #expect(job.contains("    public var task: TaskModel?\n"))
        #expect(job.contains("    public var range: Range?\n"))
        #expect(job.contains("    public nonisolated struct Range: "))
    }

    @Test func recursivePropertyIsStoredIndirectly() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Node:
                      type: object
                      required: [name]
                      properties:
                        name: {type: string}
                        parent: {$ref: '#/components/schemas/Node'}
                        children: {type: array, items: {$ref: '#/components/schemas/Node'}}
                    """
            )
        )
        let text = try #require(client[model: "Node"])
        #expect(
            text.contains(
                """
                    public var parent: Node? {
                        get { _parent.wrappedValue }
                        set { _parent.wrappedValue = newValue }
                    }
                    public var children: [Node]?
                    private var _parent: Indirect<Node?>
                """
            )
        )
        #expect(text.contains("self._parent = Indirect(wrappedValue: parent)"))
        #expect(text.contains("self._parent = Indirect(wrappedValue: try container.optional(\"parent\"))"))
        #expect(text.contains("try container.write(self._parent.wrappedValue, at: \"parent\")"))
    }

    @Test func additionalPropertiesBesideDeclaredOnesAreKept() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Tags:
                      type: object
                      properties: {name: {type: string}}
                      additionalProperties: {type: string}
                    """
            )
        )
        let text = try #require(client[model: "Tags"])
        #expect(text.contains("    public var additionalProperties: [String: String]\n"))
        #expect(text.contains("self.additionalProperties = try decoder.additionalProperties(excluding: [\"name\"])"))
        #expect(text.contains("        try encoder.encodeAdditionalProperties(additionalProperties)\n"))
    }

    @Test func defaultsAndDeprecationCarryOver() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Options:
                      type: object
                      deprecated: true
                      properties:
                        retries: {type: integer, default: 3}
                        verbose: {type: boolean, default: false, deprecated: true}
                    """
            )
        )
        let text = try #require(client[model: "Options"])
        #expect(
            text.contains(
                "/// - Important: Deprecated.\n///\n/// - Remark: Generated from `#/components/schemas/Options`.\npublic nonisolated struct Options"
            )
        )
        // Defaults are the server's: documented, and nil leaves the members out.
        #expect(text.contains("public init(retries: Int? = nil, verbose: Bool? = nil)"))
        #expect(text.contains("    /// Server default: `3`.\n    public var retries: Int?\n"))
        #expect(text.contains("    /// Server default: `false`.\n"))
        #expect(text.contains("    private var _verbose: Bool?\n"))
    }

    @Test func groupingByTagPutsBuildersInAnEnumPerTagWithModuleUniqueFileNames() throws {
        let yaml = spec(
            schemas: "Search: {type: object, properties: {q: {type: string}}}",
            paths: """
                /search:
                  get:
                    operationId: search
                    tags: [Search]
                    responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Search'}}}}}
                /devices:
                  get:
                    operationId: list
                    tags: [Devices]
                    responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Search'}}}}}
                /users:
                  get:
                    operationId: listUsers
                    x-swift-name: list
                    tags: [Users]
                    responses: {'204': {description: none}}
                """
        )
        let translator = try TranslatedClient(yaml, grouping: .tag)
        #expect(
            translator.files.keys.sorted() == [
                "API.swift", "Groups/API.Devices.swift", "Groups/API.SearchAPI.swift", "Groups/API.Users.swift",
                "Models/Search.swift", "Operations/Devices/Devices+List.swift",
                "Operations/SearchAPI/SearchAPI+Search.swift", "Operations/Users/Users+List.swift",
            ]
        )
        #expect(
            translator["Groups/API.Devices.swift"] == "extension API {\n    public nonisolated enum Devices {}\n}\n"
        )
        #expect(
            translator["Operations/Users/Users+List.swift"]?.hasPrefix("nonisolated extension API.Users {\n") == true
        )
        // A group named like a model would hide it from the group's builders.
        #expect(translator["Operations/SearchAPI/SearchAPI+Search.swift"]?.contains("-> Request<Search> {") == true)
        let basenames = translator.files.keys.map { $0.split(separator: "/").last! }
        #expect(Set(basenames).count == basenames.count)
    }
}
