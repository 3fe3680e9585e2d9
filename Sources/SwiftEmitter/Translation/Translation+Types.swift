import Foundation
import OpenAPIModel

extension Translation {
    /// The Swift type for a schema used somewhere (a property, a parameter, a body), declaring a model at
    /// `placement` when the schema is an inline object, enum or union. Optional when the schema allows null.
    func typeReference(for id: SchemaID, at placement: TypePlacement) -> SwiftType {
        let (type, isNullable) = baseType(for: id, at: placement)
        return isNullable ? type.optional : type
    }

    /// The type without the optional for `null`, and whether null is allowed.
    func baseType(for id: SchemaID, at placement: TypePlacement) -> (SwiftType, Bool) {
        let schema = document[id]
        if let declared = declaredTypes[id] { return (declared, allowsNull(id)) }
        // A schema without a name of its own that contains itself (an array of itself) has no Swift type but
        // a free-form one: nothing names the recursion.
        guard resolving.insert(id).inserted else {
            warn(
                .emitterSkipped,
                "this schema contains itself without a name to refer to; it is typed as JSONValue",
                at: schema.sourceLocation
            )
            return (.jsonValue, false)
        }
        defer { resolving.remove(id) }
        return structuralType(of: id, at: placement)
    }

    /// The type a schema's own keywords make, whatever name it is declared under.
    func structuralType(of id: SchemaID, at placement: TypePlacement) -> (SwiftType, Bool) {
        let schema = document[id]
        if multipartFileSchemas.contains(id) { return (.named("MultipartFile"), document.resolved(id).isNullable) }
        if let target = schema.reference {
            let (type, nullable) = baseType(for: target, at: placement)
            return (type, nullable || schema.isNullable)
        }
        if schema.booleanValue != nil { return (.jsonValue, false) }
        let nonNullTypes = (schema.types ?? []).filter { $0 != .null }
        let isNullable = schema.isNullable
        // Kubernetes' `anyOf: [integer, string]` is one scalar, not a union to declare.
        if ScalarType.isIntOrString(schema), let scalar = ScalarType.of(schema) { return (scalar, isNullable) }

        // A member of `allOf` that is the schema itself adds nothing to its type, nor does one that only describes
        // or qualifies the others, though it may allow null.
        let parts = schema.allOf.filter { pureTarget($0) != id }
        if schema.properties.isEmpty, schema.oneOf.isEmpty, schema.anyOf.isEmpty, let part = typingPart(of: parts) {
            let (type, nullable) = baseType(for: part, at: placement)
            return (type, nullable || isNullable || parts.contains { document.resolved($0).isNullable })
        }
        let allOf = parts.filter { !qualifiesOnly($0) }
        let variants = unionVariants(of: schema, id: id)
        if schema.enumValues == nil, !variants.isEmpty, enumRawType(schema) != nil {
            return (declareInline(id, at: placement), isNullable || variants.contains(where: isNullOnly))
        }
        if let cleared = clearedVariant(variants) {
            let (type, innerNullable) = baseType(for: cleared, at: placement)
            let nullable = isNullable || variants.contains(where: isNullOnly) || innerNullable
            return (.generic("Clearable", [type]), nullable)
        }
        if !variants.isEmpty {
            let nonNull = variants.filter { !isNullOnly($0) }
            let strings = stringUnion(variants)
            // A union of strings that one type stands for allows null when any of its variants does.
            let nullable =
                isNullable || nonNull.count < variants.count || (strings != nil && nonNull.contains { allowsNull($0) })
            // The enum of a union of strings' members is declared as the union, under its name.
            if let only = strings?.variant ?? (nonNull.count == 1 ? nonNull[0] : nil) {
                let (type, innerNullable) = baseType(for: only, at: placement)
                return (type, nullable || innerNullable)
            }
            return (declareInline(id, at: placement), nullable)
        }
        if let values = schema.enumValues, !values.isEmpty, enumRawType(schema) != nil {
            return (declareInline(id, at: placement), isNullable || values.contains(.null))
        }
        if !schema.properties.isEmpty || !allOf.isEmpty {
            return (declareInline(id, at: placement), isNullable)
        }
        guard nonNullTypes.count <= 1 else { return (.jsonValue, false) }
        if let scalar = ScalarType.of(schema, numbers: numbers) { return (scalar, isNullable) }
        switch nonNullTypes.first {
        case .array?:
            guard let items = schema.items else { return (.array(.jsonValue), isNullable) }
            return (.array(typeReference(for: items, at: placement.appending("Item"))), isNullable)
        case .object?:
            return (dictionaryType(schema, at: placement), isNullable)
        default:
            // No type, or only `null`: what the other keywords say.
            if let items = schema.items {
                return (.array(typeReference(for: items, at: placement.appending("Item"))), isNullable)
            }
            if schema.additionalProperties != nil {
                return (dictionaryType(schema, at: placement), isNullable)
            }
            // A `const` without a `type` has the type of its value.
            switch schema.constValue {
            case .string?: return (.string, isNullable)
            case .bool?: return (.bool, isNullable)
            case .int?: return (.int, isNullable)
            case .double?: return (.double, isNullable)
            default: return (.jsonValue, false)
            }
        }
    }

