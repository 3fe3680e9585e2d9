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
    func popSequence(from start: Int) -> [Node] {
        let length = count - start
        // Not through `unsafeUninitializedCapacity` when empty: that writes the count of the one empty array
        // every thread shares (a race ThreadSanitizer reports when two parses meet an empty sequence at once).
        if length == 0 { return [] }
        let items = [Node](unsafeUninitializedCapacity: length) { buffer, initialized in
            buffer.baseAddress?.moveInitialize(from: base + start, count: length)
            initialized = length
        }
        count = start
        return items
    }

    /// Moves the nodes from `start` to the top, taken as key, value, key, value…, into pairs.
    func popPairs(from start: Int) -> [Node.Pair] {
        let length = (count - start) / 2
        if length == 0 {
            if count > start { (base + start).deinitialize(count: 1) }
            count = start
            return []
        }
        let pairs = [Node.Pair](unsafeUninitializedCapacity: length) { buffer, initialized in
            for index in 0..<length {
                let key = (base + start + 2 * index).move()
                let value = (base + start + 2 * index + 1).move()
                (buffer.baseAddress! + index).initialize(to: Node.Pair(key: key, value: value))
            }
            initialized = length
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
