import Mustache

/// Everything decided about how one operation's listing pages: the runtime's `Paging` value declared as `paging` in
/// the operation's enum of types (`Airflow.GetDags.paging`), which `client.pages(_:_:)` and `client.items(_:_:)`
/// take beside the builder's request.
public struct PagingBlueprint: Sendable {
    /// A value reached from a page through its members (`metadata?.continue`), as the generated structs name them.
    public struct MemberPath: Hashable, Sendable {
        /// One member on the way, and whether its value may be nil there.
        public struct Step: Hashable, Sendable {
            public var name: SwiftIdentifier
            public var isOptional: Bool

            public init(name: SwiftIdentifier, isOptional: Bool) {
                self.name = name
                self.isOptional = isOptional
            }

            /// The last element of the list before it: `.last`, nil for an empty list.
            public static let last = Step(name: SwiftIdentifier("last"), isOptional: true)
        }

        /// The members from the page on; none for the page itself.
        public var steps: [Step]
        /// How the value at the end becomes what the pagination reads.
        public var conversion: Conversion

        /// What a value is converted with before the pagination reads it.
        public enum Conversion: Hashable, Sendable {
            /// Read as it is.
            case none
            /// An integer of another width, read as `Int`.
            case int
            /// An integer cursor, read as its text.
            case string
        }

        public init(steps: [Step], conversion: Conversion = .none) {
            self.steps = steps
            self.conversion = conversion
        }

        /// Whether the value may be nil: some member on the way may be.
        var isOptional: Bool { steps.contains(where: \.isOptional) }

        /// The expression that reads the value from `$0`, optional chaining through the members that may be nil.
        var expression: String {
            var text = "$0"
            for (index, step) in steps.enumerated() {
                text += "." + step.name.member
                if step.isOptional, index < steps.count - 1 { text += "?" }
            }
            return text
        }

        /// The expression with `member` read from the value at its end (`$0.dags?.count`).
        func reading(_ member: String) -> String {
            expression + (steps.last?.isOptional == true ? "?" : "") + "." + member
        }

        /// The expression, converted as ``conversion`` says: `$0.total.map { Int($0) }`, `Int($0.total)`.
        var converted: String {
            let function: String
            switch conversion {
            case .none: return expression
            case .int: function = "Int"
            case .string: function = "String"
            }
            guard isOptional else { return function + "(" + expression + ")" }
            let onlyLastIsOptional = steps.dropLast().allSatisfy { !$0.isOptional }
            let value = onlyLastIsOptional ? expression : "(" + expression + ")"
            return value + ".map { \(function)($0) }"
        }
    }

    /// How the next page is asked for: the runtime's `Pagination` schemes.
    public enum Scheme: Hashable, Sendable {
        /// An item offset in the query parameter `parameter`, the page size in `limit`, the number of items in all
        /// at `total`.
        case offset(parameter: String, limit: String?, total: MemberPath?)
        /// A page number in the query parameter `parameter`, starting at `first`, the page size in `perPage`, the
        /// number of pages at `total`.
        case pageNumber(parameter: String, first: Int, perPage: String?, total: MemberPath?)
        /// The cursor at `cursor`, sent back as the query parameter `parameter`; `hasMore` says whether there is more.
        case cursor(parameter: String, cursor: MemberPath, hasMore: MemberPath?)
        /// The next page's URL in the body.
        case nextURL(MemberPath)
        /// The next page's URL in the response header of this name.
        case nextURLHeader(String)
        /// The `Link` header's `next` target.
        case link
    }

    /// The operation's enum of types, such as `Airflow.GetDags`.
    public var parent: SwiftType
    public var name: SwiftIdentifier
    /// The builder's response, one page.
    public var page: SwiftType
    /// The type of one item of a page.
    public var item: SwiftType
    /// Where a page holds its items; no steps for a page that is the list itself.
    public var items: MemberPath
    public var scheme: Scheme
    public var documentation: Documentation

    public init(
        parent: SwiftType,
        name: SwiftIdentifier = SwiftIdentifier("paging"),
        page: SwiftType,
        item: SwiftType,
        items: MemberPath,
        scheme: Scheme,
        documentation: Documentation = Documentation()
    ) {
        self.parent = parent
        self.name = name
        self.page = page
        self.item = item
        self.items = items
        self.scheme = scheme
        self.documentation = documentation
    }

    /// The logic-free context `paging.mustache` lays out: the declaration's documentation and its whole value.
    func renderContext(access: AccessLevel, writer: TypeWriter) -> MustacheValue {
        let layout = Layout.nested
        let type = "Paging<\(writer.write(page)), \(writer.write(item))>"
        let declaration = "\(access.prefix)nonisolated static let \(name.declared) = \(type)("
        let arguments = [pagination(layout: layout), "items: { \(itemsValue) }"]
        let value = type + "(" + layout.parameterList(arguments, prefix: declaration, suffix: ")") + ")"
        return [
            "documentation": .list(documentation.lines.map(MustacheValue.string)),
            "access": .string(access.prefix),
            "name": .string(name.declared),
            "value": .string(value),
        ]
    }

    /// The items of a page, never nil.
    private var itemsValue: String {
        items.isOptional ? items.expression + " ?? []" : items.expression
    }

    /// The number of items on a page.
    private var countValue: String {
        items.isOptional ? items.reading("count") + " ?? 0" : items.reading("count")
    }

    /// The `Pagination` argument, its own arguments one per line when they do not fit beside it.
    private func pagination(layout: Layout) -> String {
        func call(_ name: String, _ arguments: [String]) -> String {
            let prefix = Layout.indentUnit + "." + name + "("
            return "." + name + "(" + layout.parameterList(arguments, prefix: prefix, suffix: "),") + ")"
        }
        switch scheme {
        case .offset(let parameter, let limit, let total):
            return call(
                "offset",
                [SwiftLiteral.string(parameter)] + (limit.map { ["limit: " + SwiftLiteral.string($0)] } ?? [])
                    + ["count: { \(countValue) }"] + (total.map { ["total: { \($0.converted) }"] } ?? [])
            )
        case .pageNumber(let parameter, let first, let perPage, let total):
            return call(
                "pageNumber",
                [SwiftLiteral.string(parameter)] + (first == 1 ? [] : ["first: \(first)"])
                    + (perPage.map { ["perPage: " + SwiftLiteral.string($0)] } ?? [])
                    + ["count: { \(countValue) }"] + (total.map { ["total: { \($0.converted) }"] } ?? [])
            )
        case .cursor(let parameter, let cursor, let hasMore):
            return call(
                "cursor",
                [SwiftLiteral.string(parameter), "{ \(cursor.converted) }"]
                    + (hasMore.map { ["hasMore: { \($0.expression) }"] } ?? [])
            )
        case .nextURL(let next):
            return ".nextURL { \(next.expression) }"
        case .nextURLHeader(let header):
            return ".nextURL(header: \(SwiftLiteral.string(header)))"
        case .link:
            return ".link()"
        }
    }
}
