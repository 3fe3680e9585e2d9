import Diagnostics
import OpenAPIModel

extension Translation {
    /// How an operation pages, in the spec's own names: query parameters by wire name, the page's members as paths of
    /// wire names. Read from an extension or recognised from the operation's shape, then checked against the builder
    /// and the page's generated structs by ``pagingBlueprint(_:page:types:queries:)``.
    struct PagingPlan {
        enum Style: String {
            case offset, page, cursor, link
            case nextURL = "next-url"
        }

        var style: Style
        /// Where a page holds its items; nil to take the page's one list, empty for a page that is the list.
        var items: [String]?
        /// The query parameter of the offset, the page number or the cursor.
        var parameter: String?
        /// The query parameter of the page size.
        var limit: String?
        /// The number of items in all (by offset) or of pages (by page number).
        var total: [String]?
        var cursor: [String]?
        /// A cursor that is this member of a page's last item (Stripe's `id`, sent back as `starting_after`).
        var lastItemCursor: [String]?
        var hasMore: [String]?
        var next: [String]?
        /// The response header of the next page's URL.
        var header: String?
        var first: Int?
        /// What it was read from, as the note says: `x-pagination`, or `its parameters and response`.
        var source: String
    }

    /// What an operation's extensions say about its pages.
    enum ExplicitPaging {
        /// No extension: its shape may still tell.
        case unstated
        /// `x-pagination: false`: not paged, whatever its shape.
        case off
        case plan(PagingPlan)
        /// An extension that cannot be read, with what is wrong with it.
        case unreadable(String)
    }

    /// Declares, in the operation's enum of types, `paging`, the runtime's `Paging` of its pages and their items,
    /// when the operation pages: as its `x-pagination`, `x-speakeasy-pagination` or `x-fern-pagination` says, or as
    /// its shape shows unambiguously (``shapedPaging(_:page:queries:)``). A note says which operations page and how;
    /// an extension that names what the operation does not have is a located warning, and the operation is not
    /// paged. Returns the paragraph the builder's documentation gets.
    func declarePaging(
        _ operation: OpenAPIModel.Operation,
        page: SwiftType,
        decoding: OperationBlueprint.Decoding,
        types: SwiftType,
        queries: [String],
        builder: String
    ) -> Documentation.Paragraph? {
        let explicit = explicitPaging(operation)
        let plan: PagingPlan
        switch explicit {
        case .off: return nil
        case .unreadable(let problem):
            warnPaging(problem, operation)
            return nil
        case .plan(let stated):
            guard decoding == .json else {
                warnPaging("\(stated.source) is for a JSON response, which this operation does not read", operation)
                return nil
            }
            plan = stated
        case .unstated:
            guard decoding == .json, operation.method == .get,
                let shaped = shapedPaging(operation, page: page, queries: queries)
            else { return nil }
            plan = shaped
        }
        let blueprint: PagingBlueprint
        switch pagingBlueprint(plan, page: page, types: types, queries: queries) {
        case .success(let made): blueprint = made
        case .failure(let problem):
            if case .plan = explicit { warnPaging(problem.message + "; it is generated without paging", operation) }
            return nil
        }
        let description = Self.describe(plan)
        diagnostics.emit(
            Diagnostic(
                .note,
                .emitterPaged,
                "`\(builder)(…)` is paged \(description) (from \(plan.source))",
                at: operation.sourceLocation
            )
        )
        if let container = pendingContainers.removeValue(forKey: types.description) { append(container) }
        let paging = "\(types).\(blueprint.name.name)"
        var declared = blueprint
        declared.documentation = documentation([
            .text(["How `\(builder)(…)` pages: \(description)."]),
            .text([
                "`client.items(\(builder)(…), \(paging))` reads every item of every page;",
                "`client.pages(\(builder)(…), \(paging))` every page.",
            ]),
        ])
        add(.paging(declared), folder: "", origin: operation.pointer + "/x-paging")
        return .callout(.note, "Every item of every page: `client.items(\(builder)(…), \(paging))`.")
    }

