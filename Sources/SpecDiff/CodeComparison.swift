import Diagnostics
import Foundation
import OpenAPIModel

/// One comparison of a folder of code generated earlier with the code the current generator makes of a spec,
/// both read as ``CodeSurface``s: what callers of the old code see change. A type or operation that comes from
/// the same spec object (the same `- Remark: Generated from …` pointer) under a new name is renamed.
struct CodeComparison: ChangeReporting {
    /// A member of a type, by its owner and position.
    private struct Slot: Hashable {
        var owner: String
        var index: Int
    }

    let old: CodeSurface
    let new: CodeSurface
    /// Where each schema and operation of the new spec is, by JSON pointer.
    private let specLocations: [String: SourceLocation]
    private let documentLocation: SourceLocation
    /// Where each server of the new spec is, by its URL with its variables' defaults.
    private let serverLocations: [String: SourceLocation]
    private let firstServerLocation: SourceLocation
    /// Where each security scheme of the new spec is, for the schemes an operation's requirements name.
    let namedSchemeLocations: [String: SourceLocation]
    var changes: [APIChange] = []
    /// Old type names and the new names of the same types.
    private(set) var typeRenames: [String: String] = [:]
    /// New names of the types that are another kind of type now (a struct that was a type alias): their members
    /// are not compared, the change of kind says it.
    private var kindChanged: Set<String> = []
    /// Old structs that only held one property and are now aliases of a generic envelope holding it around the same
    /// type (`GetTask.Response = DataEnvelope<Task>`), by name: the new type, resolved, they are compared as.
    private var envelopes: [String: String] = [:]

    init(old: CodeSurface, new: CodeSurface, document: OpenAPIDocument) {
        self.old = old
        self.new = new
        var locations: [String: SourceLocation] = [:]
        for schema in document.schemas {
            if let location = schema.sourceLocation { locations[schema.pointer] = location }
        }
        for operation in document.operations {
            if let location = operation.sourceLocation { locations[operation.pointer] = location }
        }
        specLocations = locations
        documentLocation = document.sourceLocation
        var servers: [String: SourceLocation] = [:]
        for server in document.servers {
            let url = server.variables.entries.reduce(server.url) { url, variable in
                url.replacingOccurrences(of: "{\(variable.name)}", with: variable.value.defaultValue)
            }
            if servers[url] == nil { servers[url] = server.sourceLocation }
        }
        serverLocations = servers
        firstServerLocation = document.servers.first?.sourceLocation ?? document.sourceLocation
        let named = Set(document.operations.flatMap { $0.security.flatMap(\.schemes.names) })
        var schemes: [String: SourceLocation] = [:]
        for entry in document.components.securitySchemes.entries where named.contains(entry.name) {
            schemes[entry.name] = entry.value.sourceLocation ?? document.sourceLocation
        }
        namedSchemeLocations = schemes
    }

    mutating func run() {
        typeRenames = findTypeRenames()
        compareTypes()
        compareMembers()
        compareCredentials()
    }

    // MARK: Names and locations

    private func renamed(_ name: String) -> String { typeRenames[name] ?? name }

    /// An old type, written in full with renamed types under their new names, to compare with a new one.
    private func oldType(_ type: String, in scope: String) -> String {
        old.resolved(type, in: scope, rename: { envelopes[$0] ?? renamed($0) }).filter { $0 != " " }
    }

    private func newType(_ type: String, in scope: String) -> String {
        new.resolved(type, in: scope).filter { $0 != " " }
    }

    /// What a type written the same on both sides stands for on each (an alias it goes through now stands for
    /// another type), for a report that would otherwise read "`X` (was `X`)".
    private func standsFor(_ type: String, in oldScope: String, _ newScope: String) -> String {
        let oldResolved = old.resolved(type, in: oldScope, rename: { envelopes[$0] ?? renamed($0) })
        return "`\(type)`, which now stands for `\(new.resolved(type, in: newScope))` (was `\(oldResolved)`)"
    }

    private static func qualified(_ name: String, in owner: String) -> String {
        owner.isEmpty ? name : owner + "." + name
    }

    /// Where in the new spec the declaration from `origin` is, else its owner type's origin, else the spec.
    private func newLocation(origin: String?, owner: String) -> SourceLocation {
        if let origin, let location = specLocations[origin] { return location }
        if let ownerOrigin = new.types[owner]?.origin, let location = specLocations[ownerOrigin] { return location }
        return documentLocation
    }

