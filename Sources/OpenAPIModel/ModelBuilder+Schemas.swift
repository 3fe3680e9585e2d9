import Diagnostics
import YAMLNodes

/// Decoding schemas into the schema table, `$ref`s memoised by target.
extension ModelBuilder {
    /// A new table entry for the schema at `node`, decoded later from the pending list.
    func schema(_ node: Node, _ file: SpecFile, pointer: String) -> SchemaID {
        let id = SchemaID(schemas.count)
        if schemas.count == options.maximumSchemas {
            let diagnostic = Diagnostic(
                .error,
                .openAPITooManySchemas,
                OpenAPIMessage.tooManySchemas(options.maximumSchemas),
                at: file.location(of: node)
            )
            emit(diagnostic)
            schemaLimitError = diagnostic
        }
        // A placeholder until the pending list decodes it: references may need the id first.
        schemas.append(Self.undecoded)
        pendingSchemas.append(PendingSchema(id: id, node: node, file: file, pointer: pointer))
        return id
    }

    /// What the table holds for a schema not decoded yet; nothing reads it, and sharing it costs no allocation.
    private static let undecoded = Schema(id: SchemaID(-1), pointer: "")

    /// Registers the named component schemas of `node` (`base` is their pointer's prefix: `/components/schemas/`
    /// or `/definitions/`) so references to them find them without walking the tree.
    func registerComponentSchemas(_ node: Node, _ file: SpecFile, _ field: String, base: String) -> NamedMap<SchemaID> {
        let count = node.mapping?.count ?? 0
        pendingSchemas.reserveCapacity(pendingSchemas.count + count)
        schemas.reserveCapacity(schemas.count + count)
        schemaIDs.reserveCapacity(schemaIDs.count + count)
        componentNames.reserveCapacity(componentNames.count + count)
        // Every component's key starts the same way: each is made in one piece from the common prefix.
        let keyPrefix = file.relativePath + "#" + base
        return named(node, file, field) { name, child in
            let escaped = JSONPointer.escape(name)
            let id = schema(child, file, pointer: base + escaped)
            schemaIDs[keyPrefix + escaped] = id
            componentNames[id] = name
            return id
        }
    }

    /// The schema a `$ref` (its value node) names, located and allocated once per target; nil, after a warning
    /// that ends in `workaround`, when it names nothing.
    func schemaReference(
        _ referenceNode: Node,
        _ file: SpecFile,
        workaround: String = Workaround.jsonValue
    ) -> SchemaID? {
        guard let reference = text(referenceNode, file, "$ref") else { return nil }
        if let id = schemaReferenceCache[file.relativePath]?[reference] { return id }
        // A target already allocated needs no parsed address when the reference is written the usual way.
        if let key = localKey(of: reference, in: file), let id = schemaIDs[key] {
            schemaReferenceCache[file.relativePath, default: [:]][reference] = id
            return id
        }
        guard let address = address(of: reference, at: referenceNode, in: file, workaround: workaround) else {
            return nil
        }
        let key = address.key
        if let id = schemaIDs[key] {
            schemaReferenceCache[file.relativePath, default: [:]][reference] = id
            return id
        }
        guard
            let target = target(
                of: reference,
                address: address,
                at: referenceNode,
                in: file,
                workaround: workaround
            )
        else { return nil }
        defer { schemaReferenceCache[file.relativePath, default: [:]][reference] = schemaIDs[key] }
        let targetFile = target.file
        let id = schema(target.node, targetFile, pointer: address.pointerText)
        schemaIDs[key] = id
        let tokens = address.pointer.tokens
        if tokens.isEmpty {
            componentNames[id] = SpecPath.stem(of: address.relativePath)
        } else if (tokens.count == 3 && tokens[0] == "components" && tokens[1] == "schemas")
            || (tokens.count == 2 && tokens[0] == "definitions")
        {
            componentNames[id] = tokens[tokens.count - 1]
        }
        return id
    }

    func drainPendingSchemas() {
        // First in, first out: schemas are decoded, and their problems reported, in document order, then the
        // subschemas they added, then theirs, and so on. Decoding adds to the pending list, so it is taken first.
        // Past the schema limit nothing more is decoded: the build throws the limit's error.
        while !pendingSchemas.isEmpty, schemaLimitError == nil {
            let wave = pendingSchemas
            pendingSchemas = []
            for next in wave where schemaLimitError == nil {
                schemas[next.id.rawValue] = decodeSchema(next.id, next.node, next.file, pointer: next.pointer)
            }
        }
    }

