import Diagnostics
import OpenAPIModel

extension Translation {
    /// Records that the override `entry` cannot be honoured; the translation then throws every such error, since
    /// a client whose names differ from the ones asked for would break the code written against them.
    func overrideError(_ entry: Overrides.Entry, _ message: String) {
        let diagnostic = Diagnostic(.error, .emitterOverride, message, at: entry.location)
        // An enum's cases are named again wherever its values are listed.
        guard !overrideErrors.contains(diagnostic) else { return }
        diagnostics.emit(diagnostic)
        overrideErrors.append(diagnostic)
    }

    /// Claims a name for each proposal in `scope`, in order, the overridden ones first, so that an override gets
    /// exactly the name it gives or is reported: taken by a derived name, it would otherwise be numbered silently.
    /// `what` says in messages where the names live (`Pet's members`).
    func claimNames(
        _ proposals: [(name: String, override: Overrides.Entry?)],
        in scope: inout NameScope,
        what: String
    ) -> [String] {
        var names = [String](repeating: "", count: proposals.count)
        var overridden: [String: Overrides.Entry] = [:]
        for (index, proposal) in proposals.enumerated() {
            guard let entry = proposal.override else { continue }
            names[index] = scope.claim(proposal.name)
            overridden[proposal.name.lowercased()] = entry
            if names[index] != proposal.name {
                overrideError(entry, "'\(proposal.name)' is already a name in \(what); give \(entry.specName) another")
            }
        }
        for (index, proposal) in proposals.enumerated() where proposal.override == nil {
            names[index] = scope.claim(proposal.name)
            if names[index] != proposal.name, let entry = overridden[proposal.name.lowercased()] {
                overrideError(
                    entry,
                    "'\(proposal.name)' is the name another declaration in \(what) has; give \(entry.specName) another"
                )
            }
        }
        return names
    }

    /// Claims the top-level names the overrides give component schemas and their app types, before any other
    /// name is derived, so each is exactly what the configuration says. The app type's first part (its module,
    /// or the type itself) is claimed too: a generated type of that name would hide it.
    func claimOverriddenTypeNames() -> [String: Overrides.Entry] {
        var claimed: [String: Overrides.Entry] = [:]
        let components = document.components.schemas.sorted { $0.name < $1.name }
        for component in components {
            if let entry = overrides.types[component.value] {
                let first = String(entry.swiftName.prefix { $0 != "." })
                if claimed[first.lowercased()] == nil {
                    let type = claimType(first, in: nil)
                    if type.qualifiedName != first {
                        overrideError(entry, "'\(first)' is a name the generated module reserves or already has")
                    }
                    claimed[first.lowercased()] = entry
                }
                declaredTypes[component.value] = .named(entry.swiftName)
                userTypes.insert(component.value)
            } else if let entry = overrides.schemaNames[component.value] {
                let type = claimType(entry.swiftName, in: nil)
                if type.qualifiedName != entry.swiftName {
                    overrideError(entry, "'\(entry.swiftName)' is a name the generated module reserves or already has")
                }
                declaredTypes[component.value] = type
                claimed[entry.swiftName.lowercased()] = entry
            }
        }
        return claimed
    }

    /// Reports a derived component name that an override's name took, where the override is written.
    func checkDerivedTypeName(_ proposed: String, got type: SwiftType, overridden: [String: Overrides.Entry]) {
        guard type.qualifiedName != proposed, let entry = overridden[proposed.lowercased()] else { return }
        overrideError(entry, "'\(proposed)' is the name of another schema's type; give \(entry.specName) another")
    }
}

extension Translation {
    /// Claims the names the configuration gives builders, in the enum each is declared in, before any builder is
    /// named, so a derived name cannot take one first.
    func claimOverriddenBuilderNames() {
        for operation in document.operations {
            guard let entry = overrides.operationNames[operation.pointer] else { continue }
            let container = tagGroup(of: operation).map { namespace + "." + $0 } ?? namespace
            let name = functionNames[container, default: NameScope(ignoresCase: true)].claim(entry.swiftName)
            if name != entry.swiftName {
                overrideError(entry, "'\(entry.swiftName)' is already the name of another builder in \(container)")
            }
            overriddenBuilderNames[container + "." + entry.swiftName.lowercased()] = entry
        }
    }

    /// The builder name of `operation` in `container`: the configuration's, claimed already, or `proposed`,
    /// claimed now; a derived name that an override took is reported where the override is written.
    func claimBuilderName(_ proposed: String, of operation: OpenAPIModel.Operation, in container: String) -> String {
        if let entry = overrides.operationNames[operation.pointer] { return entry.swiftName }
        let name = functionNames[container, default: NameScope(ignoresCase: true)].claim(proposed)
        if name != proposed, let entry = overriddenBuilderNames[container + "." + proposed.lowercased()] {
            overrideError(
                entry,
                "'\(proposed)' is the name of another builder in \(container); give \(entry.specName) another"
            )
        }
        return name
    }
}
