/// How a form body or a `deepObject` query writes the arrays in a value, which OpenAPI leaves undefined there.
public enum ArrayEncoding: Sendable, Hashable {
    /// In brackets, as Rails, Rack, PHP and Stripe read them: a list of text as `expand[]=a&expand[]=b`, a list of
    /// objects (or of lists) by position, `items[0][price]=A&items[1][price]=B`, so each item's members stay
    /// together.
    case brackets
    /// The name repeated for each item, as Python's and Go's form readers collect a list: `expand=a&expand=b`. A
    /// list of objects repeats each member's name (`items[price]=A&items[price]=B`), which loses which members
    /// belong together.
    case repeatedKeys
}
