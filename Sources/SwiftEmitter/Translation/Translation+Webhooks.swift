import OpenAPIModel

extension Translation {
    /// Claims the name of the enum of the webhooks a receiving app reads, in the namespace (`Shop.Webhook`), before
    /// the builders claim theirs, so an operation named like it never renames it; nil when the spec has none.
    ///
    /// Inside the namespace the enum would hide a model of the same name from the builders beside it, so a spec
    /// with a model `Webhook` (Box's) gets `IncomingWebhook`.
    func claimWebhookEnum() -> SwiftType? {
        guard !document.webhookOperations.isEmpty else { return nil }
        let name = typeNames.isTaken("Webhook") ? "IncomingWebhook" : "Webhook"
        return claimType(name, in: .qualified(namespace))
    }

    /// Declares `type`, the enum of the spec's webhooks: a case per webhook (per method, for one with several)
    /// holding its body decoded as its payload and its documented headers, read from a delivery by the webhook's
    /// name and method. The inline schemas of the bodies are nested in it and written into its file.
    func translateWebhooks(as type: SwiftType) {
        var cases = NameScope(ignoresCase: false)
        var webhooks: [ResponseTypeBlueprint.Webhook] = []
        for entry in document.webhooks.entries {
            let operations = entry.value.operations
            for operation in operations {
                guard !isOverLimit else { return }
                // A webhook is read by its name and method; only one with several operations needs the method in
                // its case's name.
                let words = entry.name + (operations.count > 1 ? " " + operation.method.rawValue.lowercased() : "")
                let name = SwiftIdentifier(cases.claim(Self.usableMemberName(memberName(words))))
                let typeName = typeName(words)
                webhooks.append(
                    ResponseTypeBlueprint.Webhook(
                        name: name,
                        webhookName: entry.name,
                        method: operation.method.rawValue.uppercased(),
                        payload: webhookPayload(operation, named: typeName, in: type),
                        headers: webhookHeaders(operation, named: typeName + "Headers", in: type, case: name),
                        documentation: documentation(
                            [
                                .spec(operation.summary), .spec(operation.description),
                                .spec(operation.requestBody?.description),
                            ],
                            pointer: operation.pointer
                        )
                    )
                )
            }
        }
        guard !webhooks.isEmpty, case .member(let parent, let name) = type else { return }
        let title = document.info.title.isEmpty ? "The API" : document.info.title
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: parent,
                    name: name,
                    documentation: documentation([
                        .text([
                            "The webhooks \(title) sends, each with its payload: read a delivery with",
                            "`try \(type)(name: webhookName, headers: headers, body: body)`.",
                        ])
                    ]),
                    kind: .webhooks(webhooks)
                )
            ),
            folder: "",
            fileName: fileNames.claim(namespace + "+" + name),
            origin: Self.webhooksPointer
        )
    }

    /// Where the webhooks are in a document: the owner of the enum's file, and of their inline types.
    static let webhooksPointer = "#/webhooks"

    /// What the webhook's body becomes: JSON decoded into its schema's type (an inline schema declared in the enum
    /// as `name`), text, bytes, or nothing when it documents no body.
    private func webhookPayload(_ operation: OpenAPIModel.Operation, named name: String, in type: SwiftType)
        -> ResponseTypeBlueprint.Webhook.Payload
    {
        guard let body = operation.requestBody, let media = preferredMedia(body.content) else { return .none }
        let base = Self.baseContentType(media.contentType)
        if Self.isJSON(base), let schema = media.schema {
            return .json(typeReference(for: schema, at: TypePlacement(parent: type, name: name)))
        }
        return base.hasPrefix("text/") ? .text : .data
    }

    /// The struct of the headers the webhook documents, read as response headers are (``ResponseTypeBlueprint``'s
    /// `headers`), declared in the enum; nil when it documents none.
    private func webhookHeaders(
        _ operation: OpenAPIModel.Operation,
        named name: String,
        in type: SwiftType,
        case caseName: SwiftIdentifier
    ) -> SwiftType? {
        var scope = NameScope(reserved: ["headers", "response"])
        let headers = operation.parameters.filter { $0.location == .header }.map { parameter in
            let (valueType, isList) = headerType(parameter.schema)
            return ResponseTypeBlueprint.Header(
                name: SwiftIdentifier(scope.claim(Self.usableMemberName(memberName(parameter.name)))),
                wireName: parameter.name,
                type: valueType,
                isList: isList,
                documentation: documentation([.spec(parameter.description)])
            )
        }
        guard !headers.isEmpty else { return nil }
        let headersType = claimType(name, in: type)
        guard case .member(_, let declaredName) = headersType else { return nil }
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: type,
                    name: declaredName,
                    documentation: documentation([
                        .text(["The headers a delivery of `\(type).\(caseName.member)` documents."])
                    ]),
                    kind: .headers(headers)
                )
            ),
            folder: "",
            origin: operation.pointer + "/parameters"
        )
        return headersType
    }
}
