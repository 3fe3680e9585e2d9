/// Plans the inline types after translation, so their names stay true and the module stays small:
///
/// - an inline type with the same shape as a component schema is that component: its uses refer to the
///   component, and it is not declared;
/// - inline types with the same shape and the same `title` are one type, named by the title: in the model that
///   holds all of them when one does, else at the top of the module when that name is free, else there after
///   what its users have in common, else where the first of them is;
/// - no other shapes are shared: a type is never an alias named after a use it has nothing to do with;
/// - a nested type that would hide a type its scope refers to (`Pet.Status` beside a component `Status` that a
///   member of `Pet` uses) takes its parent's name in front (`Pet.PetStatus`);
/// - an inline type is written into the file of the component schema or operation it is declared in, rather
///   than a file of its own. SwiftPM compiles a module in batches of files and every batch parses all of them,
///   so the file count, not only the code, sets the build time of a large client.
struct InlineTypePlanner {
    /// JSON pointers of the declarations that own a file: component schemas and operations.
    var ownerOrigins: Set<String>
    /// The name each inline type's `title` gives it, by the type's qualified name.
    var titles: [String: String] = [:]
    /// The inline types named for their role in their owner (`Body`, `Item`, `Case1`), by qualified name.
    var roleNamed: Set<String> = []

    /// `files` with inline types merged and renamed as above, and placed in their owners' files. `typeNames` is
    /// the scope of the module's top-level type names, where a shared titled type claims its name.
    func plan(_ files: [PlannedFile], typeNames: inout NameScope) -> [PlannedFile] {
        var (merged, hoisted) = merge(files, typeNames: &typeNames)
        merged = Self.wrappingAliasCycles(resolveHiding(Self.withoutEmptyOperationTypes(merged)))
        var owners = ownerOrigins
        owners.formUnion(hoisted)
        return Self.place(merged, owners: owners)
    }

    // MARK: Merging

    /// What merging has decided so far: which type stands for which, which types are shared under another name,
    /// and the shapes worked out for the models that can be merged, by index into the files.
    struct Merging {
        /// Each file's declared type, qualified (`GetTask.OptFieldsItem`).
        let qualifiedNames: [String]
        var shapes: [Int: Shape] = [:]
        /// A shape's text, with the names it mentions as they were resolved when it was made.
        var shapeTexts: [Int: (text: ShapeText, mentioned: [String])] = [:]
        /// The type that stands for another, by the other's name.
        var replacements: [String: String] = [:]
        /// The type that stands for others of its shape and name, with the name it takes at the top of the module.
        var shared: [String: String] = [:]
        var sharedNames: Set<String> = []

        /// The type that stands for `name` in the end.
        func resolved(_ name: String) -> String {
            var name = name
            while let next = replacements[name] { name = next }
            return name
        }

        /// The shape of the model at `index`, made again only when a type it mentions has been replaced since.
        mutating func shapeText(_ index: Int) -> ShapeText {
            guard let shape = shapes[index] else { return ShapeText("") }
            let mentioned = shape.mentionedNames.map(resolved)
            if let cached = shapeTexts[index], cached.mentioned == mentioned { return cached.text }
            let text = ShapeText(shape.text(resolved))
            shapeTexts[index] = (text, mentioned)
            return text
        }
    }

