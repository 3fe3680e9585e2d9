import Diagnostics
import YAMLNodes

/// OpenAPI Overlay 1.0 and 1.1 documents, applied in order to a spec's root file before anything reads it: the
/// way to fix a vendor's or a server's spec that its users cannot edit, kept beside the client and re-applied to
/// each new version of the spec.
///
/// Each action selects nodes with an RFC 9535 JSONPath `target` and removes them (`remove: true`), merges a value
/// into them (`update`), or merges another node of the document into them (`copy`, 1.1). Merging follows the
/// Overlay specification: a mapping's keys are merged recursively, lists are concatenated, a scalar replaces a
/// scalar; an `update` that is not a list is appended to a selected list. One leniency: `null` merged onto a mapping
/// or a list leaves it as it is (the specification's own structured example writes `components:` that way).
///
/// What an overlay adds keeps its place in the overlay file (``Node/origin``), so a problem in an added value is
/// reported where the overlay wrote it. An invalid overlay or query, or a value that cannot merge, is an error at
/// its place; a target that selects nothing is a warning, since an overlay outliving the defect it fixed should
/// be noticed.
public struct OverlaySet {
    /// The overlay files, in the order they apply.
    public var paths: [String]
    public var yaml: YAMLParser.Options

    public init(paths: [String], yaml: YAMLParser.Options = YAMLParser.Options()) {
        self.paths = paths
        self.yaml = yaml
    }

    /// `root` (the tree of the spec at `specPath`) with every overlay applied; nil when one had errors (each
    /// reported, with every warning, through `report`).
    public func apply(
        to root: Node,
        specPath: String,
        sources: any SpecSourceProvider,
        report: (Diagnostic) -> Void
    ) -> Node? {
        guard paths.count < Int(UInt8.max) else {
            report(
                Diagnostic(.error, .overlayInvalid, "at most \(Int(UInt8.max) - 1) overlays apply to a spec", at: nil)
            )
            return nil
        }
        var application = Application(specPath: specPath, overlayPaths: paths)
        var current = root
        for (index, path) in paths.enumerated() {
            guard let overlay = read(path, origin: UInt8(index + 1), sources: sources, application: &application)
            else { continue }
            current = application.apply(overlay, to: current)
        }
        for diagnostic in application.diagnostics { report(diagnostic) }
        return application.hasErrors ? nil : current
    }

    /// The overlay at `path`, parsed and checked, its nodes marked with `origin`; nil when it has errors.
    private func read(
        _ path: String,
        origin: UInt8,
        sources: any SpecSourceProvider,
        application: inout Application
    ) -> [Action]? {
        let bytes: [UInt8]
        do {
            bytes = try sources.read(path)
        } catch {
            application.error(nil, "cannot read the overlay '\(path)' (\(error))")
            return nil
        }
        let bag = DiagnosticBag()
        var documents: [YAMLDocument] = []
        do {
            documents = try YAMLParser(options: yaml).parse(SourceFile(path: path, bytes: bytes), diagnostics: bag)
        } catch {
            // A limit hit throws its diagnostic, which the bag may not hold.
            let thrown = (error as? DiagnosticError)?.diagnostics ?? []
            for diagnostic in thrown where !bag.diagnostics.contains(diagnostic) { bag.emit(diagnostic) }
            if !bag.hasErrors {
                bag.emit(Diagnostic(.error, .overlayInvalid, "cannot read the overlay '\(path)' (\(error))", at: nil))
            }
        }
        for diagnostic in bag.diagnostics { application.report(diagnostic) }
        guard !bag.hasErrors else { return nil }
        guard let document = documents.first else {
            application.error(nil, "the overlay '\(path)' is empty; it needs 'overlay', 'info' and 'actions'")
            return nil
        }
        return application.actions(of: document.root.from(origin: origin), path: path)
    }
}

extension OverlaySet {
    /// One checked action of an overlay.
    struct Action {
        enum Change {
            case remove
            case update(Node)
            case copy(JSONPath, at: Node)
        }

        var target: JSONPath
        var targetNode: Node
        var change: Change?
    }

    /// The state of one application: where to report, and whether anything was an error.
    private struct Application {
        let specPath: String
        let overlayPaths: [String]
        /// What was found, in the order found.
        private(set) var diagnostics: [Diagnostic] = []

        init(specPath: String, overlayPaths: [String]) {
            self.specPath = specPath
            self.overlayPaths = overlayPaths
        }

        var hasErrors: Bool { diagnostics.contains(where: \.isError) }

        mutating func report(_ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
        }

        func location(of node: Node) -> SourceLocation {
            let file = node.origin == 0 ? specPath : overlayPaths[Int(node.origin) - 1]
            return SourceLocation(file: file, line: Int(node.mark.line), column: Int(node.mark.column))
        }

        mutating func error(_ node: Node?, _ message: String) {
            report(Diagnostic(.error, .overlayInvalid, message, at: node.map(location(of:))))
        }

        mutating func warning(_ id: DiagnosticID, _ node: Node, _ message: String) {
            report(Diagnostic(.warning, id, message, at: location(of: node)))
        }

