import OpenAPIModel

/// Whether the server only sends a member (`readOnly`), only reads it (`writeOnly`), or both.
enum MemberAccess {
    case readWrite, readOnly, writeOnly

    /// What the member's doc comment says about it.
    var note: Documentation.Paragraph? {
        switch self {
        case .readWrite: nil
        case .readOnly: .text(["Read-only: the server sets it; it is never sent."])
        case .writeOnly: .text(["Write-only: sent to the server, which does not return it."])
        }
    }
}

/// How a model member is read and written, and whether its initializer parameter defaults to `nil`.
struct MemberCoding {
    var decoding: StructBlueprint.Property.Decoding
    var encoding: StructBlueprint.Property.Encoding?
    var isDefaultedToNil: Bool
}

extension Translation {
    /// Whether the member's schema, or what it refers to, is `readOnly` or `writeOnly`.
    func memberAccess(_ id: SchemaID) -> MemberAccess {
        let own = document[id]
        let target = document.resolved(id)
        if own.readOnly || target.readOnly { return .readOnly }
        if own.writeOnly || target.writeOnly { return .writeOnly }
        return .readWrite
    }

    /// The decoding and encoding calls of a member, as the spec means `required`, nullability and access:
    ///
    /// - required: present on the wire; non-optional in Swift.
    /// - optional: nil leaves the key out.
    /// - required and nullable: nil is sent as `null`, since the key must be there.
    /// - optional and nullable: in a model a request body sends, absent, `null` and a value kept apart
    ///   (`Nullable<T>?`), so a PATCH can clear it; in one only received, `T?` as for any optional member, since
    ///   both read as nil there, a `null` received noted so that the model encodes it back.
    /// - read-only: never encoded, never needed to build a value (its type is optional); decoded as it is
    ///   required or not.
    /// - write-only: encoded as usual, never required when decoding; a required one has no default, so a
    ///   request body still needs it.
    static func memberCoding(isRequired: Bool, isNullable: Bool, access: MemberAccess, isSent: Bool)
        -> MemberCoding
    {
        switch (access, isRequired) {
        case (.readOnly, true):
            MemberCoding(decoding: .requiredOrNull, encoding: nil, isDefaultedToNil: true)
        case (.readOnly, false):
            MemberCoding(decoding: .optional, encoding: nil, isDefaultedToNil: true)
        case (_, false) where isNullable && isSent:
            MemberCoding(decoding: .nullable, encoding: .write, isDefaultedToNil: true)
        case (_, false) where isNullable:
            MemberCoding(decoding: .optionalKeepingNull, encoding: .writeKeepingNull, isDefaultedToNil: true)
        case (_, false):
            MemberCoding(decoding: .optional, encoding: .write, isDefaultedToNil: true)
        case (.writeOnly, true):
            MemberCoding(
                decoding: .optional,
                encoding: isNullable ? .writeOrNull : .write,
                isDefaultedToNil: isNullable
            )
        case (.readWrite, true) where isNullable:
            MemberCoding(decoding: .requiredOrNull, encoding: .writeOrNull, isDefaultedToNil: true)
        case (.readWrite, true):
            MemberCoding(decoding: .required, encoding: .write, isDefaultedToNil: false)
        }
    }

    /// The doc comment's line for the `default` of a parameter or member that may be left out: "Server default:
    /// `20`." A `default` is the value the server assumes when the request leaves it out, and the one a response
    /// means by leaving it out. The client does not send it for the caller: that would only repeat it, or pin a
    /// value the server may change, or one the spec gave only as an example (Netdata's `chart=system.cpu`, sent
    /// beside the `context` the caller chose, finds nothing). Nil for a default Swift cannot write.
    static func serverDefaultNote(_ value: SwiftValue?) -> String? {
        value.map { "Server default: \(DocComment.code($0.description))." }
    }

    /// `text` and a sentence after it, in one paragraph, on a line of its own unless `separator` says otherwise: a
    /// period ends the text first when it has no ending of its own.
    static func text(_ text: String?, then sentence: String?, separator: String = "\n") -> String? {
        guard let sentence else { return text }
        guard var text, let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else {
            return sentence
        }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text + (".!?:".unicodeScalars.contains(last) ? "" : ".") + separator + sentence
    }