    /// Whether the type `structuralType(of:at:)` makes of a schema is optional, worked out without declaring
    /// anything. A declared schema's uses are optional when it is, since its declaration never is: a schema that
    /// allows null (Plaid's `{type: string, nullable: true}` components, a string enum that lists `null`, OpenAI's
    /// `anyOf: [{$ref: …}, {type: string}, {type: "null"}]`) is an alias of `String`, an enum or a union, and
    /// `String?` where it is used, never `String??`, nor a type that cannot hold the null it is sent.
    func allowsNull(_ id: SchemaID, depth: Int = 0) -> Bool {
        let schema = document[id]
        let isNullable = schema.isNullable
        guard depth < 32 else { return isNullable }
        if multipartFileSchemas.contains(id) { return document.resolved(id).isNullable }
        if let target = schema.reference { return allowsNull(target, depth: depth + 1) || isNullable }
        if schema.booleanValue != nil { return false }
        if ScalarType.isIntOrString(schema) { return isNullable }
        let parts = schema.allOf.filter { pureTarget($0) != id }
        if schema.properties.isEmpty, schema.oneOf.isEmpty, schema.anyOf.isEmpty, let part = typingPart(of: parts) {
            return allowsNull(part, depth: depth + 1) || isNullable
                || parts.contains { document.resolved($0).isNullable }
        }
        let variants = unionVariants(of: schema, id: id)
        if schema.enumValues == nil, !variants.isEmpty, enumRawType(schema) != nil {
            return isNullable || variants.contains(where: isNullOnly)
        }
        if let cleared = clearedVariant(variants) {
            return isNullable || variants.contains(where: isNullOnly) || allowsNull(cleared, depth: depth + 1)
        }
        if !variants.isEmpty {
            let nonNull = variants.filter { !isNullOnly($0) }
            if isNullable || nonNull.count < variants.count { return true }
            if stringUnion(variants) != nil { return nonNull.contains { allowsNull($0, depth: depth + 1) } }
            return nonNull.count == 1 && allowsNull(nonNull[0], depth: depth + 1)
        }
        if let values = schema.enumValues, !values.isEmpty, enumRawType(schema) != nil {
            return isNullable || values.contains(.null)
        }
        if !schema.properties.isEmpty || parts.contains(where: { !qualifiesOnly($0) }) { return isNullable }
        let nonNullTypes = (schema.types ?? []).filter { $0 != .null }
        // Other schemas of several types, or none, are `JSONValue`, which holds null itself.
        guard nonNullTypes.count <= 1 else { return false }
        if nonNullTypes.count == 1 || schema.items != nil || schema.additionalProperties != nil { return isNullable }
        switch schema.constValue {
        case .string?, .bool?, .int?, .double?: return isNullable
        default: return false
        }
    }

