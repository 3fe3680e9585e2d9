/// Where the type of an inline schema is declared if it needs one: inside `parent` (`Pet` for `Pet.Status`; nil
/// at the top of the module) under `name`, unless the schema's `x-swift-name` or `title` names it.
struct TypePlacement {
    var parent: SwiftType?
    private var base: Base
    /// What follows the base name, such as an array's `Item`.
    private var suffix = ""

    /// The name, or the spec text it is made from. Most placements (a property's, a parameter's) hold a reference
    /// or a scalar and never declare a type, so a spec text becomes a type name only when a type is declared.
    private enum Base {
        case name(String)
        case specText(String)
    }

    init(parent: SwiftType?, name: String) {
        self.parent = parent
        base = .name(name)
    }

    /// A placement named after `specText` (a property's name), as ``SwiftNaming/typeName(_:)`` spells it.
    init(parent: SwiftType?, specText: String) {
        self.parent = parent
        base = .specText(specText)
    }

    /// The placement for what the type at this placement is made of, such as an array's items (`TagsItem`).
    func appending(_ suffix: String) -> TypePlacement {
        var placement = self
        placement.suffix += suffix
        return placement
    }

    /// Whether the name says what the type is for (`Body`, `Item`, `Case1`, a status), not what the spec calls it
    /// (a property's or a parameter's name).
    var isRoleName: Bool {
        if case .name = base { return true }
        return false
    }

    /// The name, a spec text spelled by `typeName`.
    func name(_ typeName: (String) -> String) -> String {
        switch base {
        case .name(let name): name + suffix
        case .specText(let text): typeName(text) + suffix
        }
    }
}