    static let schemaKeys = [
        "$ref", "type", "nullable", "format", "title", "description", "enum", "const", "default", "example",
        "examples", "deprecated", "readOnly", "writeOnly", "properties", "required", "additionalProperties",
        "patternProperties", "propertyNames", "minProperties", "maxProperties", "items", "prefixItems", "minItems",
        "maxItems", "uniqueItems", "allOf", "oneOf", "anyOf", "not", "discriminator", "$defs", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
        "contentMediaType", "contentEncoding", "contentSchema", "xml", "externalDocs",
    ]
    /// JSON Schema keywords ClientGen accepts and does not use.
    private static let ignoredKeys: Set<String> = [
        "xml", "externalDocs", "$schema", "$id", "$anchor", "$dynamicAnchor", "$dynamicRef", "$comment",
        "$vocabulary", "contains", "minContains", "maxContains", "if", "then", "else", "dependentRequired",
        "dependentSchemas", "unevaluatedItems", "unevaluatedProperties", "additionalItems",
        "$recursiveRef", "$recursiveAnchor", "definitions", "dependencies",
    ]
    /// Keywords beside a `$ref` that annotate it without changing what it matches.
    private static let annotationKeys: Set<String> = [
        "$ref", "description", "title", "default", "example", "examples", "deprecated", "readOnly", "writeOnly",
        "$comment", "nullable",
    ]
    /// Keywords that only describe a value, so a schema of only these matches any value.
    private static let descriptionKeys: Set<String> = ["description", "title", "example", "examples", "$comment"]
    static let schemaKind = ObjectKind(name: "schema", keys: schemaKeys)
    static let openSchemaKind = ObjectKind(name: "schema", keys: schemaKeys, isOpen: true)

    /// What `decodeSchema` reads from some keywords but can only settle once every keyword is read.
    private struct PendingKeywords {
        var nullable = false
        var defaultNode: Node?
        var emptyUnions: [(field: String, node: Node)] = []
        /// Swagger 2.0's `type: file`.
        var isFile = false
    }

    /// The schema at `node`; its subschemas are allocated, and decoded later from the pending list.
    func decodeSchema(_ id: SchemaID, _ node: Node, _ file: SpecFile, pointer: String) -> Schema {
        // A fresh value rather than a copy of the placeholder: copying a schema retains every field.
        var schema = Schema(id: id, pointer: file.pointerText(pointer))
        schema.sourceLocation = file.location(of: node)
        if case .bool(let value) = node.value {
            schema.booleanValue = value
            return schema
        }
        let kind = dialect.usesJSONSchema2020 ? Self.openSchemaKind : Self.schemaKind
        var pending = PendingKeywords()
        var hasOtherKeywords = false
        var onlyDescribes = true
        schema.extensions = fields(node, file, kind) { key, value in
            // Each set is looked up only until its answer is known.
            if dialect.usesJSONSchema2020 && !hasOtherKeywords && !Self.annotationKeys.contains(key) {
                hasOtherKeywords = true
            }
            if onlyDescribes && !Self.descriptionKeys.contains(key) { onlyDescribes = false }
            return decodeValueKeyword(key, value, file, into: &schema, &pending)
                || decodeSubschemaKeyword(key, value, file, pointer: pointer, into: &schema, &pending)
                || decodeBoundKeyword(key, value, file, into: &schema) || Self.ignoredKeys.contains(key)
        }
        schema.hasKeywordsBesideReference = hasOtherKeywords
        schema.onlyDescribes = onlyDescribes
        settle(&schema, pending, file)
        return schema
    }