    /// Where the schema of property `name` of `owner` is in the new spec, by its wire name.
    private func propertyLocation(_ name: String, owner: String) -> SourceLocation {
        if let ownerOrigin = new.types[owner]?.origin, let wireName = new.wireNames[owner]?[name] {
            let token = wireName.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            if let location = specLocations[ownerOrigin + "/properties/" + token] { return location }
        }
        return newLocation(origin: nil, owner: owner)
    }

    // MARK: Types

    /// Old types missing from the new code paired with the new type from the same spec object.
    private func findTypeRenames() -> [String: String] {
        func byOrigin(_ surface: CodeSurface, missingFrom other: CodeSurface) -> [String: [String]] {
            var names: [String: [String]] = [:]
            for (name, type) in surface.types where other.types[name] == nil {
                if let origin = type.origin { names[origin, default: []].append(name) }
            }
            return names.mapValues { $0.sorted() }
        }
        let removed = byOrigin(old, missingFrom: new)
        let added = byOrigin(new, missingFrom: old)
        var renames: [String: String] = [:]
        for (origin, oldNames) in removed {
            guard let newNames = added[origin], newNames.count == oldNames.count else { continue }
            for (oldName, newName) in zip(oldNames, newNames) { renames[oldName] = newName }
        }
        return renames
    }

    private mutating func compareTypes() {
        for (name, type) in old.types.sorted(by: { $0.key < $1.key }) {
            if let match = new.types[name] {
                compareType(name, type, match)
            } else if let newName = typeRenames[name], let match = new.types[newName] {
                let location = newLocation(origin: match.origin, owner: match.owner)
                report(.typeRenamed, name, "type `\(name)` renamed to `\(newName)`", at: location)
                compareType(newName, type, match)
            } else {
                report(.typeRemoved, name, "\(type.kind.rawValue) `\(name)` removed", at: type.location, side: .old)
            }
        }
        let renamedTo = Set(typeRenames.values)
        for (name, type) in new.types.sorted(by: { $0.key < $1.key })
        where old.types[name] == nil && !renamedTo.contains(name) {
            let location = newLocation(origin: type.origin, owner: type.owner)
            report(.typeAdded, name, "\(type.kind.rawValue) `\(name)` added", at: location)
        }
    }

    private mutating func compareType(
        _ name: String,
        _ before: CodeSurface.TypeDeclaration,
        _ after: CodeSurface.TypeDeclaration
    ) {
        let location = newLocation(origin: after.origin, owner: after.owner)
        if let envelope = envelopeType(before, after) {
            // The same name, member and initializer for callers: nothing to report, and no members to compare.
            kindChanged.insert(name)
            envelopes[before.name] = envelope
        } else if before.kind != after.kind {
            kindChanged.insert(name)
            report(
                .typeChanged,
                name,
                "`\(name)` is now \(after.kind.withArticle) (was \(before.kind.withArticle))",
                at: location
            )
        } else if let was = before.aliasTarget, let now = after.aliasTarget,
            oldType(was, in: before.owner) != newType(now, in: after.owner)
        {
            report(.typeChanged, name, "`\(name)` is now `\(now)` (was `\(was)`)", at: location)
        }
    }

    /// The new type, resolved, when `before` is a struct with one property and `after` an alias of a generic struct
    /// with one property of that name (`DataEnvelope<Task>`, whose `data` is `Value?`) around the same type.
    private func envelopeType(
        _ before: CodeSurface.TypeDeclaration,
        _ after: CodeSurface.TypeDeclaration
    ) -> String? {
        guard before.kind == .structure, after.kind == .typeAlias, let target = after.aliasTarget,
            let open = target.firstIndex(of: "<"), target.hasSuffix(">"),
            let generic = new.declaredType(named: String(target[..<open]), from: after.owner),
            new.types[generic]?.kind == .structure,
            let held = Self.storedProperty(of: generic, in: new),
            let wrapped = Self.storedProperty(of: before.name, in: old), held.name == wrapped.name,
            let heldType = held.type, let wrappedType = wrapped.type
        else { return nil }
        let argument = String(target[target.index(after: open)..<target.index(before: target.endIndex)])
        let expected = newType(argument, in: after.owner) + (heldType.hasSuffix("?") ? "?" : "")
        guard oldType(wrappedType, in: before.name) == expected else { return nil }
        return newType(target, in: after.owner)
    }

