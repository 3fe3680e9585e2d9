import OpenAPIModel

/// Operations' inline objects that only wrap one value under the same member (`{"data": Task}`,
/// `{"data": [Project]}`, as Asana wraps every body and response) become one generic struct,
/// `DataEnvelope<Value>`, and each operation's type an alias of it (`GetTask.Response = DataEnvelope<TaskResponse>`),
/// so callers keep the name, `.data` and `init(data:)` they had.
///
/// Why: a struct that holds a model is compiled again for every such struct (its copies, equality, hashing and
/// coding follow the model's layout member by member), and a generic struct is compiled once; in a client that
/// wraps every call this way, that is about a quarter of the compile.
struct GenericEnvelopes {
    /// What makes two wrappers the same envelope: the member's names on the wire and in Swift, and how it is read.
    private struct Key: Hashable {
        var wireName: String
        var name: String
        var decoding: StructBlueprint.Property.Decoding
    }

    /// How many operations' objects a member must wrap for them to share a generic struct.
    static let minimumUses = 2

    /// `files` with wrappers that share a member as aliases of the generic struct declared for them, added to
    /// the files; names are claimed in `typeNames`.
    static func apply(to files: [PlannedFile], typeNames: inout NameScope) -> [PlannedFile] {
        let declared = Set(files.compactMap { $0.declaration.declaredType?.qualifiedName })
        var uses: [Key: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard case .structure(let blueprint) = file.declaration, let key = key(of: blueprint, file, declared)
            else { continue }
            uses[key, default: []].append(index)
        }
        // One envelope per Swift member name: the most used way of reading it wins (then the first in a fixed order),
        // the others stay structs.
        var chosen: [String: Key] = [:]
        let candidates = uses.filter { $0.value.count >= minimumUses }.sorted { first, second in
            if first.value.count != second.value.count { return first.value.count > second.value.count }
            if first.key.decoding != second.key.decoding {
                return first.key.decoding.rawValue < second.key.decoding.rawValue
            }
            return first.key.wireName < second.key.wireName
        }
        for (key, _) in candidates where chosen[key.name] == nil {
            chosen[key.name] = key
        }
        var files = files
        for key in chosen.values.sorted(by: { $0.name < $1.name }) {
            let indices = uses[key, default: []]
            guard let index = indices.first, case .structure(let first) = files[index].declaration else { continue }
            let name = typeNames.claim(SwiftNaming.typeName(key.name) + "Envelope")
            files.append(
                PlannedFile(
                    path: "Models/\(name).swift",
                    declaration: .structure(
                        envelope(
                            named: name,
                            like: first.properties[0],
                            key: key,
                            uses: usesPhrase(indices.compactMap { files[$0].origin })
                        )
                    )
                )
            )
            for index in indices {
                guard case .structure(let wrapper) = files[index].declaration else { continue }
                let alias = TypeAliasBlueprint(
                    name: wrapper.name,
                    parent: wrapper.parent,
                    type: .generic(name, [wrapper.properties[0].type.nonOptional]),
                    documentation: wrapper.documentation
                )
                files[index].declaration = .typeAlias(alias)
            }
        }
        return files
    }

    /// The envelope a struct would share: an operation's inline object (its pointer is under `#/paths`; nested in
    /// the operation's enum, or shared by several operations at the top) with one plain member of a type the client
    /// declares outside it, or an array of one; nil for anything else.
    private static func key(of blueprint: StructBlueprint, _ file: PlannedFile, _ declared: Set<String>) -> Key? {
        guard file.origin?.hasPrefix("#/paths/") == true, !blueprint.isDeprecated,
            blueprint.additionalPropertiesType == nil, blueprint.properties.count == 1
        else { return nil }
        let property = blueprint.properties[0]
        guard !property.isDeprecated, !property.isIndirect, property.constantValue == nil, property.encoding == .write,
            property.decoding == .required || property.decoding == .optional,
            property.defaultValue == nil || property.defaultValue == .nil
        else { return nil }
        var value = property.type.nonOptional
        if case .array(let element) = value { value = element }
        // A type nested in the wrapper itself goes with it.
        guard let name = value.qualifiedName, declared.contains(name),
            let own = file.declaration.declaredType?.qualifiedName, !name.hasPrefix(own + ".")
        else { return nil }
        return Key(wireName: property.wireName, name: property.name.name, decoding: property.decoding)
    }

    /// Who uses an envelope, from its wrappers' origins (`#/paths/~1tasks/post/requestBody/…`,
    /// `…/responses/200/…`): `several operations answer`, `one operation sends and answers`.
    static func usesPhrase(_ origins: [String]) -> String {
        var operations: Set<String> = []
        var sends = false
        var answers = false
        for origin in origins {
            // `paths`, the path, the method, then where in the operation.
            guard origin.hasPrefix("#"), let tokens = JSONPointer(escaped: String(origin.dropFirst()))?.tokens,
                tokens.count > 3
            else { continue }
            operations.insert(tokens[..<3].joined(separator: "\u{1}"))
            if tokens[3] == "requestBody" { sends = true } else if tokens[3] == "responses" { answers = true }
        }
        let isOne = operations.count == 1
        let subject = isOne ? "one operation" : "several operations"
        switch (sends, answers) {
        case (true, false): return subject + (isOne ? " sends" : " send")
        case (false, true): return subject + (isOne ? " answers" : " answer")
        default: return subject + (isOne ? " sends and answers" : " send or answer")
        }
    }

    /// `struct DataEnvelope<Value>` with the one member the wrappers share; `uses` says who uses it.
    private static func envelope(
        named name: String,
        like property: StructBlueprint.Property,
        key: Key,
        uses: String
    ) -> StructBlueprint {
        let value = SwiftType.named("Value")
        let member = StructBlueprint.Property(
            name: property.name,
            wireName: key.wireName,
            type: key.decoding == .optional ? .optional(value) : value,
            defaultValue: property.defaultValue,
            decoding: key.decoding
        )
        let documentation = Documentation([
            .text([
                "An object that wraps a value in its `\(key.wireName)` member, as \(uses):",
                "`\(name)<Pet>` is `{\"\(key.wireName)\": …}` around a `Pet`.",
            ])
        ])
        return StructBlueprint(
            name: name,
            documentation: documentation,
            properties: [member],
            genericParameter: "Value"
        )
    }
}
