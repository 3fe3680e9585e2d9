import Diagnostics
import YAMLNodes

/// Reading an object's keys once, with typed values and located problems.
extension ModelBuilder {
    /// Calls `body` with each key and value of the mapping `node` in document order, keeps `x-` keys as
    /// extensions, and reports keys `body` does not take (returns false for).
    @discardableResult
    func fields(
        _ node: Node,
        _ file: SpecFile,
        _ kind: ObjectKind,
        _ body: (String, Node) -> Bool
    ) -> Extensions {
        var extensions = Extensions()
        guard case .mapping(let pairs) = node.content else {
            wrongType(node, file, field: kind.name, expected: "a mapping", severity: Self.severity(node))
            return extensions
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            if key.hasPrefix("x-") {
                extensions.set(key, SpecValue(pair.value))
            } else if !body(key, pair.value) {
                unknownKey(key, pair.key, file, kind)
            }
        }
        return extensions
    }

    func unknownKey(_ key: String, _ node: Node, _ file: SpecFile, _ kind: ObjectKind) {
        let suggestion = kind.suggestion(for: key)
        if kind.isOpen && suggestion == nil { return }
        let note =
            suggestion == key
            ? OpenAPIMessage.otherVersion(key, dialect.rawValue)
            : suggestion.map(OpenAPIMessage.didYouMean) ?? OpenAPIMessage.extensionsHint
        report(
            kind.isOpen ? .warning : .error,
            .openAPIUnknownKey,
            OpenAPIMessage.unknownKey(key, kind.name),
            at: node,
            in: file,
            notes: [.init(note)]
        )
    }

    func wrongType(
        _ node: Node,
        _ file: SpecFile,
        field: String,
        expected: String,
        severity: Diagnostic.Severity = .error
    ) {
        report(
            severity,
            .openAPIWrongType,
            OpenAPIMessage.wrongType(field, expected: expected, found: Self.describe(node)),
            at: node,
            in: file
        )
    }

    func missing(_ field: String, in kind: ObjectKind, at node: Node, _ file: SpecFile) {
        report(.error, .openAPIMissingField, OpenAPIMessage.missingField(field, kind.name), at: node, in: file)
    }

    /// An empty value (`key:` with nothing after it) where a collection belongs reads as empty: a warning.
    static func severity(_ node: Node) -> Diagnostic.Severity {
        node.value == .null ? .warning : .error
    }

    static func describe(_ node: Node) -> String {
        switch node.value {
        case .string?: "a string"
        case .int?, .bigInt?: "an integer"
        case .float?: "a number"
        case .bool?: "a boolean"
        case .null?: "null"
        case nil: node.sequence != nil ? "a list" : "a mapping"
        }
    }

    /// A string value; another scalar is read as its text with a warning, a collection is an error.
    func text(_ node: Node, _ file: SpecFile, _ field: String) -> String? {
        guard let scalar = node.scalar else {
            wrongType(node, file, field: field, expected: "a string")
            return nil
        }
        if case .string(let text) = node.value { return text }
        report(
            .warning,
            .openAPIWrongType,
            OpenAPIMessage.wrongType(field, expected: "a string", found: Self.describe(node)),
            at: node,
            in: file,
            notes: [.init(OpenAPIMessage.readAsText(scalar.text))]
        )
        return scalar.text
    }

    func flag(_ node: Node, _ file: SpecFile, _ field: String) -> Bool? {
        if case .bool(let value) = node.value { return value }
        wrongType(node, file, field: field, expected: "true or false")
        return nil
    }

    func integer(_ node: Node, _ file: SpecFile, _ field: String) -> Int? {
        if let value = node.value?.int { return value }
        if case .float(let value) = node.value, let exact = Int(exactly: value) { return exact }
        wrongType(node, file, field: field, expected: "an integer")
        return nil
    }

    func number(_ node: Node, _ file: SpecFile, _ field: String) -> Double? {
        if let value = node.value?.double { return value }
        wrongType(node, file, field: field, expected: "a number")
        return nil
    }

    func texts(_ node: Node, _ file: SpecFile, _ field: String) -> [String] {
        guard let items = node.sequence else {
            wrongType(node, file, field: field, expected: "a list of strings")
            return []
        }
        return items.compactMap { text($0, file, field) }
    }

    /// Each value of a mapping of named objects, in document order.
    func named<Value>(
        _ node: Node,
        _ file: SpecFile,
        _ field: String,
        _ decode: (String, Node) -> Value?
    ) -> NamedMap<Value> {
        var map = NamedMap<Value>()
        guard case .mapping(let pairs) = node.content else {
            wrongType(node, file, field: field, expected: "a mapping", severity: Self.severity(node))
            return map
        }
        map.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            if let value = decode(name, pair.value) { map.set(name, value) }
        }
        return map
    }

    /// The items of a list; reports anything else.
    func list(_ node: Node, _ file: SpecFile, _ field: String) -> [Node] {
        guard let items = node.sequence else {
            wrongType(node, file, field: field, expected: "a list", severity: Self.severity(node))
            return []
        }
        return items
    }

    /// Each item of a list, in order.
    func list<Value>(_ node: Node, _ file: SpecFile, _ field: String, _ decode: (Node) -> Value?) -> [Value] {
        guard let items = node.sequence else {
            wrongType(node, file, field: field, expected: "a list", severity: Self.severity(node))
            return []
        }
        return items.compactMap(decode)
    }

    func oneOf(_ node: Node, _ file: SpecFile, _ field: String, _ allowed: [String]) -> String? {
        guard let value = text(node, file, field) else { return nil }
        guard allowed.contains(value) else {
            report(
                .error,
                .openAPIInvalidValue,
                OpenAPIMessage.invalidValue(value, field, allowed: allowed),
                at: node,
                in: file
            )
            return nil
        }
        return value
    }
}