    /// Reads a keyword that says what values are and how they are described (type, format, texts, `enum`, `const`,
    /// examples, flags); `false` for any other keyword.
    private func decodeValueKeyword(
        _ key: String,
        _ value: Node,
        _ file: SpecFile,
        into schema: inout Schema,
        _ pending: inout PendingKeywords
    ) -> Bool {
        switch key {
        case "$ref":
            schema.referenceText = value.scalar?.text
            schema.reference = schemaReference(value, file)
            if schema.reference != nil { referenceNodes[schema.id] = (value, file) }
        case "type":
            // Swagger 2.0's `file` (a response or form field of raw bytes) is a binary string in OpenAPI 3.
            if dialect == .swagger20, value.value == .string("file") {
                pending.isFile = true
                schema.types = [.string]
            } else {
                schema.types = schemaTypes(value, file)
            }
        case "nullable": pending.nullable = flag(value, file, key) ?? false
        case "format": schema.format = text(value, file, key)
        case "title": schema.title = text(value, file, key)
        case "description": schema.description = text(value, file, key)
        case "pattern": schema.pattern = text(value, file, key)
        case "contentMediaType": schema.contentMediaType = text(value, file, key)
        case "contentEncoding": schema.contentEncoding = text(value, file, key)
        case "enum":
            if let items = value.sequence {
                schema.enumValues = items.map(SpecValue.init)
            } else {
                wrongType(value, file, field: key, expected: "a list")
            }
        case "const": schema.constValue = SpecValue(value)
        case "default": pending.defaultNode = value
        case "example": schema.examples.insert(SpecValue(value), at: 0)
        case "examples":
            if let items = value.sequence {
                schema.examples += items.map(SpecValue.init)
            } else {
                wrongType(value, file, field: key, expected: "a list")
            }
        case "deprecated": schema.deprecated = flag(value, file, key) ?? false
        case "readOnly": schema.readOnly = flag(value, file, key) ?? false
        case "writeOnly": schema.writeOnly = flag(value, file, key) ?? false
        case "uniqueItems": schema.uniqueItems = flag(value, file, key) ?? false
        case "required": schema.required = requiredNames(value, file)
        case "discriminator": schema.discriminator = discriminator(value, file)
        default: return false
        }
        return true
    }

    /// Reads a keyword whose value holds schemas (members, items, combinations), allocating each; `false` for any
    /// other keyword.
    private func decodeSubschemaKeyword(
        _ key: String,
        _ value: Node,
        _ file: SpecFile,
        pointer: String,
        into schema: inout Schema,
        _ pending: inout PendingKeywords
    ) -> Bool {
        switch key {
        case "properties", "patternProperties", "$defs":
            let map = named(value, file, key) { name, child in
                self.schema(child, file, pointer: Self.child(pointer, key + "/" + JSONPointer.escape(name)))
            }
            switch key {
            case "properties": schema.properties = map
            case "patternProperties": schema.patternProperties = map
            default: schema.defs = map
            }
        case "additionalProperties":
            if case .bool(let allowed) = value.value {
                schema.additionalProperties = .allowed(allowed)
            } else {
                schema.additionalProperties = .schema(self.schema(value, file, pointer: Self.child(pointer, key)))
            }
        case "propertyNames": schema.propertyNames = self.schema(value, file, pointer: Self.child(pointer, key))
        case "not": schema.not = self.schema(value, file, pointer: Self.child(pointer, key))
        case "contentSchema": schema.contentSchema = self.schema(value, file, pointer: Self.child(pointer, key))
        case "items":
            if let list = value.sequence {
                report(.warning, .openAPIWrongType, OpenAPIMessage.itemsList(list.count), at: value, in: file)
                schema.prefixItems = schemaList(value, file, key, Self.child(pointer, key))
            } else if value.value?.bool == nil {
                schema.items = self.schema(value, file, pointer: Self.child(pointer, key))
            }
        case "prefixItems": schema.prefixItems = schemaList(value, file, key, Self.child(pointer, key))
        case "allOf": schema.allOf = schemaList(value, file, key, Self.child(pointer, key))
        case "oneOf", "anyOf":
            let variants = schemaList(value, file, key, Self.child(pointer, key))
            if value.sequence?.isEmpty == true { pending.emptyUnions.append((key, value)) }
            if key == "oneOf" { schema.oneOf = variants } else { schema.anyOf = variants }
        default: return false
        }
        return true
    }

    /// Reads a numeric bound or a size limit; `false` for any other keyword.
    private func decodeBoundKeyword(_ key: String, _ value: Node, _ file: SpecFile, into schema: inout Schema) -> Bool {
        switch key {
        case "minimum": schema.minimum = number(value, file, key)
        case "maximum": schema.maximum = number(value, file, key)
        case "multipleOf": schema.multipleOf = number(value, file, key)
        case "exclusiveMinimum", "exclusiveMaximum":
            var bound: Double?
            if case .bool(let isExclusive) = value.value {
                bound = isExclusive ? .infinity : nil
            } else {
                bound = number(value, file, key)
            }
            if key == "exclusiveMinimum" {
                schema.exclusiveMinimum = bound
            } else {
                schema.exclusiveMaximum = bound
            }
        case "minLength": schema.minLength = integer(value, file, key)
        case "maxLength": schema.maxLength = integer(value, file, key)
        case "minItems": schema.minItems = integer(value, file, key)
        case "maxItems": schema.maxItems = integer(value, file, key)
        case "minProperties": schema.minProperties = integer(value, file, key)
        case "maxProperties": schema.maxProperties = integer(value, file, key)
        default: return false
        }
        return true
    }

