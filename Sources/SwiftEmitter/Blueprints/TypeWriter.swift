/// Writes types as a careful person would where a declaration stands: a type nested in a scope the declaration is
/// inside is written from that scope (`Status` inside `Pet`, `ListPets.Response` inside `Petstore`), where Swift's
/// lookup from the innermost scope out finds that very type; anything else is written in full.
struct TypeWriter: Sendable {
    /// The names of the types nested in each type, by the type's qualified name.
    let nestedTypes: [String: Set<String>]
    /// The scopes names are looked up in where the declaration stands, innermost first.
    let scopes: [String]

    /// Writes every type in full.
    static let qualified = TypeWriter(nestedTypes: [:], scopes: [])

    /// The types nested in others among `declarations`, for writers of any of them.
    static func nestedTypes(in declarations: [Declaration]) -> [String: Set<String>] {
        var nested: [String: Set<String>] = [:]
        for declaration in declarations {
            guard case .member(let parent, let name)? = declaration.declaredType else { continue }
            nested[parent.description, default: []].insert(name)
        }
        return nested
    }

    /// A writer for `declaration`, which stands in the scopes its own name and its parents' make.
    func standing(in declaration: Declaration) -> TypeWriter {
        TypeWriter(nestedTypes: nestedTypes, scopes: Self.scopes(of: declaration))
    }

    /// The scopes a declaration's references are looked up in, innermost first: a model's own and its parent's,
    /// a builder's enum, an alias's parent.
    ///
    /// A nested type is declared in an extension of its parent (`extension API.GetUser { struct Response }`), and
    /// Swift looks a name up there in the type itself and in the extended type, never in the types around that:
    /// `ListUsers.Response` written inside `API.GetUser.Response` is not found, though `API` declares it.
    static func scopes(of declaration: Declaration) -> [String] {
        switch declaration {
        case .operation(let blueprint): [blueprint.namespace]
        case .typeAlias: declaration.parent.map { [$0.description] } ?? []
        case .structure, .enumeration, .oneOf, .responseType:
            [declaration.declaredType?.description, declaration.parent?.description].compactMap { $0 }
        case .paging(let blueprint): [blueprint.parent.description]
        case .namespace, .group, .envelope: []
        }
    }

    /// `type` as Swift source, each nested type written from the outermost scope it can be reached from.
    func write(_ type: SwiftType) -> String {
        switch type {
        case .named(let name): return name
        case .member:
            guard let qualified = type.qualifiedName else { return type.description }
            return relative(qualified) ?? qualified
        case .optional(let wrapped): return write(wrapped) + "?"
        case .array(let element): return "[" + write(element) + "]"
        case .dictionary(let value): return "[String: " + write(value) + "]"
        case .generic(let name, let arguments): return name + "<" + arguments.map(write).joined(separator: ", ") + ">"
        }
    }

    /// The shortest spelling of `qualified` from a scope it is nested in whose first name Swift finds in that
    /// scope before any other of the same name; nil when there is none.
    private func relative(_ qualified: String) -> String? {
        var best: String?
        for (index, scope) in scopes.enumerated() where qualified.hasPrefix(scope + ".") {
            let rest = qualified.dropFirst(scope.count + 1)
            let first = String(rest.prefix { $0 != "." })
            guard nestedTypes[scope]?.contains(first) == true,
                !scopes[..<index].contains(where: { nestedTypes[$0]?.contains(first) == true })
            else { continue }
            if best.map({ rest.count < $0.count }) ?? true { best = String(rest) }
        }
        return best
    }
}
