/// Plans where inline types go, after translation, so the generated module stays small for the compiler:
///
/// - an inline type whose shape is the same as another's (asana repeats one `opt_fields` enum in dozens of
///   operations) becomes a type alias of the first of them by name, so each shape is compiled once while every
///   name stays usable;
/// - an inline type is written into the file of the component schema or operation it is declared in, rather
///   than a file of its own. SwiftPM compiles a module in batches of files and every batch parses all of them,
///   so the file count, not only the code, sets the build time of a large client.
struct InlineTypePlanner {
    /// JSON pointers of the declarations that own a file: component schemas and operations.
    var ownerOrigins: Set<String>

    /// `files` with equal inline shapes merged and inline types placed in their owners' files.
    func plan(_ files: [PlannedFile]) -> [PlannedFile] {
        place(merge(files))
    }

    /// Replaces each inline struct, enum or union that repeats an earlier one's shape with a type alias of it.
    /// Shapes are compared with aliased names resolved, repeatedly, so containers of merged types merge too.
    func merge(_ files: [PlannedFile]) -> [PlannedFile] {
        let candidates = files.indices.filter { index in
            guard let origin = files[index].origin, !ownerOrigins.contains(origin) else { return false }
            switch files[index].declaration {
            case .structure, .enumeration, .oneOf: return true
            default: return false
            }
        }
        .sorted { files[$0].declaration.name < files[$1].declaration.name }
        let candidateNames = Set(candidates.map { files[$0].declaration.name })
        var canonical: [String: String] = [:]
        // A shape changes only when a name it mentions (or resolves to) has just been merged, so each round
        // recomputes only those; enums, which mention no type, are computed once.
        var shapes: [Int: String] = [:]
        var mentions: [Int: Set<String>] = [:]
        var justMerged: Set<String>?
        while justMerged?.isEmpty != true {
            var mergedNow: Set<String> = []
            var firstOfShape: [String: String] = [:]
            for index in candidates where canonical[files[index].declaration.name] == nil {
                let name = files[index].declaration.name
                if justMerged.map({ !(mentions[index] ?? []).isDisjoint(with: $0) }) ?? true {
                    var mentioned: Set<String> = []
                    shapes[index] = Self.shape(of: files[index].declaration) { token in
                        guard token != name else { return "Self" }
                        let resolved = Self.resolve(token, in: canonical)
                        if candidateNames.contains(token) { mentioned.formUnion([token, resolved]) }
                        return resolved
                    }
                    mentions[index] = mentioned
                }
                let shape = shapes[index] ?? ""
                if let first = firstOfShape[shape] {
                    canonical[name] = first
                    mergedNow.insert(name)
                } else {
                    firstOfShape[shape] = name
                }
            }
            justMerged = mergedNow
        }
        guard !canonical.isEmpty else { return files }
        var result = files
        for index in candidates {
            let declaration = files[index].declaration
            guard canonical[declaration.name] != nil else { continue }
            result[index].declaration = .typeAlias(
                TypeAliasBlueprint(
                    name: declaration.name,
                    type: .named(Self.resolve(declaration.name, in: canonical)),
                    documentation: Self.documentation(of: declaration),
                    isMerged: true
                )
            )
        }
        return result
    }

    /// Moves each inline type into the file of the nearest owner its JSON pointer lies under.
    func place(_ files: [PlannedFile]) -> [PlannedFile] {
        var ownerPaths: [String: String] = [:]
        for file in files {
            if let origin = file.origin, ownerOrigins.contains(origin) { ownerPaths[origin] = file.path }
        }
        return files.map { file in
            guard let origin = file.origin, !ownerOrigins.contains(origin) else { return file }
            var pointer = Substring(origin)
            while let slash = pointer.lastIndex(of: "/") {
                pointer = pointer[..<slash]
                if let path = ownerPaths[String(pointer)] {
                    var placed = file
                    placed.path = path
                    return placed
                }
            }
            return file
        }
    }

    private static func resolve(_ name: String, in canonical: [String: String]) -> String {
        var name = name
        while let next = canonical[name] { name = next }
        return name
    }

    /// Everything the declaration's code is made of except its name and its own documentation, with type names
    /// passed through `rename`.
    private static func shape(of declaration: Declaration, rename: (String) -> String) -> String {
        var parts: [String] = []
        switch declaration {
        case .enumeration(let blueprint):
            parts = ["enum", blueprint.rawType.description, String(blueprint.isDeprecated)]
            for item in blueprint.cases {
                parts += [item.name.name, item.rawValue.description, item.documentation.lines.joined(separator: "\n")]
            }
        case .structure(let blueprint):
            parts = ["struct", String(blueprint.isDeprecated), renamed(blueprint.additionalPropertiesType, rename)]
            for property in blueprint.properties {
                parts += [
                    property.name.name, property.wireName, renamed(property.type, rename),
                    property.defaultValue?.description ?? "-", property.documentation.lines.joined(separator: "\n"),
                    String(property.isDeprecated), String(property.isIndirect),
                ]
            }
        case .oneOf(let blueprint):
            parts = [
                "oneOf", String(blueprint.isDeprecated), blueprint.discriminator.map(SwiftLiteral.string) ?? "-",
                String(blueprint.isIndirect),
            ]
            for item in blueprint.cases {
                parts += [
                    item.name.name, renamed(item.type, rename),
                    item.discriminatorValues.map(SwiftLiteral.string).joined(separator: ","),
                    String(item.isCodedAsSingleValue),
                ]
            }
        default:
            parts = [declaration.name]
        }
        return parts.joined(separator: "\u{1}")
    }

    private static func renamed(_ type: SwiftType?, _ rename: (String) -> String) -> String {
        type.map { $0.replacingNames { .named(rename($0)) }.description } ?? "-"
    }

    private static func documentation(of declaration: Declaration) -> Documentation {
        switch declaration {
        case .structure(let blueprint): blueprint.documentation
        case .enumeration(let blueprint): blueprint.documentation
        case .oneOf(let blueprint): blueprint.documentation
        default: Documentation()
        }
    }
}
