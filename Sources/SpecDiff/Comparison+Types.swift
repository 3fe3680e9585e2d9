import Diagnostics
import SwiftEmitter

extension Comparison {
    /// Old types missing from the new version paired with the new type they became: the one from the same
    /// schema (an `x-swift-name` rename), else the only new type with the same members (a renamed component).
    func findTypeRenames() -> [String: String] {
        var candidates = new.types.keys.filter { old.types[$0] == nil }.sorted()
        var removed = old.types.keys.filter { new.types[$0] == nil }.sorted()
        var renames: [String: String] = [:]
        removed.removeAll { name in
            guard let origin = old.types[name]?.origin,
                let index = candidates.firstIndex(where: { new.types[$0]?.origin == origin })
            else { return false }
            renames[name] = candidates.remove(at: index)
            return true
        }
        let oldShapes = removed.map { old.types[$0].flatMap { Self.shape(of: $0.declaration) } }
        let newShapes = candidates.map { new.types[$0].flatMap { Self.shape(of: $0.declaration) } }
        for (name, shape) in zip(removed, oldShapes) {
            guard let shape, oldShapes.count(where: { $0 == shape }) == 1,
                newShapes.count(where: { $0 == shape }) == 1,
                let index = newShapes.firstIndex(of: shape)
            else { continue }
            renames[name] = candidates[index]
        }
        return renames
    }

    /// What a model declares, without its name and documentation; nil for the namespace and groups.
    private static func shape(of declaration: Declaration) -> String? {
        switch declaration {
        case .structure(let blueprint):
            let properties = blueprint.properties.map {
                "\($0.name.name):\($0.type)=\($0.defaultValue?.description ?? "")@\($0.wireName)"
            }
            return "struct " + properties.joined(separator: ",")
                + " + \(blueprint.additionalPropertiesType?.description ?? "")"
        case .enumeration(let blueprint):
            return "enum \(blueprint.rawType) "
                + blueprint.cases.map { "\($0.name.name)=\($0.rawValue)" }.joined(separator: ",")
        case .oneOf(let blueprint):
            let cases = blueprint.cases.map { "\($0.name.name)(\($0.type))\($0.discriminatorValues)" }
            return "union \(blueprint.discriminator ?? "") " + cases.joined(separator: ",")
        case .typeAlias(let blueprint):
            return "typealias \(blueprint.type)"
        case .group, .namespace, .operation, .envelope, .responseType, .paging:
            return nil
        }
    }

    mutating func compareTypes() {
        for (name, entry) in old.types.sorted(by: { $0.key < $1.key }) {
            if let match = new.types[name] {
                compareType(name, entry, match)
            } else if let newName = typeRenames[name], let match = new.types[newName] {
                report(.typeRenamed, name, "type `\(name)` renamed to `\(newName)`", at: new.location(of: match))
                compareType(newName, entry, match)
            } else {
                report(.typeRemoved, name, "type `\(name)` removed", at: old.location(of: entry), side: .old)
            }
        }
        let renamedTo = Set(typeRenames.values)
        for (name, entry) in new.types.sorted(by: { $0.key < $1.key })
        where old.types[name] == nil && !renamedTo.contains(name) {
            report(.typeAdded, name, "\(Self.kindName(entry.declaration)) `\(name)` added", at: new.location(of: entry))
        }
    }

