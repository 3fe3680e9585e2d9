import Mustache

extension StructBlueprint {
    /// The logic-free context `model-struct.mustache` lays out: every name, key and line already decided.
    /// How lines are broken: shorter for a type nested in another, which is written one level in.
    var layout: Layout { parent == nil ? .standard : .nested }

    func renderContext(access: AccessLevel, conformances: ModelConformances, writer: TypeWriter) -> MustacheValue {
        let prefix = access.prefix
        var properties: [MustacheValue] = []
        var stored: [MustacheValue] = []
        var parameters: [String] = []
        for property in self.properties {
            let storage = storage(property)
            let type = writer.write(property.type)
            let value =
                property.isIndirect ? "Indirect(wrappedValue: \(property.name.declared))" : property.name.declared
            var fields: MustacheFields = [
                "declaredName": .string(property.name.declared),
                "initAssignment": .string(layout.assignment(indent: 8, "self.\(storage)", value)),
                "type": .string(type),
                "documentation": .list(property.documentation.lines.map(MustacheValue.string)),
                "isDeprecated": .bool(property.isDeprecated),
            ]
            // A deprecated property is a computed one over private storage, so the deprecation warns its users
            // and not the type's own init and coding. An indirect one is stored in the runtime's `Indirect` box,
            // spelled out rather than written `@Indirect`: a `nonisolated` struct cannot hold a property wrapper
            // (the compiler rejects it as a nonisolated mutable stored property).
            if property.isDeprecated || property.isIndirect {
                let wrapped = property.isIndirect ? ".wrappedValue" : ""
                fields["accessors"] = [
                    "getter": .string("\(storage)\(wrapped)"),
                    "setter": .string("\(storage)\(wrapped) = newValue"),
                ]
                let storedType = property.isIndirect ? "Indirect<\(type)>" : type
                stored.append(["storageName": .string(storage), "type": .string(storedType)])
            }
            // A constant is read, never stored: the initializer takes no value for it.
            if let constant = property.constantValue {
                fields["constant"] = .string(constant.description)
                fields["initAssignment"] = .string("")
                properties.append(.object(fields))
                continue
            }
            properties.append(.object(fields))
            let defaultValue = property.defaultValue.map { " = \($0)" } ?? ""
            parameters.append("\(property.name.label): \(type)\(defaultValue)")
        }
        var context: MustacheFields = [
            "access": .string(prefix),
            "name": .string(name),
            "header": .string(
                layout.typeHeader(
                    "\(prefix)\(Isolation.prefix)struct \(name)\(genericParameters(conformances))",
                    conformances: conformances.protocols
                )
            ),
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "isDeprecated": .bool(isDeprecated),
            "properties": .list(properties),
            "privateStorage": .list(stored),
            "receivedNulls": keepsReceivedNulls ? .string(Self.receivedNullsName) : .bool(false),
        ]
        if let additionalPropertiesType {
            parameters.append("additionalProperties: [String: \(writer.write(additionalPropertiesType))] = [:]")
            context["additionalProperties"] = [
                "type": .string(writer.write(additionalPropertiesType)),
                "declaredKeys": .string(declaredKeys),
            ]
        }
        if !self.properties.isEmpty || additionalPropertiesType != nil {
            // Made once: each statement is laid out, and three fields need them.
            let encodeStatements = self.encodeStatements
            context["coding"] = [
                "hasProperties": .bool(!self.properties.isEmpty),
                "decodeStatements": .list(
                    self.properties.map { .string(decodeStatement(for: $0, writer: writer)) }
                ),
                "encodeStatements": .list(encodeStatements.map(MustacheValue.string)),
                // An object with nothing to send (every member read-only) still encodes as `{}`.
                "encodesEmptyObject": .bool(encodeStatements.isEmpty && additionalPropertiesType == nil),
                "hasEncodedProperties": .bool(!encodeStatements.isEmpty),
            ]
        }
        context["hasParameters"] = .bool(!parameters.isEmpty)
        context["initParameters"] = .string(
            layout.parameterList(parameters, prefix: "    \(prefix)init(", suffix: ") {")
        )
        return .object(context)
    }

    /// `<Value: Codable & Hashable & Sendable>` for a generic struct: its values conform as its own do.
    private func genericParameters(_ conformances: ModelConformances) -> String {
        guard let genericParameter else { return "" }
        return "<\(genericParameter): \(conformances.protocols.joined(separator: " & "))>"
    }