    /// The wire names of the query parameters among a builder's parameters.
    static func queryNames(_ parameters: [OperationBlueprint.Parameter]) -> [String] {
        parameters.compactMap { parameter in
            guard case .parameter(let name, .query)? = parameter.origin else { return nil }
            return name
        }
    }

    private func warnPaging(_ message: String, _ operation: OpenAPIModel.Operation) {
        warn(.emitterPagingExtension, message, at: operation.sourceLocation)
    }

    /// How the pages follow one another, for the note and the documentation: "by offset `offset` over `dags`,
    /// total `total_entries`".
    static func describe(_ plan: PagingPlan) -> String {
        func path(_ members: [String]?) -> String { "`" + (members ?? []).joined(separator: ".") + "`" }
        var text: String
        switch plan.style {
        case .offset: text = "by offset `\(plan.parameter ?? "")`"
        case .page: text = "by page number `\(plan.parameter ?? "")`"
        case .cursor:
            let cursor = plan.lastItemCursor.map { "the last item's " + path($0) } ?? path(plan.cursor)
            text = "by cursor `\(plan.parameter ?? "")` from \(cursor)"
        case .nextURL: text = plan.header.map { "by the URL in header `\($0)`" } ?? "by the URL in \(path(plan.next))"
        case .link: text = "by the `Link` header"
        }
        if let items = plan.items, !items.isEmpty { text += " over " + path(items) }
        if let total = plan.total { text += (plan.style == .page ? ", pages " : ", total ") + path(total) }
        if let hasMore = plan.hasMore { text += ", until " + path(hasMore) + " is false" }
        return text
    }
}

extension DiagnosticID {
    /// An operation whose pages are generated: how they follow one another, and what said so.
    public static let emitterPaged: DiagnosticID = "emitter.paged"
    /// A paging extension (`x-pagination`, `x-speakeasy-pagination`, `x-fern-pagination`) that cannot be followed.
    public static let emitterPagingExtension: DiagnosticID = "emitter.paging-extension"
}

extension Translation {
    /// Why a plan cannot be followed with the builder and the page's structs.
    struct PagingProblem: Error {
        var message: String
    }

    /// The blueprint of `plan`: its parameters checked against the builder's query parameters, its member paths
    /// against the structs the page is made of; the problem when something it names is not there.
    func pagingBlueprint(_ plan: PagingPlan, page: SwiftType, types: SwiftType, queries: [String])
        -> Result<PagingBlueprint, PagingProblem>
    {
        do {
            for parameter in [plan.parameter, plan.limit].compactMap({ $0 }) where !queries.contains(parameter) {
                throw PagingProblem(
                    message: "\(plan.source) names the query parameter '\(parameter)', which the "
                        + "operation does not have"
                )
            }
            let (items, item) = try listPath(plan, page: page)
            func member(_ path: [String]?, _ accepts: Set<SwiftType>, _ kind: String) throws
                -> PagingBlueprint.MemberPath?
            {
                guard let path else { return nil }
                return try memberPath(path, in: page, accepts: accepts, kind: kind, source: plan.source)
            }
            let scheme: PagingBlueprint.Scheme
            switch plan.style {
            case .offset:
                let total = try member(plan.total, Self.integerTypes, "an integer")
                scheme = .offset(parameter: plan.parameter ?? "", limit: plan.limit, total: total)
            case .page:
                let total = try member(plan.total, Self.integerTypes, "an integer")
                scheme = .pageNumber(
                    parameter: plan.parameter ?? "",
                    first: plan.first ?? 1,
                    perPage: plan.limit,
                    total: total
                )
            case .cursor:
                let texts = Self.integerTypes.union([.string])
                var cursor: PagingBlueprint.MemberPath
                if let last = plan.lastItemCursor {
                    let inItem = try memberPath(last, in: item, accepts: texts, kind: "text", source: plan.source)
                    cursor = PagingBlueprint.MemberPath(
                        steps: items.steps + [.last] + inItem.steps,
                        conversion: inItem.conversion
                    )
                } else {
                    cursor = try member(plan.cursor, texts, "text") ?? PagingBlueprint.MemberPath(steps: [])
                }
                let hasMore = try member(plan.hasMore, [.bool], "a boolean")
                scheme = .cursor(parameter: plan.parameter ?? "", cursor: cursor, hasMore: hasMore)
            case .nextURL:
                if let header = plan.header {
                    scheme = .nextURLHeader(header)
                } else {
                    scheme = .nextURL(try member(plan.next, [.string], "text") ?? PagingBlueprint.MemberPath(steps: []))
                }
            case .link:
                scheme = .link
            }
            return .success(PagingBlueprint(parent: types, page: page, item: item, items: items, scheme: scheme))
        } catch let problem as PagingProblem {
            return .failure(problem)
        } catch {
            return .failure(PagingProblem(message: "\(error)"))
        }
    }