    /// The one instance property of `type` and its type; nil when it has none or several.
    private static func storedProperty(
        of type: String,
        in surface: CodeSurface
    ) -> (name: String, type: String?)? {
        let properties = (surface.members[type] ?? []).compactMap { member -> (name: String, type: String?)? in
            guard case .property(let type, false, _) = member.kind else { return nil }
            return (member.name, type)
        }
        return properties.count == 1 ? properties[0] : nil
    }

    // MARK: Members

    /// Pairs the members of each type with the new type's, by name (functions by name and labels first), then
    /// operations anywhere by origin, then properties by wire name; the rest were removed or added.
    private mutating func compareMembers() {
        var unmatchedOld: [Slot] = []
        for (owner, members) in old.members.sorted(by: { $0.key < $1.key }) {
            // The members of a removed type go with it.
            guard owner.isEmpty || old.types[owner] == nil || new.types[renamed(owner)] != nil,
                !kindChanged.contains(renamed(owner))
            else { continue }
            for (index, member) in members.enumerated() where !Self.isSkipped(member) {
                unmatchedOld.append(Slot(owner: owner, index: index))
            }
        }
        let renamedTo = Set(typeRenames.values)
        var unmatchedNew: [Slot] = []
        for (owner, members) in new.members.sorted(by: { $0.key < $1.key }) {
            let isNewType = !owner.isEmpty && new.types[owner] != nil && old.types[owner] == nil
            guard !isNewType || renamedTo.contains(owner), !kindChanged.contains(owner) else { continue }
            for (index, member) in members.enumerated() where !Self.isSkipped(member) {
                unmatchedNew.append(Slot(owner: owner, index: index))
            }
        }
        let passes: [(CodeSurface.Member, String, CodeSurface) -> String?] = [
            { member, owner, _ in Self.signature(of: member).map { "\(owner) \($0)" } },
            { member, owner, _ in "\(owner) \(Self.category(of: member)) \(member.name)" },
            { member, _, _ in member.origin.map { "origin \($0)" } },
            { member, owner, surface in
                guard case .property(_, false, _) = member.kind, let wireName = surface.wireNames[owner]?[member.name]
                else { return nil }
                return "\(owner) wire \(wireName)"
            },
        ]
        var pairs: [(Slot, Slot)] = []
        for identity in passes {
            var byIdentity: [String: [Slot]] = [:]
            for slot in unmatchedNew {
                guard let key = identity(self.member(slot, in: new), slot.owner, new) else { continue }
                byIdentity[key, default: []].append(slot)
            }
            unmatchedOld.removeAll { slot in
                let member = self.member(slot, in: old)
                guard let key = identity(member, renamed(slot.owner), old), var candidates = byIdentity[key],
                    !candidates.isEmpty
                else { return false }
                let match = candidates.removeFirst()
                byIdentity[key] = candidates
                unmatchedNew.removeAll { $0 == match }
                pairs.append((slot, match))
                return true
            }
        }
        for (before, after) in pairs {
            compareMember(before, after)
        }
        for slot in unmatchedOld { reportRemoved(slot) }
        for slot in unmatchedNew { reportAdded(slot) }
    }

    private func member(_ slot: Slot, in surface: CodeSurface) -> CodeSurface.Member {
        surface.members[slot.owner]![slot.index]
    }

    /// Whether a member is left out of the comparison: initializers (their labels are the properties'), and
    /// what a conformance provides whether or not the code spells it out (`Codable`'s `encode(to:)`).
    private static func isSkipped(_ member: CodeSurface.Member) -> Bool {
        switch member.kind {
        case .initializer: true
        case .function(let parameters, _, false):
            parameters.map(\.label) == ["to"] && member.name == "encode"
                || parameters.map(\.label) == ["into"] && member.name == "hash"
        default: false
        }
    }

