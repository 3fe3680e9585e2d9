import OpenAPIModel

extension Translation {
    /// Declares, in the operation's enum of types, the enum of its documented failures (`Notes.GetNote.Failure`):
    /// a case for each error status, range or `default` the spec documents, most specific first, holding the model
    /// `errors` gives its body (``OperationBlueprint/ErrorResponse``), and `undocumented` for any other failure. A
    /// `default` without a body adds nothing `undocumented` does not say, so an operation documenting only that
    /// declares none; nor does a status its `x-clientgen-result` makes an answer.
    func declareFailures(
        _ operation: OpenAPIModel.Operation,
        errors: [OperationBlueprint.ErrorResponse],
        types: SwiftType,
        builder: String
    ) {
        var models: [ResponseStatus: SwiftType] = [:]
        for error in errors where models[error.status] == nil { models[error.status] = error.type }
        let documented = operation.responses.filter { response in
            guard Self.failureRank(response.status) != nil, response.extensions["x-clientgen-result"] == nil else {
                return false
            }
            return response.status != .default || models[.default] != nil
        }
        .sorted { Self.failureRank($0.status) ?? 0 < Self.failureRank($1.status) ?? 0 }
        guard !documented.isEmpty else { return }
        var scope = NameScope(reserved: ["undocumented"])
        let failures = documented.map { response in
            let (name, summary): (String, String) =
                switch response.status {
                case .code(let code): (Self.failureCaseNames[code] ?? "status\(code)", "Status \(code).")
                case .range(let hundreds):
                    (Self.rangeCaseNames[hundreds] ?? "status\(hundreds)XX", "A \(hundreds)XX status.")
                case .default: ("otherStatus", "Any other error status.")
                }
            return ResponseTypeBlueprint.Failure(
                name: SwiftIdentifier(scope.claim(name)),
                status: response.status,
                type: models[response.status],
                documentation: documentation([.text([summary]), .spec(response.description)])
            )
        }
        // Nested `Failure` would hide a model of that name from the operation's other types.
        let type = claimType(typeNames.isTaken("Failure") ? "DocumentedFailure" : "Failure", in: types)
        add(
            .responseType(
                ResponseTypeBlueprint(
                    parent: types,
                    name: type.description.split(separator: ".").last.map(String.init) ?? "Failure",
                    documentation: documentation([
                        .text(["How `\(builder)(…)` fails: a case for each error status the spec documents."]),
                        .text([
                            "Thrown by `client.send(\(builder)(…), throwing: \(type).self)`;",
                            "`\(type)(error)` reads an error `client.send(_:)` threw.",
                        ]),
                    ]),
                    kind: .failures(failures)
                )
            ),
            folder: "",
            origin: operation.pointer + "/responses"
        )
    }

    /// The order failures are matched in, exact codes before ranges before `default`; nil for a status that is not a
    /// failure (a success, or an informational status, which never ends a call).
    private static func failureRank(_ status: ResponseStatus) -> Int? {
        switch status {
        case .code(let code): code >= 300 ? code : nil
        case .range(let hundreds): hundreds >= 3 ? 1000 + hundreds : nil
        case .default: 2000
        }
    }

    /// Case names for error statuses, after their reason phrases (RFC 9110).
    private static let failureCaseNames = [
        300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther", 304: "notModified",
        307: "temporaryRedirect", 308: "permanentRedirect", 400: "badRequest", 401: "unauthorized",
        402: "paymentRequired", 403: "forbidden", 404: "notFound", 405: "methodNotAllowed", 406: "notAcceptable",
        407: "proxyAuthenticationRequired", 408: "requestTimeout", 409: "conflict", 410: "gone",
        411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge", 414: "uriTooLong",
        415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed", 421: "misdirectedRequest",
        422: "unprocessableContent", 423: "locked", 424: "failedDependency", 425: "tooEarly", 426: "upgradeRequired",
        428: "preconditionRequired", 429: "tooManyRequests", 431: "requestHeaderFieldsTooLarge",
        451: "unavailableForLegalReasons", 500: "internalServerError", 501: "notImplemented", 502: "badGateway",
        503: "serviceUnavailable", 504: "gatewayTimeout", 505: "httpVersionNotSupported",
        507: "insufficientStorage", 508: "loopDetected", 511: "networkAuthenticationRequired",
    ]

    /// Case names for ranges of error statuses.
    private static let rangeCaseNames = [3: "redirection", 4: "clientError", 5: "serverError"]
}
