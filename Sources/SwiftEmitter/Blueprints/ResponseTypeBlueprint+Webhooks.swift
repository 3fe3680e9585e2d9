import Mustache

extension ResponseTypeBlueprint {
    /// One webhook the API sends a receiving app: a case of the namespace's `Webhook` enum.
    public struct Webhook: Sendable {
        /// What the delivery's body becomes.
        public enum Payload: Sendable {
            /// JSON decoded into the type.
            case json(SwiftType)
            /// The body as text.
            case text
            /// The body's bytes.
            case data
            /// The webhook documents no body.
            case none
        }

        /// The case, named after the webhook (`orderCreated`).
        public var name: SwiftIdentifier
        /// The webhook's name in the spec's `webhooks` section, which the receiving app reads it by.
        public var webhookName: String
        /// The method the case is read for, as sent: `POST`.
        public var method: String
        public var payload: Payload
        /// The struct of the headers the webhook documents; nil when it documents none.
        public var headers: SwiftType?
        public var documentation: Documentation

        public init(
            name: SwiftIdentifier,
            webhookName: String,
            method: String = "POST",
            payload: Payload,
            headers: SwiftType? = nil,
            documentation: Documentation = Documentation()
        ) {
            self.name = name
            self.webhookName = webhookName
            self.method = method
            self.payload = payload
            self.headers = headers
            self.documentation = documentation
        }

        /// The types the case holds: the payload's and the headers'.
        var types: [SwiftType] {
            var types: [SwiftType] = []
            if case .json(let type) = payload { types.append(type) }
            if let headers { types.append(headers) }
            return types
        }

        /// The webhook with every type it holds passed through `transform`.
        func replacingTypes(_ transform: (SwiftType) -> SwiftType) -> Webhook {
            var webhook = self
            if case .json(let type) = payload { webhook.payload = .json(transform(type)) }
            webhook.headers = headers.map(transform)
            return webhook
        }
    }

    /// The methods `HTTPMethod` has a constant for; others are written as string literals.
    private static let standardMethods: Set<String> = [
        "get", "put", "post", "delete", "options", "head", "patch", "trace",
    ]

    /// `self = case(values)` at `indent`, the values one per line when the line would pass swift-format's limit in
    /// the namespace's extension.
    private static func assignment(_ caseName: String, _ values: [String], indent: String) -> String {
        let call = "self = " + caseName + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
        guard Layout.indentUnit.count + indent.count + call.count > 120 else { return indent + call }
        let lines = values.enumerated().map { indent + "    " + $1 + ($0 == values.count - 1 ? "" : ",") }
        return ([indent + "self = " + caseName + "("] + lines + [indent + ")"]).joined(separator: "\n")
    }

    /// The cases of the `Webhook` enum: each case's declaration and the line of the `switch` that reads it.
    func webhookCases(_ webhooks: [Webhook], writer: TypeWriter) -> MustacheValue {
        .list(
            webhooks.map { webhook in
                var payload: [String] = []
                var values: [String] = []
                switch webhook.payload {
                case .json(let type):
                    payload.append(writer.write(type))
                    values.append("try delivery.json()")
                case .text:
                    payload.append("String")
                    values.append("delivery.text")
                case .data:
                    payload.append("Data")
                    values.append("body")
                case .none:
                    break
                }
                if let headers = webhook.headers {
                    let type = writer.write(headers)
                    payload.append("headers: " + type)
                    values.append("headers: " + type + "(headers)")
                }
                func arguments(_ items: [String]) -> String {
                    items.isEmpty ? "" : "(" + items.joined(separator: ", ") + ")"
                }
                let lowercased = webhook.method.lowercased()
                let method =
                    Self.standardMethods.contains(lowercased) ? "." + lowercased : SwiftLiteral.string(webhook.method)
                let pattern = "(\(SwiftLiteral.string(webhook.webhookName)), \(method))"
                return [
                    "documentation": .list(webhook.documentation.lines.map(MustacheValue.string)),
                    "declaration": .string(webhook.name.declared + arguments(payload)),
                    "decodeCase": .string(
                        "case \(pattern):\n"
                            + Self.assignment(".\(webhook.name.member)", values, indent: "            ")
                    ),
                ]
            }
        )
    }
}
