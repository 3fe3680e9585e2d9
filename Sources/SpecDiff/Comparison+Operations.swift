import Diagnostics
import OpenAPIModel
import SwiftEmitter

extension Comparison {
    /// Pairs operations by `operationId`, then by method and path, then by Swift name; what is left was
    /// removed or added.
    mutating func compareOperations() {
        var unmatchedOld = Array(old.operations.indices)
        var unmatchedNew = Array(new.operations.indices)
        var pairs: [(Int, Int)] = []
        // An operation's builder for another media type is paired with the one for the same media type.
        let identities: [(APISurface.OperationEntry) -> String?] = [
            { entry in entry.operation.operationId.map { "id " + $0 + Self.variantKey(entry) } },
            { "\($0.operation.method.rawValue) " + Self.pathShape($0.operation.path) + Self.variantKey($0) },
            { "swift " + $0.key },
        ]
        for identity in identities {
            var byIdentity: [String: Int] = [:]
            for index in unmatchedNew {
                guard let key = identity(new.operations[index]) else { continue }
                byIdentity[key] = byIdentity[key] ?? index
            }
            unmatchedOld.removeAll { oldIndex in
                guard let key = identity(old.operations[oldIndex]), let newIndex = byIdentity[key] else { return false }
                byIdentity[key] = nil
                unmatchedNew.removeAll { $0 == newIndex }
                pairs.append((oldIndex, newIndex))
                return true
            }
        }
        for (oldIndex, newIndex) in pairs {
            compareOperation(old.operations[oldIndex], new.operations[newIndex])
        }
        for index in unmatchedOld {
            let entry = old.operations[index]
            report(
                .operationRemoved,
                entry.key,
                "operation `\(entry.key)` removed (\(Self.endpoint(entry.operation)))",
                at: entry.operation.sourceLocation,
                side: .old
            )
        }
        for index in unmatchedNew {
            let entry = new.operations[index]
            report(
                .operationAdded,
                entry.key,
                "operation `\(entry.key)` added (\(Self.endpoint(entry.operation)))",
                at: entry.operation.sourceLocation
            )
        }
    }

    /// What tells the builders of one operation apart: the media type a builder of another one sends or asks for.
    private static func variantKey(_ entry: APISurface.OperationEntry) -> String {
        switch entry.blueprint.mediaVariant {
        case nil: ""
        case .body(let contentType)?: " body " + contentType
        case .response(let contentType)?: " response " + contentType
        }
    }

    /// A path template with its parameter names left out: `/pets/{}`; renaming a path parameter changes
    /// nothing on the wire.
    static func pathShape(_ path: String) -> String {
        var shape = ""
        var isInParameter = false
        for character in path {
            if character == "{" {
                isInParameter = true
                shape += "{}"
            } else if character == "}" {
                isInParameter = false
            } else if !isInParameter {
                shape.append(character)
            }
        }
        return shape
    }

    static func endpoint(_ operation: OpenAPIModel.Operation) -> String {
        "\(operation.method.rawValue) \(operation.path)"
    }

    private mutating func compareOperation(_ before: APISurface.OperationEntry, _ after: APISurface.OperationEntry) {
        let subject = after.key
        let location = after.operation.sourceLocation
        if before.key != after.key {
            report(.operationRenamed, before.key, "operation `\(before.key)` renamed to `\(after.key)`", at: location)
        } else if let oldID = before.operation.operationId, let newID = after.operation.operationId, oldID != newID {
            report(
                .operationIDChanged,
                subject,
                "operationId of `\(subject)` changed from '\(oldID)' to '\(newID)'; the Swift name is kept",
                at: location
            )
        }
        if before.operation.method != after.operation.method {
            report(
                .methodChanged,
                subject,
                "`\(subject)` is sent as \(after.operation.method.rawValue) (was \(before.operation.method.rawValue))",
                at: location
            )
        }
        if Self.pathShape(before.operation.path) != Self.pathShape(after.operation.path) {
            report(
                .pathChanged,
                subject,
                "`\(subject)` is sent to \(after.operation.path) (was \(before.operation.path))",
                at: location
            )
        }
        compareParameters(before, after)
        let oldResponse = before.blueprint.responseType
        let newResponse = after.blueprint.responseType
        if !isSame(oldResponse, newResponse) {
            report(
                .responseTypeChanged,
                subject,
                "`\(subject)` now returns `\(newResponse)` (was `\(oldResponse)`)",
                at: new.responseLocation(of: after)
            )
        }
        compareSecurity(before, after)
        if !before.blueprint.isDeprecated, after.blueprint.isDeprecated {
            report(.deprecationAdded, subject, "`\(subject)` deprecated", at: location)
        }
        // The endpoint line is left out: changes of the method, path and `operationId` are reported on their own.
        if before.blueprint.documentation.describing != after.blueprint.documentation.describing {
            report(.documentationChanged, subject, "documentation of `\(subject)` changed", at: location)
        }
    }

