import Mustache
import OpenAPIModel

/// A type an operation's responses need beside its models, nested in the operation's enum: the typed headers its
/// success responses document, the answers of several success statuses whose bodies differ, or its documented
/// failures; and the enum of the webhooks a receiving app reads, nested in the namespace.
public struct ResponseTypeBlueprint: Sendable {
    /// A documented response header, read from the response's headers.
    public struct Header: Sendable {
        public var name: SwiftIdentifier
        /// The header's name on the wire, such as `Location`.
        public var wireName: String
        /// The value's type, such as `URL`, or the element type of a comma-separated list.
        public var type: SwiftType
        /// Whether the header holds a comma-separated list of `type` values.
        public var isList: Bool
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            wireName: String,
            type: SwiftType,
            isList: Bool = false,
            documentation: Documentation = Documentation()
        ) {
            self.name = name
            self.wireName = wireName
            self.type = type
            self.isList = isList
            self.documentation = documentation
        }
    }

    /// One success status and what its body becomes.
    public struct Outcome: Sendable {
        /// The case, named after the status's reason phrase (`created`).
        public var name: SwiftIdentifier
        public var code: Int
        /// The body's type; nil for a status without a body.
        public var type: SwiftType?
        public var decoding: OperationBlueprint.Decoding
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            code: Int,
            type: SwiftType?,
            decoding: OperationBlueprint.Decoding,
            documentation: Documentation = Documentation()
        ) {
            self.name = name
            self.code = code
            self.type = type
            self.decoding = decoding
            self.documentation = documentation
        }
    }

    /// One type of server-sent event and what its data becomes.
    public struct Event: Sendable {
        /// The case, named after the event type (`noteCreated`).
        public var name: SwiftIdentifier
        /// The event type on the wire: the `event` field, such as `note.created`.
        public var event: String
        /// The data's type: a JSON type, or `String` for text.
        public var type: SwiftType
        /// Whether the data is read as text rather than decoded from JSON.
        public var isText: Bool
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            event: String,
            type: SwiftType,
            isText: Bool,
            documentation: Documentation = Documentation()
        ) {
            self.name = name
            self.event = event
            self.type = type
            self.isText = isText
            self.documentation = documentation
        }
    }

    /// One documented error status, range or `default`, and the model its body decodes into.
    public struct Failure: Sendable {
        /// The case, named after the status's reason phrase (`notFound`) or the range (`clientError`).
        public var name: SwiftIdentifier
        public var status: ResponseStatus
        /// The error body's model; nil for a status documented without a JSON body.
        public var type: SwiftType?
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            status: ResponseStatus,
            type: SwiftType?,
            documentation: Documentation = Documentation()
        ) {
            self.name = name
            self.status = status
            self.type = type
            self.documentation = documentation
        }
    }

    public enum Kind: Sendable {
        /// A struct of the documented headers.
        case headers([Header])
        /// An enum with a case for each success status.
        case outcomes([Outcome])
        /// An enum with a case for each type of server-sent event the stream sends, and `unknown` (named here)
        /// for a type it does not document.
        case events([Event], unknown: SwiftIdentifier)
        /// An enum with a case for each documented error status, range or `default` (most specific first), and
        /// `undocumented`, which the runtime's `OperationFailure` names, for any other failure.
        case failures([Failure])
        /// An enum with a case for each webhook, read from a delivery by the webhook's name.
        case webhooks([Webhook])
    }

    /// The operation's enum of types, such as `Petstore.CreatePet`.
    public var parent: SwiftType
    public var name: String
    public var documentation: Documentation
    public var kind: Kind

    public init(parent: SwiftType, name: String, documentation: Documentation = Documentation(), kind: Kind) {
        self.parent = parent
        self.name = name
        self.documentation = documentation
        self.kind = kind
    }

    /// The template that lays the type out.
    var templateName: String {
        switch kind {
        case .headers: "response-headers"
        case .outcomes: "response-outcomes"
        case .events: "response-events"
        case .failures: "response-failures"
        case .webhooks: "webhooks"
        }
    }

    /// The logic-free context the template lays out.
    func renderContext(access: AccessLevel, writer: TypeWriter) -> MustacheValue {
        var context: MustacheFields = [
            "access": .string(access.prefix),
            "name": .string(name),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
        ]
        switch kind {
        case .headers(let headers):
            context["members"] = .list(
                headers.map { header in
                    let type = writer.write(header.isList ? .array(header.type) : header.type)
                    let reader = header.isList ? "values" : "value"
                    return [
                        "documentation": .list(header.documentation.lines.map(MustacheValue.string)),
                        "declaredName": .string(header.name.declared),
                        "type": .string(type),
                        "assignment": .string(
                            "\(header.name.declared) = headers.\(reader)(\(SwiftLiteral.string(header.wireName)))"
                        ),
                    ]
                }
            )
        case .outcomes(let outcomes):
            context["cases"] = .list(
                outcomes.map { outcome in
                    let payload = outcome.type.map { "(" + writer.write($0) + ")" } ?? ""
                    let value =
                        switch outcome.decoding {
                        case .json: "try input.json()"
                        case .text: "input.text"
                        case .data: "input.body"
                        default: ""
                        }
                    let result = "." + outcome.name.member + (outcome.type == nil ? "" : "(" + value + ")")
                    return [
                        "documentation": .list(outcome.documentation.lines.map(MustacheValue.string)),
                        "declaration": .string(outcome.name.declared + payload),
                        "decodeCase": .string("case \(outcome.code): \(result)"),
                    ]
                }
            )
        case .events(let events, let unknown):
            context["cases"] = .list(
                events.map { event in
                    let value =
                        event.isText
                        ? "String(decoding: data, as: UTF8.self)"
                        : "try decoder.decode(\(writer.write(event.type)).self, from: data)"
                    return [
                        "documentation": .list(event.documentation.lines.map(MustacheValue.string)),
                        "declaration": .string(event.name.declared + "(" + writer.write(event.type) + ")"),
                        "decodeCase": .string(
                            "case \(SwiftLiteral.string(event.event)): .\(event.name.member)(\(value))"
                        ),
                    ]
                }
            )
            context["unknown"] = .string(unknown.member)
            context["unknownDeclaration"] = .string(unknown.declared)
        case .failures(let failures):
            context["cases"] = .list(
                failures.map { failure in
                    // A range or `default` covers several statuses, so its case says which one came.
                    let hasStatus = if case .code = failure.status { false } else { true }
                    let model = failure.type.map(writer.write)
                    let payload = (hasStatus ? ["status: Int"] : []) + [model].compactMap { $0 }
                    let arguments = (hasStatus ? ["status: status"] : []) + (model == nil ? [] : ["body"])
                    let pattern = Self.statusPattern(failure.status) + ", " + (model.map { "let body as " + $0 } ?? "_")
                    let value = "self = .\(failure.name.member)\(Self.parenthesized(arguments))"
                    // Laid out at 8 spaces, the type nested one level deeper: the case sits at 12 and a body that
                    // does not fit beside it at 16.
                    let matchCase =
                        Layout.standard.fits(indent: 12, "case (\(pattern)): " + value)
                        ? "case (\(pattern)): " + value : "case (\(pattern)):\n            " + value
                    return [
                        "documentation": .list(failure.documentation.lines.map(MustacheValue.string)),
                        "declaration": .string(failure.name.declared + Self.parenthesized(payload)),
                        "matchCase": .string(matchCase),
                    ]
                }
            )
        case .webhooks(let webhooks):
            context["cases"] = webhookCases(webhooks, writer: writer)
        }
        return .object(context)
    }

    /// `(a, b)`, or nothing for no items.
    private static func parenthesized(_ items: [String]) -> String {
        items.isEmpty ? "" : "(" + items.joined(separator: ", ") + ")"
    }

    /// The pattern a status matches in the failure's `init?(status:errorModel:)`: `404`, `400...499`, or `_` for
    /// `default`, which comes last.
    private static func statusPattern(_ status: ResponseStatus) -> String {
        switch status {
        case .code(let code): "\(code)"
        case .range(let hundreds): "\(hundreds * 100)...\(hundreds * 100 + 99)"
        case .default: "_"
        }
    }
}