    private mutating func compareType(
        _ name: String,
        _ oldEntry: APISurface.TypeEntry,
        _ newEntry: APISurface.TypeEntry
    ) {
        let location = new.location(of: newEntry)
        switch (oldEntry.declaration, newEntry.declaration) {
        case (.structure(let before), .structure(let after)):
            compareStruct(name, before, after, oldEntry, newEntry)
        case (.enumeration(let before), .enumeration(let after)):
            compareEnum(name, before, after, oldEntry, newEntry)
        case (.oneOf(let before), .oneOf(let after)):
            compareUnion(name, before, after, oldEntry, newEntry)
        case (.typeAlias(let before), .typeAlias(let after)):
            if !isSame(before.type, after.type) {
                report(.typeChanged, name, "`\(name)` is now `\(after.type)` (was `\(before.type)`)", at: location)
            }
        case (.envelope(let before), .envelope(let after)):
            if before.arguments != after.arguments {
                report(.envelopeChanged, name, "every request is wrapped differently by `\(name)`", at: location)
            }
        case (.responseType(let before), .responseType(let after)):
            compareResponseType(name, before.kind, after.kind, oldEntry, newEntry)
        case (.paging(let before), .paging(let after)):
            if !isSame(before.item, after.item) {
                report(.typeChanged, name, "`\(name)` now lists `\(after.item)` (was `\(before.item)`)", at: location)
            }
        case (.group, .group), (.namespace, .namespace):
            break
        case (.structure(let wrapper), .typeAlias(let alias)) where isEnvelope(alias.type, of: wrapper, isNew: true),
            (.typeAlias(let alias), .structure(let wrapper)) where isEnvelope(alias.type, of: wrapper, isNew: false):
            // A wrapper that became an alias of the generic envelope, or the other way, as its member's other uses
            // come and go: the same name, member and initializer for callers.
            break
        default:
            let was = Self.kindName(oldEntry.declaration)
            report(
                .typeChanged,
                name,
                "`\(name)` is now a \(Self.kindName(newEntry.declaration)) (was a \(was))",
                at: location
            )
            return
        }
        if old.schema(of: oldEntry)?.deprecated == false, new.schema(of: newEntry)?.deprecated == true {
            report(.deprecationAdded, name, "`\(name)` deprecated", at: location)
        }
        if Self.documentation(oldEntry.declaration).describing != Self.documentation(newEntry.declaration).describing {
            report(.documentationChanged, name, "documentation of `\(name)` changed", at: location)
        }
    }

    /// Whether `type`, an alias in one version (`isNew`: the new one), is a generic envelope (`DataEnvelope<Pet>`)
    /// with the one member `wrapper` of the other version has, around the type `wrapper` holds.
    private func isEnvelope(_ type: SwiftType, of wrapper: StructBlueprint, isNew: Bool) -> Bool {
        let surface = isNew ? new : old
        guard case .generic(let name, let arguments) = type, arguments.count == 1, wrapper.properties.count == 1,
            case .structure(let envelope)? = surface.types[name]?.declaration, envelope.genericParameter != nil,
            let member = envelope.properties.first, let held = wrapper.properties.first
        else { return false }
        guard member.name == held.name, member.wireName == held.wireName, member.decoding == held.decoding else {
            return false
        }
        return isNew ? isSame(held.type.nonOptional, arguments[0]) : isSame(arguments[0], held.type.nonOptional)
    }

    static func kindName(_ declaration: Declaration) -> String {
        switch declaration {
        case .structure: "struct"
        case .enumeration: "enum"
        case .oneOf: "union enum"
        case .typeAlias: "type alias"
        case .group: "group enum"
        case .namespace: "namespace enum"
        case .operation: "function"
        case .envelope: "envelope constant"
        case .paging: "paging constant"
        case .responseType(let blueprint): if case .headers = blueprint.kind { "struct" } else { "enum" }
        }
    }

    private static func documentation(_ declaration: Declaration) -> Documentation {
        switch declaration {
        case .structure(let blueprint): blueprint.documentation
        case .enumeration(let blueprint): blueprint.documentation
        case .oneOf(let blueprint): blueprint.documentation
        case .typeAlias(let blueprint): blueprint.documentation
        case .group(let blueprint): blueprint.documentation
        case .namespace(let blueprint): blueprint.documentation
        case .operation(let blueprint): blueprint.documentation
        case .envelope(let blueprint): blueprint.documentation
        case .responseType(let blueprint): blueprint.documentation
        case .paging(let blueprint): blueprint.documentation
        }
    }