    // MARK: Parameters

    /// A caller passes every argument it knows, in the old order: each must still be accepted, in that order,
    /// and the function must need no argument the caller does not pass.
    private mutating func compareParameters(_ before: APISurface.OperationEntry, _ after: APISurface.OperationEntry) {
        let oldParameters = before.blueprint.parameters
        let newParameters = after.blueprint.parameters
        let oldLabels = Set(oldParameters.map(\.name.name))
        var renamedTo: Set<String> = []
        var positions: [Int] = []
        for parameter in oldParameters {
            let subject = "\(after.key)(\(parameter.name.name):)"
            let match =
                newParameters.firstIndex { $0.name.name == parameter.name.name }
                ?? newParameters.firstIndex {
                    parameter.origin != nil && $0.origin == parameter.origin && !oldLabels.contains($0.name.name)
                }
            guard let index = match else {
                report(
                    .parameterRemoved,
                    subject,
                    "parameter `\(parameter.name.name)` of `\(after.key)` removed",
                    at: old.location(of: parameter, in: before),
                    side: .old
                )
                continue
            }
            positions.append(index)
            let counterpart = newParameters[index]
            let location = new.location(of: counterpart, in: after)
            if counterpart.name.name != parameter.name.name {
                renamedTo.insert(counterpart.name.name)
                report(
                    .parameterRenamed,
                    subject,
                    "parameter `\(parameter.name.name)` of `\(after.key)` renamed to `\(counterpart.name.name)`",
                    at: location
                )
            }
            switch (parameter.origin, counterpart.origin) {
            case (.body(let oldContentType)?, .body(let newContentType)?):
                compareBody(
                    subject,
                    (parameter, oldContentType, before),
                    (counterpart, newContentType, after),
                    at: location
                )
            case (.parameter(let oldName, let oldPlace)?, .parameter(let newName, let newPlace)?):
                compareArgument(subject, parameter, counterpart, at: location)
                if oldName != newName {
                    report(
                        .wireNameChanged,
                        subject,
                        "`\(subject)` is sent as '\(newName)' (was '\(oldName)')",
                        at: location
                    )
                }
                if oldPlace != newPlace {
                    report(
                        .parameterLocationChanged,
                        subject,
                        "`\(subject)` is sent in the \(newPlace.rawValue) (was the \(oldPlace.rawValue))",
                        at: location
                    )
                } else if let oldForm = Self.serialization(oldName, oldPlace, in: before),
                    let newForm = Self.serialization(newName, newPlace, in: after), oldForm != newForm
                {
                    report(
                        .wireFormChanged,
                        subject,
                        "`\(subject)` is sent as \(newForm) (was \(oldForm))",
                        at: location
                    )
                }
            default:
                compareArgument(subject, parameter, counterpart, at: location)
            }
        }
        if positions != positions.sorted() {
            report(
                .parametersReordered,
                after.key,
                "`\(after.key)` takes its arguments in a new order",
                at: after.operation.sourceLocation
            )
        }
        for parameter in newParameters
        where !oldLabels.contains(parameter.name.name) && !renamedTo.contains(parameter.name.name) {
            let subject = "\(after.key)(\(parameter.name.name):)"
            let location = new.location(of: parameter, in: after)
            if parameter.defaultValue == nil {
                report(
                    .requiredParameterAdded,
                    subject,
                    "required parameter `\(parameter.name.name): \(parameter.type)` added to `\(after.key)`",
                    at: location
                )
            } else {
                report(
                    .optionalParameterAdded,
                    subject,
                    "optional parameter `\(parameter.name.name): \(parameter.type)` added to `\(after.key)`",
                    at: location
                )
            }
        }
    }

    /// How the spec's parameter `name` in `place` is written on the wire: its style as OpenAPI defaults it, whether
    /// it is exploded, and `allowReserved`; a server reads a value in another style as something else.
    private static func serialization(_ name: String, _ place: Parameter.Location, in entry: APISurface.OperationEntry)
        -> String?
    {
        guard let parameter = entry.operation.parameters.first(where: { $0.name == name && $0.location == place })
        else { return nil }
        let style = parameter.style ?? (place == .path || place == .header ? "simple" : "form")
        let explode = parameter.explode ?? (style == "form")
        return "style '\(style)'" + (explode ? ", exploded" : "") + (parameter.allowReserved ? ", allowReserved" : "")
    }