    /// What only every keyword together decides: Swagger 2.0's files and `x-nullable`, 3.0's boolean exclusive
    /// bounds and `nullable`, a `default` checked against the type, and the warnings for empty unions.
    private func settle(_ schema: inout Schema, _ pending: PendingKeywords, _ file: SpecFile) {
        if pending.isFile { schema.format = "binary" }
        // 3.0's boolean exclusive bounds move the inclusive bound over.
        if schema.exclusiveMinimum == .infinity {
            schema.exclusiveMinimum = schema.minimum
            schema.minimum = nil
        }
        if schema.exclusiveMaximum == .infinity {
            schema.exclusiveMaximum = schema.maximum
            schema.maximum = nil
        }
        // Swagger 2.0 has no `nullable`; the `x-nullable: true` of go-swagger, NSwag and AutoRest says the same
        // (Docker's Engine API, Netlify's).
        let nullable = pending.nullable || (dialect == .swagger20 && schema.extensions["x-nullable"] == .bool(true))
        schema.nullable = nullable
        if nullable, let types = schema.types, !types.contains(.null) { schema.types = types + [.null] }
        if let defaultNode = pending.defaultNode {
            let value = SpecValue(defaultNode)
            if let types = schema.types, !Self.value(value, matchesAny: types) {
                report(
                    .warning,
                    .openAPIWrongType,
                    OpenAPIMessage.valueNotOfType("default", types.map(\.rawValue).joined(separator: ", ")),
                    at: defaultNode,
                    in: file
                )
            } else {
                schema.defaultValue = value
            }
        }
        // An empty `oneOf` or `anyOf` matches nothing; left out, the schema is what its other keywords say.
        for union in pending.emptyUnions {
            report(
                .warning,
                .openAPIEmptyUnion,
                OpenAPIMessage.emptyUnion(union.field, isAllOfTheSchema: Self.saysNothingElse(schema)),
                at: union.node,
                in: file
            )
        }
    }

    /// Whether nothing but annotations is left of `schema` once an empty union is left out: it allows any value.
    private static func saysNothingElse(_ schema: Schema) -> Bool {
        schema.reference == nil && schema.types == nil && schema.properties.isEmpty && schema.allOf.isEmpty
            && schema.oneOf.isEmpty && schema.anyOf.isEmpty && schema.items == nil && schema.prefixItems.isEmpty
            && schema.enumValues == nil && schema.constValue == nil && schema.additionalProperties == nil
    }

    private func schemaList(_ node: Node, _ file: SpecFile, _ field: String, _ pointer: String) -> [SchemaID] {
        guard let items = node.sequence else {
            wrongType(node, file, field: field, expected: "a list of schemas")
            return []
        }
        return items.enumerated().map { schema($1, file, pointer: Self.child(pointer, String($0))) }
    }

    /// The pointer of a subschema; empty stays empty for schemas whose place is not tracked.
    static func child(_ pointer: String, _ suffix: String) -> String {
        pointer.isEmpty ? "" : pointer + "/" + suffix
    }

    /// Reports `$ref` chains that come back to themselves without reaching a schema, and breaks each where it
    /// closes: that schema allows any value.
    func finishSchemas() {
        // The pure reference each schema stands for, read once through the buffer (no schema is copied).
        let targets = schemas.withUnsafeBufferPointer { buffer in
            buffer.indices.map { buffer[$0].isPureReference ? buffer[$0].reference?.rawValue : nil }
        }
        var state = [UInt8](repeating: 0, count: targets.count)  // 0 new, 1 on the current chain, 2 done
        var chain: [Int] = []  // one buffer for every chain
        for start in targets.indices where state[start] == 0 {
            chain.removeAll(keepingCapacity: true)
            var current = start
            while state[current] == 0 {
                state[current] = 1
                chain.append(current)
                guard let next = targets[current] else { break }
                current = next
            }
            if state[current] == 1, targets[current] != nil, let place = referenceNodes[SchemaID(current)] {
                report(
                    .warning,
                    .openAPIReferenceLoop,
                    OpenAPIMessage.loop(schemas[current].referenceText ?? "", Workaround.jsonValue),
                    at: place.node,
                    in: place.file
                )
                schemas[current].reference = nil
            }
            for member in chain { state[member] = 2 }
        }
    }