    // MARK: Structs

    private mutating func compareStruct(
        _ name: String,
        _ before: StructBlueprint,
        _ after: StructBlueprint,
        _ oldEntry: APISurface.TypeEntry,
        _ newEntry: APISurface.TypeEntry
    ) {
        let oldNames = Set(before.properties.map(\.name.name))
        var renamedTo: Set<String> = []
        var positions: [Int] = []
        for property in before.properties {
            let subject = name + "." + property.name.name
            let match =
                after.properties.firstIndex { $0.name.name == property.name.name }
                ?? after.properties.firstIndex {
                    $0.wireName == property.wireName && !oldNames.contains($0.name.name)
                }
            guard let index = match else {
                report(
                    .propertyRemoved,
                    subject,
                    "property `\(subject)` removed",
                    at: old.location(ofProperty: property.wireName, in: oldEntry),
                    side: .old
                )
                continue
            }
            positions.append(index)
            let counterpart = after.properties[index]
            let location = new.location(ofProperty: counterpart.wireName, in: newEntry)
            if counterpart.name.name != property.name.name {
                renamedTo.insert(counterpart.name.name)
                report(
                    .propertyRenamed,
                    subject,
                    "property `\(subject)` renamed to `\(counterpart.name.name)`",
                    at: location
                )
            }
            compareStored(subject, before: property, after: counterpart, at: location)
            if counterpart.wireName != property.wireName {
                report(
                    .wireNameChanged,
                    subject,
                    "`\(subject)` is coded as '\(counterpart.wireName)' (was '\(property.wireName)')",
                    at: location
                )
            }
            if counterpart.isQuoted != property.isQuoted {
                report(
                    .wireFormChanged,
                    subject,
                    Self.quotingChange(subject, isQuoted: counterpart.isQuoted),
                    at: location
                )
            }
            if !property.isDeprecated, counterpart.isDeprecated {
                report(.deprecationAdded, subject, "`\(subject)` deprecated", at: location)
            }
            if property.documentation.describing != counterpart.documentation.describing {
                report(.documentationChanged, subject, "documentation of `\(subject)` changed", at: location)
            }
        }
        if positions != positions.sorted() {
            report(
                .propertiesReordered,
                name,
                "the memberwise initializer of `\(name)` takes its arguments in a new order",
                at: new.location(of: newEntry)
            )
        }
        for property in after.properties
        where !oldNames.contains(property.name.name) && !renamedTo.contains(property.name.name) {
            let subject = name + "." + property.name.name
            let location = new.location(ofProperty: property.wireName, in: newEntry)
            if property.defaultValue == nil {
                report(
                    .requiredPropertyAdded,
                    subject,
                    "required property `\(subject): \(property.type)` added; the memberwise initializer needs it",
                    at: location
                )
            } else {
                report(
                    .optionalPropertyAdded,
                    subject,
                    "optional property `\(subject): \(property.type)` added",
                    at: location
                )
            }
        }
        compareAdditionalProperties(name, before.additionalPropertiesType, after.additionalPropertiesType, newEntry)
    }

    /// The message for a member whose integers are now quoted (`isQuoted`), or no longer.
    static func quotingChange(_ subject: String, isQuoted: Bool) -> String {
        isQuoted
            ? "`\(subject)` sends its integers as strings (was numbers)"
            : "`\(subject)` sends its integers as numbers (was strings)"
    }

