import YAMLNodes

extension JSONPath {
    /// Where a node is in its tree: at each step down from the root, the index of the pair in a mapping or of the
    /// element in a sequence.
    typealias Location = [Int]

    /// Thrown when evaluating a query visits more nodes than its limit (each descendant segment over a large spec
    /// visits all of it, and `$..*..*..*` multiplies that), so that a query cannot exhaust memory.
    struct TooMuchWork: Error {}

    /// How many nodes one evaluation may select or visit, in all: hundreds of passes over the largest specs.
    static let maximumSteps = 20_000_000

    /// The nodes the query selects in the tree under `root`, each with where it is, in the order RFC 9535 gives
    /// (document order for wildcards and descendants); a node selected twice is listed twice.
    func select(in root: Node, limit: Int = maximumSteps) throws(TooMuchWork) -> [(location: Location, node: Node)] {
        let evaluator = Evaluator(root: root, limit: limit)
        let selected = evaluator.select(segments, from: [([], root)])
        if evaluator.isExhausted { throw TooMuchWork() }
        return selected
    }

    /// A JSON value, to compare what a filter reads; a missing one ("Nothing" in the RFC) is nil.
    indirect enum Value: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        init(_ node: Node) {
            switch node.content {
            case .scalar:
                switch node.value ?? .null {
                case .null: self = .null
                case .bool(let value): self = .bool(value)
                case .int(let value): self = .number(Double(value))
                case .bigInt(let digits): self = .number(Double(digits) ?? .nan)
                case .float(let value): self = .number(value)
                case .string(let text): self = .string(text)
                }
            case .sequence(let items): self = .array(items.map(Value.init))
            case .mapping(let pairs):
                var members: [String: Value] = [:]
                for pair in pairs {
                    let key = pair.key.scalar?.text ?? ""
                    if members[key] == nil { members[key] = Value(pair.value) }
                }
                self = .object(members)
            }
        }

        init(_ literal: Literal) {
            switch literal {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .number(let value): self = .number(value)
            case .string(let text): self = .string(text)
            }
        }

        /// Equal as JSON: numbers by value, strings by their Unicode scalars (not by canonical equivalence).
        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let left), .bool(let right)): left == right
            case (.number(let left), .number(let right)): left == right
            case (.string(let left), .string(let right)): left.unicodeScalars.elementsEqual(right.unicodeScalars)
            case (.array(let left), .array(let right)): left == right
            case (.object(let left), .object(let right)):
                left.count == right.count && left.allSatisfy { key, value in right[key] == value }
            default: false
            }
        }
    }
}

/// One evaluation of a query: the root it started from, for `$…` inside filters, and the regular expressions
/// `match` and `search` compiled so far.
private final class Evaluator {
    typealias Located = (location: JSONPath.Location, node: Node)

    let root: Node
    private var expressions: [String: Regex<AnyRegexOutput>?] = [:]
    /// Nodes visited or selected so far, against `limit`.
    private var steps = 0
    private let limit: Int
    var isExhausted: Bool { steps > limit }

    init(root: Node, limit: Int) {
        self.root = root
        self.limit = limit
    }

    func select(_ segments: [JSONPath.Segment], from start: [Located]) -> [Located] {
        var current = start
        for segment in segments where !isExhausted {
            var next: [Located] = []
            switch segment {
            case .child(let selectors):
                for item in current {
                    for selector in selectors { select(selector, in: item, into: &next) }
                }
            case .descendant(let selectors):
                for item in current {
                    visit(item) { descendant in
                        for selector in selectors { select(selector, in: descendant, into: &next) }
                    }
                }
            }
            steps += next.count
            current = isExhausted ? [] : next
        }
        return current
    }

    /// `item` and every node under it, parents before children, in document order.
    private func visit(_ item: Located, _ body: (Located) -> Void) {
        steps += 1
        guard !isExhausted else { return }
        body(item)
        switch item.node.content {
        case .scalar: return
        case .sequence(let items):
            for (index, child) in items.enumerated() { visit((item.location + [index], child), body) }
        case .mapping(let pairs):
            for (index, pair) in pairs.enumerated() { visit((item.location + [index], pair.value), body) }
        }
    }

    private func select(_ selector: JSONPath.Selector, in item: Located, into selected: inout [Located]) {
        switch (selector, item.node.content) {
        case (.name(let name), .mapping(let pairs)):
            if let index = pairs.firstIndex(where: { Self.isKey($0.key, name) }) {
                selected.append((item.location + [index], pairs[index].value))
            }
        case (.wildcard, .mapping(let pairs)):
            for (index, pair) in pairs.enumerated() { selected.append((item.location + [index], pair.value)) }
        case (.wildcard, .sequence(let items)):
            for (index, child) in items.enumerated() { selected.append((item.location + [index], child)) }
        case (.index(let index), .sequence(let items)):
            let resolved = index < 0 ? items.count + index : index
            if items.indices.contains(resolved) { selected.append((item.location + [resolved], items[resolved])) }
        case (.slice(let start, let end, let step), .sequence(let items)):
            for index in Self.slice(count: items.count, start: start, end: end, step: step ?? 1) {
                selected.append((item.location + [index], items[index]))
            }
        case (.filter(let filter), .mapping(let pairs)):
            for (index, pair) in pairs.enumerated() where test(filter, pair.value) {
                selected.append((item.location + [index], pair.value))
            }
        case (.filter(let filter), .sequence(let items)):
            for (index, child) in items.enumerated() where test(filter, child) {
                selected.append((item.location + [index], child))
            }
        default: return
        }
    }

