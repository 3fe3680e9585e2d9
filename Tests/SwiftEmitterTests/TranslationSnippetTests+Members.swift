import Foundation
import SwiftEmitter
import Testing

/// How `required`, nullability, `readOnly`, `writeOnly` and `default` reach a model member: its type, its
/// initializer default, and the calls that read and write it.
struct MemberTranslationSnippetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var schema: String
        var isRequired: Bool
        var parameter: String
        /// The member's doc comment line on its `default`, when it has one.
        var note: String?
        var decode: String
        var encode: String?
        var testDescription: String { "\(isRequired ? "required " : "")\(schema)" }
    }

    static let cases: [Case] = [
        Case(
            schema: "{type: string}",
            isRequired: true,
            parameter: "value: String",
            decode: "required",
            encode: "write"
        ),
        Case(
            schema: "{type: string}",
            isRequired: false,
            parameter: "value: String? = nil",
            decode: "optional",
            encode: "write"
        ),
        // Pydantic's `Optional[str]` without a default: the key is always sent, `null` for nil.
        Case(
            schema: "{anyOf: [{type: string}, {type: 'null'}]}",
            isRequired: true,
            parameter: "value: String? = nil",
            decode: "requiredOrNull",
            encode: "writeOrNull"
        ),
        // Absent, null and a value, so a PATCH can clear the member.
        Case(
            schema: "{type: [string, 'null']}",
            isRequired: false,
            parameter: "value: Nullable<String>? = nil",
            decode: "nullable",
            encode: "write"
        ),
        // Never sent, and not needed to build a body.
        Case(
            schema: "{type: string, format: uuid, readOnly: true}",
            isRequired: true,
            parameter: "value: UUID? = nil",
            decode: "requiredOrNull",
            encode: nil
        ),
        // Needed to build a body; never required in a response.
        Case(
            schema: "{type: string, writeOnly: true}",
            isRequired: true,
            parameter: "value: String?",
            decode: "optional",
            encode: "write"
        ),
        Case(
            schema: "{type: array, items: {type: integer}, default: [1, 2]}",
            isRequired: false,
            parameter: "value: [Int]? = nil",
            note: "Server default: `[1, 2]`.",
            decode: "optional",
            encode: "write"
        ),
        Case(
            schema: "{type: object, additionalProperties: {type: string}, default: {a: b}}",
            isRequired: false,
            parameter: "value: [String: String]? = nil",
            note: #"Server default: `["a": "b"]`."#,
            decode: "optional",
            encode: "write"
        ),
        Case(
            schema: "{$ref: '#/components/schemas/Status', default: done}",
            isRequired: false,
            parameter: "value: Status? = nil",
            note: "Server default: `.done`.",
            decode: "optional",
            encode: "write"
        ),
        Case(
            schema: "{anyOf: [{type: integer}, {type: 'null'}], default: 3}",
            isRequired: false,
            parameter: "value: Nullable<Int>? = nil",
            note: "Server default: `.value(3)`.",
            decode: "nullable",
            encode: "write"
        ),
        // A required member is always sent: its default is where the initializer starts.
        Case(
            schema: "{type: integer, default: 3}",
            isRequired: true,
            parameter: "value: Int = 3",
            decode: "required",
            encode: "write"
        ),
        // A `const` is the only value there is.
        Case(
            schema: "{type: string, const: card, default: card}",
            isRequired: false,
            parameter: #"value: String? = "card""#,
            decode: "optional",
            encode: "write"
        ),
    ]

    /// `Holder` is sent as a request body, as a PATCH's model is.
    @Test(arguments: cases)
    func memberFollowsTheSpec(_ member: Case) throws {
        let client = try TranslatedClient(
            holderSpec(
                member: member.schema,
                isRequired: member.isRequired,
                schemas: "Status: {type: string, enum: [open, done]}"
            )
        )
        let model = try #require(client[model: "Holder"])
        #expect(model.contains("public init(\(member.parameter))"), "\(model)")
        #expect(model.contains("Server default") == (member.note != nil), "\(model)")
        if let note = member.note { #expect(model.contains("    /// \(note)\n"), "\(model)") }
        #expect(model.contains("self.value = try container.\(member.decode)(\"value\")"), "\(model)")
        if let encode = member.encode {
            #expect(model.contains("try container.\(encode)(self.value, at: \"value\")"), "\(model)")
        } else {
            #expect(!model.contains("self.value, at:") && model.contains("_ = encoder.container"), "\(model)")
        }
    }

    /// A model only ever received keeps an optional nullable member as plain as any optional one.
    @Test func anOptionalNullableMemberOfAReceivedModelIsAPlainOptional() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Holder:
                      type: object
                      properties:
                        value: {type: [string, 'null']}
                    """,
                paths: """
                    /holders:
                      get:
                        operationId: getHolder
                        responses:
                          '200':
                            description: The holder.
                            content:
                              application/json:
                                schema: {$ref: '#/components/schemas/Holder'}
                    """
            )
        )
        let model = try #require(client[model: "Holder"])
        #expect(model.contains("public var value: String?"))
        // A `null` received is noted, and written back while the member stays nil.
        #expect(model.contains("private var receivedNulls = ReceivedNulls()"))
        #expect(model.contains(#"self.value = try container.optional("value", nulls: &self.receivedNulls)"#))
        #expect(model.contains(#"try container.write(self.value, at: "value", nulls: self.receivedNulls)"#))
    }

    /// A member written `allOf: [{$ref: X}, {description: …}]`, the way Box documents members whose type is a
    /// component, is of type `X`, documented with that text. It once became an inline type of `X`'s shape, taken
    /// for another component of the same shape (Box's `FileVersionLegalHold.file` was a `FileConflict`).
    @Test func aMemberThatOnlyDescribesAComponentIsOfThatComponent() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    File:
                      type: object
                      properties: {id: {type: string}}
                    AConflict:
                      allOf:
                        - $ref: '#/components/schemas/File'
                        - properties: {id: {type: string}}
                    Hold:
                      type: object
                      properties:
                        file:
                          allOf:
                            - $ref: '#/components/schemas/File'
                            - description: The file held.
                    """
            )
        )
        let model = try #require(client[model: "Hold"])
        #expect(model.contains("    /// The file held.\n    public var file: File?\n"), "\(model)")
        #expect(!model.contains("AConflict") && !model.contains("struct File"), "\(model)")
    }

    /// A component that only describes or qualifies another (`allOf: [{$ref: File}, {description: …}]`, Box's
    /// `AiStudioAgentSpreadsheetTool` with an empty `properties` part) is that component under a second name: an
    /// alias documented with the description, not a struct that copies its members and cannot be passed as it.
    @Test func aComponentThatOnlyDescribesAnotherIsAnAliasOfIt() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    File:
                      type: object
                      properties: {id: {type: string}}
                    HeldFile:
                      allOf:
                        - $ref: '#/components/schemas/File'
                        - description: A file under a legal hold.
                    ToolFile:
                      type: object
                      allOf:
                        - $ref: '#/components/schemas/File'
                        - properties: {}
                    NamedFile:
                      allOf:
                        - $ref: '#/components/schemas/File'
                        - description: A file with its name.
                        - properties: {name: {type: string}}
                    """
            )
        )
        let held = try #require(client[model: "HeldFile"])
        #expect(held.contains("/// A file under a legal hold.\n///\n"), "\(held)")
        #expect(held.contains("public typealias HeldFile = File\n"), "\(held)")
        #expect(try #require(client[model: "ToolFile"]).contains("public typealias ToolFile = File\n"))
        // A part that adds a member makes a struct of its own, documented by the part that describes it.
        let named = try #require(client[model: "NamedFile"])
        #expect(named.contains("/// A file with its name.\n///\n"), "\(named)")
        #expect(named.contains("struct NamedFile:") && named.contains("public var name: String?"), "\(named)")
    }

    /// A component object without properties allows any members (Plaid's `CashflowAttributesSchema`, "a map of
    /// cash flow attributes"): it is a dictionary of JSON values, as an inline one is, not an empty struct that
    /// drops every member it is sent.
    @Test func anObjectWithoutPropertiesIsADictionary() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Attributes:
                      type: object
                      description: A map of attributes.
                    Report:
                      type: object
                      properties:
                        attributes: {$ref: '#/components/schemas/Attributes'}
                        extra: {type: object}
                    """
            )
        )
        let alias = try #require(client[model: "Attributes"])
        #expect(alias.contains("public typealias Attributes = [String: JSONValue]"), "\(alias)")
        let report = try #require(client[model: "Report"])
        #expect(report.contains("public var attributes: Attributes?"), "\(report)")
        #expect(report.contains("public var extra: [String: JSONValue]?"), "\(report)")
    }

    /// `allOf` of values of one scalar type merges nothing: Plaid's `allOf: [{$ref: Scope}, {type: string,
    /// nullable: true}]` is the `Scope` enum, optional; two strings, one a date-time, are a date; Box's boolean
    /// with `{nullable: false}` is a `Bool`. All were empty structs.
    @Test func allOfOfOneScalarTypeIsItsFirstPart() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Scope: {type: string, enum: [me, all]}
                    When:
                      allOf: [{type: string, format: date-time}, {type: string}]
                    Payment:
                      type: object
                      properties:
                        scope:
                          allOf:
                            - $ref: '#/components/schemas/Scope'
                            - {type: string, description: The scope., nullable: true}
                        mixed:
                          allOf: [{type: string}, {type: integer}]
                        invites:
                          allOf: [{type: boolean, description: Whether others may invite.}, {nullable: false}]
                        tags:
                          allOf: [{type: array, items: {type: string}}, {nullable: false}]
                        choice:
                          allOf: [{$ref: '#/components/schemas/Scope'}, {nullable: true}]
                        kind:
                          allOf: [{$ref: '#/components/schemas/Scope'}, {type: string}, {nullable: true}]
                      required: [kind]
                    """
            )
        )
        #expect(client[model: "When"]?.contains("public typealias When = Date") == true)
        let payment = try #require(client[model: "Payment"])
        #expect(payment.contains("public var scope: Scope?"), "\(payment)")
        #expect(payment.contains("    /// Whether others may invite.\n    public var invites: Bool?"), "\(payment)")
        // A part that only qualifies the other (`nullable`) leaves the type to it, whatever it is.
        #expect(payment.contains("public var tags: [String]?"), "\(payment)")
        #expect(payment.contains("public var choice: Scope?"), "\(payment)")
        // Required, but a part allows null.
        #expect(payment.contains("public var kind: Scope?"), "\(payment)")
        // Parts of different types are not one scalar: they stay a struct of what they share (nothing).
        #expect(payment.contains("public var mixed: Mixed?"), "\(payment)")
    }

    /// An `x-swift-name` that would mean something else even in backticks (`self`, which a memberwise init's
    /// parameter of that name hides) gets `Value`, as the same name from the spec does (a fuzz-smoke mutant).
    @Test func swiftNamesThatHideSelfGetValue() throws {
        let spec = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/swift-name-self.yaml"),
            encoding: .utf8
        )
        let client = try TranslatedClient(spec)
        let other = try #require(client[model: "Other"])
        #expect(other.contains("    public var selfValue: Int?\n"))
        #expect(other.contains("    public var initValue: String?\n"))
        #expect(other.contains("        self.selfValue = selfValue\n"))
        #expect(!other.contains("`self`"))
        let operation = try #require(client["Operations/API+ListOthers.swift"])
        #expect(operation.contains("selfValue: String? = nil"))
    }
}