    /// A stored property is read (so its type must stay) and passed to the memberwise initializer (so a
    /// default must stay).
    private mutating func compareStored(
        _ subject: String,
        before: StructBlueprint.Property,
        after: StructBlueprint.Property,
        at location: SourceLocation?
    ) {
        if isSame(before.type, after.type) {
            if before.defaultValue != nil, after.defaultValue == nil {
                report(
                    .propertyMadeRequired,
                    subject,
                    "`\(subject)` no longer has a default; the memberwise initializer needs it",
                    at: location
                )
            }
        } else if case .optional(let wrapped) = before.type, isSame(wrapped, after.type) {
            report(
                .propertyMadeRequired,
                subject,
                "optional property `\(subject)` is now required (`\(before.type)` → `\(after.type)`)",
                at: location
            )
        } else {
            report(
                .typeChanged,
                subject,
                "type of `\(subject)` changed from `\(before.type)` to `\(after.type)`",
                at: location
            )
        }
    }

    private mutating func compareAdditionalProperties(
        _ name: String,
        _ before: SwiftType?,
        _ after: SwiftType?,
        _ newEntry: APISurface.TypeEntry
    ) {
        let subject = name + ".additionalProperties"
        let location = new.location(of: newEntry)
        switch (before, after) {
        case (nil, let type?):
            report(
                .optionalPropertyAdded,
                subject,
                "optional property `\(subject): [String: \(type)]` added",
                at: location
            )
        case (_?, nil):
            report(.propertyRemoved, subject, "property `\(subject)` removed", at: location)
        case (let type?, let newType?) where !isSame(type, newType):
            report(
                .typeChanged,
                subject,
                "type of `\(subject)` changed from `[String: \(type)]` to `[String: \(newType)]`",
                at: location
            )
        default:
            break
        }
    }

    // MARK: Enums

    private mutating func compareEnum(
        _ name: String,
        _ before: EnumBlueprint,
        _ after: EnumBlueprint,
        _ oldEntry: APISurface.TypeEntry,
        _ newEntry: APISurface.TypeEntry
    ) {
        let location = new.location(of: newEntry)
        if before.rawType != after.rawType {
            report(
                .typeChanged,
                name,
                "raw values of `\(name)` are now `\(after.rawType)` (was `\(before.rawType)`)",
                at: location
            )
        }
        let (removed, kept, added) = Self.matched(before.cases, after.cases, by: \.name.name)
        for item in removed {
            let subject = name + "." + item.name.name
            report(.enumCaseRemoved, subject, "case `\(subject)` removed", at: old.location(of: oldEntry), side: .old)
        }
        for (item, match) in kept where match.rawValue != item.rawValue {
            let subject = name + "." + item.name.name
            report(
                .enumValueChanged,
                subject,
                "`\(subject)` is coded as \(match.rawValue) (was \(item.rawValue))",
                at: location
            )
        }
        for item in added {
            let subject = name + "." + item.name.name
            report(.enumCaseAdded, subject, "case `\(subject)` added", at: location)
        }
    }

    private mutating func compareUnion(
        _ name: String,
        _ before: OneOfBlueprint,
        _ after: OneOfBlueprint,
        _ oldEntry: APISurface.TypeEntry,
        _ newEntry: APISurface.TypeEntry
    ) {
        let location = new.location(of: newEntry)
        let (removed, kept, added) = Self.matched(before.cases, after.cases, by: \.name.name)
        for item in removed {
            let subject = name + "." + item.name.name
            report(.enumCaseRemoved, subject, "case `\(subject)` removed", at: old.location(of: oldEntry), side: .old)
        }
        for (item, match) in kept {
            let subject = name + "." + item.name.name
            if !isSame(item.type, match.type) {
                report(
                    .typeChanged,
                    subject,
                    "case `\(subject)` now holds `\(match.type)` (was `\(item.type)`)",
                    at: location
                )
            }
            if match.discriminatorValues != item.discriminatorValues {
                report(.discriminatorChanged, subject, "discriminator values of `\(subject)` changed", at: location)
            }
        }
        for item in added {
            let subject = name + "." + item.name.name
            report(.enumCaseAdded, subject, "case `\(subject)(\(item.type))` added", at: location)
        }
        if before.discriminator != after.discriminator {
            let now = after.discriminator ?? "none"
            report(
                .discriminatorChanged,
                name,
                "`\(name)` is told apart by \(now) (was \(before.discriminator ?? "none"))",
                at: location
            )
        }
    }

