import Foundation
import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// A date, bytes, URL or decimal variant is coded through a single-value container, where the JSON coders
    /// apply their strategies: `Date(from:)` itself would read a number, not RFC 3339 text.
    @Test func unionVariantsWithCoderStrategiesUseSingleValueContainers() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    DataPointTime:
                      oneOf:
                        - {type: integer, format: int64}
                        - {type: string, format: date-time}
                    """
            )
        )
        #expect(
            client[model: "DataPointTime"] == """
                /// - Remark: Generated from `#/components/schemas/DataPointTime`.
                public nonisolated enum DataPointTime: Codable, Hashable, Sendable {
                    case int64(Int64)
                    case date(Date)

                    public init(from decoder: any Decoder) throws {
                        var failures: [any Error] = []
                        do {
                            self = .int64(try Int64(from: decoder))
                            return
                        } catch {
                            failures.append(error)
                        }
                        do {
                            self = .date(try decoder.singleValueContainer().decode(Date.self))
                            return
                        } catch {
                            failures.append(error)
                        }
                        throw DecodingError.dataCorrupted(
                            DecodingError.Context(
                                codingPath: decoder.codingPath,
                                debugDescription: "The value matches none of the variants: \\(failures)"
                            )
                        )
                    }

                    public func encode(to encoder: any Encoder) throws {
                        switch self {
                        case .int64(let value): try value.encode(to: encoder)
                        case .date(let value):
                            var container = encoder.singleValueContainer()
                            try container.encode(value)
                        }
                    }
                }

                """
        )
    }

    @Test(arguments: [
        ("{type: string, format: byte}", "Data", true), ("{type: string, format: binary}", "Data", true),
        ("{type: string, format: uuid}", "UUID", false), ("{type: string, format: date}", "CalendarDate", false),
    ])
    func unionVariantCoding(schema: String, type: String, isSingleValue: Bool) throws {
        let client = try TranslatedClient(
            spec(schemas: "Value:\n  oneOf:\n    - {type: boolean}\n    - \(schema)\n")
        )
        let text = try #require(client[model: "Value"])
        let decode =
            isSingleValue ? "try decoder.singleValueContainer().decode(\(type).self)" : "try \(type)(from: decoder)"
        #expect(text.contains(decode))
        #expect(text.contains("var container = encoder.singleValueContainer()") == isSingleValue)
    }

    /// A variant whose type the spec does not name is a case named after what its JSON is (`stringArray`,
    /// `object`, `string` for an inline enum), not after its place (`case2`); where two variants would take one
    /// such name, both keep their place's name.
    @Test func unionCasesAreNamedAfterTheirJSONWhenTheSpecNamesNoType() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    Pet: {type: object, properties: {name: {type: string}}}
                    Value:
                      anyOf:
                        - {type: string, format: date-time}
                        - {type: array, items: {type: string}}
                        - {type: object, additionalProperties: {$ref: '#/components/schemas/Pet'}}
                        - {type: object}
                        - {type: array, items: {type: integer}, nullable: true}
                        - {type: array}
                        - {type: string, enum: [auto, manual]}
                    Shape:
                      oneOf:
                        - {type: object, properties: {radius: {type: number}}}
                        - {type: object, properties: {side: {type: number}}}
                        - {type: array, items: {type: object, properties: {x: {type: number}}}}
                    """
            )
        )
        let value = try #require(client[model: "Value"])
        for line in [
            "case date(Date)", "case stringArray([String])", "case petDictionary([String: Pet])",
            "case object([String: JSONValue])", "case intArray([Int]?)", "case array([JSONValue])",
            "case string(Case7)",
        ] {
            #expect(value.contains("    \(line)\n"), "\(line)")
        }
        let shape = try #require(client[model: "Shape"])
        #expect(shape.contains("    case case1(Case1)\n    case case2(Case2)\n    case array([Case3Item])\n"))
    }

    /// A union of strings one of which is any string is one type, so callers need no case to wrap a value in:
    /// with a string enum (OpenAI's open lists of models) it is that enum, whose `unknown` case keeps the other
    /// strings; with several, one enum of all their values; without one (an ID or a name), `String`. It allows
    /// null when a variant does.
    @Test func aUnionOfAnyStringAndStringsIsOneType() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    ModelID:
                      description: A model ID, one of ours or your own.
                      anyOf:
                        - {type: string}
                        - {type: string, enum: [gpt-4o, o3]}
                    Speech:
                      type: object
                      required: [model, voice]
                      properties:
                        model: {$ref: '#/components/schemas/ModelID'}
                        voice:
                          anyOf: [{type: string, enum: [alloy, echo]}, {type: string, nullable: true}]
                        size:
                          oneOf: [{type: string}, {type: string, enum: [small, large]}, {type: string, enum: [auto]}]
                        tier:
                          anyOf: [{type: string}, {type: string, enum: [fast, slow]}]
                          default: slow
                    ResponsesModelID:
                      anyOf:
                        - $ref: '#/components/schemas/ModelID'
                        - {type: string, enum: [o1-pro, o3]}
                    AnyModelID:
                      anyOf: [{$ref: '#/components/schemas/ModelID'}, {$ref: '#/components/schemas/ResponsesModelID'}]
                    Shade:
                      oneOf: [{type: string, enum: [light]}, {type: string, enum: [dark]}]
                    """,
                paths: """
                    /limits/{id_or_name}:
                      get:
                        operationId: getLimit
                        parameters:
                          - name: id_or_name
                            in: path
                            required: true
                            schema: {anyOf: [{type: string, format: uuid}, {type: string}]}
                        responses: {'204': {description: ok}}
                    """
            )
        )
        let model = try #require(client[model: "ModelID"])
        #expect(model.contains("/// A model ID, one of ours or your own.\n"))
        #expect(model.contains("public nonisolated enum ModelID: Codable, Hashable, Sendable, RawRepresentable,"))
        #expect(model.contains("    case gpt4o\n    case o3\n"))
        #expect(model.contains("    case unknown(String)\n"))
        let speech = try #require(client[model: "Speech"])
        #expect(speech.contains("    public var model: ModelID\n"))
        // The plain string variant allows null, so the union does.
        #expect(speech.contains("    public var voice: Voice?\n"))
        #expect(speech.contains("self.voice = try container.requiredOrNull(\"voice\")"))
        #expect(speech.contains("public nonisolated enum Voice: Codable, Hashable, Sendable, RawRepresentable,"))
        // Several enums are one, of all their values: as separate cases, each would decode every string, since
        // each keeps the strings it does not list.
        let size = "public nonisolated enum Size: Codable, Hashable, Sendable, RawRepresentable, ParameterValue {\n"
        #expect(speech.contains(size + "        case small\n        case large\n        case auto\n"))
        #expect(speech.contains(", tier: Tier? = nil) {\n"))
        #expect(speech.contains("    /// Server default: `.slow`.\n"))
        // A union of such a union and more values (OpenAI's `ModelIdsResponses`) and a union of both: each is the
        // enum of every value, each value once, so `o1-pro` decodes as `.o1Pro`, not as an unknown model ID.
        for name in ["ResponsesModelID", "AnyModelID"] {
            let model = try #require(client[model: name])
            #expect(model.contains("    case gpt4o\n    case o3\n    case o1Pro\n    /// A value"), "\(name)")
            #expect(model.contains("        case \"o1-pro\": self = .o1Pro\n"), "\(name)")
        }
        let shade = try #require(client[model: "Shade"])
        #expect(shade.contains("    case light\n    case dark\n"))
        let operation = try #require(client["Operations/API+GetLimit.swift"])
        #expect(operation.contains("public static func getLimit(idOrName: String) -> Request<Empty> {"))
        #expect(!operation.contains("enum GetLimit"))
        #expect(client.diagnostics.isEmpty)
    }

    /// Variants that are objects each requiring one property with one string or integer value of its own (`type:
    /// {enum: [role]}`, a `const`) are decoded by that value, as with a discriminator, and an unlisted value is kept:
    /// tried one by one, every value decoded as the first, since each variant's enum keeps the values it does not
    /// list. Variants that share a value, or do not all require the property, are read as the one the JSON fits.
    @Test func variantsOfOneValueEachAreToldApartByIt() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    RoleDefault:
                      type: object
                      required: [type, id]
                      properties: {type: {type: string, enum: [role]}, id: {type: string}}
                    UserDefault:
                      type: object
                      required: [id, type]
                      properties: {id: {type: string}, type: {type: string, const: user}}
                    Default:
                      oneOf: [{$ref: '#/components/schemas/RoleDefault'}, {$ref: '#/components/schemas/UserDefault'}]
                    Shared:
                      oneOf: [{$ref: '#/components/schemas/RoleDefault'}, {$ref: '#/components/schemas/RoleDefault2'}]
                    RoleDefault2:
                      type: object
                      required: [type]
                      properties: {type: {type: string, enum: [role]}, name: {type: string}}
                    Loose:
                      oneOf:
                        - {$ref: '#/components/schemas/RoleDefault'}
                        - {type: object, properties: {type: {type: string, enum: [user]}}}
                    Button:
                      type: object
                      required: [type]
                      properties: {type: {type: integer, enum: [2]}, label: {type: string}}
                    Select:
                      type: object
                      required: [type]
                      properties: {type: {type: integer, const: 3}, options: {type: array, items: {type: string}}}
                    Component:
                      oneOf: [{$ref: '#/components/schemas/Button'}, {$ref: '#/components/schemas/Select'}]
                    """
            )
        )
        let union = try #require(client[model: "Default"])
        #expect(union.contains("    case roleDefault(RoleDefault)\n    case userDefault(UserDefault)\n    /// A"))
        #expect(union.contains("        case discriminator = \"type\"\n"))
        #expect(union.contains("        case \"role\": self = .roleDefault(try RoleDefault(from: decoder))\n"))
        #expect(union.contains("        case \"user\": self = .userDefault(try UserDefault(from: decoder))\n"))
        #expect(union.contains("        default: self = .unknown(try JSONValue(from: decoder))\n"))
        // Integers too, as Discord's components are told apart by their `type`.
        let component = try #require(client[model: "Component"])
        #expect(component.contains("        switch try container.decode(Int.self, forKey: .discriminator) {\n"))
        #expect(component.contains("        case 2: self = .button(try Button(from: decoder))\n"))
        #expect(component.contains("        case 3: self = .select(try Select(from: decoder))\n"))
        for name in ["Shared", "Loose"] {
            let union = try #require(client[model: name])
            #expect(!union.contains("DiscriminatorKey"), "\(name)")
            #expect(union.contains("if json.fitsObject(fixed: [\"type\": \"role\"]), let value ="), "\(name)")
            #expect(union.contains("    case unknown(JSONValue)\n"), "\(name)")
        }
    }

    /// A variant told apart by a discriminator is an object, so a component that allows null is not optional
    /// there (Airflow's `ScheduleInterval`, `nullable` itself, of `nullable` `TimeDelta` and `CronExpression`): a
    /// case `.timeDelta(nil)` would encode a null with no `__type`. Tried one by one, a variant that allows null
    /// still takes the null.
    @Test func variantsToldApartByADiscriminatorAreNeverNull() throws {
        let client = try TranslatedClient(
            spec(
                schemas: """
                    TimeDelta:
                      type: object
                      nullable: true
                      required: [__type, days]
                      properties: {__type: {type: string}, days: {type: integer}}
                    CronExpression:
                      type: object
                      nullable: true
                      required: [__type, value]
                      properties: {__type: {type: string}, value: {type: string}}
                    ScheduleInterval:
                      nullable: true
                      anyOf: [{$ref: '#/components/schemas/TimeDelta'}, {$ref: '#/components/schemas/CronExpression'}]
                      discriminator: {propertyName: __type}
                    Either:
                      anyOf: [{$ref: '#/components/schemas/TimeDelta'}, {type: string}]
                    Dag:
                      type: object
                      properties: {schedule_interval: {$ref: '#/components/schemas/ScheduleInterval'}}
                    """
            ).replacingOccurrences(of: "openapi: 3.1.0", with: "openapi: 3.0.3")
        )
        let union = try #require(client[model: "ScheduleInterval"])
        #expect(union.contains("    case timeDelta(TimeDelta)\n    case cronExpression(CronExpression)\n"))
        #expect(union.contains("        case \"TimeDelta\": self = .timeDelta(try TimeDelta(from: decoder))\n"))
        #expect(client[model: "Dag"]?.contains("public var scheduleInterval: ScheduleInterval?\n") == true)
        let either = try #require(client[model: "Either"])
        #expect(either.contains("    case timeDelta(TimeDelta?)\n"))
    }

    /// Values that make awkward names still make sound ones: empty, punctuation that collides, a quote, `self`,
    /// `Type`, a digit (whose type is named after its place, since `_1` would be its case's name too).
    @Test func implicitDiscriminatorNamesAreSound() throws {
        let spec = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(
                    "Fuzz/Regressions/implicit-discriminator-names.yaml"
                ),
            encoding: .utf8
        )
        let operation = try #require(try TranslatedClient(spec)["Operations/API+Events.swift"])
        for line in [
            "case empty(EmptyValue)", "case aB(AB)", "case aB2(AB2)", "case exit1(Exit1)", "case `self`(SelfValue)",
            "case type(Kind)", "case _1(Case7)", #"case "\"); exit(1); (\"": self = .exit1(try Exit1(from: decoder))"#,
        ] {
            #expect(operation.contains(line), "\(line)")
        }
    }
}
