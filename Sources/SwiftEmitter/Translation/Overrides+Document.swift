import Diagnostics
import OpenAPIModel

extension Overrides {
    /// An error for every entry that names nothing in `document` (its schemas, properties, operations and enum
    /// values) or gives a name Swift cannot use, located where the entry is written.
    ///
    /// Checked against the whole spec, before a filter keeps part of it: an override of an operation the filter
    /// leaves out is not a mistake.
    public func check(against document: OpenAPIDocument) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        func fail(_ entry: Entry, _ message: String) {
            errors.append(Diagnostic(.error, .emitterOverride, message, at: entry.location))
        }
        let components = document.components.schemas
        for entry in schemas {
            if components[entry.specName] == nil {
                fail(entry, "names.schemas: '\(entry.specName)' is not a schema in components")
            } else if let problem = Self.identifierProblem(entry.swiftName, isType: true) {
                fail(entry, "names.schemas: \(entry.specName) → \(problem)")
            } else if types.contains(where: { $0.specName == entry.specName }) {
                fail(entry, "'\(entry.specName)' is both renamed and typed as an app type; keep one")
            }
        }
        for entry in types {
            if components[entry.specName] == nil {
                fail(entry, "types: '\(entry.specName)' is not a schema in components; only those can be typed")
            } else if let problem = Self.typeProblem(entry.swiftName) {
                fail(entry, "types: \(entry.specName) → \(problem)")
            }
        }
        for entry in properties {
            if let problem = Self.memberProblem(entry, "properties", in: document, members: Self.propertyNames) {
                fail(entry, "names.properties: " + problem)
            }
        }
        for entry in enumCases {
            if let problem = Self.memberProblem(entry, "enum values", in: document, members: Self.enumValueTexts) {
                fail(entry, "names.enum-cases: " + problem)
            }
        }
        for entry in operations {
            if !document.operations.contains(where: { Self.matches(entry, $0) }) {
                fail(entry, "names.operations: no operation has the id or is '\(entry.specName)' (write GET /path)")
            } else if let problem = Self.identifierProblem(entry.swiftName, isType: false) {
                fail(entry, "names.operations: \(entry.specName) → \(problem)")
            }
        }
        return errors
    }

    /// Whether `entry` names `operation`, by its `operationId` or as `METHOD /path`.
    static func matches(_ entry: Entry, _ operation: OpenAPIModel.Operation) -> Bool {
        entry.specName == operation.operationId || entry.specName == operation.method.rawValue + " " + operation.path
    }

    /// `Schema.member` split where a component's name ends: component names may hold dots themselves
    /// (`io.k8s.api.core.v1.Pod.spec`), so the longest one the text starts with is the schema.
    static func split(_ text: String, in document: OpenAPIDocument) -> (schema: SchemaID, member: String)? {
        var best: (schema: SchemaID, member: String, length: Int)?
        for entry in document.components.schemas where text.hasPrefix(entry.name + ".") {
            let length = entry.name.count
            guard length > best?.length ?? -1 else { continue }
            best = (entry.value, String(text.dropFirst(length + 1)), length)
        }
        return best.map { ($0.schema, $0.member) }
    }

    private static func memberProblem(
        _ entry: Entry,
        _ kind: String,
        in document: OpenAPIDocument,
        members: (OpenAPIDocument, SchemaID) -> Set<String>
    ) -> String? {
        guard let (schema, member) = split(entry.specName, in: document) else {
            return "'\(entry.specName)' does not start with the name of a schema in components (write Schema.name)"
        }
        let known = members(document, schema)
        let schemaName = entry.specName.dropLast(member.count + 1)
        guard !known.isEmpty else {
            return "\(schemaName) has no \(kind) (write \(schemaName).name for a schema that has)"
        }
        guard known.contains(member) else {
            return "\(schemaName) has no '\(member)'; it has " + known.sorted().prefix(8).joined(separator: ", ")
        }
        return identifierProblem(entry.swiftName, isType: false).map { "\(entry.specName) → \($0)" }
    }

    /// The properties a component's struct has: its own and those of the schemas it merges with `allOf`.
    static func propertyNames(_ document: OpenAPIDocument, _ id: SchemaID) -> Set<String> {
        var names: Set<String> = []
        var visited: Set<SchemaID> = []
        var pending = [id]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            let schema = document.resolved(next)
            names.formUnion(schema.properties.names)
            pending += schema.allOf
        }
        return names
    }

    /// The values of a component enum, as text: its `enum`, or its `const` variants.
    static func enumValueTexts(_ document: OpenAPIDocument, _ id: SchemaID) -> Set<String> {
        let schema = document.resolved(id)
        let values =
            schema.enumValues
            ?? (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).compactMap { document.resolved($0).constValue }
        return Set(values.compactMap(valueText))
    }

    /// The text an enum value is named by in an override: a string as it is, an integer in decimal.
    static func valueText(_ value: SpecValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        default: nil
        }
    }

    private static func identifierProblem(_ name: String, isType: Bool) -> String? {
        if name.isEmpty { return "no Swift name is given (write name: swiftName, or name=swiftName)" }
        if !SwiftIdentifier.isValid(name) { return "'\(name)' is not a Swift identifier" }
        if isType, SwiftIdentifier.keywords.contains(name) { return "'\(name)' is a Swift keyword, which no type is" }
        if !isType, ["self", "Self", "init", "Type", "Protocol"].contains(name) {
            return "'\(name)' cannot name a member of a type"
        }
        return nil
    }

    /// Why `name` cannot be written as a type: each of its dot-separated parts must be a type's identifier.
    private static func typeProblem(_ name: String) -> String? {
        if name.isEmpty { return "no Swift type is given (write Schema: MyApp.Type, or Schema=MyApp.Type)" }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.keywords.contains($0) }) else {
            return "'\(name)' is not a Swift type name (identifiers separated by dots, such as MyApp.Money)"
        }
        return nil
    }
}

/// The overrides that name something in the document being translated, by what they name.
struct ResolvedOverrides {
    var schemaNames: [SchemaID: Overrides.Entry] = [:]
    var types: [SchemaID: Overrides.Entry] = [:]
    /// By component, then by property name.
    var propertyNames: [SchemaID: [String: Overrides.Entry]] = [:]
    /// By component, then by ``Overrides/valueText(_:)``.
    var enumCaseNames: [SchemaID: [String: Overrides.Entry]] = [:]
    /// By operation pointer.
    var operationNames: [String: Overrides.Entry] = [:]

    /// Entries that name nothing here are left out: ``Overrides/check(against:)`` reports them against the whole
    /// spec, and a filter may have removed what they name.
    init(_ overrides: Overrides, document: OpenAPIDocument) {
        guard !overrides.isEmpty else { return }
        let components = document.components.schemas
        for entry in overrides.schemas {
            if let id = components[entry.specName] { schemaNames[id] = entry }
        }
        for entry in overrides.types {
            if let id = components[entry.specName] { types[id] = entry }
        }
        for entry in overrides.properties {
            if let (id, member) = Overrides.split(entry.specName, in: document) {
                propertyNames[id, default: [:]][member] = entry
            }
        }
        for entry in overrides.enumCases {
            if let (id, value) = Overrides.split(entry.specName, in: document) {
                enumCaseNames[id, default: [:]][value] = entry
            }
        }
        for operation in document.operations {
            if let entry = overrides.operations.last(where: { Overrides.matches($0, operation) }) {
                operationNames[operation.pointer] = entry
            }
        }
    }
}
