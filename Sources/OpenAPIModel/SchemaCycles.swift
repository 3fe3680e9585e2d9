/// Which schemas are on a cycle of the schema graph (a schema that contains itself, directly or not).
///
/// Tarjan's strongly connected components, iterative so deep graphs do not exhaust the stack.
struct SchemaCycles {
    let recursive: Set<SchemaID>

    init(schemas: [Schema]) {
        let count = schemas.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var recursive: Set<SchemaID> = []
        // By index: `map` over the schemas would copy each one (every field retained and released).
        let edges = schemas.indices.map { schemas[$0].subschemas.map(\.rawValue) }

        for start in 0..<count where index[start] < 0 {
            var work: [(node: Int, edge: Int)] = [(start, 0)]
            index[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || edges[node].contains(node) {
                    recursive.formUnion(component.map(SchemaID.init))
                }
            }
        }
        self.recursive = recursive
    }
}
