import SwiftEmitter
import Testing

/// Unions that keep the value they were given: `anyOf` of objects keeps every variant, `oneOf` reads the variant
/// the JSON fits, presence constraints beside `properties` stay documentation, and "set or clear" is `Clearable`.
extension TranslationSnippetTests {
    @Test func anyOfOfObjectsIsAStructWithAMemberPerVariant() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Cat: {type: object, properties: {meow: {type: boolean}}}
                    Dog: {type: object, properties: {bark: {type: string}}}
                    PetLike:
                      anyOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
                    """
            )
        )
        #expect(
            client[model: "PetLike"] == """
                /// - Remark: Generated from `#/components/schemas/PetLike`.
                public nonisolated struct PetLike: Codable, Hashable, Sendable {
                    /// The value read as this variant, when it is one.
                    public var cat: Cat?
                    /// The value read as this variant, when it is one.
                    public var dog: Dog?

                    public init(cat: Cat? = nil, dog: Dog? = nil) {
                        self.cat = cat
                        self.dog = dog
                    }

                    public init(from decoder: any Decoder) throws {
                        var failures: [any Error] = []
                        do {
                            self.cat = try Cat(from: decoder)
                        } catch {
                            self.cat = nil
                            failures.append(error)
                        }
                        do {
                            self.dog = try Dog(from: decoder)
                        } catch {
                            self.dog = nil
                            failures.append(error)
                        }
                        if failures.count == 2 {
                            throw DecodingError.dataCorrupted(
                                DecodingError.Context(
                                    codingPath: decoder.codingPath,
                                    debugDescription: "The value matches none of the variants: \\(failures)"
                                )
                            )
                        }
                    }

                    public func encode(to encoder: any Encoder) throws {
                        try cat?.encode(to: encoder)
                        try dog?.encode(to: encoder)
                    }
                }