    /// The wire shape of the value ``structuralType(of:at:)`` types, decided by the same keywords in the same
    /// order, without declaring anything. A schema that contains itself (`IDList: {type: array, items: {$ref:
    /// IDList}}`) is a list of lists as deep as the value goes, which no parameter style writes as text: it is
    /// `structured` where the recursion closes.
    func wireShape(of id: SchemaID) -> WireShape {
        var visiting: Set<SchemaID> = []
        return wireShape(of: id, visiting: &visiting)
    }

    private func wireShape(of id: SchemaID, visiting: inout Set<SchemaID>) -> WireShape {
        guard visiting.insert(id).inserted else {
            return document.resolved(id).types?.contains(.array) == true ? .list(.structured) : .structured
        }
        defer { visiting.remove(id) }
        let schema = document[id]
        if multipartFileSchemas.contains(id) { return .bytes(isBase64: false) }
        if let target = schema.reference { return wireShape(of: target, visiting: &visiting) }
        if schema.booleanValue != nil { return .structured }
        if ScalarType.isIntOrString(schema) { return .text }
        let parts = schema.allOf.filter { pureTarget($0) != id }
        if schema.properties.isEmpty, schema.oneOf.isEmpty, schema.anyOf.isEmpty, let part = typingPart(of: parts) {
            return wireShape(of: part, visiting: &visiting)
        }
        let variants = unionVariants(of: schema, id: id)
        if schema.enumValues == nil, !variants.isEmpty, enumRawType(schema) != nil { return .text }
        if let cleared = clearedVariant(variants) {
            // `Clearable` has a text form only over text: a cleared list or map goes as its JSON form flattens,
            // `.clear` as an empty value.
            let shape = wireShape(of: cleared, visiting: &visiting)
            return shape.isText ? shape : .structured
        }
        if !variants.isEmpty {
            // A union of strings is one string type; its members' enum, declared as the union, is text too.
            if let strings = stringUnion(variants) {
                return strings.variant.map { wireShape(of: $0, visiting: &visiting) } ?? .text
            }
            let nonNull = variants.filter { !isNullOnly($0) }
            return nonNull.count == 1 ? wireShape(of: nonNull[0], visiting: &visiting) : .structured
        }
        if let values = schema.enumValues, !values.isEmpty, enumRawType(schema) != nil { return .text }
        if !schema.properties.isEmpty || parts.contains(where: { !qualifiesOnly($0) }) { return .structured }
        let nonNullTypes = (schema.types ?? []).filter { $0 != .null }
        guard nonNullTypes.count <= 1 else { return .structured }
        if let scalar = ScalarType.of(schema) {
            guard scalar == .data else { return .text }
            return .bytes(isBase64: ScalarType.isBase64(schema))
        }
        let isArray = nonNullTypes.first == .array || nonNullTypes.isEmpty && schema.items != nil
        let isObject = nonNullTypes.first == .object || nonNullTypes.isEmpty && schema.additionalProperties != nil
        if isArray {
            return .list(schema.items.map { wireShape(of: $0, visiting: &visiting) } ?? .structured)
        }
        if isObject {
            guard case .schema(let values)? = schema.additionalProperties else { return .map(.structured) }
            return .map(wireShape(of: values, visiting: &visiting))
        }
        switch schema.constValue {
        case .string?, .bool?, .int?, .double?: return .text
        default: return .structured
        }
    }

    private func dictionaryType(_ schema: Schema, at placement: TypePlacement) -> SwiftType {
        if case .schema(let values)? = schema.additionalProperties {
            return .dictionary(typeReference(for: values, at: placement.appending("Value")))
        }
        return .dictionary(.jsonValue)
    }