    private static func isKey(_ key: Node, _ name: String) -> Bool {
        key.scalar.map { $0.text.unicodeScalars.elementsEqual(name.unicodeScalars) } ?? false
    }

    /// RFC 9535 §2.3.4.2.2: the indices a slice selects, in its step's direction.
    private static func slice(count: Int, start: Int?, end: Int?, step: Int) -> [Int] {
        guard step != 0 else { return [] }
        func normalized(_ index: Int) -> Int { index >= 0 ? index : count + index }
        if step > 0 {
            let lower = min(max(normalized(start ?? 0), 0), count)
            let upper = min(max(normalized(end ?? count), 0), count)
            return lower < upper ? Array(stride(from: lower, to: upper, by: step)) : []
        }
        let upper = min(max(normalized(start ?? count - 1), -1), count - 1)
        let lower = min(max(end.map(normalized) ?? -1, -1), count - 1)
        return lower < upper ? Array(stride(from: upper, to: lower, by: step)) : []
    }

    // MARK: Filters

    private func test(_ filter: JSONPath.Filter, _ current: Node) -> Bool {
        switch filter {
        case .or(let alternatives): alternatives.contains { test($0, current) }
        case .and(let terms): terms.allSatisfy { test($0, current) }
        case .not(let inner): !test(inner, current)
        case .exists(let query): !nodes(query, current).isEmpty
        case .function(let call): matches(call, current)
        case .comparison(let left, let comparison, let right):
            Self.compare(value(left, current), comparison, value(right, current))
        }
    }

    private func nodes(_ query: JSONPath.Query, _ current: Node) -> [Located] {
        select(query.segments, from: [([], query.isRelative ? current : root)])
    }

    private func value(_ operand: JSONPath.Operand, _ current: Node) -> JSONPath.Value? {
        switch operand {
        case .literal(let literal): return JSONPath.Value(literal)
        case .query(let query):
            let found = nodes(query, current)
            return found.count == 1 ? JSONPath.Value(found[0].node) : nil
        case .function(let call):
            switch call.name {
            case .length:
                switch value(call.arguments[0], current) {
                case .string(let text): return .number(Double(text.unicodeScalars.count))
                case .array(let items): return .number(Double(items.count))
                case .object(let members): return .number(Double(members.count))
                default: return nil
                }
            case .count:
                guard case .query(let query) = call.arguments[0] else { return nil }
                return .number(Double(nodes(query, current).count))
            case .value:
                return value(call.arguments[0], current)
            case .match, .search:
                return nil
            }
        }
    }

    /// `match(text, pattern)` (the whole text) or `search(text, pattern)` (anywhere in it); false when either is
    /// not a string or the pattern is not a regular expression.
    private func matches(_ call: JSONPath.FunctionCall, _ current: Node) -> Bool {
        guard case .string(let text)? = value(call.arguments[0], current),
            case .string(let pattern)? = value(call.arguments[1], current),
            let expression = expression(pattern)
        else { return false }
        return call.name == .match ? text.wholeMatch(of: expression) != nil : text.firstMatch(of: expression) != nil
    }

    private func expression(_ pattern: String) -> Regex<AnyRegexOutput>? {
        if let compiled = expressions[pattern] { return compiled }
        let compiled = (try? Regex(pattern))?.matchingSemantics(.unicodeScalar)
        expressions[pattern] = compiled
        return compiled
    }

    /// RFC 9535 §2.3.5.2.2: Nothing equals only Nothing; `<` orders numbers and strings, nothing else.
    private static func compare(
        _ left: JSONPath.Value?,
        _ comparison: JSONPath.ComparisonOperator,
        _ right: JSONPath.Value?
    ) -> Bool {
        switch comparison {
        case .equal: left == right
        case .notEqual: left != right
        case .less: isLess(left, right)
        case .lessOrEqual: isLess(left, right) || left == right
        case .greater: isLess(right, left)
        case .greaterOrEqual: isLess(right, left) || left == right
        }
    }

    private static func isLess(_ left: JSONPath.Value?, _ right: JSONPath.Value?) -> Bool {
        switch (left, right) {
        case (.number(let left)?, .number(let right)?): left < right
        case (.string(let left)?, .string(let right)?):
            left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
        default: false
        }
    }
}