                """
        )
    }

    @Test func oneOfOfClosedObjectsIsReadAsTheVariantTheJSONFits() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    PartA: {type: object, additionalProperties: false, properties: {a: {type: string}}}
                    PartB: {type: object, additionalProperties: false, properties: {b: {type: string}}}
                    Part:
                      oneOf: [{$ref: '#/components/schemas/PartA'}, {$ref: '#/components/schemas/PartB'}]
                    """
            )
        )
        #expect(
            client[model: "Part"] == """
                /// - Remark: Generated from `#/components/schemas/Part`.
                public nonisolated enum Part: Codable, Hashable, Sendable {
                    case a(PartA)
                    case b(PartB)
                    /// A value that fits none of the variants, or several, kept as the JSON it came as.
                    case unknown(JSONValue)

                    private static let aMembers: [String] = ["a"]

                    private static let bMembers: [String] = ["b"]

                    public init(from decoder: any Decoder) throws {
                        let json = try JSONValue(from: decoder)
                        var matches: [Self] = []
                        if json.fitsObject(closedTo: Self.aMembers), let value = try? PartA(from: decoder) {
                            matches.append(.a(value))
                        }
                        if json.fitsObject(closedTo: Self.bMembers), let value = try? PartB(from: decoder) {
                            matches.append(.b(value))
                        }
                        self = matches.first ?? .unknown(json)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        switch self {
                        case .a(let value): try value.encode(to: encoder)
                        case .b(let value): try value.encode(to: encoder)
                        case .unknown(let value): try value.encode(to: encoder)
                        }
                    }
                }

                """
        )
    }

    /// Which unions keep every variant, which read the one the JSON fits, and which are still tried in order.
    @Test(arguments: [
        (
            "anyOf of objects", "anyOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]",
            "public nonisolated struct Union:"
        ),
        (
            "anyOf of an object and a string", "anyOf: [{$ref: '#/components/schemas/Cat'}, {type: string}]",
            "var failures: [any Error] = []\n        do {\n            self = .cat("
        ),
        // Objects that could both read a value fit only values whose every member they declare.
        (
            "anyOf of an object that allows null",
            "anyOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Maybe'}]",
            "if json.fitsObject(closedTo: Self.catMembers), let value = try? Cat(from: decoder) {"
        ),
        (
            "open oneOf", "oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]",
            "if json.fitsObject(closedTo: Self.catMembers), let value = try? Cat(from: decoder) {"
        ),
        (
            "oneOf of a number and an integer", "oneOf: [{type: number}, {type: integer}]",
            "if matches.isEmpty, let value = try? Double(from: decoder) {"
        ),
        (
            "oneOf of fixed values through allOf",
            "oneOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/Cname'}]",
            #"if json.fitsObject(fixed: ["type": "CNAME"]), let value = try? Cname(from: decoder) {"#
        ),
        (
            "anyOf of fixed values", "anyOf: [{$ref: '#/components/schemas/A'}, {type: string}]",
            #"if json.fitsObject(fixed: ["type": "A"]), let value = try? A(from: decoder) {"#
        ),
    ])
    func unionsChooseTheirVariantsByWhatTheSpecTellsApart(_ shape: String, union: String, expected: String) throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Cat: {type: object, properties: {meow: {type: boolean}}}
                    Dog: {type: object, properties: {bark: {type: string}}}
                    Maybe: {type: object, nullable: true, properties: {bark: {type: string}}}
                    Shared: {type: object, properties: {name: {type: string}}}
                    A:
                      allOf:
                        - {$ref: '#/components/schemas/Shared'}
                        - {type: object, properties: {type: {type: string, enum: [A]}}}
                    Cname:
                      allOf:
                        - {$ref: '#/components/schemas/Shared'}
                        - {type: object, properties: {type: {type: string, const: CNAME}}}
                    Union:
                      \(union)
                    """
            )
        )
        let text = try #require(client[model: "Union"])
        #expect(text.contains(expected), "\(shape)")
    }

    /// GitHub's bodies: `properties` beside `anyOf`/`oneOf` variants that only say which are required are a struct
    /// with those members, the constraint in its documentation.
    @Test(arguments: [
        ("anyOf", "/// Has at least one of `description` or `files`.\n"),
        ("oneOf", "/// Has exactly one of `description` or `files`.\n"),
    ])
    func propertiesBesideAPresenceConstraintStayMembers(keyword: String, note: String) throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    GistUpdate:
                      type: object
                      properties:
                        description: {type: string}
                        files: {type: object, additionalProperties: {type: string}}
                      \(keyword):
                        - required: [description]
                        - required: [files]
                    """
            )
        )
        let text = try #require(client[model: "GistUpdate"])
        #expect(text.hasPrefix(note))
        #expect(text.contains("public nonisolated struct GistUpdate: Codable, Hashable, Sendable {\n"))
        #expect(text.contains("    public var description: String?\n    public var files: [String: String]?\n"))
        #expect(client.diagnostics.isEmpty)
    }

    /// Stripe's "set or clear" members are `Clearable` of the value's type, whatever it is; a component of that
    /// shape is an alias of it, and a member that may also be null is sent as any other (`nil` leaves it out, `.null` sends null).
    @Test(arguments: [
        ("{anyOf: [{type: string, maxLength: 5000}, {type: string, enum: ['']}]}", "Clearable<String>?"),
        ("{anyOf: [{type: string, enum: ['']}, {type: integer}]}", "Clearable<Int>?"),
        (
            "{anyOf: [{type: object, additionalProperties: {type: string}}, {enum: ['']}]}",
            "Clearable<[String: String]>?"
        ),
        ("{anyOf: [{type: array, items: {type: string}}, {type: string, const: ''}]}", "Clearable<[String]>?"),
        ("{$ref: '#/components/schemas/Emptyable'}", "Emptyable?"),
        ("{anyOf: [{type: string}, {type: string, enum: ['']}, {type: 'null'}]}", "Nullable<Clearable<String>>?"),
    ])
    func setOrClearIsClearable(member: String, type: String) throws {
        let client = try TranslatedClient(
            holderSpec(
                member: member,
                isRequired: false,
                schemas: "Emptyable:\n  anyOf: [{type: string}, {type: string, enum: ['']}]\n"
            )
        )
        let holder = try #require(client[model: "Holder"])
        #expect(holder.contains("    public var value: \(type)\n"), "\(holder)")
        if type == "Emptyable?" {
            #expect(client[model: "Emptyable"]?.contains("public typealias Emptyable = Clearable<String>\n") == true)
        }
    }

    /// A set-or-clear query parameter is `Clearable` as a member is: over text it is text (`.clear` sends `tag=`);
    /// over a list (Stripe's `subscription_default_tax_rates` in `deepObject` style) it goes as its JSON form
    /// flattens, since a list has no text form of its own.
    @Test(arguments: [
        ("{anyOf: [{type: string}, {type: string, enum: ['']}]}", "Clearable<String>?", #"addQuery("q", q)"#),
        (
            "{anyOf: [{type: array, items: {type: string}}, {type: string, enum: ['']}]}",
            "Clearable<[String]>?", #"addQuery("q", encoding: q, style: .deepObject)"#
        ),
    ])
    func aSetOrClearQueryParameterIsSentInItsForm(schema: String, type: String, statement: String) throws {
        let client = try TranslatedClient(
            """
            openapi: 3.1.0
            info: {title: Test, version: '1'}
            paths:
              /invoices:
                get:
                  operationId: listInvoices
                  parameters:
                    - {name: q, in: query, style: deepObject, explode: true, schema: \(schema)}
                  responses:
                    '204': {description: Listed.}
            """
        )
        let operation = try #require(client.files.first { $0.key.hasPrefix("Operations/") }?.value)
        #expect(operation.contains("q: \(type) = nil"), "\(operation)")
        #expect(operation.contains("request.\(statement)\n"), "\(operation)")
    }
}
