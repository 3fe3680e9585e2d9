/// An OpenAPI object's name for messages and the keys it allows, for "did you mean" notes.
struct ObjectKind: Sendable {
    var name: String
    var keys: [String]
    /// Whether keys beyond `keys` are allowed (JSON Schema 2020-12 vocabularies); then only near misses are reported.
    var isOpen = false

    /// The allowed key closest to `key`, when it is close enough to be a likely misspelling.
    func suggestion(for key: String) -> String? {
        let lowered = key.lowercased()
        var best: (key: String, distance: Int)?
        for candidate in keys {
            let distance = Self.editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, best.key.count / 3))
        return best.distance <= limit ? best.key : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