        // MARK: Reading

        private static let rootKeys = ["overlay", "info", "extends", "actions"]
        private static let actionKeys = ["target", "description", "update", "copy", "remove"]

        /// The overlay's actions, checked; nil when the document is not a usable overlay.
        mutating func actions(of root: Node, path: String) -> [Action]? {
            guard let pairs = root.mapping else {
                error(root, "an overlay is a mapping with 'overlay', 'info' and 'actions'; this is a \(root.kindName)")
                return nil
            }
            guard let version = root["overlay"] else {
                error(root, "'\(path)' is not an Overlay document: it has no 'overlay' version (1.0.0 or 1.1.0)")
                return nil
            }
            // `1.0` without its patch number too: the feature set is plain, and YAML reads it as a number.
            let text = version.scalar?.text ?? ""
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), ["1.0", "1.1"].contains(parts.prefix(2).joined(separator: ".")) else {
                error(
                    version,
                    "the Overlay version is 1.0.x or 1.1.x, not '\(version.scalar?.text ?? version.kindName)'"
                )
                return nil
            }
            unknownKeys(pairs, known: Self.rootKeys, in: "an overlay")
            guard let list = root["actions"]?.sequence else {
                error(root["actions"] ?? root, "an overlay has a list of 'actions'")
                return nil
            }
            var actions: [Action] = []
            var isValid = true
            for item in list {
                if let action = action(item) { actions.append(action) } else { isValid = false }
            }
            return isValid ? actions : nil
        }

        private mutating func action(_ node: Node) -> Action? {
            guard let pairs = node.mapping else {
                error(node, "an action is a mapping with a 'target' and 'update', 'copy' or 'remove: true'")
                return nil
            }
            unknownKeys(pairs, known: Self.actionKeys, in: "an action")
            guard let targetNode = node["target"] else {
                error(node, "an action needs a 'target', a JSONPath query such as $.paths['/pets'].get")
                return nil
            }
            guard let target = query(targetNode, field: "target") else { return nil }
            var action = Action(target: target, targetNode: targetNode, change: nil)
            if let remove = node["remove"] {
                guard case .bool(let isRemoved)? = remove.value else {
                    error(remove, "'remove' is true or false")
                    return nil
                }
                if isRemoved { action.change = .remove }
            }
            let update = node["update"]
            let copy = node["copy"]
            if update != nil, let copy {
                error(copy, "an action has 'update' or 'copy', not both")
                return nil
            }
            guard action.change == nil else { return action }
            if let update {
                action.change = .update(update)
            } else if let copy {
                guard let source = query(copy, field: "copy") else { return nil }
                action.change = .copy(source, at: copy)
            } else {
                warning(
                    .overlayUnmatched,
                    node,
                    "this action has no 'update', 'copy' or 'remove: true'; it does nothing"
                )
            }
            return action
        }

