/// The children of every open collection, one after another; a collection's children are moved out into
/// an array of exactly the right size when it closes, so building a tree allocates once per collection
/// instead of once per growth step.
final class NodeStack {
    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: consuming Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: consume node)
        count += 1
    }

    /// The node `offset` places above `start`, without removing it.
    subscript(offset: Int) -> Node {
        base[offset]
    }

    /// Moves the nodes from `start` to the top into a new array, leaving `start` as the new top.
    ///
    /// The arrays are reserved and appended to rather than made with `init(unsafeUninitializedCapacity:)`, which
    /// the standard library does not specialise: each call looked up the array's type metadata at run time (about
    /// 700 instructions and a lock shared by every thread, tens of thousands of times in a large spec).
    func popSequence(from start: Int) -> [Node] {
        let length = count - start
        var items: [Node] = []
        items.reserveCapacity(length)
        for index in 0..<length { items.append((base + start + index).move()) }
        count = start
        return items
    }

    /// Moves the nodes from `start` to the top, taken as key, value, key, value…, into pairs.
    func popPairs(from start: Int) -> [Node.Pair] {
        let length = (count - start) / 2
        var pairs: [Node.Pair] = []
        pairs.reserveCapacity(length)
        for index in 0..<length {
            let key = (base + start + 2 * index).move()
            let value = (base + start + 2 * index + 1).move()
            pairs.append(Node.Pair(key: key, value: value))
        }
        if (count - start) % 2 == 1 {
            (base + start + 2 * length).deinitialize(count: 1)
        }
        count = start
        return pairs
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
