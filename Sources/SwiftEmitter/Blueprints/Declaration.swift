/// One top-level declaration, the content of one generated file.
public enum Declaration: Sendable {
    case structure(StructBlueprint)
    case enumeration(EnumBlueprint)
    case oneOf(OneOfBlueprint)
    case operation(OperationBlueprint)
    case namespace(NamespaceBlueprint)
    case typeAlias(TypeAliasBlueprint)
    case group(GroupBlueprint)
    case envelope(EnvelopeBlueprint)

    /// The declared type's name, which is also the file's name.
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
        }
    }
}