    /// A spec `default` (or `const`) as a Swift value of `type`, where Swift can write one: numbers, strings and
    /// booleans, enum cases, lists and dictionaries of them, free-form JSON, and a `Nullable`'s value. Nil for
    /// anything else (a model, a date, `null`).
    func defaultValue(_ value: SpecValue?, type: SwiftType, schema: SchemaID?) -> SwiftValue? {
        guard let value, value != .null else { return nil }
        switch type {
        case .optional(let wrapped):
            return defaultValue(value, type: wrapped, schema: schema)
        case .generic("Nullable", let arguments) where arguments.count == 1:
            return defaultValue(value, type: arguments[0], schema: schema).map {
                .member(SwiftIdentifier("value"), argument: $0)
            }
        case .generic("Clearable", let arguments) where arguments.count == 1:
            if value == .string("") { return .member(SwiftIdentifier("clear"), argument: nil) }
            return defaultValue(value, type: arguments[0], schema: schema).map {
                .member(SwiftIdentifier("value"), argument: $0)
            }
        case .array(let element):
            guard case .array(let items) = value else { return nil }
            let itemSchema = schema.flatMap { valueSchema($0).items }
            var elements: [SwiftValue] = []
            for item in items {
                guard let element = defaultValue(item, type: element, schema: itemSchema) else { return nil }
                elements.append(element)
            }
            return .array(elements)
        case .dictionary(let valueType):
            guard case .object(let members) = value else { return nil }
            var valuesSchema: SchemaID?
            if let schema, case .schema(let values)? = valueSchema(schema).additionalProperties {
                valuesSchema = values
            }
            var entries: [SwiftValue.Entry] = []
            for member in members {
                guard let entry = defaultValue(member.value, type: valueType, schema: valuesSchema) else { return nil }
                entries.append(SwiftValue.Entry(.string(member.key), entry))
            }
            return .dictionary(entries)
        case .jsonValue:
            return Self.jsonLiteral(value)
        case .named(let base):
            if let scalar = Self.scalarLiteral(value, type: base) { return scalar }
        default:
            break
        }
        guard let schema else { return nil }
        let enumSchema = valueSchema(schema)
        let members: [EnumMember]
        if enumRawType(enumSchema) != nil {
            members = enumMembers(enumSchema) ?? []
        } else {
            // A union of strings is an enum too: its members' own, or those of the enum that types it.
            switch stringUnion(enumSchema.oneOf.isEmpty ? enumSchema.anyOf : enumSchema.oneOf) {
            case .members(let union)?: members = union
            case .variant(let id)?: members = enumMembers(document.resolved(id)) ?? []
            case nil: return nil
            }
        }
        return enumCases(members).first { $0.value == value }.map { .member($0.name, argument: nil) }
    }

    /// A literal of a standard scalar type.
    private static func scalarLiteral(_ value: SpecValue, type: String) -> SwiftValue? {
        switch (value, type) {
        case (.string(let text), "String"): .string(text)
        case (.bool(let flag), "Bool"): .bool(flag)
        case (.int(let number), "Int"), (.int(let number), "Int64"), (.int(let number), "Int32"),
            (.int(let number), "Double"), (.int(let number), "Float"), (.int(let number), "Decimal"):
            .int(number)
        // A fraction is no `Decimal` literal: Swift reads `0.1` through `Double`, which is what `Decimal` avoids.
        case (.double(let number), "Double"), (.double(let number), "Float"):
            number.isFinite ? .double(number) : nil
        default: nil
        }
    }

    /// Any JSON value as a `JSONValue` literal; nil for what a literal cannot hold exactly.
    private static func jsonLiteral(_ value: SpecValue) -> SwiftValue? {
        switch value {
        case .null: return .nil
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return number.isFinite ? .double(number) : nil
        case .string(let text): return .string(text)
        case .bigInt: return nil
        case .array(let items):
            var elements: [SwiftValue] = []
            for item in items {
                guard let element = jsonLiteral(item) else { return nil }
                elements.append(element)
            }
            return .array(elements)
        case .object(let members):
            var entries: [SwiftValue.Entry] = []
            for member in members {
                guard let entry = jsonLiteral(member.value) else { return nil }
                entries.append(SwiftValue.Entry(.string(member.key), entry))
            }
            return .dictionary(entries)
        }
    }

    /// The schema that says what values look like: `$ref`s followed, and a nullable union's one other variant
    /// (`anyOf: [{type: array, …}, {type: 'null'}]`).
    func valueSchema(_ id: SchemaID) -> Schema {
        var schema = document.resolved(id)
        for _ in 0..<8 {
            let variants = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { !isNullOnly($0) }
            if variants.count == 1, schema.properties.isEmpty {
                schema = document.resolved(variants[0])
            } else if schema.properties.isEmpty, let part = typingPart(of: schema.allOf) {
                schema = document.resolved(part)
            } else {
                break
            }
        }
        return schema
    }
}