    /// The values of an enum schema without `null`: its `enum`, named by `x-enum-varnames`, or — a JSON Schema
    /// idiom — its `oneOf`/`anyOf` variants when each is only a `const`, named by their titles and described by
    /// their descriptions. Nil when the schema is neither.
    func enumMembers(_ schema: Schema) -> [EnumMember]? {
        if let values = schema.enumValues, !values.isEmpty {
            let names = schema.extensions["x-enum-varnames"].flatMap { value -> [String]? in
                guard case .array(let items) = value else { return nil }
                // A name that is not an identifier is never pasted; the case is named from its value.
                return items.map { $0.string.flatMap { SwiftIdentifier.isValid($0) ? $0 : nil } ?? "" }
            }
            return renamingCases(
                of: schema,
                values.filter { $0 != .null }.enumerated().map { index, value in
                    EnumMember(
                        value: value,
                        name: names.flatMap { index < $0.count && !$0[index].isEmpty ? $0[index] : nil }
                    )
                }
            )
        }
        let variants = schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf
        var members: [EnumMember] = []
        for id in variants where !isNullOnly(id) {
            let variant = document.resolved(id)
            guard let value = variant.constValue, variant.properties.isEmpty, variant.oneOf.isEmpty,
                variant.anyOf.isEmpty, variant.allOf.isEmpty
            else { return nil }
            members.append(
                EnumMember(value: value, title: variant.title.map(memberName), documentation: variant.description)
            )
        }
        return members.isEmpty ? nil : renamingCases(of: schema, members)
    }

    /// `members` with the names the configuration gives the cases of `schema`, a component, by value.
    private func renamingCases(of schema: Schema, _ members: [EnumMember]) -> [EnumMember] {
        guard let renamed = overrides.enumCaseNames[schema.id] else { return members }
        return members.map { member in
            var member = member
            if let entry = Overrides.valueText(member.value).flatMap({ renamed[$0] }) {
                member.name = entry.swiftName
                member.override = entry
            }
            return member
        }
    }

    /// Whether an `allOf` part only describes or qualifies the others (`{description: …}`, `{nullable: true}`):
    /// it has no type, no `$ref` and nothing that shapes a value, so the others say what the value is.
    func qualifiesOnly(_ id: SchemaID) -> Bool {
        let schema = document[id]
        if schema.onlyDescribes { return true }
        return schema.reference == nil && schema.types == nil && schema.booleanValue == nil
            && schema.properties.isEmpty && schema.additionalProperties == nil && schema.items == nil
            && schema.allOf.isEmpty && schema.oneOf.isEmpty && schema.anyOf.isEmpty && schema.not == nil
            && schema.enumValues == nil && schema.constValue == nil && schema.discriminator == nil
    }

    /// The part that says what an `allOf` value is, when one does, so the `allOf` merges nothing: the only part
    /// that does more than describe or qualify the others (`[{$ref: File}, {description: …}]`, Box's `[{type:
    /// boolean}, {nullable: false}]`), or, when all such parts are of one scalar JSON type (Plaid's `[{$ref: Scope},
    /// {type: string, nullable: true}]`, a string enum; `{type: string, format: date-time}` with `{type: string}`),
    /// the first `$ref` among them, else the first. Nil when the parts make an object, an array or a union together.
    func typingPart(of allOf: [SchemaID]) -> SchemaID? {
        let typing = allOf.filter { !qualifiesOnly($0) }
        if typing.count == 1 { return typing[0] }
        guard typing.count > 1 else { return nil }
        var jsonType: Schema.JSONType?
        for part in typing {
            let schema = document.resolved(part)
            let types = Set(schema.types ?? []).subtracting([.null])
            guard types.count == 1, let type = types.first, type != .object, type != .array,
                schema.properties.isEmpty, schema.allOf.isEmpty, schema.oneOf.isEmpty, schema.anyOf.isEmpty,
                jsonType == nil || jsonType == type
            else { return nil }
            jsonType = type
        }
        return typing.first { document[$0].reference != nil } ?? typing.first
    }

    /// What a union of strings is, when every variant is one: any string, a string enum, or such a union itself.
    enum StringUnion {
        /// One variant types the union as it is: a plain string (`String`), or a component enum or union of
        /// strings. `oneOf: [{type: string, format: uuid}, {type: string}]`, an ID or a name, is `String`.
        case variant(SchemaID)
        /// The string enum of these members, declared under the union's name: an inline enum's
        /// (`anyOf: [{type: string}, {type: string, enum: [auto, low]}]`, OpenAI's open lists of models and
        /// voices), or several enums' together (OpenAI's `ModelIdsResponses`: its shared models and its own).
        case members([EnumMember])