    /// The cases of an operation's answers by status, events by type or failures by status, or the members of its
    /// response headers, matched by name: a case callers switch over, or a member they read, that is gone breaks them.
    private mutating func compareResponseType(
        _ name: String,
        _ before: ResponseTypeBlueprint.Kind,
        _ after: ResponseTypeBlueprint.Kind,
        _ oldEntry: APISurface.TypeEntry,
        _ newEntry: APISurface.TypeEntry
    ) {
        let location = new.location(of: newEntry)
        // Each case or member as (name, type, what reads it on the wire); a status without a body holds no type.
        func items(_ kind: ResponseTypeBlueprint.Kind) -> [(name: String, type: SwiftType?, wire: String)] {
            switch kind {
            case .headers(let headers):
                headers.map { ($0.name.name, $0.isList ? .array($0.type) : $0.type, $0.wireName) }
            case .outcomes(let outcomes): outcomes.map { ($0.name.name, $0.type, "status \($0.code)") }
            case .events(let events, _): events.map { ($0.name.name, $0.type, "`\($0.event)` events") }
            case .failures(let failures): failures.map { ($0.name.name, $0.type, "status \($0.status)") }
            case .webhooks(let webhooks):
                webhooks.map { webhook in
                    let type: SwiftType? = if case .json(let type) = webhook.payload { type } else { nil }
                    return (webhook.name.name, type, "webhook `\(webhook.webhookName)`")
                }
            }
        }
        let isHeaders = if case .headers = after { true } else { false }
        let (removed, kept, added) = Self.matched(items(before), items(after), by: \.name)
        for item in removed {
            let subject = name + "." + item.name
            let rule: ChangeRule = isHeaders ? .memberRemoved : .enumCaseRemoved
            report(
                rule,
                subject,
                "\(isHeaders ? "member" : "case") `\(subject)` removed",
                at: old.location(of: oldEntry),
                side: .old
            )
        }
        for (item, match) in kept {
            let subject = name + "." + item.name
            if let type = item.type, let now = match.type, !isSame(type, now) {
                report(.typeChanged, subject, "`\(subject)` now holds `\(now)` (was `\(type)`)", at: location)
            } else if (item.type == nil) != (match.type == nil) {
                func held(_ type: SwiftType?) -> String { type.map { "`\($0)`" } ?? "nothing" }
                report(
                    .typeChanged,
                    subject,
                    "`\(subject)` now holds \(held(match.type)) (was \(held(item.type)))",
                    at: location
                )
            }
            if item.wire != match.wire {
                report(
                    .wireNameChanged,
                    subject,
                    "`\(subject)` now reads \(match.wire) (was \(item.wire))",
                    at: location
                )
            }
        }
        for item in added {
            let subject = name + "." + item.name
            report(
                isHeaders ? .memberAdded : .enumCaseAdded,
                subject,
                "\(isHeaders ? "member" : "case") `\(subject)` added",
                at: location
            )
        }
    }

    /// `before` and `after` matched by `key`: those only before, the pairs in both (in `before`'s order), those only
    /// after.
    static func matched<Item>(_ before: [Item], _ after: [Item], by key: (Item) -> String)
        -> (removed: [Item], kept: [(Item, Item)], added: [Item])
    {
        var afterByKey: [String: Item] = [:]
        for item in after where afterByKey[key(item)] == nil { afterByKey[key(item)] = item }
        let beforeKeys = Set(before.map(key))
        var removed: [Item] = []
        var kept: [(Item, Item)] = []
        for item in before {
            if let match = afterByKey[key(item)] { kept.append((item, match)) } else { removed.append(item) }
        }
        return (removed, kept, after.filter { !beforeKeys.contains(key($0)) })
    }
}
