import SwiftEmitter

/// What a generated file declares, for the lines `generate` prints about what changed: `struct Pet`,
/// `func Petstore.listPets`. A file is described by its first declaration, the owner of the types written after it.
public struct DeclarationSummary: Hashable, Sendable, CustomStringConvertible {
    /// `struct`, `enum`, `typealias`, `func`, `static let`.
    public var kind: String
    /// The declared name, qualified by the enum it is declared in.
    public var name: String

    public init(kind: String, name: String) {
        self.kind = kind
        self.name = name
    }

    public init(_ declaration: Declaration) {
        switch declaration {
        case .structure(let blueprint): self.init(kind: "struct", name: blueprint.name)
        case .enumeration(let blueprint): self.init(kind: "enum", name: blueprint.name)
        case .oneOf(let blueprint): self.init(kind: "enum", name: blueprint.name)
        case .typeAlias(let blueprint): self.init(kind: "typealias", name: blueprint.name)
        case .namespace(let blueprint): self.init(kind: "enum", name: blueprint.name)
        case .group(let blueprint): self.init(kind: "enum", name: "\(blueprint.namespace).\(blueprint.name)")
        case .operation(let blueprint): self.init(kind: "func", name: "\(blueprint.namespace).\(blueprint.name.name)")
        case .envelope(let blueprint):
            self.init(kind: "static let", name: "\(blueprint.namespace).\(blueprint.name.name)")
        case .responseType(let blueprint):
            let kind = if case .headers = blueprint.kind { "struct" } else { "enum" }
            self.init(kind: kind, name: "\(blueprint.parent).\(blueprint.name)")
        case .paging(let blueprint): self.init(kind: "static let", name: "\(blueprint.parent).\(blueprint.name.name)")
        }
    }

    /// `struct Pet`.
    public var description: String { kind + " " + name }
}