    /// The files without the inline types that are components or share a titled shape, every reference to them
    /// turned to the type that stands for them; and the origins of the types moved to the top of the module.
    func merge(_ files: [PlannedFile], typeNames: inout NameScope) -> (files: [PlannedFile], hoisted: Set<String>) {
        var merging = Merging(qualifiedNames: files.map { $0.declaration.declaredType?.description ?? "" })
        let names = merging.qualifiedNames
        let declaredNames = Set(names.map { $0.lowercased() })
        func isModel(_ declaration: Declaration) -> Bool {
            switch declaration {
            case .structure, .enumeration, .oneOf: true
            default: false
            }
        }
        let models = files.indices.filter { isModel(files[$0].declaration) }
        let modelNames = Set(models.map { names[$0] })
        let candidates = models.filter { !ownerOrigins.contains(files[$0].origin ?? "") }.sorted {
            names[$0] < names[$1]
        }
        // Only a component with the same skeleton as some candidate can stand for one, and a skeleton costs far
        // less to work out than a shape (which holds every member's documentation): other components are never
        // shaped.
        let candidateSkeletons = Set(candidates.map { Self.skeleton(of: files[$0].declaration) })
        let components = models.filter { ownerOrigins.contains(files[$0].origin ?? "") }
            .filter { candidateSkeletons.contains(Self.skeleton(of: files[$0].declaration)) }
            .sorted { names[$0] < names[$1] }
        // Each model's shape is worked out once from its declaration.
        for index in candidates + components {
            merging.shapes[index] = Self.shape(of: files[index].declaration, self: names[index])
        }
        // A shape changes only when a type it mentions is replaced, so rounds go on until nothing more is.
        while mergeRound(
            &merging,
            files: files,
            candidates: candidates,
            components: components,
            models: (modelNames, declaredNames),
            typeNames: typeNames
        ) {}
        let moved = movedTypes(merging, models: (modelNames, declaredNames), typeNames: &typeNames)
        var result: [PlannedFile] = []
        var hoisted: Set<String> = []
        for var file in files {
            let name = file.declaration.declaredType?.description ?? ""
            if merging.replacements[name] != nil { continue }
            if let title = moved[name], !title.contains(".") {
                file.path = "Models/" + title + ".swift"
                hoisted.insert(file.origin ?? "")
            }
            result.append(file)
        }
        let renames = merging.replacements.mapValues { merging.resolved($0) }.merging(moved) { $1 }
        return (Self.renaming(result, renames), hoisted)
    }

    /// One round of merging: a candidate with a component's shape is that component, one with the shape and title
    /// of another is that other, and candidates with the same shape and name are shared; whether anything changed.
    private func mergeRound(
        _ merging: inout Merging,
        files: [PlannedFile],
        candidates: [Int],
        components: [Int],
        models: (names: Set<String>, declared: Set<String>),
        typeNames: NameScope
    ) -> Bool {
        var changed = false
        var componentShapes: [ShapeText: String] = [:]
        componentShapes.reserveCapacity(components.count)
        for index in components {
            let shape = merging.shapeText(index)
            if componentShapes[shape] == nil { componentShapes[shape] = merging.qualifiedNames[index] }
        }
        var titledShapes: [NamedShape: String] = [:]
        var namedShapes: [NamedShape: [String]] = [:]
        for index in candidates where merging.replacements[merging.qualifiedNames[index]] == nil {
            let name = merging.qualifiedNames[index]
            let shape = merging.shapeText(index)
            if let component = componentShapes[shape] {
                merging.replacements[name] = component
                changed = true
            } else if let title = titles[name] {
                let key = NamedShape(name: title, shape: shape)
                if let first = titledShapes[key] {
                    merging.replacements[name] = first
                    changed = true
                } else {
                    titledShapes[key] = name
                }
            } else if merging.shared[name] == nil {
                namedShapes[NamedShape(name: files[index].declaration.name, shape: shape), default: []].append(name)
            }
        }
        for key in namedShapes.keys.sorted() {
            guard let members = namedShapes[key], members.count > 1 else { continue }
            if share(members, leaf: key.name, in: &merging, models: models, typeNames: typeNames) { changed = true }
        }
        return changed
    }

