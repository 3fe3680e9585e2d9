extension Declaration {
    /// Every type the declaration refers to (not the one it declares): property, case, parameter, response and
    /// error types, the aliased type.
    public var referencedTypes: [SwiftType] {
        switch self {
        case .structure(let blueprint):
            blueprint.properties.map(\.type) + [blueprint.additionalPropertiesType].compactMap { $0 }
        case .enumeration(let blueprint): [blueprint.rawType]
        case .oneOf(let blueprint): blueprint.cases.map(\.type)
        case .typeAlias(let blueprint): [blueprint.type]
        case .operation(let blueprint):
            blueprint.parameters.map(\.type) + [blueprint.responseType] + blueprint.errorResponses.map(\.type)
        case .responseType(let blueprint):
            switch blueprint.kind {
            case .headers(let headers): headers.map(\.type)
            case .outcomes(let outcomes): outcomes.compactMap(\.type)
            case .events(let events, _): events.map(\.type)
            case .failures(let failures): failures.compactMap(\.type)
            case .webhooks(let webhooks): webhooks.flatMap(\.types)
            }
        case .paging(let blueprint): [blueprint.page, blueprint.item]
        case .namespace, .group, .envelope: []
        }
    }

    /// Whether a type that ``replacingReferences(_:)`` passes through its transform mentions a named or nested
    /// type whose qualified name satisfies `predicate`.
    func mentions(_ predicate: (String) -> Bool) -> Bool {
        switch self {
        case .structure(let blueprint):
            blueprint.properties.contains { $0.type.mentions(predicate) }
                || blueprint.additionalPropertiesType?.mentions(predicate) == true
        case .oneOf(let blueprint): blueprint.cases.contains { $0.type.mentions(predicate) }
        case .typeAlias(let blueprint): blueprint.type.mentions(predicate)
        case .operation(let blueprint):
            blueprint.parameters.contains { $0.type.mentions(predicate) } || blueprint.responseType.mentions(predicate)
                || blueprint.errorResponses.contains { $0.type.mentions(predicate) }
                || blueprint.decoding.enumType?.mentions(predicate) == true
        case .responseType(let blueprint):
            switch blueprint.kind {
            case .headers(let headers): headers.contains { $0.type.mentions(predicate) }
            case .outcomes(let outcomes): outcomes.contains { $0.type?.mentions(predicate) == true }
            case .events(let events, _): events.contains { $0.type.mentions(predicate) }
            case .failures(let failures): failures.contains { $0.type?.mentions(predicate) == true }
            case .webhooks(let webhooks): webhooks.contains { $0.types.contains { $0.mentions(predicate) } }
            }
        case .paging(let blueprint): blueprint.page.mentions(predicate) || blueprint.item.mentions(predicate)
        case .enumeration, .namespace, .group, .envelope: false
        }
    }

    /// The declaration with every type it refers to passed through `transform`; what it declares is kept.
    public func replacingReferences(_ transform: (SwiftType) -> SwiftType) -> Declaration {
        switch self {
        case .structure(var blueprint):
            for index in blueprint.properties.indices {
                blueprint.properties[index].type = transform(blueprint.properties[index].type)
            }
            blueprint.additionalPropertiesType = blueprint.additionalPropertiesType.map(transform)
            return .structure(blueprint)
        case .oneOf(var blueprint):
            for index in blueprint.cases.indices {
                blueprint.cases[index].type = transform(blueprint.cases[index].type)
            }
            return .oneOf(blueprint)
        case .typeAlias(var blueprint):
            blueprint.type = transform(blueprint.type)
            return .typeAlias(blueprint)
        case .operation(var blueprint):
            for index in blueprint.parameters.indices {
                blueprint.parameters[index].type = transform(blueprint.parameters[index].type)
            }
            blueprint.responseType = transform(blueprint.responseType)
            if let type = blueprint.decoding.enumType {
                blueprint.decoding = blueprint.decoding.replacingEnumType(with: transform(type))
            }
            for index in blueprint.errorResponses.indices {
                blueprint.errorResponses[index].type = transform(blueprint.errorResponses[index].type)
            }
            return .operation(blueprint)
        case .responseType(var blueprint):
            switch blueprint.kind {
            case .headers(var headers):
                for index in headers.indices { headers[index].type = transform(headers[index].type) }
                blueprint.kind = .headers(headers)
            case .outcomes(var outcomes):
                for index in outcomes.indices { outcomes[index].type = outcomes[index].type.map(transform) }
                blueprint.kind = .outcomes(outcomes)
            case .events(var events, let unknown):
                for index in events.indices { events[index].type = transform(events[index].type) }
                blueprint.kind = .events(events, unknown: unknown)
            case .failures(var failures):
                for index in failures.indices { failures[index].type = failures[index].type.map(transform) }
                blueprint.kind = .failures(failures)
            case .webhooks(let webhooks):
                blueprint.kind = .webhooks(webhooks.map { $0.replacingTypes(transform) })
            }
            return .responseType(blueprint)
        case .paging(var blueprint):
            (blueprint.page, blueprint.item) = (transform(blueprint.page), transform(blueprint.item))
            return .paging(blueprint)
        case .enumeration, .namespace, .group, .envelope:
            return self
        }
    }
}

extension Declaration {
    /// The model declared as `type` instead: its name, and the type it is nested in.
    func named(_ type: SwiftType) -> Declaration {
        let (name, parent): (String, SwiftType?) =
            if case .member(let parent, let name) = type { (name, parent) } else { (type.description, nil) }
        switch self {
        case .structure(var blueprint):
            (blueprint.name, blueprint.parent) = (name, parent)
            return .structure(blueprint)
        case .enumeration(var blueprint):
            (blueprint.name, blueprint.parent) = (name, parent)
            return .enumeration(blueprint)
        case .oneOf(var blueprint):
            (blueprint.name, blueprint.parent) = (name, parent)
            return .oneOf(blueprint)
        case .typeAlias(var blueprint):
            (blueprint.name, blueprint.parent) = (name, parent)
            return .typeAlias(blueprint)
        case .operation, .namespace, .group, .envelope, .responseType, .paging:
            return self
        }
    }
}
