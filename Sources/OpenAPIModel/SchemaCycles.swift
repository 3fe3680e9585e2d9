/// Which schemas are on a cycle of the schema graph (a schema that contains itself, directly or not).
///
/// Tarjan's strongly connected components, iterative so deep graphs do not exhaust the stack.
struct SchemaCycles {
    let recursive: Set<SchemaID>

    /// The cycles of `schemas`.
    init(schemas: [Schema]) {
        let count = schemas.count
        // Every schema's subschemas in one flat list, schema `i`'s at `targets[ranges[i]]`, read once each: the
        // walk below jumps around.
        var targets: [Int] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        for schema in schemas {
            let start = targets.count
            schema.appendSubschemas(to: &targets) { $0.rawValue }
            ranges.append(start..<targets.count)
        }
        var walk = Walk(count: count)
        var recursive: Set<SchemaID> = []
        for start in 0..<count where walk.index[start] < 0 {
            walk.visit(start, firstEdge: ranges[start].lowerBound)
            while let (node, edge) = walk.work.last {
                if edge < ranges[node].upperBound {
                    walk.work[walk.work.count - 1].edge += 1
                    let next = targets[edge]
                    if walk.index[next] < 0 {
                        walk.visit(next, firstEdge: ranges[next].lowerBound)
                    } else if walk.onStack[next] {
                        walk.lowLink[node] = min(walk.lowLink[node], walk.index[next])
                    }
                    continue
                }
                walk.work.removeLast()
                if let parent = walk.work.last?.node {
                    walk.lowLink[parent] = min(walk.lowLink[parent], walk.lowLink[node])
                }
                guard walk.lowLink[node] == walk.index[node] else { continue }
                // The component is the top of the stack down to `node`.
                let bottom = walk.stack.lastIndex(of: node) ?? walk.stack.count - 1
                let isCycle =
                    walk.stack.count - bottom > 1 || targets[ranges[node]].contains(node)
                for member in walk.stack[bottom...] {
                    walk.onStack[member] = false
                    if isCycle { recursive.insert(SchemaID(member)) }
                }
                walk.stack.removeSubrange(bottom...)
            }
        }
        self.recursive = recursive
    }

    /// Tarjan's bookkeeping, in one value so the loop reads plain stored arrays.
    private struct Walk {
        var index: [Int]
        var lowLink: [Int]
        var onStack: [Bool]
        var stack: [Int] = []
        var work: [(node: Int, edge: Int)] = []
        var nextIndex = 0

        init(count: Int) {
            index = [Int](repeating: -1, count: count)
            lowLink = [Int](repeating: 0, count: count)
            onStack = [Bool](repeating: false, count: count)
        }

        mutating func visit(_ node: Int, firstEdge: Int) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack[node] = true
            work.append((node, firstEdge))
        }
    }
}