    /// Shares `members`, types of the same shape under the same name `leaf` in several owners, as one type: in the
    /// type that holds all its owners, when one does (Kinto's batch `Defaults.Method` and `RequestsItem.Method` →
    /// `BatchPayloadSchema.Method`), else at the top, named by what its owners' names have in common
    /// (`GetTask.OptFieldsItem` and `UpdateTask.OptFieldsItem` → `TaskOptFieldsItem`); whether it did.
    private func share(
        _ members: [String],
        leaf: String,
        in merging: inout Merging,
        models: (names: Set<String>, declared: Set<String>),
        typeNames: NameScope
    ) -> Bool {
        var members = members
        let owners = members.map(Self.owner)
        if let holder = Self.commonHolder(of: owners, among: models.names) {
            let name = holder + "." + leaf
            // The one declared there already stands for the others.
            if let index = members.firstIndex(of: name) { members.swapAt(0, index) }
            guard members.contains(name) || !models.declared.contains(name.lowercased()),
                !merging.sharedNames.contains(name.lowercased())
            else { return false }
            merging.sharedNames.insert(name.lowercased())
            if name != members[0] { merging.shared[members[0]] = name }
            for member in members.dropFirst() { merging.replacements[member] = members[0] }
            return true
        }
        let common = Self.commonName(ofOwners: owners)
        // Owners that share no word leave only the role, which names nothing at the top of the module
        // (Stripe's `Case1`, `Body`, `Item`): each such type stays in its owner.
        if common.isEmpty, members.contains(where: roleNamed.contains) { return false }
        let name = common + leaf
        guard !typeNames.isTaken(name), !merging.sharedNames.contains(name.lowercased()) else { return false }
        merging.sharedNames.insert(name.lowercased())
        merging.shared[members[0]] = name
        for member in members.dropFirst() { merging.replacements[member] = members[0] }
        return true
    }

    /// The new names of the types that stand for others. A titled one moves to the top of the module under its
    /// title, when free, else under the title after what its users' names have in common (Kinto titles every
    /// object `ObjectSchema`: the buckets' is `BucketObjectSchema`); the shape written in the most places claims
    /// the title first. One that a later round found to be a component is not declared at all: moving it would
    /// leave its uses naming a type that does not exist. A shared one takes its shared name.
    private func movedTypes(
        _ merging: Merging,
        models: (names: Set<String>, declared: Set<String>),
        typeNames: inout NameScope
    ) -> [String: String] {
        var sharedNames = merging.sharedNames
        var titledMembers: [String: [String]] = [:]
        for name in merging.replacements.keys.sorted() where titles[name] != nil {
            titledMembers[merging.resolved(name), default: []].append(name)
        }
        let titledShared = titledMembers.keys.filter { titles[$0] != nil && merging.replacements[$0] == nil }
            .map { (name: $0, places: titledMembers[$0, default: []].count + 1) }
            .sorted { ($0.places, $1.name) > ($1.places, $0.name) }
        var moved: [String: String] = [:]
        func isFree(_ name: String) -> Bool { !typeNames.isTaken(name) && !sharedNames.contains(name.lowercased()) }
        for (name, _) in titledShared where name.contains(".") {
            guard let title = titles[name] else { continue }
            let owners = ([name] + titledMembers[name, default: []]).map(Self.owner)
            if let holder = Self.commonHolder(of: owners, among: models.names) {
                // Shared within one model, it stays in it (Kinto's batch `Method`, titled in both its uses).
                let nested = holder + "." + title
                if nested != name, !models.declared.contains(nested.lowercased()),
                    sharedNames.insert(nested.lowercased()).inserted
                {
                    moved[name] = nested
                }
                continue
            }
            if isFree(title) {
                moved[name] = typeNames.claim(title)
                continue
            }
            let common = Self.commonName(ofOwners: owners)
            if !common.isEmpty, isFree(common + title) { moved[name] = typeNames.claim(common + title) }
        }
        for (name, sharedName) in merging.shared.sorted(by: { $0.key < $1.key })
        where name.contains(".") && merging.replacements[name] == nil {
            moved[name] = sharedName.contains(".") ? sharedName : typeNames.claim(sharedName)
        }
        return moved
    }

