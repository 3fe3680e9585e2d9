import Foundation
import OpenAPIModel

extension Translation {
    /// The Swift type for a schema used somewhere (a property, a parameter, a body), declaring a model named
    /// `suggestedName` when the schema is an inline object, enum or union. Optional when the schema allows null.
    func typeReference(for id: SchemaID, suggestedName: String) -> String {
        let (type, isNullable) = baseType(for: id, suggestedName: suggestedName)
        return isNullable && !type.hasSuffix("?") ? type + "?" : type
    }

    /// The type without the optional for `null`, and whether null is allowed.
    func baseType(for id: SchemaID, suggestedName: String) -> (String, Bool) {
        let schema = document[id]
        if let declared = declaredTypes[id] { return (declared, schema.isNullable) }
        if let target = schema.reference {
            let (type, nullable) = baseType(for: target, suggestedName: suggestedName)
            return (type, nullable || schema.isNullable)
        }
        if schema.booleanValue != nil { return ("JSONValue", false) }
        let nonNullTypes = (schema.types ?? []).filter { $0 != .null }
        let isNullable = schema.isNullable

        if schema.allOf.count == 1, schema.properties.isEmpty, schema.oneOf.isEmpty, schema.anyOf.isEmpty {
            let (type, nullable) = baseType(for: schema.allOf[0], suggestedName: suggestedName)
            return (type, nullable || isNullable)
        }
        let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { pureTarget($0) != id }
        if schema.enumValues == nil, !variants.isEmpty, enumRawType(schema) != nil {
            return (declareInline(id, name: suggestedName), isNullable || variants.contains(where: isNullOnly))
        }
        if !variants.isEmpty {
            let nonNull = variants.filter { !isNullOnly($0) }
            let nullable = isNullable || nonNull.count < variants.count
            if nonNull.count == 1 {
                let (type, innerNullable) = baseType(for: nonNull[0], suggestedName: suggestedName)
                return (type, nullable || innerNullable)
            }
            return (declareInline(id, name: suggestedName), nullable)
        }
        if let values = schema.enumValues, !values.isEmpty, enumRawType(schema) != nil {
            return (declareInline(id, name: suggestedName), isNullable || values.contains(.null))
        }
        if !schema.properties.isEmpty || !schema.allOf.isEmpty {
            return (declareInline(id, name: suggestedName), isNullable)
        }
        guard nonNullTypes.count <= 1 else { return ("JSONValue", false) }
        switch nonNullTypes.first {
        case .string?: return (stringType(format: schema.format), isNullable)
        case .integer?: return (integerType(format: schema.format), isNullable)
        case .number?: return (schema.format == "float" ? "Float" : "Double", isNullable)
        case .boolean?: return ("Bool", isNullable)
        case .array?:
            guard let items = schema.items else { return ("[JSONValue]", isNullable) }
            return ("[" + typeReference(for: items, suggestedName: suggestedName + "Item") + "]", isNullable)
        case .object?:
            return (dictionaryType(schema, suggestedName: suggestedName), isNullable)
        case .null?, nil:
            if let items = schema.items {
                return ("[" + typeReference(for: items, suggestedName: suggestedName + "Item") + "]", isNullable)
            }
            if schema.additionalProperties != nil {
                return (dictionaryType(schema, suggestedName: suggestedName), isNullable)
            }
            // A `const` without a `type` has the type of its value.
            switch schema.constValue {
            case .string?: return ("String", isNullable)
            case .bool?: return ("Bool", isNullable)
            case .int?: return ("Int", isNullable)
            case .double?: return ("Double", isNullable)
            default: return ("JSONValue", false)
            }
        }
    }

    private func dictionaryType(_ schema: Schema, suggestedName: String) -> String {
        if case .schema(let values)? = schema.additionalProperties {
            return "[String: " + typeReference(for: values, suggestedName: suggestedName + "Value") + "]"
        }
        return "[String: JSONValue]"
    }

    /// The values of an enum schema without `null`: its `enum`, named by `x-enum-varnames`, or — a JSON Schema
    /// idiom — its `oneOf`/`anyOf` variants when each is only a `const`, named by their titles and described by
    /// their descriptions. Nil when the schema is neither.
    func enumMembers(_ schema: Schema) -> [EnumMember]? {
        if let values = schema.enumValues, !values.isEmpty {
            let names = schema.extensions["x-enum-varnames"].flatMap { value -> [String]? in
                guard case .array(let items) = value else { return nil }
                return items.compactMap(\.string)
            }
            return values.filter { $0 != .null }.enumerated().map { index, value in
                EnumMember(value: value, name: names.flatMap { index < $0.count ? $0[index] : nil })
            }
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
        return members.isEmpty ? nil : members
    }

    func isNullOnly(_ id: SchemaID) -> Bool {
        let schema = document.resolved(id)
        return schema.types == [.null] || schema.enumValues == [.null]
    }

    /// `String` or `Int` for an enum whose values are all strings or all integers; nil otherwise.
    func enumRawType(_ schema: Schema) -> String? {
        let values = enumMembers(schema).map { $0.map(\.value) } ?? []
        if !values.isEmpty, values.allSatisfy({ $0.string != nil }) { return "String" }
        if !values.isEmpty, values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
            return "Int"
        }
        return nil
    }

    func stringType(format: String?) -> String {
        switch format {
        case "date-time": "Date"
        case "date": "CalendarDate"
        case "uuid": "UUID"
        case "byte": "Data"
        case "binary": "Data"
        default: "String"
        }
    }

    func integerType(format: String?) -> String {
        switch format {
        case "int32": "Int32"
        case "int64": "Int64"
        default: "Int"
        }
    }

    /// A name for an inline schema inside a reusable component (a shared response, body, parameter or header),
    /// so every operation that uses it sees the same sensible name: `UnauthorizedResponse`, not the first
    /// operation's name.
    private func componentPlacedName(_ id: SchemaID) -> String? {
        let parts = document[id].pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 4, parts[0] == "#", parts[1] == "components" else { return nil }
        let suffixes = [
            "responses": "Response", "requestBodies": "Request", "parameters": "Parameter", "headers": "Header",
        ]
        guard let suffix = suffixes[String(parts[2])] else { return nil }
        let name = String(parts[3]).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        return SwiftNaming.typeName(name) + suffix
    }

    /// Declares the inline schema `id` as a model of its own and returns its (claimed) name.
    private func declareInline(_ id: SchemaID, name: String) -> String {
        guard !declaring.contains(id) else { return "JSONValue" }
        declaring.insert(id)
        defer { declaring.remove(id) }
        let claimed = typeNames.claim(Self.swiftName(in: document[id].extensions) ?? componentPlacedName(id) ?? name)
        declaredTypes[id] = claimed
        declare(id, as: claimed)
        return claimed
    }
}
