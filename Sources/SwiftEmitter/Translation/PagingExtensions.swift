import OpenAPIModel

/// The extensions that say how an operation pages, read into a ``Translation/PagingPlan``: ClientGen's own
/// `x-pagination`, and those Speakeasy (`x-speakeasy-pagination`) and Fern (`x-fern-pagination`) read, so a spec
/// written for them pages here too.
///
/// ```yaml
/// x-pagination:
///   style: offset            # offset, page, cursor, next-url or link
///   items: dags              # the page's list (dotted path); left out when the body is the list
///   parameter: offset        # the query parameter of the offset, page number or cursor
///   limit: limit             # the query parameter of the page size (offset, page)
///   total: total_entries     # items in all (offset) or pages (page)
///   cursor: meta.next        # the next cursor (cursor)
///   hasMore: has_more        # whether there is more (cursor)
///   next: links.next         # the next page's URL (next-url), or
///   header: Next-Page        # the header that holds it (next-url)
///   first: 1                 # the first page's number (page)
/// ```
enum PagingExtensions {
    static let key = "x-pagination"
    static let speakeasyKey = "x-speakeasy-pagination"
    static let fernKey = "x-fern-pagination"

    /// What the operation's extensions say, ours first; `fernDefault` is the document's `x-fern-pagination`, which
    /// an operation takes with `x-fern-pagination: true`.
    static func read(_ extensions: Extensions, fernDefault: SpecValue?) -> Translation.ExplicitPaging {
        if let value = extensions[key] {
            if value == .bool(false) { return .off }
            return own(value)
        }
        if let value = extensions[speakeasyKey] { return speakeasy(value) }
        if let value = extensions[fernKey] {
            if value == .bool(false) { return .off }
            guard value == .bool(true) else { return fern(value) }
            guard let fernDefault else {
                return .unreadable("'\(fernKey): true' takes the document's '\(fernKey)', which it does not have")
            }
            return fern(fernDefault)
        }
        return .unstated
    }

    // MARK: x-pagination

