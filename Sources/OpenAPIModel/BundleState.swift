import Diagnostics
import YAMLNodes

/// The walk behind ``SpecBundler``: rewrites references and collects imported components.
struct BundleState {
    let builder: ModelBuilder
    let root: SpecFile
    /// Imported components by kind (`schemas`, `parameters`, …), in the order they were first referenced.
    var imported: [(kind: String, entries: [(name: String, node: Node)])] = []
    /// Local reference for each external target already imported, by `file#pointer` key.
    var localReferences: [String: String] = [:]
    var takenNames: Set<String> = []
    var inlining: Set<String> = []
    /// The other file's schema each root schema component that is only a `$ref` to it adopted, by component name.
    var adopted: [(name: String, node: Node, file: SpecFile)] = []

    init(builder: ModelBuilder, root: SpecFile) {
        self.builder = builder
        self.root = root
        let isSwagger = root.root["swagger"] != nil
        let sections = (isSwagger ? root.root.mapping : root.root["components"]?.mapping) ?? []
        for section in sections {
            guard var kind = section.key.scalar?.text else { continue }
            if isSwagger && kind == "definitions" { kind = "schemas" }
            for pair in section.value.mapping ?? [] { takenNames.insert(kind + "/" + (pair.key.scalar?.text ?? "")) }
        }
    }

    /// Makes each root schema component that is only a `$ref` to another file's schema (`Pet: {$ref: Pet.yaml}`)
    /// that schema, as generating from the files does: the schema is written under the component's name, not
    /// imported under its file's (`Pet2` beside `Pet`), and every reference to it is the component. When several
    /// components refer to one schema, the first in sorted order adopts it and the others stay references. Call
    /// before ``rewrite(_:in:context:parentKey:)``, then ``writingAdopted(into:)`` on its result.
    mutating func adoptComponentSchemas() {
        let section = isSwagger ? root.root["definitions"] : root.root["components"]?["schemas"]
        let entries = (section?.mapping ?? []).compactMap { pair -> (name: String, value: Node)? in
            guard let name = pair.key.scalar?.text else { return nil }
            return (name, pair.value)
        }
        let workaround = "it is kept as written"
        for (name, value) in entries.sorted(by: { $0.name < $1.name }) {
            guard value.mapping?.count == 1, let referenceNode = builder.referenceNode(of: value),
                let reference = referenceNode.scalar?.text,
                let address = builder.address(of: reference, at: referenceNode, in: root, workaround: workaround),
                address.relativePath != root.relativePath, localReferences[address.key] == nil,
                let target = builder.target(
                    of: reference,
                    address: address,
                    at: referenceNode,
                    in: root,
                    workaround: workaround
                )
            else { continue }
            localReferences[address.key] = componentReference(kind: "schemas", name: name)
            adopted.append((name, target.node, target.file))
        }
    }

    /// The rewritten root with each adopted schema in place of its component's `$ref`.
    mutating func writingAdopted(into node: Node) -> Node {
        guard !adopted.isEmpty else { return node }
        var bodies: [String: Node] = [:]
        for entry in adopted { bodies[entry.name] = rewrite(entry.node, in: entry.file, context: "schemas") }
        func replaced(_ section: Node) -> Node {
            let pairs = (section.mapping ?? []).map { pair in
                Node.Pair(key: pair.key, value: pair.key.scalar.flatMap { bodies[$0.text] } ?? pair.value)
            }
            return Node(.mapping(pairs), tag: section.tag, mark: section.mark)
        }
        func replacing(_ key: String, in node: Node, with transform: (Node) -> Node) -> Node {
            let pairs = (node.mapping ?? []).map { pair in
                pair.key.scalar?.text == key ? Node.Pair(key: pair.key, value: transform(pair.value)) : pair
            }
            return Node(.mapping(pairs), tag: node.tag, mark: node.mark)
        }
        if isSwagger { return replacing("definitions", in: node, with: replaced) }
        return replacing("components", in: node) { replacing("schemas", in: $0, with: replaced) }
    }