    /// What `encode(to:)` writes: every member but the read-only ones.
    private var encodeStatements: [String] {
        properties.compactMap { property in property.encoding.map { encodeStatement(for: property, $0) } }
    }

    private func storage(_ property: Property) -> String {
        property.isDeprecated || property.isIndirect ? "_" + property.name.name : property.name.member
    }

    /// The wire names of the declared members, an array literal closing
    /// `self.additionalProperties = try decoder.additionalProperties(excluding: …)`: inline when it fits, else one
    /// name per line.
    private var declaredKeys: String {
        let names = properties.map { SwiftLiteral.string($0.wireName) }
        let inline = "[" + names.joined(separator: ", ") + "]"
        if layout.fits(
            indent: 8,
            "self.additionalProperties = try decoder.additionalProperties(excluding: ",
            inline,
            ")"
        ) {
            return inline
        }
        // One string appended to, rather than an interpolated line per name joined afterwards.
        var list = "[\n"
        for name in names {
            list += "            "
            list += name
            list += ",\n"
        }
        return list + "        ]"
    }

    /// `self.name = try container.optional("wire_name")`, or the property's other decoding call; a long
    /// line breaks inside the parentheses, or after `=` when the property's name alone is that long.
    private func decodeStatement(for property: Property, writer: TypeWriter) -> String {
        if let constant = property.constantValue { return constantCheck(for: property, constant, writer: writer) }
        let storage = storage(property)
        let method = property.decoding.method
        var arguments = [(property.isQuoted ? "quoted: " : "") + SwiftLiteral.string(property.wireName)]
        if property.decoding == .optionalKeepingNull { arguments.append("nulls: &self.\(Self.receivedNullsName)") }
        let key = arguments.joined(separator: ", ")
        if property.isIndirect {
            let value = "Indirect(wrappedValue: try container.\(method)(\(key)))"
            return layout.assignment(indent: 8, "self." + storage, value)
        }
        // Nearly every line fits: it is built once, without the pieces the layout below needs.
        if layout.fits(indent: 8 + "self. = try container.()".utf8.count, storage, method, key) {
            return "self.\(storage) = try container.\(method)(\(key))"
        }
        let target = "self." + storage
        let call = "try container." + method + "("
        let head = target + " = " + call
        guard layout.fits(indent: 8, head) else { return layout.assignment(indent: 8, target, call + key + ")") }
        return head + layout.parameterList(arguments, prefix: "        " + head, suffix: ")") + ")"
    }

    /// `try container.expect("cat", at: "kind")`: a constant's member must be its value, or decoding fails rather
    /// than read a value the model would write back as another. An enum case is spelled with its type, which the
    /// call cannot infer from `.cat` alone.
    private func constantCheck(for property: Property, _ constant: SwiftValue, writer: TypeWriter) -> String {
        var value = constant.description
        if case .member = constant { value = writer.write(property.type) + value }
        let call = "try container.expect("
        let arguments = [value, "at: " + SwiftLiteral.string(property.wireName)]
        if layout.fits(indent: 8, call, arguments.joined(separator: ", "), ")") {
            return call + arguments.joined(separator: ", ") + ")"
        }
        return call + layout.parameterList(arguments, prefix: "        " + call, suffix: ")") + ")"
    }

    /// `try container.write(self.name, at: "wire_name")` (or `writeOrNull`), its arguments one per line when long.
    private func encodeStatement(for property: Property, _ encoding: Property.Encoding) -> String {
        // An indirect property writes the value in its box: the container leaves out a nil value, not a box.
        let storage = storage(property) + (property.isIndirect ? ".wrappedValue" : "")
        var arguments = [
            "self." + storage, (property.isQuoted ? "quotedAt: " : "at: ") + SwiftLiteral.string(property.wireName),
        ]
        if encoding == .writeKeepingNull { arguments.append("nulls: self.\(Self.receivedNullsName)") }
        let method = encoding.method
        let joined = arguments.joined(separator: ", ")
        if layout.fits(indent: 8 + "try container.()".utf8.count, method, joined) {
            return "try container.\(method)(\(joined))"
        }
        let call = "try container." + method + "("
        return call + layout.parameterList(arguments, prefix: "        " + call, suffix: ")") + ")"
    }
}
