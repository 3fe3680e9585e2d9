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
            wrongType(node, file, field: kind.name, expected: "a mapping")
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

    /// An unknown key is ignored: what it says cannot be read, and the rest of the object still can.
    func unknownKey(_ key: String, _ node: Node, _ file: SpecFile, _ kind: ObjectKind) {
        let suggestion = kind.suggestion(for: key)
        if kind.isOpen && suggestion == nil { return }
        let note =
            suggestion == key
            ? OpenAPIMessage.otherVersion(key, dialect.rawValue)
            : suggestion.map(OpenAPIMessage.didYouMean) ?? OpenAPIMessage.extensionsHint
        report(
            .warning,
            .openAPIUnknownKey,
            OpenAPIMessage.unknownKey(key, kind.name),
            at: node,
            in: file,
            notes: [.init(note)]
        )
    }

    /// A value of the wrong type is left out (`workaround` says what stands in for it instead).
    func wrongType(
        _ node: Node,
        _ file: SpecFile,
        field: String,
        expected: String,
        workaround: String = Workaround.ignored
    ) {
        report(
            .warning,
            .openAPIWrongType,
            OpenAPIMessage.wrongType(field, expected: expected, found: Self.describe(node), workaround),
            at: node,
            in: file
        )
    }

    /// A required field is missing; `workaround` says what the object is read as without it.
    func missing(_ field: String, in kind: ObjectKind, at node: Node, _ file: SpecFile, workaround: String) {
        report(
            .warning,
            .openAPIMissingField,
            OpenAPIMessage.missingField(field, kind.name, workaround),
            at: node,
            in: file
        )
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

    /// A string value; another scalar is read as its text, a collection is ignored, each with a warning.
    func text(_ node: Node, _ file: SpecFile, _ field: String) -> String? {
        guard let scalar = node.scalar else {
            wrongType(node, file, field: field, expected: "a string")
            return nil
        }
        if case .string(let text) = node.value { return text }
        wrongType(node, file, field: field, expected: "a string", workaround: OpenAPIMessage.readAsText(scalar.text))
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
            wrongType(node, file, field: field, expected: "a mapping")
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
            wrongType(node, file, field: field, expected: "a list")
            return []
        }
        return items
    }

    /// Each item of a list, in order.
    func list<Value>(_ node: Node, _ file: SpecFile, _ field: String, _ decode: (Node) -> Value?) -> [Value] {
        guard let items = node.sequence else {
            wrongType(node, file, field: field, expected: "a list")
            return []
        }
        return items.compactMap(decode)
    }

    /// One of the `allowed` strings; another value is ignored (`workaround` says what is read instead).
    func oneOf(
        _ node: Node,
        _ file: SpecFile,
        _ field: String,
        _ allowed: [String],
        workaround: String = Workaround.ignored
    ) -> String? {
        guard let value = text(node, file, field) else { return nil }
        guard allowed.contains(value) else {
            report(
                .warning,
                .openAPIInvalidValue,
                OpenAPIMessage.invalidValue(value, field, allowed: allowed, workaround),
                at: node,
                in: file
            )
            return nil
        }
        return value
    }
}