        var variant: SchemaID? {
            if case .variant(let id) = self { id } else { nil }
        }
    }

    /// The string union `variants` make, or nil for a union of anything else, or of one enum and strings of a
    /// format (which the enum would not hold). Every value of a string union is a string, and ClientGen's string
    /// enums keep the strings they do not list in their `unknown` case, so one enum holds every value: a Swift
    /// enum with a case per variant would make callers wrap each value in a case, and would decode every string
    /// into whichever variant it tried first, since each takes any string.
    func stringUnion(_ variants: [SchemaID], depth: Int = 0) -> StringUnion? {
        let nonNull = variants.filter { !isNullOnly($0) }
        guard nonNull.count > 1, depth < 8 else { return nil }
        var plain: SchemaID?
        var enums: [(id: SchemaID, members: [EnumMember])] = []
        for id in nonNull {
            let schema = document.resolved(id)
            guard schema.properties.isEmpty, schema.allOf.isEmpty, schema.constValue == nil,
                (schema.types ?? [.string]).filter({ $0 != .null }) == [.string]
            else { return nil }
            let nested = schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf
            if enumRawType(schema) == .string, let members = enumMembers(schema) {
                enums.append((id, members))
            } else if schema.enumValues != nil || schema.types == nil && nested.isEmpty {
                return nil
            } else if !nested.isEmpty {
                switch stringUnion(nested, depth: depth + 1) {
                case .members(let members)?: enums.append((id, members))
                case .variant(let typing)?:
                    if let members = enumMembers(document.resolved(typing)) {
                        enums.append((id, members))
                    } else {
                        plain = plain ?? id
                    }
                case nil: return nil
                }
            } else if ScalarType.of(schema) ?? .string == .string {
                plain = plain ?? id
            }
        }
        switch enums.count {
        case 0: return plain.map(StringUnion.variant)
        case 1:
            guard plain != nil else { return nil }
            let only = enums[0]
            return document[only.id].reference != nil ? .variant(only.id) : .members(only.members)
        default: return .members(enums.flatMap(\.members))
        }
    }

    func isNullOnly(_ id: SchemaID) -> Bool {
        let schema = document.resolved(id)
        return schema.types == [.null] || schema.enumValues == [.null]
    }