    /// The local `$ref` of the root's component `name` of `kind`.
    private func componentReference(kind: String, name: String) -> String {
        isSwagger
            ? "#/" + (kind == "schemas" ? "definitions" : kind) + "/" + JSONPointer.escape(name)
            : "#/components/" + kind + "/" + JSONPointer.escape(name)
    }

    /// Where a component of `kind` lives in the root: `#/definitions/…` in Swagger 2.0, else `#/components/…/`.
    private var isSwagger: Bool { root.root["swagger"] != nil }

    /// The component kind a `$ref` at a place reached through `key` (from a parent of `context`) names.
    static func context(forKey key: String, parent: String?) -> String? {
        switch key {
        case "schema", "items", "additionalProperties", "not", "propertyNames", "itemSchema", "contentSchema",
            "contains", "if",
            "then", "else", "unevaluatedProperties", "unevaluatedItems", "additionalItems":
            return "schemas"
        case "requestBody": return "requestBodies"
        default: break
        }
        switch parent {
        case "properties", "patternProperties", "$defs", "definitions", "allOf", "oneOf", "anyOf", "prefixItems",
            "schemas", "dependentSchemas":
            return "schemas"
        case "parameters": return "parameters"
        case "responses": return "responses"
        case "headers": return "headers"
        case "examples": return "examples"
        case "links": return "links"
        case "callbacks": return "callbacks"
        case "requestBodies": return "requestBodies"
        case "securitySchemes": return "securitySchemes"
        default: return nil
        }
    }

    mutating func rewrite(_ node: Node, in file: SpecFile, context: String?, parentKey: String? = nil) -> Node {
        switch node.content {
        case .scalar:
            return node
        case .sequence(let items):
            return Node(
                .sequence(items.map { rewrite($0, in: file, context: Self.context(forKey: "", parent: parentKey)) }),
                tag: node.tag,
                mark: node.mark
            )
        case .mapping(let pairs):
            if let referenceNode = builder.referenceNode(of: node), let reference = referenceNode.scalar?.text {
                return rewriteReference(node, reference, referenceNode, in: file, context: context)
            }
            return Node(
                .mapping(
                    pairs.map { pair in
                        let key = pair.key.scalar?.text ?? ""
                        if key == "example" || key == "default" || key == "enum" || key == "const" {
                            return pair
                        }
                        if key == "mapping", parentKey == "discriminator" {
                            return Node.Pair(key: pair.key, value: rewriteMapping(pair.value, in: file))
                        }
                        let childContext = Self.context(forKey: key, parent: parentKey)
                        return Node.Pair(
                            key: pair.key,
                            value: rewrite(pair.value, in: file, context: childContext, parentKey: key)
                        )
                    }
                ),
                tag: node.tag,
                mark: node.mark
            )
        }
    }

    /// A discriminator's mapping with each value that is a reference (as ``ModelBuilder/discriminatorTarget(_:_:)``
    /// tells one from a schema name) made to name what the bundle calls its target: a mapping written beside its
    /// schemas in another file refers to them relative to that file, which the bundle no longer is.
    private mutating func rewriteMapping(_ node: Node, in file: SpecFile) -> Node {
        guard case .mapping(let pairs) = node.content else { return node }
        let rewritten = pairs.map { pair -> Node.Pair in
            guard let value = pair.value.scalar?.text,
                value.contains("/") || value.contains("#") || value.contains(".")
            else { return pair }
            let written = Self.referenceNode(value, like: pair.value)
            guard let referenceNode = builder.referenceNode(of: written),
                let local = builder.referenceNode(
                    of: rewriteReference(written, value, referenceNode, in: file, context: "schemas")
                )?.scalar?.text, local != value
            else { return pair }
            return Node.Pair(
                key: pair.key,
                value: Node(.scalar(Scalar(local, style: .doubleQuoted)), mark: pair.value.mark)
            )
        }
        return Node(.mapping(rewritten), tag: node.tag, mark: node.mark)
    }

