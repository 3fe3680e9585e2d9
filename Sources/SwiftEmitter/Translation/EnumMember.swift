import OpenAPIModel

/// One value of an enum schema and what the spec says about it.
struct EnumMember {
    var value: SpecValue
    /// The case name `x-enum-varnames` gives, used as is.
    var name: String?
    /// A member name made from the value's `title` (a `const` variant's), used instead of the value's.
    var title: String?
    var documentation: String?
    /// The configuration's name for the case, which wins over every other.
    var override: Overrides.Entry?

    init(value: SpecValue, name: String? = nil, title: String? = nil, documentation: String? = nil) {
        self.value = value
        self.name = name
        self.title = title
        self.documentation = documentation
    }
}