    private func schemaTypes(_ node: Node, _ file: SpecFile) -> [Schema.JSONType]? {
        if node.scalar != nil {
            // One name, as nearly every schema writes it: a shared list, not a new one.
            return jsonType(node, file).map { Self.singleTypes[$0] ?? [$0] }
        }
        guard let items = node.sequence else {
            wrongType(node, file, field: "type", expected: "a type name or a list of them")
            return nil
        }
        let types = items.compactMap { jsonType($0, file) }
        return types.isEmpty && !items.isEmpty ? nil : types
    }

    /// Each type alone, as the list `type: string` gives.
    private static let singleTypes = Dictionary(uniqueKeysWithValues: Schema.JSONType.allCases.map { ($0, [$0]) })

    private func jsonType(_ name: Node, _ file: SpecFile) -> Schema.JSONType? {
        guard let text = text(name, file, "type") else { return nil }
        if let type = Schema.JSONType(rawValue: text) { return type }
        let meant = Schema.JSONType(misspelled: text)
        report(
            .warning,
            .openAPIInvalidValue,
            OpenAPIMessage.invalidValue(
                text,
                "type",
                allowed: Schema.JSONType.allCases.map(\.rawValue),
                Workaround.type(readAs: meant)
            ),
            at: name,
            in: file
        )
        return meant
    }

    private func requiredNames(_ node: Node, _ file: SpecFile) -> [String] {
        guard let items = node.sequence else {
            wrongType(node, file, field: "required", expected: "a list of property names")
            return []
        }
        var names: [String] = []
        names.reserveCapacity(items.count)
        // A few names are compared one by one; many are hashed.
        var seen: Set<String> = []
        if items.count > 16 { seen.reserveCapacity(items.count) }
        for item in items {
            guard let name = text(item, file, "required") else { continue }
            if items.count > 16 ? seen.insert(name).inserted : !names.contains(name) {
                names.append(name)
            } else {
                report(.warning, .openAPIDuplicateRequired, OpenAPIMessage.duplicateRequired(name), at: item, in: file)
            }
        }
        return names
    }

    private static let discriminatorKind = ObjectKind(
        name: "discriminator",
        keys: ["propertyName", "mapping", "defaultMapping"]
    )

    private func discriminator(_ node: Node, _ file: SpecFile) -> Schema.Discriminator? {
        var result = Schema.Discriminator()
        if node.scalar != nil {  // Swagger 2.0 names the property directly
            result.propertyName = text(node, file, "discriminator") ?? ""
            return result
        }
        var hasName = false
        result.extensions = fields(node, file, Self.discriminatorKind) { key, value in
            switch key {
            case "propertyName":
                result.propertyName = text(value, file, key) ?? ""
                hasName = true
            case "mapping":
                result.mapping = named(value, file, key) { _, target in self.discriminatorTarget(target, file) }
            case "defaultMapping": result.defaultMapping = discriminatorTarget(value, file)
            default: return false
            }
            return true
        }
        if !hasName, node.mapping != nil {
            let workaround = "the discriminator is ignored and each variant is tried in turn"
            missing("propertyName", in: Self.discriminatorKind, at: node, file, workaround: workaround)
            return nil
        }
        return result
    }

    /// A mapping value: a schema name, or a reference.
    func discriminatorTarget(_ node: Node, _ file: SpecFile) -> SchemaID? {
        guard let text = text(node, file, "mapping") else { return nil }
        if !text.contains("/") && !text.contains("#") && !text.contains(".") {
            let prefix = dialect == .swagger20 ? "#/definitions/" : "#/components/schemas/"
            if let id = schemaIDs[file.relativePath + prefix + JSONPointer.escape(text)] { return id }
        }
        return schemaReference(node, file, workaround: "the mapping entry is ignored")
    }

    static func value(_ value: SpecValue, matchesAny types: [Schema.JSONType]) -> Bool {
        types.contains { type in
            switch (type, value) {
            case (.null, .null), (.boolean, .bool), (.string, .string), (.array, .array), (.object, .object): true
            case (.integer, .int), (.integer, .bigInt), (.number, .int), (.number, .bigInt), (.number, .double): true
            case (.integer, .double(let number)): number.rounded() == number
            default: false
            }
        }
    }
}
