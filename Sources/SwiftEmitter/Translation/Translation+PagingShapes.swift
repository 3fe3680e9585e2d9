import OpenAPIModel

extension Translation {
    /// What the paging extensions of `operation` say.
    func explicitPaging(_ operation: OpenAPIModel.Operation) -> ExplicitPaging {
        PagingExtensions.read(operation.extensions, fernDefault: document.extensions[PagingExtensions.fernKey])
    }

    /// How a GET pages when its shape leaves no doubt, else nil. Its page must hold one list (or be it), and the
    /// server must say where the next page is: a `Link` header documented on a success response, or a member
    /// holding the next page's URL (`next_page_url`, or `next` typed or described as a URL); or exactly one way of
    /// asking for it must fit: integer query parameters `offset` and `limit`, the total perhaps in `total`,
    /// `total_count` or `total_entries`; an integer `page` and a page size (`per_page`, `page_size`, `limit`), the
    /// number of pages perhaps in `total_pages`; or a cursor member with the query parameter it is sent back as
    /// (`next_cursor` as `cursor`, `metadata.continue` as `continue`, the last item's `id` as `starting_after` with
    /// `has_more`).
    func shapedPaging(_ operation: OpenAPIModel.Operation, page: SwiftType, queries: [String]) -> PagingPlan? {
        let members = pageMembers(of: page)
        let lists = members.filter { isList($0.property.type) }
        let items: [String]
        if case .array = unaliased(page).nonOptional {
            items = []
        } else if lists.count == 1 {
            items = [lists[0].property.wireName]
        } else {
            return nil
        }
        let source = "its parameters and response"
        func has(_ names: String...) -> String? { names.first { queries.contains($0) } }
        func number(_ names: String...) -> String? {
            names.first { queries.contains($0) && isIntegerParameter(operation, $0) }
        }
        func member(_ names: [String], _ accepts: (StructMember) -> Bool) -> [String]? {
            names.first { name in members.contains { $0.property.wireName == name && accepts($0) } }.map { [$0] }
        }
        let isLinked = operation.responses.contains { response in
            response.status.isSuccess && response.headers.names.contains { $0.lowercased() == "link" }
        }
        // Where the server says where the next page is, that is followed; else one way of asking for it must fit.
        if isLinked { return PagingPlan(style: .link, items: items, source: source) }
        if let next = member(["next_page_url", "next_page_uri", "nextPageUrl", "nextPageUri", "next_url"], isText)
            ?? member(["next"], isURL)
        {
            return PagingPlan(style: .nextURL, items: items, next: next, source: source)
        }
        var plans: [PagingPlan] = []
        if let offset = number("offset"), let limit = has("limit") {
            let total = member(["total", "total_count", "totalCount", "total_entries", "totalEntries"], isInteger)
            plans.append(
                PagingPlan(style: .offset, items: items, parameter: offset, limit: limit, total: total, source: source)
            )
        }
        if let page = number("page"), let size = has("per_page", "page_size", "pageSize", "perPage", "limit") {
            var plan = PagingPlan(style: .page, items: items, parameter: page, limit: size, source: source)
            plan.total = member(["total_pages", "totalPages", "page_count", "pageCount"], isInteger)
            plan.first = firstPage(operation, parameter: page)
            plans.append(plan)
        }
        if var plan = shapedCursor(members, queries: queries) {
            plan.items = items
            plans.append(plan)
        }
        return plans.count == 1 ? plans[0] : nil
    }

    /// Whether the query parameter `name` is an integer, as an offset or a page number is (Asana's `offset` is a
    /// token, OpenAI's usage `page` a cursor).
    private func isIntegerParameter(_ operation: OpenAPIModel.Operation, _ name: String) -> Bool {
        let found = operation.parameters.first { $0.name == name && $0.location == .query }
        guard let id = found?.schema else { return false }
        return document.resolved(id).types?.contains(.integer) == true
    }

    /// A cursor the page gives and the query parameter of the same meaning the operation takes.
    private func shapedCursor(_ members: [StructMember], queries: [String]) -> PagingPlan? {
        let source = "its parameters and response"
        let hasMore = ["has_more", "hasMore"].first { name in
            members.contains { $0.property.wireName == name && $0.property.type.nonOptional == .bool }
        }.map { [$0] }
        let pairs: [(member: [String], parameters: [String])] = [
            (["next_cursor"], ["cursor"]), (["nextCursor"], ["cursor"]),
            (["next_page_token"], ["page_token"]), (["nextPageToken"], ["pageToken"]),
            (["metadata", "continue"], ["continue"]), (["response_metadata", "next_cursor"], ["cursor"]),
        ]
        for (path, parameters) in pairs {
            guard let parameter = parameters.first(where: queries.contains),
                let first = members.first(where: { $0.property.wireName == path[0] })
            else { continue }
            if path.count == 1, !isText(first) { continue }
            if path.count == 2,
                !pageMembers(of: first.property.type).contains(where: { $0.property.wireName == path[1] && isText($0) })
            {
                continue
            }
            var plan = PagingPlan(style: .cursor, parameter: parameter, cursor: path, source: source)
            plan.hasMore = hasMore
            return plan
        }
        guard queries.contains("starting_after"), hasMore != nil else { return nil }
        var plan = PagingPlan(style: .cursor, parameter: "starting_after", source: source)
        plan.lastItemCursor = ["id"]
        plan.hasMore = hasMore
        return plan
    }

    /// The first page's number: the parameter's default, else its minimum, else 1.
    private func firstPage(_ operation: OpenAPIModel.Operation, parameter: String) -> Int? {
        let found = operation.parameters.first { $0.name == parameter && $0.location == .query }
        guard let id = found?.schema else { return nil }
        let schema = document.resolved(id)
        if case .int(let value)? = schema.defaultValue { return Int(value) }
        return schema.minimum.map { Int($0) }
    }

    /// The stored properties of the struct `type` is, through aliases and optionals; none for any other type.
    func pageMembers(of type: SwiftType) -> [StructMember] {
        structProperties[unaliased(type).nonOptional] ?? []
    }

    private func isList(_ type: SwiftType) -> Bool {
        if case .array = unaliased(type).nonOptional { return true }
        return false
    }

    private func isInteger(_ member: StructMember) -> Bool {
        Self.integerTypes.contains(member.property.type.nonOptional)
    }

    private func isText(_ member: StructMember) -> Bool {
        member.property.type.nonOptional == .string
    }

    /// Whether a text member holds a URL: its format says so, or its description does.
    private func isURL(_ member: StructMember) -> Bool {
        guard isText(member) else { return false }
        let schema = document.resolved(member.schema)
        if let format = schema.format?.lowercased(), ["uri", "url", "uri-reference", "iri"].contains(format) {
            return true
        }
        let description = (schema.description ?? document[member.schema].description ?? "").lowercased()
        return description.contains("url") || description.contains("uri") || description.contains("link")
    }

    static let integerTypes: Set<SwiftType> = [.int, .named("Int32"), .named("Int64")]
}