    /// `files` without the enums of operations' types that no longer hold a type. Such an enum is declared with
    /// the first inline type of its operation; when each of them turned out to be a component or a shared type,
    /// the enum would be left empty, with a comment that says it holds the operation's types.
    static func withoutEmptyOperationTypes(_ files: [PlannedFile]) -> [PlannedFile] {
        var parents: Set<String> = []
        for file in files {
            if case .member(let parent, _)? = file.declaration.declaredType { parents.insert(parent.description) }
        }
        return files.filter { file in
            guard case .group(let group) = file.declaration, group.kind == .operationTypes else { return true }
            return parents.contains(file.declaration.declaredType?.description ?? "")
        }
    }

    /// Words that say what an operation does or how its name is put together, not what it is about.
    private static let connectingWords: Set<String> = [
        "get", "list", "create", "update", "delete", "remove", "add", "set", "post", "put", "patch", "search", "find",
        "for", "of", "to", "by", "in", "on", "at", "from", "with", "and", "or", "a", "an", "the", "all", "new",
    ]

    /// The type a qualified name is declared in: `GetTask` for `GetTask.OptFieldsItem`; empty at the top.
    static func owner(of name: String) -> String {
        String(name[..<(name.lastIndex(of: ".") ?? name.startIndex)])
    }

    /// The innermost of `models` that holds every one of `owners` (qualified names), itself or around it; nil
    /// when none does: the namespace, a tag's enum or an operation's enum of types hold types of unrelated calls.
    static func commonHolder(of owners: [String], among models: Set<String>) -> String? {
        guard var common = owners.first?.split(separator: ".") else { return nil }
        for owner in owners.dropFirst() {
            let parts = owner.split(separator: ".")
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        while !common.isEmpty {
            let holder = common.joined(separator: ".")
            if models.contains(holder) { return holder }
            common.removeLast()
        }
        return nil
    }

    /// What the names of a shape's owners have in common, as a type name's start: the words every owner's name
    /// has (plural or not), spelled as the shortest name spells them, without connecting words; `GetTask`,
    /// `UpdateTask` and `SearchTasksForWorkspace` give `Task`. Empty when they share nothing.
    static func commonName(ofOwners owners: [String]) -> String {
        func normalized(_ word: String) -> String {
            let lower = word.lowercased()
            return lower.count > 3 && lower.hasSuffix("s") ? String(lower.dropLast()) : lower
        }
        let leaves = owners.map { String($0.split(separator: ".").last ?? Substring($0)) }
        guard let shortest = leaves.min(by: { ($0.count, $0) < ($1.count, $1) }) else { return "" }
        let others = leaves.map { Set(IdentifierWords.split($0).map(normalized)) }
        var seen: Set<String> = []
        let common = IdentifierWords.split(shortest).filter { word in
            let key = normalized(word)
            return !connectingWords.contains(key) && others.allSatisfy { $0.contains(key) } && seen.insert(key).inserted
        }
        return common.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `files` with every type named in `renames` (by qualified name, and the types nested in it with it) under
    /// its new name, where declared and where referred to.
    static func renaming(_ files: [PlannedFile], _ renames: [String: String]) -> [PlannedFile] {
        guard !renames.isEmpty else { return files }
        // The same names come back in file after file, so each is worked out once.
        var known: [String: String] = [:]
        func renamed(_ original: String) -> String {
            if let name = known[original] { return name }
            var name = original
            // A type's own entry first, then the nearest renamed parent's.
            for _ in 0..<8 {
                if let exact = renames[name] {
                    name = exact
                    continue
                }
                // Dots are ASCII and never start a character of an identifier, so the bytes find them.
                var prefix = Substring(name)
                var found = false
                while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    prefix = prefix[..<dot]
                    if let parent = renames[String(prefix)] {
                        name = parent + name[dot...]
                        found = true
                        break
                    }
                }
                if !found { break }
            }
            known[original] = name
            return name
        }
        return files.map { file in
            // Most declarations mention no renamed type: they are kept as they are rather than rebuilt.
            let declared = file.declaration.declaredType?.description
            guard
                declared.map({ renamed($0) != $0 }) == true
                    || file.declaration.mentions({ renamed($0) != $0 })
            else { return file }
            var file = file
            var declaration = file.declaration.replacingReferences { type in
                type.replacingNames { name in
                    let new = renamed(name)
                    return new == name ? nil : .qualified(new)
                }
            }
            if let declared, renamed(declared) != declared {
                declaration = declaration.named(.qualified(renamed(declared)))
            }
            file.declaration = declaration
            return file
        }
    }

    // MARK: Aliases that refer to themselves

    /// `files` with every type alias that refers to itself, directly or through other aliases (`Pets = [Pets]`,
    /// `A = [B]` with `B = [String: A]`), declared as a struct that holds the value instead: Swift cannot declare
    /// such aliases, while a struct is a name of its own that arrays and dictionaries can hold.
    static func wrappingAliasCycles(_ files: [PlannedFile]) -> [PlannedFile] {
        var targets: [String: [String]] = [:]
        for file in files {
            guard case .typeAlias(let alias) = file.declaration, let name = file.declaration.declaredType?.description
            else { continue }
            targets[name] = Self.namedTypes(in: alias.type)
        }
        // An alias is in a cycle when following aliases from it comes back to it.
        var inCycle: Set<String> = []
        for start in targets.keys {
            var pending = targets[start] ?? []
            var seen: Set<String> = []
            while let name = pending.popLast() {
                if name == start {
                    inCycle.insert(start)
                    break
                }
                guard seen.insert(name).inserted, let next = targets[name] else { continue }
                pending += next
            }
        }
        guard !inCycle.isEmpty else { return files }
        return files.map { file in
            guard case .typeAlias(var alias) = file.declaration,
                let name = file.declaration.declaredType?.description, inCycle.contains(name)
            else { return file }
            alias.isWrapped = true
            var wrapped = file
            wrapped.declaration = .typeAlias(alias)
            return wrapped
        }
    }

    /// Every named or nested type `type` is made of, by qualified name.
    private static func namedTypes(in type: SwiftType) -> [String] {
        if let name = type.qualifiedName { return [name] }
        switch type {
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): return namedTypes(in: wrapped)
        case .generic(_, let arguments): return arguments.flatMap(namedTypes)
        case .named, .member: return []
        }
    }

