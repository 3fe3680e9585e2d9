/// One declaration the emitter generates; a file holds one, or an owner and the types nested in it.
///
/// Indirect, so that a copy is one reference: the planners copy whole declarations as they move them between
/// files, and a blueprint holds many strings and arrays.
public indirect enum Declaration: Sendable {
    case structure(StructBlueprint)
    case enumeration(EnumBlueprint)
    case oneOf(OneOfBlueprint)
    case operation(OperationBlueprint)
    case namespace(NamespaceBlueprint)
    case typeAlias(TypeAliasBlueprint)
    case group(GroupBlueprint)
    case envelope(EnvelopeBlueprint)
    case responseType(ResponseTypeBlueprint)
    case paging(PagingBlueprint)

    /// The declared name, without the type it is nested in.
    public var name: String {
        switch self {
        case .structure(let blueprint): blueprint.name
        case .enumeration(let blueprint): blueprint.name
        case .oneOf(let blueprint): blueprint.name
        case .operation(let blueprint): blueprint.name.name
        case .namespace(let blueprint): blueprint.name
        case .typeAlias(let blueprint): blueprint.name
        case .group(let blueprint): blueprint.name
        case .envelope(let blueprint): blueprint.name.name
        case .responseType(let blueprint): blueprint.name
        case .paging(let blueprint): blueprint.name.name
        }
    }

    /// Whether the declaration is a model: a struct, an enum, a union or an alias.
    var isModel: Bool {
        switch self {
        case .structure, .enumeration, .oneOf, .typeAlias: true
        default: false
        }
    }

    /// The type a model is declared in (`Pet` for `Pet.Status`); nil for a model at the top of the module.
    public var parent: SwiftType? {
        switch self {
        case .structure(let blueprint): blueprint.parent
        case .enumeration(let blueprint): blueprint.parent
        case .oneOf(let blueprint): blueprint.parent
        case .typeAlias(let blueprint): blueprint.parent
        case .group(let blueprint): .qualified(blueprint.namespace)
        case .responseType(let blueprint): blueprint.parent
        case .paging(let blueprint): blueprint.parent
        case .operation, .namespace, .envelope: nil
        }
    }

    /// The type a model, the namespace or a group declares, as other declarations refer to it; nil for a builder
    /// and the envelope and paging constants.
    public var declaredType: SwiftType? {
        switch self {
        case .operation, .envelope, .paging: nil
        default: parent.map { .member($0, name) } ?? .named(name)
        }
    }
}