    private mutating func rewriteReference(
        _ node: Node,
        _ reference: String,
        _ referenceNode: Node,
        in file: SpecFile,
        context: String?
    ) -> Node {
        // A reference that cannot be followed stays as written.
        let workaround = "it is kept as written"
        guard let address = builder.address(of: reference, at: referenceNode, in: file, workaround: workaround) else {
            return node
        }
        if address.relativePath == root.relativePath {
            return Self.referenceNode("#" + address.pointerText, like: node)
        }
        let key = address.key
        if let local = localReferences[key] { return Self.referenceNode(local, like: node) }
        guard
            let target = builder.target(
                of: reference,
                address: address,
                at: referenceNode,
                in: file,
                workaround: workaround
            )
        else { return node }
        let tokens = address.pointer.tokens
        var kind = context
        var name = SpecPath.stem(of: address.relativePath)
        if tokens.count == 3, tokens[0] == "components" {
            kind = tokens[1]
            name = tokens[2]
        } else if tokens.count == 2, tokens[0] == "definitions" {
            kind = "schemas"
            name = tokens[1]
        } else if let last = tokens.last {
            name = last
        }
        guard let kind, !(isSwagger && kind != "schemas" && kind != "parameters" && kind != "responses") else {
            // No component kind fits: copy the target in place.
            guard inlining.insert(key).inserted else { return node }
            defer { inlining.remove(key) }
            return rewrite(target.node, in: target.file, context: context)
        }
        var unique = name
        var counter = 2
        while takenNames.contains(kind + "/" + unique) {
            unique = name + String(counter)
            counter += 1
        }
        takenNames.insert(kind + "/" + unique)
        let local = componentReference(kind: kind, name: unique)
        localReferences[key] = local
        // Take the component's place before its body, so components keep the order they were first met in.
        let kindIndex: Int
        if let index = imported.firstIndex(where: { $0.kind == kind }) {
            kindIndex = index
        } else {
            kindIndex = imported.count
            imported.append((kind, []))
        }
        let entryIndex = imported[kindIndex].entries.count
        imported[kindIndex].entries.append((unique, target.node))
        imported[kindIndex].entries[entryIndex].node = rewrite(target.node, in: target.file, context: kind)
        return Self.referenceNode(local, like: node)
    }

    private static func referenceNode(_ reference: String, like node: Node) -> Node {
        Node(
            .mapping([
                Node.Pair(
                    key: Node(.scalar(Scalar("$ref"))),
                    value: Node(.scalar(Scalar(reference, style: .doubleQuoted)))
                )
            ]),
            mark: node.mark
        )
    }

    /// The root mapping with the imported components appended to `components` (or Swagger's sections).
    func addComponents(to node: Node) -> Node {
        guard !imported.isEmpty, var pairs = node.mapping else { return node }
        func merged(_ existing: Node?, _ kinds: [(kind: String, entries: [(name: String, node: Node)])]) -> Node {
            var sections = existing?.mapping ?? []
            for (kind, entries) in kinds {
                let added = entries.map {
                    Node.Pair(key: Node(.scalar(Scalar($0.name, style: .doubleQuoted))), value: $0.node)
                }
                if let index = sections.firstIndex(where: { $0.key.scalar?.text == kind }) {
                    sections[index].value = Node(.mapping((sections[index].value.mapping ?? []) + added))
                } else {
                    sections.append(Node.Pair(key: Node(.scalar(Scalar(kind))), value: Node(.mapping(added))))
                }
            }
            return Node(.mapping(sections))
        }
        if isSwagger {
            let renamed = imported.map { ($0.kind == "schemas" ? "definitions" : $0.kind, $0.entries) }
            let top = merged(node, renamed.map { (kind: $0.0, entries: $0.1) })
            return top
        }
        if let index = pairs.firstIndex(where: { $0.key.scalar?.text == "components" }) {
            pairs[index].value = merged(pairs[index].value, imported)
        } else {
            pairs.append(Node.Pair(key: Node(.scalar(Scalar("components"))), value: merged(nil, imported)))
        }
        return Node(.mapping(pairs), mark: node.mark)
    }
}