    /// `String` or `Int` for an enum whose values are all strings or all integers; nil otherwise.
    func enumRawType(_ schema: Schema) -> SwiftType? {
        let values = enumMembers(schema).map { $0.map(\.value) } ?? []
        if !values.isEmpty, values.allSatisfy({ $0.string != nil }) { return .string }
        if !values.isEmpty, values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
            return .int
        }
        return nil
    }

    /// What a value typed `type` is typed as when the spec says its numbers travel as strings
    /// (``ScalarType/quotedNumber(format:)``): `type` with `Int64`, `UInt64` or `Decimal` for each such `String`,
    /// lists and maps of them too; nil when it has none.
    func quotedNumberType(_ id: SchemaID, typed type: SwiftType, depth: Int = 0) -> SwiftType? {
        guard depth < 8 else { return nil }
        switch type {
        case .optional(let wrapped):
            return quotedNumberType(id, typed: wrapped, depth: depth + 1).map(SwiftType.optional)
        case .array(let element):
            guard let items = document.resolved(id).items else { return nil }
            return quotedNumberType(items, typed: element, depth: depth + 1).map(SwiftType.array)
        case .dictionary(let value):
            guard case .schema(let values)? = document.resolved(id).additionalProperties else { return nil }
            return quotedNumberType(values, typed: value, depth: depth + 1).map(SwiftType.dictionary)
        case .string:
            let schema = document.resolved(id)
            if let number = ScalarType.quotedNumber(format: schema.format) {
                let types = schema.types ?? []
                guard schema.enumValues == nil, types.contains(.string),
                    types.allSatisfy({ $0 == .string || $0 == .null })
                else { return nil }
                return number
            }
            // `anyOf: [{type: string, format: int64}, {type: 'null'}]` is typed as its one variant that is not null.
            guard !schema.oneOf.isEmpty || !schema.anyOf.isEmpty else { return nil }
            let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { !isNullOnly($0) }
            return variants.count == 1 ? quotedNumberType(variants[0], typed: type, depth: depth + 1) : nil
        default:
            return nil
        }
    }

    /// A name for the schema of a reusable component (a shared response, body, parameter or header), so every
    /// operation that uses it sees the same sensible name: `UnauthorizedResponse`, not the first operation's
    /// name. The schemas inside that schema nest in its type as anywhere else.
    ///
    /// A file that is one such component (`$ref: shared/responses/unauthorized.yml`) is named after the file, as
    /// `bundle` names the component it makes of it, so the bundle and the files give the same types.
    private func componentPlacedName(_ id: SchemaID) -> String? {
        let suffixes = [
            "responses": "Response", "requestBodies": "Request", "parameters": "Parameter", "headers": "Header",
        ]
        let kind: String
        let name: String
        if let component = document.fileComponent(of: id) {
            (kind, name) = component
        } else {
            let pointer = document[id].pointer
            guard pointer.hasPrefix("#"), let parts = JSONPointer(escaped: String(pointer.dropFirst()))?.tokens,
                parts.count >= 4, parts[0] == "components", parts.last == "schema",
                // `{name}/schema`, or `{name}/content/{media type}/schema`.
                parts.count == 4 || (parts.count == 6 && parts[3] == "content")
            else { return nil }
            (kind, name) = (parts[1], parts[2])
        }
        guard let suffix = suffixes[kind] else { return nil }
        let typeName = SwiftNaming.typeName(name)
        return typeName.hasSuffix(suffix) ? typeName : typeName + suffix
    }

    /// The name of a schema that is a whole file of its own (`$ref: ../models/error.yml`): the file's, at the top
    /// of the module, however many operations use it, as `bundle` makes it the component of that name.
    func fileSchemaName(_ id: SchemaID) -> String? {
        let pointer = document[id].pointer
        guard pointer.hasSuffix("#"), pointer.count > 1, let name = document.componentName(of: id) else { return nil }
        return SwiftNaming.typeName(name)
    }

    /// Declares the inline schema `id` as a model of its own and returns its type: named by its `x-swift-name`,
    /// else at the top of the module after the reusable component it sits in, else at `placement`, named by its
    /// `title` when it has one.
    private func declareInline(_ id: SchemaID, at placement: TypePlacement) -> SwiftType {
        guard !declaring.contains(id), !isOverLimit else { return .jsonValue }
        declaring.insert(id)
        defer { declaring.remove(id) }
        let schema = document[id]
        let type: SwiftType
        if let name = componentPlacedName(id) {
            type = .named(typeNames.claim(Self.swiftTypeName(in: schema.extensions) ?? name))
        } else if let name = fileSchemaName(id) {
            type = claimType(Self.swiftTypeName(in: schema.extensions) ?? name, in: nil)
        } else {
            // A title names the type where that name is free; it is a hint, never worth a number. Where it is
            // taken (a second response of one operation with the same title), it still tells the planner which
            // types of the same shape are one. The title a gRPC gateway gives each item of a server stream, "Stream
            // result of etcdserverpbWatchResponse", says what it is, not what to call it.
            let title = schema.title.map { $0.hasPrefix("Stream result of ") ? "StreamResult" : typeName($0) }
            let freeTitle = title.flatMap { isTaken($0, in: placement.parent) ? nil : $0 }
            type = claimType(
                Self.swiftTypeName(in: schema.extensions) ?? freeTitle ?? placement.name(typeName),
                in: placement.parent
            )
            if let title, Self.swiftTypeName(in: schema.extensions) == nil { inlineTitles[type.description] = title }
            if Self.swiftTypeName(in: schema.extensions) == nil, freeTitle == nil, placement.isRoleName {
                roleNamedTypes.insert(type.description)
            }
        }
        declaredTypes[id] = type
        declare(id, as: type)
        return type
    }
}