    // MARK: Hiding

    /// Renames nested types that would hide, inside the scope they are declared in, a type that some
    /// declaration of that scope refers to by the same name: Swift looks names up from the innermost scope out.
    func resolveHiding(_ files: [PlannedFile]) -> [PlannedFile] {
        var files = files
        for _ in 0..<8 {
            var nested: [String: Set<String>] = [:]
            // Groups and operations' enums are named in the module's scope, so they hide nothing; only models are
            // renamed.
            for file in files {
                guard case .member(let parent, let name)? = file.declaration.declaredType else { continue }
                nested[parent.description, default: []].insert(name)
            }
            var renames: [String: String] = [:]
            let containers = Set(
                files.compactMap { file -> String? in
                    guard case .group = file.declaration else { return nil }
                    return file.declaration.declaredType?.description
                }
            )
            for file in files {
                let scopes = TypeWriter.scopes(of: file.declaration)
                for root in Set(file.declaration.referencedTypes.flatMap(Self.rootNames)) {
                    for scope in scopes
                    where nested[scope]?.contains(root) == true && renames[scope + "." + root] == nil
                        && !containers.contains(scope + "." + root)
                    {
                        let parentLeaf = String(scope.split(separator: ".").last ?? "")
                        var candidate = parentLeaf + root
                        var number = 2
                        while nested[scope]?.contains(candidate) == true {
                            candidate = parentLeaf + root + String(number)
                            number += 1
                        }
                        nested[scope]?.insert(candidate)
                        renames[scope + "." + root] = scope + "." + candidate
                    }
                }
            }
            if renames.isEmpty { break }
            files = Self.renaming(files, renames)
        }
        return files
    }