    /// Where a page holds its items and their type: the plan's `items`, the page itself when it is a list, or the
    /// page's one list.
    private func listPath(_ plan: PagingPlan, page: SwiftType) throws -> (PagingBlueprint.MemberPath, SwiftType) {
        var path = plan.items
        if path == nil {
            if case .array = unaliased(page).nonOptional {
                path = []
            } else {
                let lists = pageMembers(of: page).filter { member in
                    if case .array = unaliased(member.property.type).nonOptional { return true }
                    return false
                }
                guard lists.count == 1 else {
                    throw PagingProblem(
                        message: "\(plan.source) does not say which list of the response holds the "
                            + "items ('items'), and the response has \(lists.count) lists"
                    )
                }
                path = [lists[0].property.wireName]
            }
        }
        let items = try memberPath(path ?? [], in: page, accepts: nil, kind: "a list", source: plan.source)
        var end = page
        for step in items.steps {
            end = pageMembers(of: end).first { $0.property.name == step.name }?.property.type ?? end
        }
        guard case .array(let item) = unaliased(end).nonOptional else {
            throw PagingProblem(
                message: "\(plan.source) says the items are '\((path ?? []).joined(separator: "."))', "
                    + "which is not a list"
            )
        }
        return (items, item)
    }

    /// The members `path` names from `type` on, its end of one of the types `accepts` (any, when nil) and converted
    /// to what the pagination reads.
    private func memberPath(
        _ path: [String],
        in type: SwiftType,
        accepts: Set<SwiftType>?,
        kind: String,
        source: String
    ) throws -> PagingBlueprint.MemberPath {
        var steps: [PagingBlueprint.MemberPath.Step] = []
        var current = type
        for name in path {
            let shown = path.joined(separator: ".")
            guard let member = pageMembers(of: current).first(where: { $0.property.wireName == name }) else {
                throw PagingProblem(message: "\(source) names '\(shown)', which the response does not have")
            }
            guard !member.property.isDeprecated, member.property.decoding != .nullable else {
                throw PagingProblem(
                    message: "\(source) names '\(shown)', which is deprecated or may be null apart "
                        + "from absent; it cannot be read plainly"
                )
            }
            steps.append(.init(name: member.property.name, isOptional: member.property.type.isOptional))
            current = member.property.type
        }
        guard let accepts else { return PagingBlueprint.MemberPath(steps: steps) }
        let end = unaliased(current).nonOptional
        guard accepts.contains(end) else {
            throw PagingProblem(
                message: "\(source) names '\(path.joined(separator: "."))' as \(kind), but it is "
                    + "`\(end)`"
            )
        }
        let conversion: PagingBlueprint.MemberPath.Conversion =
            if accepts.contains(.string), end != .string { .string } else if end != .int, end != .bool, end != .string {
                .int
            } else { .none }
        return PagingBlueprint.MemberPath(steps: steps, conversion: conversion)
    }
}