    /// An argument is only passed in: an optional type accepts what the old type did.
    private mutating func compareArgument(
        _ subject: String,
        _ before: OperationBlueprint.Parameter,
        _ after: OperationBlueprint.Parameter,
        at location: SourceLocation?
    ) {
        let change: ArgumentTypeChange
        if isSame(before.type, after.type) {
            change = .same
        } else if !before.type.isOptional, isSame(.optional(before.type), after.type) {
            change = .madeOptional
        } else if case .optional(let wrapped) = before.type, isSame(wrapped, after.type) {
            change = .madeRequired
        } else {
            change = .changed
        }
        reportArgument(
            subject,
            change,
            before: (before.type.description, before.defaultValue != nil),
            after: (after.type.description, after.defaultValue != nil),
            at: location
        )
    }

    /// The body an operation sends: its parameter, the content type it is sent as, and the operation.
    typealias Body = (parameter: OperationBlueprint.Parameter, contentType: String, entry: APISurface.OperationEntry)

    /// A body is an argument, sent as one of the content types the spec lists: the one the emitter prefers.
    private mutating func compareBody(_ subject: String, _ oldBody: Body, _ newBody: Body, at location: SourceLocation?)
    {
        let (before, oldContentType, oldEntry) = oldBody
        let (after, newContentType, newEntry) = newBody
        let newContentTypes = Set(newEntry.operation.requestBody?.content.map(\.contentType) ?? [])
        let wasRemoved = !newContentTypes.contains(oldContentType)
        func base(_ type: SwiftType) -> SwiftType { type.nonOptional }
        if wasRemoved, !isSame(base(before.type), base(after.type)) {
            report(
                .bodyContentTypeRemoved,
                subject,
                "request body content type '\(oldContentType)' of `\(newEntry.key)` removed; the body is now "
                    + "`\(after.type)` (was `\(before.type)`)",
                at: location
            )
        } else {
            if oldContentType != newContentType {
                report(
                    .bodyContentTypeChanged,
                    subject,
                    "`\(newEntry.key)` now sends its body as '\(newContentType)' (was '\(oldContentType)'"
                        + (wasRemoved ? ", removed)" : ")"),
                    at: location
                )
            }
            compareArgument(subject, before, after, at: location)
        }
        // A media type a builder of its own sent is compared as that builder, which is removed with it.
        let sentByBuilders = Set(
            old.operations.filter { $0.operation.pointer == oldEntry.operation.pointer }.flatMap { entry in
                entry.blueprint.parameters.compactMap { parameter -> String? in
                    guard case .body(let contentType)? = parameter.origin else { return nil }
                    return contentType
                }
            }
        )
        for media in oldEntry.operation.requestBody?.content ?? []
        where oldEntry.blueprint.mediaVariant == nil && media.contentType != oldContentType
            && !newContentTypes.contains(media.contentType) && !sentByBuilders.contains(media.contentType)
        {
            report(
                .unsentContentTypeRemoved,
                subject,
                "request body content type '\(media.contentType)' of `\(newEntry.key)` removed; "
                    + "the generated client does not send it",
                at: location
            )
        }
    }

    // MARK: Security

    /// Credentials that satisfied one of the old requirements must satisfy one of the new ones.
    private mutating func compareSecurity(_ before: APISurface.OperationEntry, _ after: APISurface.OperationEntry) {
        let oldAlternatives = Self.alternatives(before.operation.security)
        let newAlternatives = Self.alternatives(after.operation.security)
        func isMet(_ requirement: [String: Set<String>], by credentials: [String: Set<String>]) -> Bool {
            requirement.allSatisfy { scheme, scopes in credentials[scheme].map(scopes.isSubset(of:)) ?? false }
        }
        let location = after.operation.security.first?.sourceLocation ?? after.operation.sourceLocation
        let now = Self.describe(newAlternatives)
        let was = Self.describe(oldAlternatives)
        if oldAlternatives.contains(where: { held in !newAlternatives.contains { isMet($0, by: held) } }) {
            report(.securityAdded, after.key, "`\(after.key)` now needs \(now) (was \(was))", at: location)
        } else if newAlternatives.contains(where: { held in !oldAlternatives.contains { isMet($0, by: held) } }) {
            report(.securityRelaxed, after.key, "`\(after.key)` now accepts \(now) (was \(was))", at: location)
        }
    }

    /// Each alternative as scheme names and their scopes; no requirement is one empty alternative.
    private static func alternatives(_ requirements: [SecurityRequirement]) -> [[String: Set<String>]] {
        guard !requirements.isEmpty else { return [[:]] }
        return requirements.map { requirement in
            Dictionary(requirement.schemes.entries.map { ($0.name, Set($0.value)) }, uniquingKeysWith: { $0.union($1) })
        }
    }

    private static func describe(_ alternatives: [[String: Set<String>]]) -> String {
        let texts = alternatives.map { alternative in
            alternative.isEmpty
                ? "no credentials"
                : alternative.keys.sorted().map { "'\($0)'" }.joined(separator: " and ")
        }
        return texts.joined(separator: " or ")
    }
}