    /// `name(label:label:)` for a function, nil for other members.
    private static func signature(of member: CodeSurface.Member) -> String? {
        guard case .function(let parameters, _, _) = member.kind else { return nil }
        return member.name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    private static func category(of member: CodeSurface.Member) -> String {
        switch member.kind {
        case .property(_, let isStatic, _): isStatic ? "static" : "property"
        case .function: "function"
        case .initializer: "init"
        case .enumCase: "case"
        }
    }

    /// Whether a static member is a server: a URL constant, or a function that makes one from variables.
    private static func isServer(_ member: CodeSurface.Member) -> Bool {
        switch member.kind {
        case .property(let type, true, let initializer):
            initializer == "URL" || type == "URL" || type == "URL?"
        case .function(_, let returnType?, true):
            returnType == "URL" || returnType == "URL?"
        default:
            false
        }
    }

    private mutating func reportRemoved(_ slot: Slot) {
        let member = self.member(slot, in: old)
        let subject = Self.qualified(member.name, in: slot.owner)
        let location = member.location
        switch member.kind {
        case .enumCase:
            report(.enumCaseRemoved, subject, "case `\(subject)` removed", at: location, side: .old)
        case .property(_, false, _):
            report(.propertyRemoved, subject, "property `\(subject)` removed", at: location, side: .old)
        case .function where member.origin != nil:
            report(.operationRemoved, subject, "operation `\(subject)` removed", at: location, side: .old)
        case _ where Self.isServer(member):
            report(
                .serverRemoved,
                subject,
                "server `\(Self.describe(member, subject))` removed",
                at: location,
                side: .old
            )
        default:
            report(.memberRemoved, subject, "`\(Self.describe(member, subject))` removed", at: location, side: .old)
        }
    }

    private mutating func reportAdded(_ slot: Slot) {
        let member = self.member(slot, in: new)
        let subject = Self.qualified(member.name, in: slot.owner)
        let location = newLocation(origin: member.origin, owner: slot.owner)
        switch member.kind {
        case .enumCase:
            report(.enumCaseAdded, subject, "case `\(subject)` added", at: location)
        case .property(let type, false, _):
            let typed = subject + (type.map { ": " + $0 } ?? "")
            let at = propertyLocation(member.name, owner: slot.owner)
            if isNeededByInitializer(member.name, of: slot.owner) {
                report(
                    .requiredPropertyAdded,
                    subject,
                    "required property `\(typed)` added; the memberwise initializer needs it",
                    at: at
                )
            } else {
                report(.optionalPropertyAdded, subject, "optional property `\(typed)` added", at: at)
            }
        case .function where member.origin != nil:
            report(.operationAdded, subject, "operation `\(subject)` added", at: location)
        case _ where Self.isServer(member):
            let at = member.value.flatMap { serverLocations[$0] } ?? firstServerLocation
            report(.serverAdded, subject, "server `\(Self.describe(member, subject))` added", at: at)
        default:
            report(.memberAdded, subject, "`\(Self.describe(member, subject))` added", at: location)
        }
    }

    /// `Petstore.authMiddlewares(apiKey:)` for a function, the subject for other members.
    private static func describe(_ member: CodeSurface.Member, _ subject: String) -> String {
        guard case .function(let parameters, _, _) = member.kind else { return subject }
        return subject + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// Whether an initializer of `owner` takes `label` without a default: the memberwise one, for a property.
    private func isNeededByInitializer(_ label: String, of owner: String) -> Bool {
        new.members[owner, default: []].contains { member in
            guard case .initializer(let parameters) = member.kind else { return false }
            return parameters.contains { $0.label == label && !$0.hasDefault }
        }
    }

    private mutating func compareMember(_ oldSlot: Slot, _ newSlot: Slot) {
        let before = member(oldSlot, in: old)
        let after = member(newSlot, in: new)
        let oldSubject = Self.qualified(before.name, in: oldSlot.owner)
        let subject = Self.qualified(after.name, in: newSlot.owner)
        switch (before.kind, after.kind) {
        case (.property(let oldType, let isStatic, _), .property(let newType, _, _)):
            let location = propertyLocation(after.name, owner: newSlot.owner)
            if before.name != after.name {
                report(
                    .propertyRenamed,
                    oldSubject,
                    "property `\(oldSubject)` renamed to `\(after.name)`",
                    at: location
                )
            }
            if let oldType, let newType,
                self.oldType(oldType, in: oldSlot.owner) != self.newType(newType, in: newSlot.owner)
            {
                report(
                    .typeChanged,
                    subject,
                    oldType == newType
                        ? "type of `\(subject)` is " + standsFor(newType, in: oldSlot.owner, newSlot.owner)
                        : "type of `\(subject)` changed from `\(oldType)` to `\(newType)`",
                    at: location
                )
            }
            if !isStatic, let was = old.wireNames[oldSlot.owner]?[before.name],
                let now = new.wireNames[newSlot.owner]?[after.name], was != now
            {
                report(.wireNameChanged, subject, "`\(subject)` is coded as '\(now)' (was '\(was)')", at: location)
            }
            let wasQuoted = old.quotedProperties[oldSlot.owner]?.contains(before.name) == true
            let isQuoted = new.quotedProperties[newSlot.owner]?.contains(after.name) == true
            if !isStatic, wasQuoted != isQuoted {
                report(.wireFormChanged, subject, Comparison.quotingChange(subject, isQuoted: isQuoted), at: location)
            }
        case (.function(let oldParameters, let oldReturn, _), .function(let newParameters, let newReturn, _)):
            let location = newLocation(origin: after.origin, owner: newSlot.owner)
            let isOperation = before.origin != nil || after.origin != nil
            // Other functions are paired by name only, so theirs is the same.
            if isOperation, oldSubject != subject {
                report(.operationRenamed, oldSubject, "operation `\(oldSubject)` renamed to `\(subject)`", at: location)
            }
            compareParameters(
                subject,
                (oldParameters, oldSlot.owner, before.location),
                (newParameters, newSlot.owner),
                at: location
            )
            let was = oldReturn ?? "Void"
            let now = newReturn ?? "Void"
            if oldType(was, in: oldSlot.owner) != newType(now, in: newSlot.owner) {
                report(
                    isOperation ? .responseTypeChanged : .typeChanged,
                    subject,
                    was == now
                        ? "`\(subject)` returns " + standsFor(now, in: oldSlot.owner, newSlot.owner)
                        : "`\(subject)` now returns `\(now)` (was `\(was)`)",
                    at: location
                )
            }
        default:
            break
        }
    }

    /// A caller passes every argument it knows, in the old order: each must still be accepted, in that order,
    /// and the function must need no argument the caller does not pass.
    private mutating func compareParameters(
        _ function: String,
        _ before: (parameters: [CodeSurface.Parameter], owner: String, location: SourceLocation),
        _ after: (parameters: [CodeSurface.Parameter], owner: String),
        at location: SourceLocation
    ) {
        let oldLabels = Set(before.parameters.map(\.label))
        var renamedTo: Set<String> = []
        var positions: [Int] = []
        for (position, parameter) in before.parameters.enumerated() {
            let subject = "\(function)(\(parameter.label):)"
            let index: Int
            if let match = after.parameters.firstIndex(where: { $0.label == parameter.label }) {
                index = match
            } else if position < after.parameters.count, !oldLabels.contains(after.parameters[position].label),
                oldType(parameter.type, in: before.owner) == newType(after.parameters[position].type, in: after.owner)
            {
                index = position
                let label = after.parameters[position].label
                renamedTo.insert(label)
                report(
                    .parameterRenamed,
                    subject,
                    "parameter `\(parameter.label)` of `\(function)` renamed to `\(label)`",
                    at: location
                )
            } else {
                report(
                    .parameterRemoved,
                    subject,
                    "parameter `\(parameter.label)` of `\(function)` removed",
                    at: before.location,
                    side: .old
                )
                continue
            }
            positions.append(index)
            compareArgument(subject, parameter, before.owner, after.parameters[index], after.owner, at: location)
        }
        if positions != positions.sorted() {
            report(.parametersReordered, function, "`\(function)` takes its arguments in a new order", at: location)
        }
        for parameter in after.parameters
        where !oldLabels.contains(parameter.label) && !renamedTo.contains(parameter.label) {
            let subject = "\(function)(\(parameter.label):)"
            let added = "parameter `\(parameter.label): \(parameter.type)` added to `\(function)`"
            if parameter.hasDefault {
                report(.optionalParameterAdded, subject, "optional " + added, at: location)
            } else {
                report(.requiredParameterAdded, subject, "required " + added, at: location)
            }
        }
    }

    /// An argument is only passed in: an optional type accepts what the old type did.
    private mutating func compareArgument(
        _ subject: String,
        _ before: CodeSurface.Parameter,
        _ oldOwner: String,
        _ after: CodeSurface.Parameter,
        _ newOwner: String,
        at location: SourceLocation
    ) {
        let was = oldType(before.type, in: oldOwner)
        let now = newType(after.type, in: newOwner)
        let change: ArgumentTypeChange =
            if was == now {
                .same
            } else if now == was + "?" {
                .madeOptional
            } else if was == now + "?" {
                .madeRequired
            } else {
                .changed
            }
        reportArgument(
            subject,
            change,
            before: (before.type, before.hasDefault),
            after: (after.type, after.hasDefault),
            at: location
        )
    }
}