    private static func own(_ value: SpecValue) -> Translation.ExplicitPaging {
        let allowed = ["style", "items", "parameter", "limit", "total", "cursor", "hasMore", "next", "header", "first"]
        guard case .object(let members) = value else { return .unreadable("'\(key)' must be a mapping or false") }
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            return .unreadable("'\(key)' has no key '\(unknown.key)'; it takes " + allowed.joined(separator: ", "))
        }
        let styles = "offset, page, cursor, next-url or link"
        guard let name = value["style"]?.string, let style = Translation.PagingPlan.Style(rawValue: name) else {
            return .unreadable("'\(key).style' must be one of \(styles)")
        }
        var plan = Translation.PagingPlan(style: style, source: "`\(key)`")
        for field in ["parameter", "limit", "header"] where value[field] != nil && value[field]?.string == nil {
            return .unreadable("'\(key).\(field)' must be the name of a query parameter or header")
        }
        plan.parameter = value["parameter"]?.string
        plan.limit = value["limit"]?.string
        plan.header = value["header"]?.string
        if let first = value["first"] {
            guard case .int(let number) = first else { return .unreadable("'\(key).first' must be an integer") }
            plan.first = Int(number)
        }
        for (field, keyPath) in [
            ("items", \Translation.PagingPlan.items), ("total", \.total), ("cursor", \.cursor),
            ("hasMore", \.hasMore), ("next", \.next),
        ] {
            guard let text = value[field] else { continue }
            guard let path = text.string.flatMap(dottedPath) else {
                return .unreadable("'\(key).\(field)' must be a member path such as 'meta.next'")
            }
            plan[keyPath: keyPath] = path
        }
        let needs: [String] =
            switch style {
            case .offset, .page: plan.parameter == nil ? ["parameter"] : []
            case .cursor: (plan.parameter == nil ? ["parameter"] : []) + (plan.cursor == nil ? ["cursor"] : [])
            case .nextURL: plan.next == nil && plan.header == nil ? ["next", "header"] : []
            case .link: []
            }
        guard needs.isEmpty else {
            return .unreadable("'\(key)' of style '\(name)' needs '" + needs.joined(separator: "' or '") + "'")
        }
        return .plan(plan)
    }

    /// `a.b` as its members; nil when a member is empty.
    private static func dottedPath(_ text: String) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.contains(where: \.isEmpty) ? nil : parts
    }

    /// `$.a.b` (`prefix` `$`), `$response.a.b` (`prefix` `$response`) as its members; nil for anything else, such
    /// as an index (`[-1]`).
    private static func path(_ value: SpecValue?, after prefix: String) -> [String]?? {
        guard let value else { return .some(nil) }
        guard let text = value.string, text == prefix || text.hasPrefix(prefix + "."),
            !text.contains("["), !text.contains("*")
        else { return nil }
        if text == prefix { return .some([]) }
        return dottedPath(String(text.dropFirst(prefix.count + 1))).map { .some($0) }
    }

    // MARK: x-speakeasy-pagination

    private static func speakeasy(_ value: SpecValue) -> Translation.ExplicitPaging {
        let source = "`\(speakeasyKey)`"
        guard let type = value["type"]?.string else { return .unreadable("'\(speakeasyKey)' needs a 'type'") }
        var inputs: [String: String] = [:]
        if case .array(let items)? = value["inputs"] {
            for input in items {
                guard let name = input["name"]?.string, let role = input["type"]?.string else { continue }
                guard input["in"]?.string == "parameters" else {
                    return .unreadable(
                        "'\(speakeasyKey)' sends its \(role) in the request body, which ClientGen does not page"
                    )
                }
                inputs[role] = name
            }
        }
        let outputs = value["outputs"]
        var fields: [String: [String]] = [:]
        for field in ["results", "numPages", "nextCursor", "nextUrl"] {
            guard let found = path(outputs?[field], after: "$") else {
                return .unreadable("'\(speakeasyKey).outputs.\(field)' must be a path of members such as '$.data'")
            }
            fields[field] = found
        }
        var plan: Translation.PagingPlan
        switch type {
        case "offsetLimit":
            if let offset = inputs["offset"] {
                plan = .init(style: .offset, parameter: offset, source: source)
            } else if let page = inputs["page"] {
                plan = .init(style: .page, parameter: page, total: fields["numPages"], source: source)
            } else {
                return .unreadable("'\(speakeasyKey)' of type offsetLimit needs an offset or page input")
            }
        case "cursor":
            guard let cursor = inputs["cursor"], let next = fields["nextCursor"] else {
                return .unreadable("'\(speakeasyKey)' of type cursor needs a cursor input and outputs.nextCursor")
            }
            plan = .init(style: .cursor, parameter: cursor, cursor: next, source: source)
        case "url":
            guard let next = fields["nextUrl"] else {
                return .unreadable("'\(speakeasyKey)' of type url needs outputs.nextUrl")
            }
            plan = .init(style: .nextURL, next: next, source: source)
        default:
            return .unreadable("'\(speakeasyKey)' has type '\(type)'; ClientGen reads offsetLimit, cursor and url")
        }
        plan.items = fields["results"]
        plan.limit = inputs["limit"]
        return .plan(plan)
    }

    // MARK: x-fern-pagination

    private static func fern(_ value: SpecValue) -> Translation.ExplicitPaging {
        let source = "`\(fernKey)`"
        guard case .object = value else { return .unreadable("'\(fernKey)' must be a mapping or true") }
        func parameter(_ field: String) -> String?? {
            guard let found = path(value[field], after: "$request") else { return nil }
            guard let found else { return .some(nil) }
            return found.count == 1 ? .some(found[0]) : nil
        }
        var responses: [String: [String]] = [:]
        for field in ["next_cursor", "results", "has-next-page", "next_uri", "next_path"] {
            guard let found = path(value[field], after: "$response") else {
                return .unreadable("'\(fernKey).\(field)' must be a path of members such as '$response.data'")
            }
            responses[field] = found
        }
        var requests: [String: String] = [:]
        for field in ["cursor", "offset", "step"] {
            guard let found = parameter(field) else {
                return .unreadable("'\(fernKey).\(field)' must name a parameter, such as '$request.cursor'")
            }
            requests[field] = found
        }
        var plan: Translation.PagingPlan
        if let cursor = requests["cursor"] {
            guard let next = responses["next_cursor"] else {
                return .unreadable("'\(fernKey)' with a cursor needs 'next_cursor'")
            }
            plan = .init(style: .cursor, parameter: cursor, cursor: next, source: source)
        } else if let offset = requests["offset"] {
            // Without a step, Fern counts the offset up by one: a page number.
            plan = .init(style: requests["step"] == nil ? .page : .offset, parameter: offset, source: source)
            plan.limit = requests["step"]
        } else if let next = responses["next_uri"] ?? responses["next_path"] {
            plan = .init(style: .nextURL, next: next, source: source)
        } else {
            return .unreadable("'\(fernKey)' needs 'cursor', 'offset', 'next_uri' or 'next_path'")
        }
        plan.items = responses["results"]
        plan.hasMore = responses["has-next-page"]
        return .plan(plan)
    }
}
