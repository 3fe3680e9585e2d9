/// Where the type of an inline schema is declared if it needs one: inside `parent` (`Pet` for `Pet.Status`; nil
/// at the top of the module) under `name`, unless the schema's `x-swift-name` or `title` names it.
struct TypePlacement {
    var parent: SwiftType?
    var name: String

    /// The placement for what the type at this placement is made of, such as an array's items (`TagsItem`).
    func appending(_ suffix: String) -> TypePlacement {
        TypePlacement(parent: parent, name: name + suffix)
    }
}