    /// The names a type is written with that are looked up in scope: the first part of each type it names.
    static func rootNames(of type: SwiftType) -> [String] {
        switch type {
        case .named(let name): [name]
        case .member(let parent, _): rootNames(of: parent)
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): rootNames(of: wrapped)
        case .generic(let name, let arguments): [name] + arguments.flatMap(rootNames)
        }
    }

    // MARK: Placing

    /// Moves each inline type into the file its parent type is written in, else into the file of the nearest owner
    /// its JSON pointer lies under. The two differ for a type reached through a `$ref` into another schema (an
    /// operation's response using `#/components/schemas/License/allOf/0`): it nests where it is used, so it is
    /// written there, not as an extension in the other schema's file.
    static func place(_ files: [PlannedFile], owners: Set<String>) -> [PlannedFile] {
        var ownerPaths: [String: String] = [:]
        var declared: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            if let origin = file.origin, owners.contains(origin), ownerPaths[origin] == nil {
                ownerPaths[origin] = file.path
            }
            if let name = file.declaration.declaredType?.description, declared[name] == nil { declared[name] = index }
        }
        var placed: [Int: String] = [:]
        // Parents come before the types nested in them in nearly every spec, so the chain is short and each
        // path is worked out once.
        func path(_ index: Int, depth: Int) -> String {
            if let path = placed[index] { return path }
            let file = files[index]
            guard let origin = file.origin, !owners.contains(origin) else { return file.path }
            var result = file.path
            if file.declaration.isModel, depth < 16, case .member(let parent, _)? = file.declaration.declaredType,
                let parentIndex = declared[parent.description]
            {
                result = path(parentIndex, depth: depth + 1)
            } else {
                var pointer = Substring(origin)
                while let slash = pointer.lastIndex(of: "/") {
                    pointer = pointer[..<slash]
                    if let ownerPath = ownerPaths[String(pointer)] {
                        result = ownerPath
                        break
                    }
                }
            }
            placed[index] = result
            return result
        }
        return files.indices.map { index in
            var file = files[index]
            file.path = path(index, depth: 0)
            return file
        }
    }

    // MARK: Shapes

    /// A shape's text with its hash worked out once: the texts hold whole doc comments, and the same ones are
    /// looked up round after round.
    struct ShapeText: Hashable {
        let text: String
        private let hash: Int

        init(_ text: String) {
            self.text = text
            hash = text.hashValue
        }

        static func == (left: ShapeText, right: ShapeText) -> Bool {
            left.hash == right.hash && left.text == right.text
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// A shape under a name (a title, or a declaration's own name), ordered by the name first.
    struct NamedShape: Hashable, Comparable {
        var name: String
        var shape: ShapeText

        static func < (left: NamedShape, right: NamedShape) -> Bool {
            (left.name, left.shape.text) < (right.name, right.shape.text)
        }
    }

    /// What the declaration's code is made of, without its name and its own documentation: its members with
    /// their types (each named type passed through `resolve`, the declaration itself as `Self`) and what their
    /// documentation says, so two types are one only when they say they are the same thing.
    /// What makes two model declarations the same type, apart from the names of the types they mention: its
    /// text with a hole for each mentioned type, filled in by ``text(_:)`` as names are replaced.
    struct Shape {
        /// Text and type references in turn, the first and the last text.
        var texts: [String] = [""]
        var types: [SwiftType?] = []
        /// The names the type references mention, other than the declaration's own, each once.
        var mentionedNames: [String] = []
        let ownName: String

        init(ownName: String) { self.ownName = ownName }

        mutating func append(_ parts: String...) {
            for part in parts {
                texts[texts.count - 1] += part
                texts[texts.count - 1] += "\u{1}"
            }
        }

        /// Appends a doc comment's lines as one part, the lines joined by line breaks: comments are the longest
        /// parts.
        mutating func append(_ documentation: Documentation) {
            documentation.appendLines(to: &texts[texts.count - 1])
            texts[texts.count - 1] += "\u{1}"
        }

        mutating func append(type: SwiftType?) {
            types.append(type)
            texts.append("\u{1}")
            if let type { collectNames(in: type) }
        }

        private mutating func collectNames(in type: SwiftType) {
            if let name = type.qualifiedName {
                if name != ownName, !mentionedNames.contains(name) { mentionedNames.append(name) }
                return
            }
            switch type {
            case .named, .member: break
            case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): collectNames(in: wrapped)
            case .generic(_, let arguments): for argument in arguments { collectNames(in: argument) }
            }
        }

        /// The text, each mentioned type named as `resolve` says, the declaration's own name as `Self`.
        func text(_ resolve: (String) -> String) -> String {
            var result = texts[0]
            for (index, type) in types.enumerated() {
                if let type { write(type, resolve, into: &result) } else { result += "-" }
                result += texts[index + 1]
            }
            return result
        }

        /// Appends what `type.replacingNames(…).description` spells, without building the renamed type first.
        private func write(_ type: SwiftType, _ resolve: (String) -> String, into text: inout String) {
            if let name = type.qualifiedName {
                text += name == ownName ? "Self" : resolve(name)
                return
            }
            switch type {
            case .named, .member: text += type.description
            case .optional(let wrapped):
                write(wrapped, resolve, into: &text)
                text += "?"
            case .array(let element):
                text += "["
                write(element, resolve, into: &text)
                text += "]"
            case .dictionary(let value):
                text += "[String: "
                write(value, resolve, into: &text)
                text += "]"
            case .generic(let name, let arguments):
                text += name + "<"
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { text += ", " }
                    write(argument, resolve, into: &text)
                }
                text += ">"
            }
        }
    }

    /// What two declarations of the same shape always share: their kind and their members' names. Cheap to work
    /// out, and rarely the same for declarations of different shapes.
    static func skeleton(of declaration: Declaration) -> String {
        switch declaration {
        case .enumeration(let blueprint):
            blueprint.cases.reduce(into: "enum") { $0 += "\u{1}" + $1.name.name }
        case .structure(let blueprint):
            blueprint.properties.reduce(into: "struct") { $0 += "\u{1}" + $1.wireName }
        case .oneOf(let blueprint):
            blueprint.cases.reduce(into: "oneOf") { $0 += "\u{1}" + $1.name.name }
        default:
            declaration.name
        }
    }

    private static func shape(of declaration: Declaration, self ownName: String) -> Shape {
        var shape = Shape(ownName: ownName)
        switch declaration {
        case .enumeration(let blueprint):
            shape.append("enum", blueprint.rawType.description, String(blueprint.isDeprecated))
            for item in blueprint.cases {
                shape.append(item.name.name, item.rawValue.description)
                shape.append(item.documentation)
            }
        case .structure(let blueprint):
            shape.append("struct", String(blueprint.isDeprecated))
            shape.append(type: blueprint.additionalPropertiesType)
            for property in blueprint.properties {
                shape.append(property.name.name, property.wireName)
                shape.append(type: property.type)
                shape.append(property.defaultValue?.description ?? "-", property.constantValue?.description ?? "-")
                shape.append(property.documentation)
                shape.append(String(property.isDeprecated), String(property.isIndirect))
            }
        case .oneOf(let blueprint):
            shape.append(
                "oneOf",
                String(blueprint.isDeprecated),
                blueprint.discriminator.map(SwiftLiteral.string) ?? "-",
                String(blueprint.isIndirect)
            )
            for item in blueprint.cases {
                shape.append(item.name.name)
                shape.append(type: item.type)
                shape.append(
                    item.discriminatorValues.map(SwiftLiteral.string).joined(separator: ","),
                    String(item.isCodedAsSingleValue)
                )
            }
        default:
            shape.append(declaration.name)
        }
        return shape
    }
}