        private mutating func query(_ node: Node, field: String) -> JSONPath? {
            guard let text = node.scalar?.text else {
                error(node, "'\(field)' is a JSONPath query such as $.paths['/pets'].get, not a \(node.kindName)")
                return nil
            }
            do {
                return try JSONPath(text)
            } catch {
                let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(error.offset).prefix(24)))
                let place = rest.isEmpty ? "at the end of \(text)" : "at '\(rest)' in \(text)"
                self.error(node, "'\(field)' is not a JSONPath query (RFC 9535): \(error.message), \(place)")
                return nil
            }
        }

        private mutating func unknownKeys(_ pairs: [Node.Pair], known: [String], in place: String) {
            for pair in pairs {
                let key = pair.key.scalar?.text ?? pair.key.kindName
                guard !known.contains(key), !key.hasPrefix("x-") else { continue }
                warning(
                    .overlayUnknownKey,
                    pair.key,
                    "unknown key '\(key)' in \(place) (known: \(known.joined(separator: ", "))); it is ignored"
                )
            }
        }

        // MARK: Applying

        /// `root` with `actions` applied one after another, each to the result of the one before.
        mutating func apply(_ actions: [Action], to root: Node) -> Node {
            var current = root
            for action in actions {
                guard let change = action.change else { continue }
                guard let selected = select(action.target, in: current, at: action.targetNode) else { continue }
                var seen: Set<JSONPath.Location> = []
                let locations = selected.map(\.location).filter { seen.insert($0).inserted }
                guard !locations.isEmpty else {
                    warning(
                        .overlayUnmatched,
                        action.targetNode,
                        "the target \(action.target.text) selects nothing in '\(specPath)'; the action changes nothing"
                    )
                    continue
                }
                switch change {
                case .remove:
                    guard !locations.contains([]) else {
                        error(action.targetNode, "'remove' cannot remove the document itself ($)")
                        continue
                    }
                    current = Self.removing(locations.map { $0[...] }, from: current)
                case .update(let value):
                    current = merge(value, into: current, at: locations)
                case .copy(let source, let node):
                    guard let found = select(source, in: current, at: node) else { continue }
                    guard found.count == 1 else {
                        error(node, "'copy' selects \(found.count) nodes in '\(specPath)'; it must select exactly one")
                        continue
                    }
                    current = merge(found[0].node, into: current, at: locations, reportingAt: node)
                }
            }
            return current
        }

        /// What `query` selects in `root`; nil, with an error at `node`, when it takes too much work.
        private mutating func select(
            _ query: JSONPath,
            in root: Node,
            at node: Node
        ) -> [(location: JSONPath.Location, node: Node)]? {
            do {
                return try query.select(in: root)
            } catch {
                self.error(node, "\(query.text) visits more than \(JSONPath.maximumSteps) nodes; select fewer")
                return nil
            }
        }

        /// `value` merged into the node at each location; incompatible values are errors at `reportingAt` (a
        /// `copy`), else at the overlay's own node.
        private mutating func merge(
            _ value: Node,
            into root: Node,
            at locations: [JSONPath.Location],
            reportingAt copyNode: Node? = nil
        ) -> Node {
            var current = root
            for place in locations {
                var problems: [(node: Node, target: Node)] = []
                current =
                    Self.changing(current, at: place[...]) { target in
                        switch (target.content, value.content) {
                        case (.sequence(let items), .sequence(let added)): target.replacing(.sequence(items + added))
                        case (.sequence(let items), _): target.replacing(.sequence(items + [value]))
                        default: Self.merged(value, into: target, problems: &problems)
                        }
                    }
                for problem in problems {
                    error(
                        copyNode ?? problem.node,
                        "cannot merge a \(problem.node.kindName) into the \(problem.target.kindName) at "
                            + "\(location(of: problem.target).description); a mapping merges into a mapping, a list "
                            + "into a list, a scalar replaces a scalar"
                    )
                }
            }
            return current
        }

        /// The Overlay specification's merge of `value` into `target`; what cannot merge is added to `problems`
        /// and `target` is kept there.
        private static func merged(_ value: Node, into target: Node, problems: inout [(node: Node, target: Node)])
            -> Node
        {
            switch (target.content, value.content) {
            case (.mapping(var pairs), .mapping(let added)):
                for pair in added {
                    let key = pair.key.scalar?.text
                    if let key, let index = pairs.firstIndex(where: { $0.key.scalar?.text == key }) {
                        pairs[index].value = merged(pair.value, into: pairs[index].value, problems: &problems)
                    } else {
                        pairs.append(pair)
                    }
                }
                return target.replacing(.mapping(pairs))
            case (.sequence(let items), .sequence(let added)):
                return target.replacing(.sequence(items + added))
            case (.scalar, .scalar):
                return value
            case (.mapping, .scalar), (.sequence, .scalar):
                if value.value?.isNull == true { return target }
                problems.append((value, target))
                return target
            default:
                problems.append((value, target))
                return target
            }
        }

        /// `node` without the nodes at `locations` under it, in one pass: each mapping or list on the way is rebuilt
        /// once however many of its members go (`$..example` on a large spec selects thousands), and indices stay
        /// those of the tree as it was.
        private static func removing(_ locations: [ArraySlice<Int>], from node: Node) -> Node {
            var removed: Set<Int> = []
            var deeper: [Int: [ArraySlice<Int>]] = [:]
            for location in locations {
                guard let index = location.first else { continue }
                if location.count == 1 {
                    removed.insert(index)
                } else {
                    deeper[index, default: []].append(location.dropFirst())
                }
            }
            switch node.content {
            case .scalar:
                return node
            case .sequence(let items):
                let kept = items.indices.filter { !removed.contains($0) }.map { index in
                    deeper[index].map { removing($0, from: items[index]) } ?? items[index]
                }
                return node.replacing(.sequence(kept))
            case .mapping(let pairs):
                let kept = pairs.indices.filter { !removed.contains($0) }.map { index in
                    var pair = pairs[index]
                    if let inner = deeper[index] { pair.value = removing(inner, from: pair.value) }
                    return pair
                }
                return node.replacing(.mapping(kept))
            }
        }

        /// `node` with the node at `location` under it replaced by what `change` makes of it.
        private static func changing(_ node: Node, at location: ArraySlice<Int>, _ change: (Node) -> Node) -> Node {
            guard let index = location.first else { return change(node) }
            switch node.content {
            case .mapping(var pairs) where pairs.indices.contains(index):
                pairs[index].value = changing(pairs[index].value, at: location.dropFirst(), change)
                return node.replacing(.mapping(pairs))
            case .sequence(var items) where items.indices.contains(index):
                items[index] = changing(items[index], at: location.dropFirst(), change)
                return node.replacing(.sequence(items))
            default:
                return node
            }
        }
    }
}

extension DiagnosticID {
    /// An overlay that cannot be read or applied: not an Overlay document, a query that is not JSONPath, a value
    /// that cannot merge where its target selects.
    public static let overlayInvalid: DiagnosticID = "overlay.invalid"
    /// An overlay's action that changes nothing: its target selects no node, or it has nothing to do.
    public static let overlayUnmatched: DiagnosticID = "overlay.unmatched"
    public static let overlayUnknownKey: DiagnosticID = "overlay.unknown-key"
}
