/// A shortest edit script between two sequences: which old elements are deleted and which new ones
/// inserted, every other element being kept in order.
///
/// Myers' O(ND) algorithm in linear space (the "middle snake" divide and conquer of his 1986 paper),
/// after trimming the common prefix and suffix and setting aside elements found on one side only,
/// which can never be kept. Two long files that differ in a few lines diff in time proportional to
/// their length; files with nothing in common, in linear time.
struct LineDiff {
    /// For each old element, whether the script deletes it.
    private(set) var deleted: [Bool]
    /// For each new element, whether the script inserts it.
    private(set) var inserted: [Bool]

    init<Element: Hashable>(from old: [Element], to new: [Element]) {
        var numbers: [Element: Int] = [:]
        func number(_ element: Element) -> Int {
            if let known = numbers[element] { return known }
            numbers[element] = numbers.count
            return numbers.count - 1
        }
        let a = old.map(number)
        let b = new.map(number)
        deleted = Array(repeating: false, count: a.count)
        inserted = Array(repeating: false, count: b.count)

        // An element found on one side only is always an edit; the search runs on the rest.
        let inA = Set(a)
        let inB = Set(b)
        let keptA = a.indices.filter { inB.contains(a[$0]) }
        let keptB = b.indices.filter { inA.contains(b[$0]) }
        for index in a.indices where !inB.contains(a[index]) { deleted[index] = true }
        for index in b.indices where !inA.contains(b[index]) { inserted[index] = true }

        var search = MiddleSnakeSearch(a: keptA.map { a[$0] }, b: keptB.map { b[$0] })
        search.compare(0, keptA.count, 0, keptB.count)
        for (index, isDeleted) in search.deleted.enumerated() where isDeleted { deleted[keptA[index]] = true }
        for (index, isInserted) in search.inserted.enumerated() where isInserted { inserted[keptB[index]] = true }
    }

    /// Number of deletions plus insertions.
    var editCount: Int { deleted.count(where: { $0 }) + inserted.count(where: { $0 }) }
}

/// Myers' linear-space search over two sequences of element numbers.
private struct MiddleSnakeSearch {
    let a: [Int]
    let b: [Int]
    var deleted: [Bool]
    var inserted: [Bool]
    /// Furthest x reached on each diagonal, searching forward from the start and backward from the end.
    private var forward: [Int]
    private var backward: [Int]

    init(a: [Int], b: [Int]) {
        self.a = a
        self.b = b
        deleted = Array(repeating: false, count: a.count)
        inserted = Array(repeating: false, count: b.count)
        forward = Array(repeating: 0, count: a.count + b.count + 4)
        backward = forward
    }

    /// Marks the edits that turn `a[aLow..<aHigh]` into `b[bLow..<bHigh]`.
    mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
        var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
        while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
            aLow += 1
            bLow += 1
        }
        while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
        }
        if aLow == aHigh || bLow == bHigh {
            markAll(aLow, aHigh, bLow, bHigh)
            return
        }
        let size = (aHigh - aLow) + (bHigh - bLow)
        guard let snake = middleSnake(aLow, aHigh, bLow, bHigh),
            (snake.x0 - aLow) + (snake.y0 - bLow) < size, (aHigh - snake.x1) + (bHigh - snake.y1) < size
        else {
            markAll(aLow, aHigh, bLow, bHigh)  // unreachable by the algorithm; ends the recursion regardless
            return
        }
        compare(aLow, snake.x0, bLow, snake.y0)
        compare(snake.x1, aHigh, snake.y1, bHigh)
    }

    private mutating func markAll(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
        for index in aLow..<aHigh { deleted[index] = true }
        for index in bLow..<bHigh { inserted[index] = true }
    }

    /// The middle snake of an optimal path through the box: the run of kept elements from `(x0, y0)`
    /// to `(x1, y1)` where the forward and backward searches meet, in absolute indices.
    private mutating func middleSnake(
        _ aLow: Int,
        _ aHigh: Int,
        _ bLow: Int,
        _ bHigh: Int
    ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let n = aHigh - aLow
        let m = bHigh - bLow
        let delta = n - m
        let isOdd = delta & 1 != 0
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...maxD {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && a[aLow + x] == b[bLow + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                let opposite = delta - k
                if isOdd && opposite >= -(d - 1) && opposite <= d - 1 && x + backward[offset + opposite] >= n {
                    return (aLow + startX, bLow + startY, aLow + x, bLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && a[aHigh - 1 - x] == b[bHigh - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + k] = x
                let opposite = delta - k
                if !isOdd && opposite >= -d && opposite <= d && x + forward[offset + opposite] >= n {
                    return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
                }
            }
        }
        return nil
    }
}
